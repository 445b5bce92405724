/**
 * Start-up checks of the real process (`tsx src/main.ts`): each store or
 * configuration that cannot be used ends the start by itself with exit code
 * 1 and one line on stderr, before anything is served. (The store's own
 * checks are tested in test/storage/startup-check.test.ts; the store's probe
 * gives up after 5 s, which keeps every case below within 10 s.)
 */
import { spawn } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let silent: Server;
let silentPort = 0;
const sockets = new Set<Socket>();

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

beforeAll(async () => {
  // Accepts connections and never says a word: a firewall that drops, a hung server.
  silent = createServer((s) => { sockets.add(s); s.on('error', () => undefined); });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => silent.close(() => r()));
});

function runStart(env: Record<string, string>): Promise<{ code: number | null; killed: boolean; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, DISCORD_TOKEN: '', LOCAL_PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    // Far beyond the probe's 5 s: only a start that hangs gets here.
    const guard = setTimeout(() => { killed = true; child.kill('SIGKILL'); }, 45_000);
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (code) => { clearTimeout(guard); done({ code, killed, stdout, stderr }); });
  });
}

const cases: [string, () => Promise<Record<string, string>>, RegExp][] = [
  ['a PostgreSQL server that refuses the connection', async () => ({ STORAGE_URL: `postgres://legatus:hunter2@127.0.0.1:${await closedPort()}/legatus` }),
    /^Legatus cannot start: the store at postgres:\/\/\*\*\*@127\.0\.0\.1:\d+\/legatus cannot be used: .*ECONNREFUSED/],
  ['a Redis server that accepts but never answers', async () => ({ STORAGE_URL: `redis://:hunter2@127.0.0.1:${silentPort}` }),
    /^Legatus cannot start: the store at redis:\/\/\*\*\*@127\.0\.0\.1:\d+ did not answer within 5 s/],
  ['a PostgreSQL server that accepts but never answers', async () => ({ STORAGE_URL: `postgres://legatus:hunter2@127.0.0.1:${silentPort}/legatus` }),
    /^Legatus cannot start: the store at postgres:\/\/\*\*\*@127\.0\.0\.1:\d+\/legatus did not answer within 5 s/],
  ['a SQLite path that cannot be written', async () => ({ STORAGE_URL: 'sqlite:///proc/legatus/games.sqlite' }),
    /^Legatus cannot start: cannot create the folder of the SQLite file \/proc\/legatus\/games\.sqlite/],
  ['a STORAGE_URL of an unknown kind', async () => ({ STORAGE_URL: 'mysql://legatus:hunter2@db/legatus' }),
    /^Legatus cannot start: STORAGE_URL must start with sqlite:\/\/, redis:\/\/ or postgres:\/\/ \(got "mysql:\/\/\*\*\*@db\/legatus"\)$/],
  ['an invalid setting', async () => ({ LOG_LEVEL: 'loud', HEALTH_PORT: 'eighty' }),
    /^Legatus cannot start: invalid configuration:; +LOG_LEVEL: .*; +HEALTH_PORT: /],
];

describe('start-up checks of the process', () => {
  it.each(cases)('%s: exits 1 with one line, without a password, serving nothing', async (_what, env, expected) => {
    const run = await runStart(await env());
    expect(run.killed).toBe(false);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
    expect(run.stderr).not.toContain('hunter2');
    expect(run.stdout).not.toContain('Open http');
  }, 60_000);
});
