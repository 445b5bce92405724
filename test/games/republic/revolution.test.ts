import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { addSenator, bare, ctxOf, play, refused, republic, runPhase } from './helpers';

function revolution() {
  const s = bare(3, 'revolution');
  addSenator(s, 1, 1, { office: 'romeConsul' });
  addSenator(s, 2, 2);
  addSenator(s, 19, 0);
  return s;
}

describe('1.11.1 Trading and playing statesmen and concessions', () => {
  it('a card given in trade can be played in the same phase (1.04.5)', () => {
    const s = revolution();
    s.factions[1].hand = ['statesman:19A'];
    const c = ctxOf(s);
    runPhase(c);
    let st = c.s;
    // Trading first, in HRAO order: faction 1 gives Paullus to faction 0.
    expect(top(st)).toMatchObject({ kind: 'trade', seat: 1 });
    st = play(st, 1, { type: 'giveCard', card: 'statesman:19A', to: 0 });
    expect(st.factions[0].hand).toEqual(['statesman:19A']);
    expect(republic.view(st, null).factions[0].hand).toBeNull();
    st = play(st, 1, { type: 'done' });
    st = play(st, 2, { type: 'done' });
    st = play(st, 0, { type: 'done' });
    // Then each plays cards; faction 0's turn comes last.
    st = play(st, 1, { type: 'done' });
    st = play(st, 2, { type: 'done' });
    expect(top(st)).toMatchObject({ kind: 'playCards', seat: 0 });
    st = play(st, 0, { type: 'playStatesman', card: 'statesman:19A' });
    expect(st.senators['19']).toMatchObject({ statesman: '19A', mil: 5, ora: 4, loy: 8, inf: 4 });
  });

  it('1.07.312: a statesman whose family card an opponent holds cannot be played', () => {
    const s = revolution();
    s.factions[1].hand = ['statesman:2A'];
    const c = ctxOf(s);
    runPhase(c);
    let st = play(c.s, 1, { type: 'done' });
    st = play(st, 2, { type: 'done' });
    st = play(st, 0, { type: 'done' });
    expect(refused(st, 1, { type: 'playStatesman', card: 'statesman:2A' })).toBe('republic.error.cannotPlay');
  });

  it('concessions go to a senator of the player\'s choice; the Land Commissioner needs a land bill', () => {
    const s = revolution();
    s.factions[1].hand = ['concession:harbor-fees', 'concession:land-commissioner'];
    const c = ctxOf(s);
    runPhase(c);
    let st = play(c.s, 1, { type: 'done' });
    st = play(st, 2, { type: 'done' });
    st = play(st, 0, { type: 'done' });
    st = play(st, 1, { type: 'playConcession', card: 'concession:harbor-fees', senator: '1' });
    expect(st.senators['1'].concessions).toEqual([{ card: 'concession:harbor-fees', corrupt: false }]);
    expect(refused(st, 1, { type: 'playConcession', card: 'concession:land-commissioner', senator: '1' })).toBe('republic.error.cannotPlay');
  });
});

describe('1.11.2 Hand limit', () => {
  it('a faction with more than five cards discards down to five', () => {
    const s = revolution();
    s.factions[2].hand = ['intrigue:tribune-38', 'intrigue:tribune-39', 'intrigue:tribune-40', 'intrigue:tribune-41', 'intrigue:tribune-42', 'intrigue:tribune-43', 'intrigue:tribune-44'];
    let st = ctxOf(s).s;
    const c = ctxOf(st);
    runPhase(c);
    st = c.s;
    for (let i = 0; i < 12 && top(st)!.kind !== 'discard'; i++) st = play(st, top(st)!.seat, { type: 'done' });
    expect(top(st)).toMatchObject({ kind: 'discard', seat: 2 });
    st = play(st, 2, { type: 'discard', card: 'intrigue:tribune-38' });
    st = play(st, 2, { type: 'discard', card: 'intrigue:tribune-39' });
    expect(st.factions[2].hand).toHaveLength(5);
    expect(st.discard).toEqual(['intrigue:tribune-38', 'intrigue:tribune-39']);
  });
});

describe('Conditional revolts (ruling C16)', () => {
  it('become active in the Revolution Phase in which their provinces exist', () => {
    const s = revolution();
    s.forum.wars = [{ card: 'war:1st-sicilian-slave-revolt', status: 'inactive', unprosecuted: false, navalVictory: false, leaders: [], turn: 1, waiting: true, revolt: false, usedNumbers: [], fought: { land: false, naval: false } }];
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: null, term: 0, electedTurn: null, blockedTurn: null };
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.forum.wars[0]).toMatchObject({ status: 'active', waiting: false });
  });
});
