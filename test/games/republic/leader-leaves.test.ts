import { describe, expect, it } from 'vitest';
import { cardArrives } from '../../../src/games/republic/cards/draw';
import { defeatWar, findWar } from '../../../src/games/republic/wars';
import { drawEvent } from '../../../src/games/republic/events/registry';
import { provincialBattles } from '../../../src/games/republic/provincial-wars';
import { viewOf } from '../../../src/games/republic/view';
import type { RepublicState, WarInPlay } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf } from './helpers';

const MACEDONIAN = ['war:1st-macedonian', 'war:2nd-macedonian', 'war:3rd-macedonian', 'war:4th-macedonian'];

function war(card: string, leaders: string[] = []): WarInPlay {
  return { card, status: 'active', unprosecuted: false, navalVictory: false, leaders, turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } };
}

/** Philip V (Macedonian set) on the 2nd Macedonian War; the other Macedonian wars are already discarded. */
function philipOnLastWar(): RepublicState {
  const s = bare(3, 'combat');
  s.forum.wars = [war('war:2nd-macedonian', ['leader:philip-v'])];
  s.discard = MACEDONIAN.filter((c) => c !== 'war:2nd-macedonian');
  s.deck = ['war:1st-punic', 'event:drought'];
  return s;
}

// 1.07.344, second sentence (paraphrased): once every war a leader matches has left both the deck
// and the board, the leader leaves the game instead of waiting in the Curia.
describe('1.07.344 a leader with no matching war left to come leaves the game', () => {
  it('a Victory over his last matching war discards him, not to the Curia', () => {
    const c = ctxOf(philipOnLastWar());
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.discard).toContain('leader:philip-v');
    expect(c.events.some((e) => e.type === 'leaderDiscarded' && e.leader === 'leader:philip-v')).toBe(true);
  });

  it('with a matching war still in the deck he waits in the Curia, and no view shows the deck', () => {
    const s = philipOnLastWar();
    s.discard = s.discard.filter((c) => c !== 'war:4th-macedonian');
    s.deck = ['event:drought', 'war:4th-macedonian'];
    const c = ctxOf(s);
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
    expect(c.s.discard).not.toContain('leader:philip-v');
    const v = JSON.stringify(viewOf(c.s, null));
    expect(v).not.toContain('war:4th-macedonian');
    expect(JSON.stringify(c.events)).not.toContain('war:4th-macedonian');
  });

  it('a matching war in a later deck (extended scenario) keeps him in the Curia', () => {
    const s = philipOnLastWar();
    s.discard = s.discard.filter((c) => c !== 'war:4th-macedonian');
    s.laterDecks = [{ era: 'late', cards: ['war:4th-macedonian'] }];
    const c = ctxOf(s);
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
  });

  it('a leader drawn after all his matching wars are gone is discarded', () => {
    const s = bare(3, 'forum');
    s.discard = [...MACEDONIAN];
    const c = ctxOf(s);
    cardArrives(c, 'leader:philip-v', 0);
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.discard).toContain('leader:philip-v');
  });

  it('a leader already in the Curia leaves when his last matching war is defeated', () => {
    const s = philipOnLastWar();
    s.forum.wars = [war('war:2nd-macedonian')];
    s.curia.leaders = ['leader:philip-v'];
    const c = ctxOf(s);
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.discard).toContain('leader:philip-v');
  });
});

// Refuge keeps a leader who would leave play by a Victory: he waits on the event for the next war card
// drawn, whatever its set, so the end of his own matching wars does not remove him; but with no war card
// left to draw he has nothing to wait for.
describe('1.07.344 Refuge\'s waiting leader', () => {
  it('beaten with his last matching war, he waits on Refuge instead of leaving, and takes refuge with the next war drawn', () => {
    const c = ctxOf(philipOnLastWar());
    drawEvent(c, 'event:refuge');
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.discard).not.toContain('leader:philip-v');
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.forum.events).toEqual([expect.objectContaining({ id: 'event:refuge', leader: 'leader:philip-v' })]);
    // The 1st Punic War is in the deck: Philip V joins it although it is not one of his wars.
    cardArrives(c, c.s.deck.splice(0, 1)[0], 0);
    expect(findWar(c.s, 'war:1st-punic')!.refuge).toEqual(['leader:philip-v']);
    defeatWar(c, 'war:1st-punic', 'victory');
    expect(c.s.discard).toContain('leader:philip-v');
  });

  it('with no war card left to draw he leaves the game, and the Refuge stays for another leader', () => {
    const s = philipOnLastWar();
    s.deck = ['event:drought'];
    const c = ctxOf(s);
    drawEvent(c, 'event:refuge');
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.discard).toContain('leader:philip-v');
    expect(c.s.forum.events).toEqual([expect.objectContaining({ id: 'event:refuge' })]);
    expect(c.s.forum.events[0].leader).toBeUndefined();
  });

  it('a war card still in a later deck (extended scenario) is one to wait for', () => {
    const s = philipOnLastWar();
    s.deck = ['event:drought'];
    s.laterDecks = [{ era: 'middle', cards: ['war:3rd-punic'] }];
    const c = ctxOf(s);
    drawEvent(c, 'event:refuge');
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.discard).not.toContain('leader:philip-v');
    expect(c.s.forum.events[0].leader).toBe('leader:philip-v');
  });
});

/**
 * 2.02: Macedonia (undeveloped, land 5, naval base 5: the war's fleet support) governed in person by senator 1 (MIL 3) with 5 armies and 5 garrison legions
 * beats the 2nd Macedonian War (land 10, Philip V +6 when he aids it) on 6-6-6. A beaten war with a leader aiding it
 * goes back into the top 6 cards, or, with 6 or fewer cards left and no later deck, is discarded.
 */
function heldOffShortDeck(leaders: string[], deck: string[]): RepublicState {
  const s = bare(3, 'combat');
  s.options.advanced.provincialWars = true;
  addSenator(s, 1, 0, { mil: 3, where: { kind: 'governor', province: 'macedonia' } });
  addSenator(s, 2, 1);
  s.provinces.macedonia = { id: 'macedonia', developed: false, governor: '1', term: 2, electedTurn: null, blockedTurn: null, armies: 5, fleets: 0 };
  for (const l of s.legions) l.at = 'pool';
  for (const l of s.legions.slice(0, 5)) l.at = 'garrison:macedonia';
  s.forum.wars = [war('war:2nd-macedonian', leaders)];
  s.discard = MACEDONIAN.filter((c) => !deck.includes(c) && c !== 'war:2nd-macedonian');
  s.deck = deck;
  return s;
}

describe('1.07.344 a provincial war discarded for a short deck', () => {
  it('the war is discarded and its leader, with no matching war left to come, leaves the game', () => {
    const c = ctxOf(heldOffShortDeck(['leader:philip-v'], ['event:drought', 'war:1st-punic']), [6, 6, 6]);
    provincialBattles(c);
    expect(c.events.find((e) => e.type === 'provincialBattle')).toMatchObject({ result: 'victory' });
    expect(findWar(c.s, 'war:2nd-macedonian')).toBeUndefined();
    expect(c.s.discard).toEqual(expect.arrayContaining(['war:2nd-macedonian', 'leader:philip-v']));
    expect(c.s.deck).not.toContain('war:2nd-macedonian');
    expect(c.s.curia.leaders).toEqual([]);
  });

  it('with a matching war still in the short deck its leader waits in the Curia', () => {
    const c = ctxOf(heldOffShortDeck(['leader:philip-v'], ['event:drought', 'war:4th-macedonian']), [6, 6, 6]);
    provincialBattles(c);
    expect(c.s.discard).toContain('war:2nd-macedonian');
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
  });

  it('a leader already in the Curia whose last matching war it was leaves the game', () => {
    // Hamilcar in refuge aids the 2nd Macedonian War (so it would go back into the deck); Philip V waits in the Curia.
    const s = heldOffShortDeck([], ['event:drought']);
    s.forum.wars[0].refuge = ['leader:hamilcar'];
    s.curia.leaders = ['leader:philip-v'];
    const c = ctxOf(s, [6, 6, 6]);
    provincialBattles(c);
    expect(c.events.find((e) => e.type === 'provincialBattle')).toMatchObject({ result: 'victory' });
    expect(c.s.discard).toEqual(expect.arrayContaining(['war:2nd-macedonian', 'leader:philip-v', 'leader:hamilcar']));
    expect(c.s.curia.leaders).toEqual([]);
  });

  it('with a later deck still to come the war goes on top of it and the leader in the Curia stays', () => {
    const s = heldOffShortDeck([], ['event:drought']);
    s.forum.wars[0].refuge = ['leader:hamilcar'];
    s.curia.leaders = ['leader:philip-v'];
    s.laterDecks = [{ era: 'middle', cards: ['event:drought'] }];
    const c = ctxOf(s, [6, 6, 6]);
    provincialBattles(c);
    expect(c.s.laterDecks[0].cards[0]).toBe('war:2nd-macedonian');
    expect(c.s.curia.leaders).toEqual(['leader:philip-v']);
  });
});
