import { describe, expect, it } from 'vitest';
import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
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
