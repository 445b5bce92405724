import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../../src/core/registry';
import { replay } from '../../../src/core/replay';
import type { GameRecord } from '../../../src/core/game';
import { run } from '../../../src/cli/run';
import '../../../src/games'; // registers the real games
import { inWorker } from '../../support/in-worker';
import type { inProcess as inProcessType } from '../../support/cli-in-process';

function inProcess(...args: string[]) {
  let out = '';
  let err = '';
  const code = run(args, (s) => { out += `${s}\n`; }, (s) => { err += `${s}\n`; });
  return { code, out, err };
}

describe('legatus selfplay --game conquest2', () => {
  it('plays AI games through four seasons and prints one JSON line per game and a totals line', async () => {
    // A whole AI game is one call of about a second of CPU: run in a worker thread (test/support/in-worker.ts),
    // the same CLI with the same arguments, so that the test worker keeps answering vitest on a loaded machine.
    const args = ['selfplay', '--game', 'conquest2', '--players', 'ai,ai,ai', '--games', '1', '--seed', 'c2'];
    const [r] = await inWorker<ReturnType<typeof inProcessType>>(new URL('../../support/cli-in-process.ts', import.meta.url), 'inProcess', [args]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect([0, 1, 2]).toContain(lines[0].winner);
    expect(lines[0].reason).toBe('seasons');
    expect(lines[0].turns).toBe(16);
    expect(lines[1].games).toBe(1);
  }, 120_000);

  it('records a game that replays to the same result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legatus-conquest2-'));
    const r = inProcess('record', '--game', 'conquest2', '--players', 'ai,random', '--games', '1', '--seed', 'rec', '--out', dir);
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, 'rec-0.json'), 'utf8')) as GameRecord;
    const out = replay(getGame('conquest2'), record);
    expect(out.ok).toBe(true);
    expect(getGame('conquest2').result(out.state)).toEqual(record.result);
  }, 120_000);

  it('takes --seasons 5 and rejects bad seats and flags', () => {
    const five = inProcess('selfplay', '--game', 'conquest2', '--players', 'random,random', '--games', '1', '--seed', 'f', '--seasons', '5');
    expect(five.code).toBe(0);
    expect(JSON.parse(five.out.split('\n')[0]).turns).toBe(20);
    expect(inProcess('selfplay', '--game', 'conquest2', '--players', 'ai').err).toContain('2 to 6 players');
    expect(inProcess('selfplay', '--game', 'conquest2', '--players', 'ai,ai', '--seasons', '3').code).toBe(2);
    expect(inProcess('selfplay', '--game', 'conquest2', '--players', 'ai,bot').err).toContain('unknown player "bot"');
  }, 120_000);
});
