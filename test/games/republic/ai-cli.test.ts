/**
 * `legatus selfplay|record|replay --game republic` with AI seats. The command runs in-process (`run`,
 * what the bin calls); the record's replay goes through the real package bin as a user runs it. Every
 * process loads all the games again, seconds each on a busy machine, and test/cli/legatus.test.ts
 * covers the bin's streams and exit codes.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../support/run-command';
import { run } from '../../../src/cli/run';
import '../../../src/games';
import { getGame } from '../../../src/core/registry';
import { replay } from '../../../src/core/replay';
import type { GameRecord } from '../../../src/core/game';

const root = join(__dirname, '..', '..', '..');
const ENDINGS = ['consulForLife', 'eraEnds', 'rebel', 'peopleRevolt', 'fourWars', 'bankruptcy', 'noFactions'];

/** The command in-process, after a turn of the event loop: a game of AIs keeps the thread for seconds. */
async function legatus(...args: string[]) {
  await new Promise((r) => setImmediate(r));
  let out = '';
  let err = '';
  const code = run(args, (s) => { out += `${s}\n`; }, (s) => { err += `${s}\n`; });
  return { code, out, err };
}

/** The real package bin. */
async function legatusBin(...args: string[]) {
  const r = await runCommand(process.execPath, [join(root, 'bin', 'legatus.mjs'), ...args], { cwd: root, timeoutMs: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function games(out: string): { seed: string; winner: number | null; reason: string; turns: number }[] {
  const lines = out.trim().split('\n').map((l) => JSON.parse(l));
  return lines.slice(0, -1);
}

describe('legatus selfplay --game republic with AI seats', () => {
  it('three AI seats: one JSON line per game with a winner seat or null and the reason', async () => {
    const r = await legatus('selfplay', '--game', 'republic', '--players', 'ai,ai,ai', '--scenario', 'early', '--games', '2', '--seed', 'cli');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const g = games(r.out);
    expect(g).toHaveLength(2);
    for (const [i, x] of g.entries()) {
      expect(x.seed).toBe(`cli-${i}`);
      expect(x.winner === null || [0, 1, 2].includes(x.winner)).toBe(true);
      expect(ENDINGS).toContain(x.reason);
    }
  }, 300_000);

  it('one and two AI seats play with the Neutral factions, in every scenario', async () => {
    for (const [players, scenario] of [['ai', 'middle'], ['ai,ai', 'late'], ['ai', 'extended'], ['ai,ai', 'alternative']]) {
      const r = await legatus('selfplay', '--game', 'republic', '--players', players, '--scenario', scenario, '--games', '1', '--seed', 'n');
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const [x] = games(r.out);
      expect(x.winner === null || x.winner < players.split(',').length).toBe(true);
      expect(ENDINGS).toContain(x.reason);
    }
  }, 300_000);

  it('is reproducible for a seed', async () => {
    const strip = (s: string) => games(s).map(({ seed, winner, reason, turns }) => ({ seed, winner, reason, turns }));
    const a = await legatus('selfplay', '--game', 'republic', '--players', 'ai,random,ai', '--games', '1', '--seed', 'rep');
    const b = await legatus('selfplay', '--game', 'republic', '--players', 'ai,random,ai', '--games', '1', '--seed', 'rep');
    expect(a.code).toBe(0);
    expect(strip(a.out)).toEqual(strip(b.out));
  }, 300_000);

  it('record writes replayable records of AI games', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'legatus-republic-ai-')), 'records');
    const r = await legatus('record', '--game', 'republic', '--players', 'ai,ai,ai,ai', '--scenario', 'middle', '--games', '1', '--seed', 'rt', '--out', out);
    expect(r.code).toBe(0);
    expect(readdirSync(out)).toEqual(['rt-0.json']);
    const record = JSON.parse(readFileSync(join(out, 'rt-0.json'), 'utf8')) as GameRecord;
    const rep = await legatusBin('replay', join(out, 'rt-0.json'));
    expect(rep.code).toBe(0);
    const module = getGame('republic');
    const replayed = replay(module, record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(JSON.parse(rep.out)).toEqual(module.view(replayed.state, null));
    expect(module.result(replayed.state)).toEqual(record.result);
  }, 300_000);

  it('rejects an unknown player name with a usage error', async () => {
    const r = await legatus('selfplay', '--game', 'republic', '--players', 'ai,genius', '--games', '1', '--seed', 'x');
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown player "genius"');
  });
});
