/**
 * The process-wide guard in a real Node process: a rejected promise nobody
 * awaits and an exception thrown from a timer are logged (pino, at error) and
 * the process goes on; without the guard the same script dies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-command';

const dir = mkdtempSync(join(tmpdir(), 'legatus-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(guarded: boolean) {
  const script = join(dir, `guard-${guarded}.ts`);
  writeFileSync(script, `
    import { createLogger } from ${JSON.stringify(resolve('src/bot/logger.ts'))};
    import { installProcessGuard } from ${JSON.stringify(resolve('src/bot/process-guard.ts'))};
    const log = createLogger({ level: 'info' });
    const guard = ${guarded} ? installProcessGuard(log) : null;
    void Promise.reject(new Error('nobody awaited me'));
    setTimeout(() => { throw new Error('thrown from a timer'); }, 10);
    setTimeout(() => { log.info({ counts: guard?.counts() }, 'still alive'); }, 200);
  `);
  return runCommand(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), script], { timeoutMs: 60_000 });
}

describe('process guard', () => {
  it('logs unhandled rejections and uncaught exceptions and keeps the process running', async () => {
    const out = await run(true);
    expect(out.status).toBe(0);
    const lines = out.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.find((l) => l.kind === 'unhandledRejection')).toMatchObject({ level: 50, err: 'nobody awaited me' });
    expect(lines.find((l) => l.kind === 'uncaughtException')).toMatchObject({ level: 50, err: 'thrown from a timer' });
    expect(lines.at(-1)).toMatchObject({ msg: 'still alive', counts: { unhandledRejections: 1, uncaughtExceptions: 1 } });
  }, 60_000);

  it('is what keeps it alive: the same script without it dies', async () => {
    const out = await run(false);
    expect(out.status).not.toBe(0);
    expect(out.stdout).not.toContain('still alive');
  }, 60_000);
});
