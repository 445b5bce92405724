import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/run-command';
import { getGame } from '../../src/core/registry';
import { replay } from '../../src/core/replay';
import type { GameRecord } from '../../src/core/game';
import { run } from '../../src/cli/run';
import '../../src/games'; // registers the real games

const root = join(__dirname, '..', '..');

/**
 * Runs the CLI in-process, capturing output and the exit code: what `run` does is the command's
 * behaviour. A few cases go through the real bin as well, for what only a process shows (its output
 * streams, its exit code); each process loads every game again, seconds on a busy machine.
 */
function inProcess(...args: string[]) {
  let out = '';
  let err = '';
  const code = run(args, (s) => { out += `${s}\n`; }, (s) => { err += `${s}\n`; });
  return { code, out, err };
}

/** Runs the real command (through the package bin, as a user would). */
async function legatus(...args: string[]) {
  const r = await runCommand(process.execPath, [join(root, 'bin', 'legatus.mjs'), ...args], { cwd: root, timeoutMs: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'legatus-cli-'));

describe('legatus CLI', () => {
  it('selfplay prints one JSON line per game and a totals line', async () => {
    const r = await legatus('selfplay', '--game', 'caesar', '--players', 'random,ai:1', '--games', '3', '--seed', 'cli');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    for (const [i, g] of lines.slice(0, 3).entries()) {
      expect(g.seed).toBe(`cli-${i}`);
      expect([0, 1]).toContain(g.winner);
      expect(typeof g.reason).toBe('string');
      expect(g.turns).toBeGreaterThan(5);
    }
    const total = lines[3];
    expect(total.games).toBe(3);
    expect(total.wins[0] + total.wins[1]).toBe(3);
    expect(total.wins[1]).toBe(lines.slice(0, 3).filter((g) => g.winner === 1).length);
    expect(total.ms_per_game).toBeGreaterThan(0);
  });

  it('selfplay is reproducible for a seed, with Crassus in either seat and modules', async () => {
    const a = inProcess('selfplay', '--game', 'caesar', '--players', 'crassus:high,random', '--games', '2', '--seed', 'rep', '--modules', 'poison,centurions');
    const b = inProcess('selfplay', '--game', 'caesar', '--players', 'crassus:high,random', '--games', '2', '--seed', 'rep', '--modules', 'poison,centurions');
    expect(a.code).toBe(0);
    const strip = (s: string) => s.trim().split('\n').slice(0, 2).map((l) => {
      const { think: _t, ...rest } = JSON.parse(l);
      return rest;
    });
    expect(strip(a.out)).toEqual(strip(b.out));
  });

  it('record writes replayable records, and replay round-trips to the same final state', async () => {
    const out = join(dir, 'records');
    const r = inProcess('record', '--game', 'caesar', '--players', 'ai:1,crassus:low', '--games', '2', '--seed', 'rt',
      '--modules', 'poison,centurions,checkpoints', '--out', out);
    expect(r.code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toEqual(['rt-0.json', 'rt-1.json']);
    for (const [i, f] of files.entries()) {
      const record = JSON.parse(readFileSync(join(out, f), 'utf8')) as GameRecord;
      // The first through the real command: the view it prints is what a shell receives.
      const rep = i === 0 ? await legatus('replay', join(out, f)) : inProcess('replay', join(out, f));
      expect(rep.code).toBe(0);
      const module = getGame('caesar');
      const replayed = replay(module, record);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(JSON.parse(rep.out)).toEqual(module.view(replayed.state, null));
      expect(module.result(replayed.state)).toEqual(record.result);
      expect(JSON.parse(rep.out).rng).toBeUndefined();
    }
  });

  it('replay of an illegal action names its index and reason, exit code 1', async () => {
    const out = join(dir, 'records2');
    expect(inProcess('record', '--game', 'caesar', '--players', 'random,random', '--games', '1', '--seed', 'bad', '--out', out).code).toBe(0);
    const record = JSON.parse(readFileSync(join(out, 'bad-0.json'), 'utf8')) as GameRecord;
    // Put the same placement twice: the second lands on an occupied space.
    const broken = { ...record, actions: [record.actions[0], record.actions[0], ...record.actions.slice(1)] };
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const r = inProcess('replay', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/action 1 \(player/);
    expect(r.err).toMatch(/illegal/);
    expect(r.out).toBe('');
  });

  it('a file that is not a game record is a clear error', async () => {
    const file = join(dir, 'nonsense.json');
    writeFileSync(file, JSON.stringify({ game: 'caesar', actions: 'none' }));
    const r = inProcess('replay', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not a game record/);
    expect(r.err).toMatch(/actions/);
    const missing = inProcess('replay', join(dir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read/);
  });

  it('bad arguments exit with code 2 and say what is wrong', async () => {
    const cases: [string[], RegExp][] = [
      [['selfplay', '--game', 'caesar', '--players', 'random,bogus'], /unknown player "bogus"/],
      [['selfplay', '--game', 'caesar', '--players', 'ai:9,random'], /unknown AI level/],
      [['selfplay', '--game', 'caesar', '--players', 'crassus:low,crassus:high'], /only one seat/],
      [['selfplay', '--game', 'caesar', '--players', 'random,random', '--games', 'x'], /--games must be a positive integer/],
      [['selfplay', '--game', 'chess', '--players', 'random,random'], /chess/],
      [['selfplay', '--game', 'caesar', '--players', 'random,random', '--modules', 'checkpoints'], /needs both poison and centurions/],
      [['selfplay', '--game', 'caesar', '--players', 'random,random', '--wat'], /wat/],
      [['record', '--game', 'caesar', '--players', 'random,random'], /--out/],
      [['frobnicate'], /unknown command/],
      [['replay'], /exactly one FILE/],
    ];
    for (const [args, msg] of cases) {
      const r = inProcess(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(msg);
    }
    // And through the real process, the exit code reaches the shell.
    const real = await legatus('selfplay', '--game', 'caesar', '--players', 'random');
    expect(real.code).toBe(2);
    expect(real.err).toMatch(/exactly 2 players/);
  });

  it('prints help for each command', async () => {
    for (const cmd of ['replay', 'selfplay', 'record']) {
      const r = inProcess(cmd, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`legatus ${cmd}`);
    }
    expect(inProcess('--help').out).toContain('Exit codes');
  });
});
