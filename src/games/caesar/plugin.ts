/**
 * Caesar! as the platform sees it: rules, strings, Discord adapter, pictures,
 * AI, CLI and leagues in one object (listed in src/games/index.ts).
 */
import type { GamePlugin } from '../../core/plugin';
import type { Locale } from '../../i18n';
import { caesar } from './index';
import { caesarCli } from './cli';
import { caesarAdapter } from './discord/adapter';
import { caesarHelp } from './discord/help';
import { caesarCoach } from './discord/coach';
import { caesarPicture } from './discord/picture';
import { caesarLocales } from './locales/index';
import type { CaesarView } from './types';

export const caesarPlugin: GamePlugin = {
  id: 'caesar',
  title: 'Caesar!',
  docs: 'docs/caesar-rulings.md',
  module: caesar,
  locales: caesarLocales,
  discord: caesarAdapter,
  help: caesarHelp,
  pictures: { overview: (view, locale: Locale) => caesarPicture(view as CaesarView, locale) },
  render: { entry: new URL('./render/entry.ts', import.meta.url).href },
  ai: { entry: new URL('./ai/entry.ts', import.meta.url).href },
  cli: caesarCli,
  league: { tableSize: 2 },
  coach: caesarCoach,
};
