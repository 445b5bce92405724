/** Cleopatra VII (Late Republic): played from the hand before the Alexandrine War is fought. */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { defeatWar, findWar, warStrength } from '../../../src/games/republic/wars';
import type { RepublicState } from '../../../src/games/republic/types';
import { answer } from '../../../src/games/republic/flow';
import { battleMil } from '../../../src/games/republic/military';
import { addSenator, bare, cardCensus, ctxOf, play, republic, runPhase, sumMoney } from './helpers';
import { war } from './senate-table';

/** Combat Phase: Julius (4, seat 1) commands an army at the Alexandrine War; seat 2 holds Cleopatra. */
function atAlexandria(): RepublicState {
  const s = bare(3, 'combat');
  addSenator(s, 1, 0);
  addSenator(s, 4, 1, { office: 'fieldConsul', where: { kind: 'army', army: 1 }, mil: 2, pop: 6 });
  addSenator(s, 7, 2);
  s.forum.wars = [war('war:alexandrine')];
  for (const l of s.legions) l.at = 'pool';
  for (const f of s.fleets) f.at = 'pool';
  for (const f of s.fleets.slice(0, 12)) f.at = 'army:1';
  for (const l of s.legions.slice(0, 4)) l.at = 'army:1';
  s.armies = [{ id: 1, commander: '4', masterOfHorse: null, war: 'war:alexandrine', seq: 1, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  s.factions[2].hand = ['special:cleopatra'];
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

describe('Cleopatra VII', () => {
  it('every faction is asked before the battles, so the question gives nothing away; only her holder may play her', () => {
    const s = atAlexandria();
    expect(top(s)?.kind).toBe('cleopatra');
    const asked = s.pending.filter((d) => d.kind === 'cleopatra').map((d) => d.seat);
    expect(asked.sort()).toEqual([0, 1, 2]);
    expect(republic.legalActions(s, top(s)!.seat).filter((a) => a.type === 'playCleopatra')).toHaveLength(top(s)!.seat === 2 ? 2 : 0);
  });

  it('for the commander: +3 MIL while the war lasts, 50T, -5 Popularity', () => {
    const c = ctxOf(holderAsked());
    const money = sumMoney(c.s);
    answer(c, { type: 'playCleopatra', side: 'commander' });
    expect(c.s.cleopatra).toBe('4');
    expect(c.s.pending.some((d) => d.kind === 'cleopatra')).toBe(false);
    expect(sumMoney(c.s)).toBe(money);
    expect(c.s.factions[2].hand).toEqual([]);
    expect(c.s.senators['4']).toMatchObject({ pop: 1, talents: 50 });
    expect(battleMil(c, c.s.senators['4'])).toBe(5);
    // The bonus ends with the war, and the card is discarded with it (no card lost).
    const census = cardCensus(c.s).length;
    defeatWar(c, 'war:alexandrine', 'victory');
    expect(battleMil(c, c.s.senators['4'])).toBe(2);
    expect(c.s.discard).toContain('special:cleopatra');
    expect(cardCensus(c.s).length).toBe(census);
  });

  it('as an enemy leader: +3 to the war until it leaves play; then the card is discarded', () => {
    const c = ctxOf(holderAsked());
    const census = cardCensus(c.s).length;
    const before = warStrength(c.s, findWar(c.s, 'war:alexandrine')!);
    answer(c, { type: 'playCleopatra', side: 'leader' });
    const w = findWar(c.s, 'war:alexandrine')!;
    expect(w.leaders).toEqual(['leader:cleopatra']);
    expect(warStrength(c.s, w)).toMatchObject({ land: before.land + 3, naval: before.naval + 3 });
    expect(cardCensus(c.s).length).toBe(census);
    defeatWar(c, 'war:alexandrine', 'victory');
    expect(c.s.discard).toContain('special:cleopatra');
    expect(c.s.curia.leaders).toEqual([]);
    expect(cardCensus(c.s).length).toBe(census);
  });
});

/** The table answered up to Cleopatra's holder (seat 2). */
function holderAsked(): RepublicState {
  let s = atAlexandria();
  while (top(s)?.kind === 'cleopatra' && top(s)!.seat !== 2) s = play(s, top(s)!.seat, { type: 'done' });
  expect(top(s)).toMatchObject({ kind: 'cleopatra', seat: 2 });
  return s;
}
