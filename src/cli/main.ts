/** Entry point of the `legatus` command (npm run cli -- ..., or bin/legatus.mjs): registers every game, then runs. */
import '../games';
import { run } from './run';

process.exitCode = run(
  process.argv.slice(2),
  (s) => process.stdout.write(`${s}\n`),
  (s) => process.stderr.write(`${s}\n`),
);
