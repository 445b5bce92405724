/**
 * `npm start`'s command must leave a SIGTERM to the bot's own handler (a graceful stop that
 * finishes the interactions and posts in flight). The tsx command does not: it relays the signal
 * and kills its child (exit 143) when the child has not acknowledged it within about 30 ms, which a
 * bot in a synchronous stretch (a picture drawn on the main thread, an AI turn) never does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'legatus-start-signal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Stands in for src/main.ts: busy in 400 ms synchronous stretches, stopping cleanly between them.
const entry = join(dir, 'busy.ts');
writeFileSync(entry, `
let stop = false;
process.on('SIGTERM', () => { stop = true; });
process.stdout.write('ready\\n');
const spin = () => {
  const end = Date.now() + 400;
  while (Date.now() < end) { /* busy */ }
  if (stop) { process.stdout.write('stopped cleanly\\n'); process.exit(0); }
  setImmediate(spin);
};
spin();
`);

function startLikeNpmStart(): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  const argv = args.map((a) => (a === 'src/main.ts' ? entry : a));
  expect(argv).toContain(entry);
  // npm puts node_modules/.bin on the PATH; `node` is the running one.
  const bin = command === 'node' ? process.execPath : join('node_modules/.bin', command!);
  return new Promise((done) => {
    const child = spawn(bin, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let signalled = false;
    child.stdout.on('data', (d) => {
      out += d;
      if (!signalled && out.includes('ready')) {
        signalled = true;
        // Well inside a busy stretch.
        setTimeout(() => child.kill('SIGTERM'), 150);
      }
    });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code, signal) => done({ code, signal, out }));
  });
}

describe('npm start and SIGTERM', () => {
  it('lets a busy bot finish its stretch and stop by its own handler with exit 0', async () => {
    const r = await startLikeNpmStart();
    expect(r.out).toContain('stopped cleanly');
    expect(r.code).toBe(0);
  }, 60_000);
});
