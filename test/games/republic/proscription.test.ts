/** Proscription (intrigue, 1.11.37): after a Senate Victory in a civil war the HRAO may proscribe the knights. */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import type { RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, republic, runPhase, sumMoney } from './helpers';
import { REBEL_WAR } from '../../../src/games/republic/civil-war';

/** Combat Phase: Julius (4, seat 1, Rome Consul) leads 10 legions against the rebel Cornelius (1, seat 0) with 2. */
function civilWar(hand: string[], d6: number[]): RepublicState {
  const s = bare(3, 'combat');
  addSenator(s, 2, 0, { knights: 2 });
  addSenator(s, 5, 1, { knights: 1 });
  addSenator(s, 7, 2, { knights: 1 });
  addSenator(s, 1, 0, { where: { kind: 'rebel' }, rebel: 'primary', mil: 1 });
  addSenator(s, 4, 1, { office: 'romeConsul', where: { kind: 'army', army: 1 }, mil: 3, inf: 20 });
  for (const l of s.legions) l.at = 'pool';
  for (const l of s.legions.slice(0, 10)) l.at = 'army:1';
  for (const l of s.legions.slice(10, 12)) l.at = 'rebel';
  s.armies = [{ id: 1, commander: '4', masterOfHorse: null, war: REBEL_WAR, seq: 1, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  s.factions[2].hand = hand;
  s.deck = [];
  const c = ctxOf(s, d6);
  runPhase(c);
  return c.s;
}

describe('Proscription (1.11.37)', () => {
  it('after a Senate Victory the holder plays it and the HRAO (the victor, counted in Rome) takes 1d6 per knight', () => {
    // 3d6 18 + 10 + 3 - (2 + 1) = 28: Senate Victory.
    let s = civilWar(['intrigue:proscription-144'], [6, 6, 6, 2, 3, 4, 5]);
    expect(s.senators['1']).toBeUndefined();
    // Clockwise from the HRAO (seat 1): seat 1, then 2; seat 1 passes.
    expect(top(s)).toMatchObject({ kind: 'proscription', seat: 1 });
    s = play(s, 1, { type: 'done' });
    expect(top(s)).toMatchObject({ kind: 'proscription', seat: 2 });
    expect(republic.legalActions(s, 2)).toContainEqual({ type: 'playProscription', card: 'intrigue:proscription-144' });
    s = play(s, 2, { type: 'playProscription', card: 'intrigue:proscription-144' });
    expect(top(s)).toMatchObject({ kind: 'proscribe', seat: 1, senator: '4' });
    const money = sumMoney(s);
    const talents = s.senators['4'].talents;
    s = play(s, 1, { type: 'consent', agree: true });
    expect(Object.values(s.senators).reduce((n, x) => n + x.knights, 0)).toBe(0);
    // Four knights: 2 + 3 + 4 + 5.
    expect(s.senators['4'].talents).toBe(talents + 14);
    expect(sumMoney(s)).toBe(money);
    expect(s.proscribed).toBe(1);
    expect(s.discard).toContain('intrigue:proscription-144');
  });

  it('afterwards the proscriber\'s faction recruits no knight and the others roll +1', () => {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0);
    addSenator(s, 4, 1);
    s.proscribed = 1;
    const d = (seat: number) => republic.legalActions({ ...s, pending: [{ id: 1, kind: 'knights', seat }] } as RepublicState, seat);
    expect(d(1)).toEqual([{ type: 'done' }]);
    expect(d(0).some((a) => a.type === 'attractKnight')).toBe(true);
    const c = ctxOf({ ...s, pending: [{ id: 1, kind: 'knights', seat: 0 }] } as RepublicState, [5]);
    const r = republic.apply(c.s, 0, { type: 'attractKnight', senator: '1', talents: 0 });
    // 5 + 1 = 6: a knight.
    expect(r.ok && r.state.senators['1'].knights).toBe(1);
  });

  it('Proscription and a Neutral\'s knight: the proscribing Neutral\'s guideline asks for none, and if one is asked the card wins and the game goes on (fresh seed g133)', async () => {
    const { decisionHandler } = await import('../../../src/games/republic/registry');
    const { neutralAnswer } = await import('../../../src/games/republic/neutral/policy');
    // Two players: seats 2-4 are Neutrals. The proscriber is one whose guideline pays for a knight (4.02).
    const s = republic.setup(republic.parseOptions({ players: 2, scenario: 'early' }), 'proscribed-neutral');
    for (const x of Object.values(s.senators)) if (x.faction !== null) x.talents = 10;
    const seat = [2, 3, 4].find((n) => neutralAnswer(s, { id: 900, kind: 'knights', seat: n }).type === 'attractKnight')!;
    expect(seat).toBeDefined();
    s.proscribed = seat;
    s.pending = [{ id: 900, kind: 'knights', seat }];
    expect(republic.legalActions(s, seat).some((a) => a.type === 'attractKnight')).toBe(false);
    // The guideline knows its faction is proscribed and asks for nothing.
    expect(neutralAnswer(s, s.pending[0]).type).toBe('done');
    // Should a knight be asked for anyway (an older build, a replayed record), the card still wins.
    const mineInRome = Object.values(s.senators).find((x) => x.faction === seat && x.where.kind === 'rome')!;
    const asked = { type: 'attractKnight', senator: mineInRome.id, talents: 1 } as const;
    const c = ctxOf(s);
    const knights = Object.values(c.s.senators).reduce((n, x) => n + x.knights, 0);
    const d = c.s.pending.pop()!;
    // Whatever the guideline answers (a knight, when it pays for one), resolving it neither throws nor recruits.
    expect(() => decisionHandler('knights').resolve(c, d, asked)).not.toThrow();
    expect(Object.values(c.s.senators).reduce((n, x) => n + x.knights, 0)).toBe(knights);
    // A player's faction is still refused.
    const t = structuredClone(s);
    t.factions[seat].kind = 'player';
    const mine = Object.values(t.senators).find((x) => x.faction === seat && x.where.kind === 'rome')!;
    expect(republic.apply(t, seat, { type: 'attractKnight', senator: mine.id, talents: 0 }).ok).toBe(false);
  });

  it('nobody is asked when no Proscription card is left in the deck or any hand', () => {
    const s = civilWar([], [6, 6, 6]);
    expect(s.senators['1']).toBeUndefined();
    expect(s.pending.some((d) => d.kind === 'proscription')).toBe(false);
  });
});
