/**
 * Conquest of the Empire (Classic) as the platform sees it: rules, strings,
 * Discord adapter (with the n-seat table lobby), pictures, AI, CLI and
 * leagues in one object (listed in src/games/index.ts).
 */
import type { GamePlugin } from '../../core/plugin';
import { conquest } from './index';
import { conquestCli } from './cli';
import { conquestAdapter } from './discord/adapter';
import { conquestHelp } from './discord/help';
import { conquestPicture, conquestRegionPicture } from './discord/picture';
import { conquestLocales } from './locales/index';
import type { ConquestView } from './types';

export const conquestPlugin: GamePlugin = {
  id: 'conquest',
  title: 'Conquest of the Empire',
  docs: 'docs/conquest-rulings.md',
  module: conquest,
  locales: conquestLocales,
  discord: conquestAdapter,
  help: conquestHelp,
  pictures: {
    overview: (view, locale) => conquestPicture(view as ConquestView, locale),
    region: (view, places, locale) => conquestRegionPicture(view as ConquestView, places, locale),
  },
  render: { entry: new URL('./render/entry.ts', import.meta.url).href },
  ai: { entry: new URL('./ai-entry.ts', import.meta.url).href },
  cli: conquestCli,
  league: { tableSize: 6, minTableSize: 2 },
};
