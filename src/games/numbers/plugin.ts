/**
 * Numbers as the platform sees it. Deliberately NOT listed in
 * src/games/index.ts: tests register it (registerGame(numbersPlugin)), so the
 * platform's own tests prove the contract without any real game.
 */
import type { GamePlugin } from '../../core/plugin';
import { numbersAdapter } from './discord/adapter';
import { numbersHelp } from './discord/help';
import { numbers } from './index';
import { numbersCli } from './cli';
import { numbersLocales } from './locales/index';
import { renderNumbersBoard } from './render/index';
import type { NumbersView } from './types';

export const numbersPlugin: GamePlugin = {
  id: 'numbers',
  title: 'Numbers',
  docs: 'docs/adding-a-game.md',
  module: numbers,
  locales: numbersLocales,
  discord: numbersAdapter,
  help: numbersHelp,
  pictures: { overview: (view) => renderNumbersBoard(view as NumbersView, ['1', '2']) },
  ai: { entry: new URL('./ai-entry.ts', import.meta.url).href },
  cli: numbersCli,
  league: { tableSize: 2 },
};
