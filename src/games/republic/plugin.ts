/**
 * The Republic of Rome as the platform sees it: rules, strings, the Discord
 * table (lobby, builder over the legal answers, upkeep), the state-of-Rome
 * picture, the AI and the CLI, and league tables of 2–4 factions (fewer than
 * three players get the Neutral factions, as at any table).
 */
import type { GamePlugin } from '../../core/plugin';
import { republicCli } from './cli';
import { republicAdapter } from './discord/adapter';
import { republicHelp } from './discord/help';
import { republicPicture } from './discord/picture';
import { republic } from './index';
import { republicLocales } from './locales';
import type { RepublicView } from './types';

export const republicPlugin: GamePlugin = {
  id: 'republic',
  title: 'The Republic of Rome',
  docs: 'docs/republic-rulings.md',
  module: republic,
  locales: republicLocales,
  discord: republicAdapter,
  help: republicHelp,
  pictures: {
    overview: (view, locale) => republicPicture(view as RepublicView, locale),
  },
  ai: { entry: new URL('./ai/entry.ts', import.meta.url).href },
  cli: republicCli,
  league: { tableSize: 4, minTableSize: 2 },
};
