import { describe, expect, it } from 'vitest';
import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
import { baseNumber, persuasionTargets } from '../../../src/games/republic/phases/persuasion';
import { hraoSeat } from '../../../src/games/republic/senators';
import type { Decision, RepublicState } from '../../../src/games/republic/types';
import { addSenator, game } from './helpers';

/** A solitaire table (1 player + 4 Neutrals) whose seat `seat` has three chosen senators. */
function neutralSeat(): { s: RepublicState; seat: number } {
  const s = game({ players: 1 });
  const seat = s.factions.findIndex((f) => f.kind === 'neutral');
  for (const x of Object.values(s.senators)) if (x.faction === seat) delete s.senators[x.id];
  addSenator(s, 1, seat, { mil: 1, inf: 9, pop: 0, talents: 1 });
  addSenator(s, 2, seat, { mil: 6, inf: 2, pop: 0, talents: 4 });
  addSenator(s, 3, seat, { mil: 2, inf: 5, pop: 9, talents: 0 });
  return { s, seat };
}

const ask = (s: RepublicState, d: Partial<Decision>) => neutralAnswer(s, { id: 1, ...d } as Decision);

describe('4.02 Neutral guidelines (ruling "4.02 Neutral guidelines")', () => {
  it('each role picks its Faction Leader by its guideline', () => {
    const { s, seat } = neutralSeat();
    const pick = (role: string) => {
      s.factions[seat].neutralRole = role as never;
      return ask(s, { kind: 'chooseLeader', seat });
    };
    expect(pick('imperials')).toEqual({ type: 'leader', senator: '2' });
    expect(pick('plutocrats')).toEqual({ type: 'leader', senator: '1' });
    expect(pick('conservatives')).toEqual({ type: 'leader', senator: '1' });
    expect(pick('populists')).toEqual({ type: 'leader', senator: '3' });
  });

  it('Neutrals spend their guideline\'s talents on a knight (Plutocrats 2, Conservatives none)', () => {
    const { s, seat } = neutralSeat();
    s.factions[seat].neutralRole = 'plutocrats';
    expect(ask(s, { kind: 'knights', seat })).toEqual({ type: 'attractKnight', senator: '2', talents: 2 });
    s.factions[seat].neutralRole = 'conservatives';
    expect(ask(s, { kind: 'knights', seat })).toEqual({ type: 'done' });
  });

  it('Neutrals play statesmen and concessions at once', () => {
    const { s, seat } = neutralSeat();
    s.factions[seat].hand = ['concession:mining'];
    expect(ask(s, { kind: 'playCards', seat, phase: 'revolution' } as Partial<Decision>)).toMatchObject({ type: 'playConcession', card: 'concession:mining' });
  });
});

describe('4.03-4.04 Neutral charity (ruling "4.03-4.04 Neutral charity")', () => {
  it('a role listing Games sponsors the most expensive games its richest senator affords when unrest is above his POP', () => {
    const { s, seat } = neutralSeat();
    s.factions[seat].neutralRole = 'populists' as never;
    s.senators[Object.keys(s.senators).find((k) => s.senators[k].faction === seat && s.senators[k].family === 2)!].talents = 15;
    const richest = Object.values(s.senators).find((x) => x.faction === seat && x.family === 2)!;
    s.unrest = 1;
    expect(ask(s, { kind: 'games', seat })).toEqual({ type: 'games', senator: richest.id, games: 'bloodFest' });
    s.unrest = 0;
    expect(ask(s, { kind: 'games', seat })).toEqual({ type: 'done' });
    // Conservatives list only the Treasury.
    s.unrest = 5;
    s.factions[seat].neutralRole = 'conservatives' as never;
    expect(ask(s, { kind: 'games', seat })).toEqual({ type: 'done' });
  });

  it('contributes only when the contribution brings the faction to 35 INF', () => {
    const { s, seat } = neutralSeat();
    const x = Object.values(s.senators).find((y) => y.faction === seat && y.family === 1)!;
    x.talents = 30;
    expect(ask(s, { kind: 'contribute', seat })).toEqual({ type: 'done' });
    // 9 + 2 + 5 = 16; +17 makes 33: 10T (+1 INF) falls short, 25T (+3 INF) reaches 35.
    x.inf += 17;
    expect(ask(s, { kind: 'contribute', seat })).toEqual({ type: 'contribute', senator: x.id, amount: 25 });
  });
});

describe('4.03 Neutral governors and provincial spoils', () => {
  it('Plutocrats always take spoils, Conservatives never, and Cicero never', () => {
    const { s, seat } = neutralSeat();
    const x = Object.values(s.senators).find((y) => y.faction === seat && y.family === 1)!;
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: x.id, term: 3, electedTurn: 0, blockedTurn: null };
    const spoils = { kind: 'spoils', seat, province: 'sicilia' } as Partial<Decision>;
    s.factions[seat].neutralRole = 'plutocrats' as never;
    expect(ask(s, spoils)).toEqual({ type: 'spoils', take: true });
    s.factions[seat].neutralRole = 'conservatives' as never;
    expect(ask(s, spoils)).toEqual({ type: 'spoils', take: false });
    s.factions[seat].neutralRole = 'plutocrats' as never;
    x.statesman = '28A';
    expect(ask(s, spoils)).toEqual({ type: 'spoils', take: false });
  });
});

const rolls = (...xs: number[]) => ({ d6: () => { const v = xs.shift(); if (v === undefined) throw new Error('no die left'); return v; } });
const askWith = (s: RepublicState, d: Partial<Decision>, dice: { d6(): number }) => neutralAnswer(s, { id: 1, ...d } as Decision, dice);

describe('4.03 Neutral spoils rolls (seeded dice)', () => {
  it('Imperials take spoils on 1d6 of 4 or more, Populists on 3 or more', () => {
    const { s, seat } = neutralSeat();
    const x = Object.values(s.senators).find((y) => y.faction === seat && y.family === 1)!;
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: x.id, term: 3, electedTurn: 0, blockedTurn: null };
    const spoils = { kind: 'spoils', seat, province: 'sicilia' } as Partial<Decision>;
    s.factions[seat].neutralRole = 'imperials' as never;
    expect(askWith(s, spoils, rolls(3))).toEqual({ type: 'spoils', take: false });
    expect(askWith(s, spoils, rolls(4))).toEqual({ type: 'spoils', take: true });
    s.factions[seat].neutralRole = 'populists' as never;
    expect(askWith(s, spoils, rolls(2))).toEqual({ type: 'spoils', take: false });
    expect(askWith(s, spoils, rolls(3))).toEqual({ type: 'spoils', take: true });
  });
});

describe('4.04 Neutrals in the Forum', () => {
  function auction(s: RepublicState, high: number, bidder: number | null) {
    s.phase = 'forum';
    s.forumState = { taken: 5, holder: null, sub: 'done', queue: [], auction: { high, bidder, senator: null, toAsk: [] }, persuasion: null };
  }

  it('the HRAO\'s Neutral faction opens the sixth-initiative auction with turn + 1d6 + its modifier, capped by the treasuries', () => {
    const { s, seat } = neutralSeat();
    for (const x of Object.values(s.senators)) if (x.faction === seat) x.office = null;
    Object.values(s.senators).find((y) => y.faction === seat && y.family === 2)!.office = 'romeConsul';
    for (const x of Object.values(s.senators)) if (x.faction !== seat) { x.office = x.office === 'romeConsul' ? null : x.office; x.talents = Math.min(x.talents, 20); }
    Object.values(s.senators).find((y) => y.faction === seat && y.family === 1)!.talents = 20;
    Object.values(s.senators).find((y) => y.faction !== null && y.faction !== seat)!.talents = 15;
    s.factions[seat].neutralRole = 'plutocrats' as never;
    s.turn = 3;
    auction(s, 0, null);
    expect(hraoSeat(s)).toBe(seat);
    // 3 + 4 + 2 (Plutocrats) = 9, from the richest senator.
    expect(askWith(s, { kind: 'bid', seat }, rolls(4))).toEqual({ type: 'bid', senator: '1', amount: 9 });
    // Never above the richest senator of another faction.
    for (const x of Object.values(s.senators)) if (x.faction !== seat) x.talents = Math.min(x.talents, 5);
    expect(askWith(s, { kind: 'bid', seat }, rolls(4))).toEqual({ type: 'bid', senator: '1', amount: 5 });
  });

  it('Neutrals raise by 1, above turn + 4 only on 1d6 + modifier of 4 or more', () => {
    const { s, seat } = neutralSeat();
    Object.values(s.senators).find((y) => y.faction === seat && y.family === 1)!.talents = 20;
    s.factions[seat].neutralRole = 'conservatives' as never;
    s.turn = 2;
    auction(s, 4, 0);
    expect(askWith(s, { kind: 'bid', seat }, rolls())).toEqual({ type: 'bid', senator: '1', amount: 5 });
    auction(s, 6, 0);
    // 7 > 2 + 4: Conservatives (-1) need 1d6 of 5.
    expect(askWith(s, { kind: 'bid', seat }, rolls(4))).toEqual({ type: 'pass' });
    expect(askWith(s, { kind: 'bid', seat }, rolls(5))).toEqual({ type: 'bid', senator: '1', amount: 7 });
  });

  it('persuades the most available senator, bribing up to 9 only when 7 can be reached; otherwise none', () => {
    const { s, seat } = neutralSeat();
    s.phase = 'forum';
    s.forumState = { taken: 0, holder: seat, sub: 'persuade', queue: [], auction: null, persuasion: null };
    // Without Seduction or Blackmail (played first, 4.07.7: see neutral-rules.test.ts).
    s.factions[seat].hand = [];
    const a = askWith(s, { kind: 'persuade', seat }, rolls());
    if (a.type === 'persuade') {
      const x = s.senators[a.persuader];
      const base = baseNumber(s, x, s.senators[a.target]);
      expect(base + x.talents).toBeGreaterThanOrEqual(7);
      expect(a.bribe).toBe(Math.max(0, Math.min(x.talents, 9 - base)));
      for (const y of Object.values(s.senators).filter((z) => z.faction === seat && z.where.kind === 'rome')) {
        for (const t of persuasionTargets(s, seat)) expect(baseNumber(s, y, t)).toBeLessThanOrEqual(base);
      }
    } else {
      expect(a).toEqual({ type: 'done' });
    }
    for (const y of Object.values(s.senators)) if (y.faction === seat) y.talents = 0;
    for (const y of Object.values(s.senators)) if (y.faction === seat) y.inf = 0;
    expect(askWith(s, { kind: 'persuade', seat }, rolls())).toEqual({ type: 'done' });
  });

  it('counter-bribes only for its own senators, down to 4', () => {
    const { s, seat } = neutralSeat();
    s.factions[seat].treasury = 10;
    const own = Object.values(s.senators).find((y) => y.faction === seat && y.family === 3)!;
    const other = Object.values(s.senators).find((y) => y.faction !== null && y.faction !== seat)!;
    s.phase = 'forum';
    const persuasion = { persuader: other.id, target: own.id, base: 5, bribe: 3, counterBribes: {}, secret: {}, round: 1, card: null };
    s.forumState = { taken: 0, holder: other.faction, sub: 'persuade', queue: [], auction: null, persuasion };
    expect(askWith(s, { kind: 'counterBribe', seat }, rolls())).toEqual({ type: 'counterBribe', amount: 4 });
    s.forumState.persuasion = { ...persuasion, target: Object.values(s.senators).find((y) => y.faction === null)?.id ?? other.id };
    expect(askWith(s, { kind: 'counterBribe', seat }, rolls())).toEqual({ type: 'counterBribe', amount: 0 });
  });
});

describe('4.03 Neutral contributions match a player\'s', () => {
  it('a role listing Treasury matches the largest player contribution of the turn once, all or nothing', () => {
    const { s, seat } = neutralSeat();
    const contribute = { kind: 'contribute', seat } as Partial<Decision>;
    Object.values(s.senators).find((y) => y.faction === seat && y.family === 2)!.talents = 30;
    s.factions[seat].neutralRole = 'imperials' as never;
    expect(ask(s, contribute)).toEqual({ type: 'done' });
    s.turnFlags.contributions = [{ seat: 0, amount: 10 }, { seat: 0, amount: 25 }];
    expect(ask(s, contribute)).toEqual({ type: 'contribute', senator: '2', amount: 25 });
    // Once a turn; not without the Treasury charity; not when its richest senator cannot pay it all.
    s.turnFlags.contributions.push({ seat, amount: 25 });
    expect(ask(s, contribute)).toEqual({ type: 'done' });
    s.turnFlags.contributions = [{ seat: 0, amount: 25 }];
    s.factions[seat].neutralRole = 'plutocrats' as never;
    expect(ask(s, contribute)).toEqual({ type: 'done' });
    s.factions[seat].neutralRole = 'conservatives' as never;
    Object.values(s.senators).find((y) => y.faction === seat && y.family === 2)!.talents = 20;
    expect(ask(s, contribute)).toEqual({ type: 'done' });
  });
});
