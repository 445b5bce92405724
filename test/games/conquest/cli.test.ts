import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { getGame } from '../../../src/core/registry';
import { replay } from '../../../src/core/replay';
import type { GameRecord } from '../../../src/core/game';
import { run } from '../../../src/cli/run';
import '../../../src/games'; // registers the real games

function inProcess(...args: string[]) {
  let out = '';
  let err = '';
  const code = run(args, (s) => { out += `${s}\n`; }, (s) => { err += `${s}\n`; });
  return { code, out, err };
}

describe('legatus selfplay --game conquest', () => {
  it('plays AI games to the end and prints one JSON line per game and a totals line', () => {
    const r = inProcess('selfplay', '--game', 'conquest', '--players', 'ai,ai', '--games', '2', '--seed', 'cq');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    for (const [i, g] of lines.slice(0, 2).entries()) {
      expect(g.seed).toBe(`cq-${i}`);
      expect([0, 1]).toContain(g.winner);
      expect(['lastCaesar', 'conceded']).toContain(g.reason);
      expect(g.turns).toBeGreaterThan(5);
      expect(g.think).toHaveLength(2);
      for (const t of g.think) expect(t.ms_per_move).toBeGreaterThanOrEqual(0);
    }
    expect(lines[2].games).toBe(2);
    expect(lines[2].wins.reduce((a: number, b: number) => a + b, 0)).toBe(2);
  }, 60_000);

  it('records a game that replays to the same result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legatus-conquest-'));
    const r = inProcess('record', '--game', 'conquest', '--players', 'ai,ai,ai', '--games', '1', '--seed', 'rec', '--out', dir);
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, 'rec-0.json'), 'utf8')) as GameRecord;
    const out = replay(getGame('conquest'), record);
    expect(out.ok).toBe(true);
    expect(getGame('conquest').result(out.state)).toEqual(record.result);
  }, 60_000);

  it('rejects a wrong number of seats and unknown player names', () => {
    const one = inProcess('selfplay', '--game', 'conquest', '--players', 'ai');
    expect(one.code).toBe(2);
    expect(one.err).toContain('2 to 6 players');
    const seven = inProcess('selfplay', '--game', 'conquest', '--players', 'ai,ai,ai,ai,ai,ai,ai');
    expect(seven.code).toBe(2);
    const bad = inProcess('selfplay', '--game', 'conquest', '--players', 'ai,ai:3');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown player "ai:3"');
  });
});
