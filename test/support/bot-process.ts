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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REST } from 'discord.js';
import { deployCommands } from '../../src/bot/deploy-commands';
import { gameIds } from '../../src/core/registry';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/localdiscord';

/**
 * A local Discord with the shipped games' commands deployed (as `npm start` registers them) and an
 * empty folder for the bot's store: what each test file that runs the real process starts from.
 */
export async function openProcessDiscord(prefix: string, options: Pick<LocalDiscordOptions, 'inspect'> = {}): Promise<{ discord: LocalDiscord; dir: string }> {
  if (gameIds().length === 0) await import('../../src/games/index');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const discord = await startLocalDiscord({ port: 0, rateLimits: false, gateway: { identifyWindowMs: 0 }, ...options });
  const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
  await deployCommands(rest, discord.applicationId, discord.guildId);
  return { discord, dir };
}

export async function closeProcessDiscord(discord: LocalDiscord | undefined, dir: string | undefined): Promise<void> {
  await discord?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export function spawnBot(entry: string, discord: LocalDiscord, dir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
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

export interface RunningBot {
  child: ChildProcess;
  lines: Record<string, any>[];
  exited: Promise<number | null>;
  waitLog(probe: (line: Record<string, any>) => boolean, timeoutMs?: number): Promise<Record<string, any>>;
}

/**
 * `entry` run by spawnBot, its JSON log lines collected: `waitLog` resolves with the first line
 * `probe` accepts (those already written included).
 */
export function runBot(entry: string, discord: LocalDiscord, dir: string, env: Record<string, string> = {}): RunningBot {
  const child = spawnBot(entry, discord, dir, env);
  const lines: Record<string, any>[] = [];
  let buffer = '';
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (d) => {
    buffer += d;
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const p of parts) {
      try { lines.push(JSON.parse(p)); } catch { lines.push({ text: p }); }
    }
    for (const w of waiters) w();
  });
  let stderr = '';
  child.stderr!.on('data', (d) => { stderr += d; });
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  return {
    child,
    lines,
    exited,
    waitLog(probe, timeoutMs = 60_000) {
      return new Promise((res, rej) => {
        const check = () => {
          const hit = lines.find(probe);
          if (hit) { waiters.delete(check); clearTimeout(timer); res(hit); }
        };
        const timer = setTimeout(() => { waiters.delete(check); rej(new Error(`no such log line; stderr: ${stderr.slice(0, 500)}`)); }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
