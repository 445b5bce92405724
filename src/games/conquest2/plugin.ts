/**
 * Conquest of the Empire II as the platform sees it. Played from the CLI for
 * now: its Discord table (and so its pictures and league play) is not built yet.
 */
import type { GamePlugin } from '../../core/plugin';
import { conquest2Cli } from './cli';
import { conquest2 } from './index';
import { conquest2Locales } from './locales';

export const conquest2Plugin: GamePlugin = {
  id: 'conquest2',
  title: 'Conquest of the Empire II',
  docs: 'docs/conquest2-rulings.md',
  module: conquest2,
  locales: conquest2Locales,
  ai: { entry: new URL('./ai-entry.ts', import.meta.url).href },
  cli: conquest2Cli,
};
