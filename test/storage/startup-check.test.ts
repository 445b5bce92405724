/**
 * A store that cannot be used stops the start at once with one clear line:
 * refused Redis/PostgreSQL connections, an unwritable SQLite path, a bad URL.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openKeyv, StorageUnavailable } from '../../src/storage';

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function runStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, DISCORD_TOKEN: '', LOCAL_PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the store is checked at start-up', () => {
  it('refuses a Redis server that is not there, naming it without the password', async () => {
    const url = `redis://user:hunter2@127.0.0.1:${await closedPort()}`;
    const error = await openKeyv(url).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailable);
    expect((error as Error).message).toMatch(/redis:\/\/\*\*\*@127\.0\.0\.1:\d+ cannot be used: .*ECONNREFUSED/);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('refuses a PostgreSQL server that is not there', async () => {
    const url = `postgres://legatus:hunter2@127.0.0.1:${await closedPort()}/legatus`;
    const error = await openKeyv(url).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailable);
    expect((error as Error).message).toMatch(/postgres:\/\/\*\*\*@127\.0\.0\.1:\d+\/legatus cannot be used: .*ECONNREFUSED/);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('refuses a SQLite file whose folder cannot be made (a path under /proc used to hang)', async () => {
    await expect(openKeyv('sqlite:///proc/legatus-nowhere/games.sqlite')).rejects.toThrow(
      /cannot create the folder of the SQLite file \/proc\/legatus-nowhere\/games\.sqlite/,
    );
    await expect(openKeyv('sqlite:///proc/games.sqlite')).rejects.toThrow(/cannot open the store at sqlite:\/\/\/proc\/games\.sqlite/);
  });

  it('opens an in-memory SQLite store after a successful round trip', async () => {
    const keyv = await openKeyv('sqlite://:memory:');
    await keyv.set('k', 1);
    await expect(keyv.get('k')).resolves.toBe(1);
    await keyv.disconnect();
  });

  it('npm start exits 1 with one line when STORAGE_URL points at a Redis server that is not running', async () => {
    const port = await closedPort();
    const run = await runStart({ STORAGE_URL: `redis://127.0.0.1:${port}` });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([`Legatus cannot start: the store at redis://127.0.0.1:${port} cannot be used: connect ECONNREFUSED 127.0.0.1:${port}`]);
    // Nothing was started: no play page was offered.
    expect(run.stdout).not.toContain('Open http');
  });
});
