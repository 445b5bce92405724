/**
 * Conquest of the Empire II as the platform sees it: rules, strings, the
 * Discord table (lobby, builder, upkeep), the map picture, the AI, the CLI
 * and league tables in one object (listed in src/games/index.ts).
 */
import type { GamePlugin } from '../../core/plugin';
import { conquest2Cli } from './cli';
import { conquest2Adapter } from './discord/adapter';
import { conquest2Help } from './discord/help';
import { conquest2Picture } from './discord/picture';
import { warmConquest2Renderer } from './render';
import { conquest2 } from './index';
import { conquest2Locales } from './locales';
import type { C2View } from './types';

export const conquest2Plugin: GamePlugin = {
  id: 'conquest2',
  title: 'Conquest of the Empire II',
  docs: 'docs/conquest2-rulings.md',
  module: conquest2,
  locales: conquest2Locales,
  discord: conquest2Adapter,
  help: conquest2Help,
  pictures: {
    overview: (view, locale) => conquest2Picture(view as C2View, locale),
  },
  // Its pictures are drawn on the bot's main thread: their first one's caches are built after start, in steps.
  warmUp: () => warmConquest2Renderer(),
  ai: { entry: new URL('./ai-entry.ts', import.meta.url).href },
  cli: conquest2Cli,
  league: { tableSize: 4, minTableSize: 2 },
};
