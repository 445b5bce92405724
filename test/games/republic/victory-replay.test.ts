import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/replay';
import type { GameRecord } from '../../../src/core/game';
import { run } from '../../../src/cli/run';
import { eraEndsVictory } from '../../../src/games/republic/victory';
import { addSenator, bare, ctxOf, republic, runPhase } from './helpers';

function inProcess(...args: string[]) {
  let out = '';
  let err = '';
  const code = run(args, (s) => { out += `${s}\n`; }, (s) => { err += `${s}\n`; });
  return { code, out, err };
}

describe('1.12 Victory: winning conditions (1.12.2)', () => {
  it('Era Ends: the faction with the most combined influence of non-captive senators wins', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { inf: 10 });
    addSenator(s, 2, 1, { inf: 8 });
    addSenator(s, 3, 1, { inf: 8, where: { kind: 'captive', war: 'war:1st-punic' } });
    addSenator(s, 4, 2, { inf: 9 });
    const c = ctxOf(s);
    eraEndsVictory(c);
    expect(c.s.ending).toEqual({ reason: 'eraEnds', winner: 0 });
    expect(republic.result(c.s)).toEqual({ ranks: [1, 3, 2], winners: [0], reason: 'eraEnds' });
  });

  it('Era Ends: ties go to the single most influential senator, then to votes', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { inf: 10 });
    addSenator(s, 2, 1, { inf: 6 });
    addSenator(s, 3, 1, { inf: 4 });
    const c = ctxOf(s);
    eraEndsVictory(c);
    expect(c.s.ending!.winner).toBe(0);
  });

  it('Era Ends: a living Consul for Life wins', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { inf: 30 });
    addSenator(s, 2, 1, { inf: 22 });
    s.consulForLife = '2';
    const c = ctxOf(s);
    eraEndsVictory(c);
    expect(c.s.ending).toEqual({ reason: 'consulForLife', winner: 1 });
  });

  it('the game ends when the Forum Phase in which Era Ends was drawn is over', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { office: 'romeConsul', inf: 12 });
    addSenator(s, 2, 1);
    addSenator(s, 3, 2);
    s.deck = ['special:era-ends', 'intrigue:tribune-38', 'intrigue:tribune-39', 'intrigue:tribune-40', 'intrigue:tribune-41', 'intrigue:tribune-42'];
    const c = ctxOf(s, Array.from({ length: 60 }, () => 1));
    runPhase(c);
    let st = c.s;
    for (let i = 0; i < 100 && !st.ending; i++) {
      const seat = republic.activePlayers(st)[0];
      const r = republic.apply(st, seat, republic.legalActions(st, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
      expect(st.phase === 'forum' || st.phase === 'ended').toBe(true);
    }
    expect(st.ending).toEqual({ reason: 'eraEnds', winner: 0 });
  });

  it('a Consul for Life still in office at the end of the Revolution Phase wins', () => {
    const s = bare(3, 'revolution');
    addSenator(s, 1, 0);
    addSenator(s, 2, 1, { inf: 22 });
    s.consulForLife = '2';
    const c = ctxOf(s);
    runPhase(c);
    let st = c.s;
    while (!st.ending) {
      const seat = republic.activePlayers(st)[0];
      const r = republic.apply(st, seat, republic.legalActions(st, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
    }
    expect(st.ending).toEqual({ reason: 'consulForLife', winner: 1 });
  });
});

describe('records and the CLI', () => {
  it('selfplay prints one JSON line per game with the winner (a seat or null) and the reason', () => {
    const r = inProcess('selfplay', '--game', 'republic', '--players', 'random,random,random', '--games', '2', '--seed', 'rr');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    for (const g of lines.slice(0, 2)) {
      expect(['consulForLife', 'eraEnds', 'rebel', 'peopleRevolt', 'fourWars', 'bankruptcy']).toContain(g.reason);
      expect(g.winner === null || [0, 1, 2].includes(g.winner)).toBe(true);
      expect(g.turns).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);

  it('--scenario chooses the scenario; one and two players get Neutral factions', () => {
    const r = inProcess('selfplay', '--game', 'republic', '--players', 'random', '--games', '1', '--seed', 'solo', '--scenario', 'late');
    expect(r.code).toBe(0);
    const bad = inProcess('selfplay', '--game', 'republic', '--players', 'random,genius');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown player "genius"');
  }, 60_000);

  it('records games that replay to the same final state and result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legatus-republic-'));
    const r = inProcess('record', '--game', 'republic', '--players', 'random,random,random,random', '--games', '1', '--seed', 'rec', '--out', dir, '--scenario', 'middle');
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, 'rec-0.json'), 'utf8')) as GameRecord;
    const out = replay(republic, record);
    expect(out.ok).toBe(true);
    expect(republic.result(out.state)).toEqual(record.result);
    // Replaying again gives the identical state: the engine is deterministic.
    const again = replay(republic, record);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(out.state));
  }, 60_000);

  it('stops a replay at an illegal action', () => {
    const s = republic.setup(republic.parseOptions({ players: 3 }), 'x');
    const record: GameRecord = { game: 'republic', options: { players: 3 }, seed: 'x', actions: [{ player: (republic.activePlayers(s)[0] + 1) % 3, action: { type: 'done' } }] };
    const out = replay(republic, record);
    expect(out.ok).toBe(false);
  });
});
