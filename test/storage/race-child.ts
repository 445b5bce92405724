/**
 * One "bot process" of the multi-process test: opens the store, reads the
 * game, says "ready", waits for "go" on stdin (so both processes hold the same
 * position), commits a move, and prints what happened ("committed" or "conflict").
 */
import { once } from 'node:events';
import { GameRepository, openKeyv, SaveConflict } from '../../src/storage';

const [url, gameId, who] = process.argv.slice(2);
const repo = new GameRepository(await openKeyv(url));
const game = (await repo.get(gameId))!;
game.record.actions.push({ player: 0, action: { by: who } });
process.stdout.write('ready\n');
await once(process.stdin, 'data');
try {
  await repo.save(game);
  process.stdout.write('committed\n');
} catch (e) {
  if (!(e instanceof SaveConflict)) throw e;
  process.stdout.write('conflict\n');
}
await repo.close();
process.exit(0);
