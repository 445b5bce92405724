/**
 * The legatus CLI run in this thread with its output captured: what the CLI tests call, and what
 * test/support/in-worker.ts can run in a worker thread for a command that plays whole AI games.
 */
import { run } from '../../src/cli/run';
import '../../src/games'; // registers the real games

export function inProcess(...args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = run(args, (s) => { out += `${s}\n`; }, (s) => { err += `${s}\n`; });
  return { code, out, err };
}
