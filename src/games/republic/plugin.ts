/**
 * The Republic of Rome as the platform sees it: rules, strings, the AI and the
 * CLI. Played from the CLI for now: its Discord table (and so its pictures and league play) is not built yet.
 */
import type { GamePlugin } from '../../core/plugin';
import { republicCli } from './cli';
import { republic } from './index';
import { republicLocales } from './locales';

export const republicPlugin: GamePlugin = {
  id: 'republic',
  title: 'The Republic of Rome',
  docs: 'docs/republic-rulings.md',
  module: republic,
  locales: republicLocales,
  ai: { entry: new URL('./ai/entry.ts', import.meta.url).href },
  cli: republicCli,
};
