/**
 * A bot entry point (src/main.ts, src/sharded.ts) run as a real child process
 * against a local Discord, for the tests that kill and restart the bot.
 *
 * The child is tsx's command line, which runs the entry in a process of its
 * own (and the sharding manager adds one per shard): killing only the child
 * would leave those running after a failed test. So the child leads a process
 * group of its own, and `killTree` ends the whole group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { LocalDiscord } from '../../src/localdiscord';

export function spawnBot(entry: string, discord: LocalDiscord, dir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), entry], {
    env: {
      ...process.env,
      DISCORD_TOKEN: discord.botToken,
      DISCORD_API_URL: discord.apiUrl,
      STORAGE_URL: `sqlite://${join(dir, 'games.sqlite')}`,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

/** SIGKILL to the child's whole process group; nothing when it is already gone. */
export function killTree(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // ESRCH: the group has already ended.
  }
}
