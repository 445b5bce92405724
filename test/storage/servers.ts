/**
 * Real Redis and PostgreSQL servers for tests, each in a temporary folder on a
 * free loopback port, stopped and removed afterwards. The binaries come from
 * Debian's packages, which `npm test` installs when missing
 * (test/setup/system-packages.mjs).
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { postgresBinDir } from '../setup/system-packages.mjs';

export interface TestServer {
  url: string;
  port: number;
  /** Stops the server (SIGKILL when `hard`, as in a crash), keeping its data folder. */
  stop(hard?: boolean): Promise<void>;
  /** Starts it again on the same port and data folder. */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  remove(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not listen on port ${port} within 30 s`);
}

/**
 * Runs a program to its end without blocking the event loop (initdb takes seconds on a loaded machine, and a
 * test worker that does not turn its loop for 60 s fails the whole vitest run): its exit code and stderr.
 */
function run(file: string, args: string[], options: SpawnOptions): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stderr }));
  });
}

function stopChild(child: ChildProcess | null, hard: boolean): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(hard ? 'SIGKILL' : 'SIGTERM');
  });
}

export async function startRedis(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'legatus-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: TestServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      // appendfsync always: a move acknowledged before a crash is on disk, as in a production setting.
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
        '--appendonly', 'yes', '--appendfsync', 'always', '--protected-mode', 'no'], { stdio: 'ignore' });
      await waitForPort(port, child, 'redis-server');
    },
    stop: (hard = false) => stopChild(child, hard),
    async remove() {
      await stopChild(child, false);
      await rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

export async function startPostgres(): Promise<TestServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (npm test installs Debian\'s postgresql package)');
  const dir = mkdtempSync(join(tmpdir(), 'legatus-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the server runs as Debian's `postgres` user.
  const asRoot = process.getuid?.() === 0;
  const ids: { uid?: number; gid?: number } = asRoot ? postgresIds() : {};
  if (asRoot) chownSync(dir, ids.uid!, ids.gid!);
  const init = await run(join(bin, 'initdb'), ['-D', data, '-U', 'legatus', '--auth=trust', '-E', 'UTF8', '--no-sync'], { ...ids, cwd: dir });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  let child: ChildProcess | null = null;
  const server: TestServer = {
    url: `postgres://legatus@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      // After a SIGKILL of the server, its backends linger for a moment and hold the shared memory
      // block, and a new postmaster exits at once ("pre-existing shared memory block is still in use"):
      // try again for a while, as an operator restarting a crashed server would.
      for (let attempt = 1; ; attempt++) {
        child = spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=on'],
          { ...ids, stdio: 'ignore', cwd: dir });
        try {
          await waitForPort(port, child, 'postgres');
          break;
        } catch (e) {
          if (child.exitCode === null || attempt >= 20) throw e;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      // The port opens while the server is still recovering; pg_isready says when it takes queries.
      for (let i = 0; i < 300; i++) {
        if ((await run(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q'], {})).status === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('postgres did not accept queries within 30 s');
    },
    stop: (hard = false) => stopChild(child, hard),
    async remove() {
      await stopChild(child, false);
      await rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root, but there is no `postgres` user to run PostgreSQL as');
  return { uid, gid };
}

/**
 * The three stores two processes can share, for `describe.each`: a name and a start that gives the URL
 * each process connects to (a real Redis or PostgreSQL server, or one SQLite file). Servers start only
 * when their block's `beforeAll` calls start; all of them, and the SQLite folder, are removed after the
 * file's tests.
 */
export function sharedStores(prefix: string): ReadonlyArray<readonly [string, () => Promise<string>]> {
  const servers: TestServer[] = [];
  let dir = '';
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.remove()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const server = (start: () => Promise<TestServer>) => async () => {
    const s = await start();
    servers.push(s);
    return s.url;
  };
  return [
    ['Redis', server(startRedis)],
    ['PostgreSQL', server(startPostgres)],
    ['SQLite', async () => {
      dir ||= mkdtempSync(join(tmpdir(), prefix));
      return `sqlite://${join(dir, 'shared.sqlite')}`;
    }],
  ];
}
