import { caesarAdapter } from '../../games/caesar/cli';
import { conquestAdapter } from '../../games/conquest/cli';
import type { CliGameAdapter } from './types';
import { UsageError } from './types';

/** Self-play support per game id; a game without an adapter can still be replayed. */
const adapters: Record<string, CliGameAdapter> = {
  [caesarAdapter.game]: caesarAdapter,
  [conquestAdapter.game]: conquestAdapter,
};

export function adapterFor(game: string): CliGameAdapter {
  const a = adapters[game];
  if (!a) throw new UsageError(`no self-play support for game "${game}" (known: ${Object.keys(adapters).join(', ')})`);
  return a;
}

/** Every game with self-play support, for the help text. */
export function allAdapters(): CliGameAdapter[] {
  return Object.values(adapters);
}
