/**
 * Rules the audit of issue 11 found without a test of their own (see
 * docs/conquest2-rulings.md, "Rules and their tests"); each asserts the
 * rulebook's numbers (seeds/000, phases 1-2 and 6-8, "Konec hry").
 */
import { describe, expect, it } from 'vitest';
import { board, conquest2, play, put, refused, setInfluence, units } from './helpers';
import { KEY_IDS, VP } from '../../../src/games/conquest2/data';
import type { C2State } from '../../../src/games/conquest2/types';

/** The last action of season 1: the fourth seat passes its last action of round 4. */
function lastTurn(s: C2State): C2State {
  s.round = 4;
  s.turn = { idx: 3, actionsLeft: 1, tookCard: false };
  return s;
}

function tokensOnOffer(s: C2State): number {
  return KEY_IDS.reduce((n, k) => n + s.provinceTokens[k], 0);
}

describe('phases 1-2 of a new season', () => {
  it('draws 2 x players more province tokens and keeps the unbought ones', () => {
    const s = lastTurn(board());
    s.provinceTokens.egyptus = 2;
    s.provinceTokens.asia = 1;
    const pool = s.tokenPool.length;
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.season).toBe(2);
    expect(tokensOnOffer(st)).toBe(3 + 8);
    expect(st.provinceTokens.egyptus).toBeGreaterThanOrEqual(2);
    expect(st.provinceTokens.asia).toBeGreaterThanOrEqual(1);
    expect(st.tokenPool.length).toBe(pool - 8);
  });
  it('lays 2 x players more Conquest cards and keeps the unbought ones for sale', () => {
    const s = lastTurn(board(6, [[0, 2, 4], [1, 3, 5]]));
    s.turn = { idx: 5, actionsLeft: 1, tookCard: false };
    s.market = ['loot', 'assassin'];
    const next = s.deck.slice(0, 12);
    const st = play(s, 5, { type: 'pass' }).state;
    expect(st.market).toEqual(['loot', 'assassin', ...next]);
    expect(st.deck.length).toBe(s.deck.length - 12);
  });
});

describe('phase 3: every season opens with the alliance auctions', () => {
  it('empties the alliance boxes and starts the auction at zero with no bid', () => {
    const st = play(lastTurn(board()), 3, { type: 'pass' }).state;
    expect(st.phase).toBe('auction');
    expect(st.boxes).toEqual([null, null, null, null]);
    expect(st.auction).toMatchObject({ number: 0, high: null, highBidder: null });
  });
  it('a bid of more talents than the bidder holds is refused and changes nothing', () => {
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'audit');
    const seat = s.auction!.current;
    s.players[seat].talents = 20;
    const before = JSON.stringify(s);
    refused(s, seat, { type: 'bid', amount: 25, a: 0, b: 1 }, 'notEnoughTalents');
    expect(JSON.stringify(s)).toBe(before);
    expect(play(s, seat, { type: 'bid', amount: 20, a: 0, b: 1 }).state.auction!.high).toBe(20);
  });
});

describe('phase 6: taxes', () => {
  it('pays every player at once: 5 per token, 10 per token with the city, nothing without tokens', () => {
    const s = lastTurn(board());
    setInfluence(s, 'egyptus', 0, 3);
    s.cities.egyptus = 0;
    put(s, 0, 'egyptus', { infantry: 1 }); // a city is held only with a land unit in it (ruling "Build City")
    setInfluence(s, 'italia', 1, 4);
    setInfluence(s, 'asia', 2, 1);
    s.cities.asia = 1; // a city held by another player gives the token holder no bonus
    put(s, 1, 'asia', { infantry: 1 });
    const talents = s.players.map((p) => p.talents);
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.lastSummary!.taxes).toEqual([30, 20, 5, 0]);
    expect(st.players.map((p) => p.talents)).toEqual(talents.map((t, i) => t + [30, 20, 5, 0][i]));
  });
});

describe('phase 7: victory points', () => {
  it('adds the printed values of every key province to the season total (Aegyptus 15/5)', () => {
    const s = lastTurn(board());
    setInfluence(s, 'egyptus', 2, 4);
    setInfluence(s, 'egyptus', 0, 1);
    setInfluence(s, 'neapolis', 0, 2);
    const st = play(s, 3, { type: 'pass' }).state;
    expect(VP.egyptus).toEqual([15, 5]);
    expect(st.lastSummary!.vp.egyptus).toEqual([5, 0, 15, 0]);
    expect(st.lastSummary!.vp.neapolis).toEqual([15, 0, 0, 0]);
    expect(st.players.map((p) => p.vp)).toEqual([20, 0, 15, 0]);
  });
  it('two tied for first both take the first value and the next player the second (the Neapolis rule)', () => {
    const s = lastTurn(board());
    setInfluence(s, 'egyptus', 1, 2);
    setInfluence(s, 'egyptus', 3, 2);
    setInfluence(s, 'egyptus', 0, 1);
    expect(play(s, 3, { type: 'pass' }).state.lastSummary!.vp.egyptus).toEqual([5, 15, 0, 15]);
  });
});

describe('phase 7: chaos', () => {
  it('ties share the loss: two with the most lose 10 each, the next 5, none at zero', () => {
    const s = lastTurn(board());
    s.players.forEach((p, i) => { p.chaos = [6, 6, 2, 0][i]; p.vp = 30; });
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.lastSummary!.chaosLoss).toEqual([10, 10, 5, 0]);
    expect(st.players.map((p) => p.vp)).toEqual([20, 20, 25, 30]);
  });
  it('a player with no chaos loses nothing even when second, and nobody loses when all are at zero', () => {
    const a = lastTurn(board());
    a.players.forEach((p, i) => { p.chaos = [4, 0, 0, 0][i]; });
    expect(play(a, 3, { type: 'pass' }).state.lastSummary!.chaosLoss).toEqual([10, 0, 0, 0]);
    const b = lastTurn(board());
    expect(play(b, 3, { type: 'pass' }).state.lastSummary!.chaosLoss).toEqual([0, 0, 0, 0]);
  });
  it('chaos stays from season to season, less 3 per city held, never below zero', () => {
    const s = lastTurn(board());
    s.players[0].chaos = 5;
    s.players[1].chaos = 2;
    s.cities.egyptus = 1;
    put(s, 1, 'egyptus', { infantry: 1 });
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.players[0].chaos).toBe(5);
    expect(st.players[1].chaos).toBe(0);
  });
  it('special tax above 25 talents in one action is refused', () => {
    const s = board();
    refused(s, 0, { type: 'tax', amount: 30 }, 'badAmount');
    expect(play(s, 0, { type: 'tax', amount: 25 }).state.players[0].chaos).toBe(5);
  });
});

describe('the end of the game', () => {
  it('a tie in VP and in influence shares the win', () => {
    const s = lastTurn(board());
    s.season = 4;
    s.players.forEach((p, i) => { p.vp = [40, 40, 10, 0][i]; });
    setInfluence(s, 'sicilia', 0, 1);
    setInfluence(s, 'sicilia', 1, 1);
    const r = conquest2.result(play(s, 3, { type: 'pass' }).state)!;
    // both score 15 for Sicilia's first place on the way out, so still tied
    expect(r.winners).toEqual([0, 1]);
    expect(r.ranks.slice(0, 2)).toEqual([1, 1]);
  });
  it('is not over after a season before the last', () => {
    const st = play(lastTurn(board()), 3, { type: 'pass' }).state;
    expect(conquest2.result(st)).toBeNull();
  });
});

describe('Conquest cards: counts, prices and lasting effects', () => {
  it('the deck holds each card as often as the rules list it', async () => {
    const { DECK_IDS, cardDef } = await import('../../../src/games/conquest2/data');
    const count = (kind: string) => DECK_IDS.filter((c) => cardDef(c).kind === kind).length;
    expect({
      merchant: count('merchant'), assassin: count('assassin'), loot: count('loot'), diplomacy: count('diplomacy'),
      commandeer: count('commandeer'), buildCity: count('buildCity'), barbarians: count('barbarians'),
      politician: count('politician'), bribe: count('bribe'), slaveRevolt: count('slaveRevolt'),
      armyTraining: count('armyTraining'), navalTraining: count('navalTraining'), favorableWind: count('favorableWind'),
    }).toEqual({
      merchant: 7, assassin: 1, loot: 1, diplomacy: 6, commandeer: 2, buildCity: 6, barbarians: 6,
      politician: 5, bribe: 6, slaveRevolt: 1, armyTraining: 5, navalTraining: 3, favorableWind: 1,
    });
    expect([1, 2, 3, 4].map((v) => DECK_IDS.filter((c) => cardDef(c).kind === 'senator' && cardDef(c).value === v).length)).toEqual([8, 8, 8, 4]);
  });
  it('taking a card costs its printed price', () => {
    const prices: [string, number][] = [
      ['assassin', 20], ['loot', 10], ['merchant-egyptus', 25], ['merchant-hispania', 15], ['diplomacy-italia', 40],
      ['diplomacy-numidia', 15], ['navalTraining#1', 5], ['armyTraining#1', 10], ['favorableWind', 0], ['vote-hailCaesar', 15],
    ];
    for (const [card, price] of prices) {
      const s = board();
      s.market = [card];
      s.players[0].talents = 100;
      const st = play(s, 0, { type: 'take', card }).state;
      expect([card, st.players[0].talents, st.players[0].cards]).toEqual([card, 100 - price, [card]]);
    }
  });
  it('Merchant of a 5-talent province pays 5 per own token (Hispania, 3 tokens: 15)', () => {
    const s = board();
    s.players[0].cards = ['merchant-hispania'];
    setInfluence(s, 'hispania', 0, 3);
    expect(play(s, 0, { type: 'use', card: 'merchant-hispania' }).state.players[0].talents).toBe(95);
  });
  it('Barbarians: Armenia rewards 40 talents, Germania 10 VP', () => {
    const a = board();
    a.market = ['barbarians-armenia'];
    put(a, 0, 'syria', { infantry: 4, general: 1 });
    const sa = play(a, 0, { type: 'take', card: 'barbarians-armenia', from: 'syria', units: units({ infantry: 4 }) }).state;
    expect(sa.players[0].talents).toBe(120);
    expect(sa.army.armenia[0].infantry).toBe(4);
    const g = board();
    g.market = ['barbarians-germania'];
    put(g, 0, 'raetia', { infantry: 4, general: 1 });
    const sg = play(g, 0, { type: 'take', card: 'barbarians-germania', from: 'raetia', units: units({ infantry: 4 }) }).state;
    expect(sg.players[0].vp).toBe(10);
  });
  it('permanent cards (Army and Naval Training, Favorable Wind) stay in the hand across a season end', () => {
    const s = lastTurn(board());
    s.players[0].cards = ['armyTraining#1', 'navalTraining#1', 'favorableWind', 'diplomacy-numidia'];
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.players[0].cards).toEqual(['armyTraining#1', 'navalTraining#1', 'favorableWind']);
    expect(st.market).toContain('diplomacy-numidia');
  });
});

describe('Senate vote New Legions', () => {
  it('puts the six infantry in Neapolis when non-allied units hold Italia and not Neapolis', () => {
    let s = board();
    s.players[0].cards = ['vote-newLegions'];
    put(s, 1, 'italia', { infantry: 2 }); // seat 1 is in the other alliance
    s = play(s, 0, { type: 'use', card: 'vote-newLegions' }).state;
    s = play(s, 0, { type: 'vote', senators: [1] }).state;
    for (const p of [1, 2, 3]) s = play(s, p, { type: 'votePass' }).state;
    expect(s.army.neapolis[0].infantry).toBe(6);
    expect(s.army.italia[0].infantry).toBe(0);
  });
});

describe('prices of the cards used when taken', () => {
  it('Build City 40 (the builder holds the city), Politician 15, Bribe 5, Commandeer and Slave Revolt free', () => {
    const c = board();
    c.market = ['city-egyptus-numidia'];
    put(c, 0, 'egyptus', { infantry: 1 }); // without a land unit there the city would be nobody's (ruling "Build City")
    const sc = play(c, 0, { type: 'take', card: 'city-egyptus-numidia', province: 'egyptus' }).state;
    expect([sc.players[0].talents, sc.cities.egyptus]).toEqual([40, 0]);
    const p = board();
    p.market = ['politician#1'];
    put(p, 0, 'achaia', { caesar: 1 });
    expect(play(p, 0, { type: 'take', card: 'politician#1' }).state.players[0].talents).toBe(65);
    const b = board();
    b.market = ['bribe#1'];
    expect(play(b, 0, { type: 'take', card: 'bribe#1', target: 1 }).state.players[0].talents).toBe(75);
    const f = board();
    f.market = ['commandeer-aegaeum'];
    expect(play(f, 0, { type: 'take', card: 'commandeer-aegaeum' }).state.players[0].talents).toBe(80);
    const r = board();
    r.market = ['slaveRevolt'];
    put(r, 1, 'asia', { infantry: 5 });
    expect(play(r, 0, { type: 'take', card: 'slaveRevolt', province: 'asia', target: 1 }).state.players[0].talents).toBe(80);
  });
  it('a Senator IV counts 4 in a vote: it beats a I and a II together', () => {
    let s = board();
    s.players[0].cards = ['vote-hailCaesar'];
    s.players[1].senators = [1, 2, 3, 4];
    s = play(s, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
    s = play(s, 0, { type: 'vote', senators: [1, 2] }).state;
    s = play(s, 1, { type: 'vote', senators: [4] }).state;
    for (const p of [2, 3, 0]) s = play(s, p, { type: 'votePass' }).state;
    expect(s.players[1].vp).toBe(15);
    expect(s.players[1].senators).toEqual([1, 2, 3]);
    expect(s.players[0].senators).toEqual([1, 2, 3]);
  });
});

describe('phase 4 is for the first season only', () => {
  it('after the second season\'s auctions the actions start at once, box I first', () => {
    let s = play(lastTurn(board()), 3, { type: 'pass' }).state;
    expect(s.season).toBe(2);
    s.auction!.starter = 0;
    s.auction!.current = 0;
    s = play(s, 0, { type: 'bid', amount: 0, a: 2, b: 1 }).state;
    for (const p of [1, 2, 3]) s = play(s, p, { type: 'auctionPass' }).state;
    const next = s.auction!.current;
    s = play(s, next, { type: 'bid', amount: 0, a: 0, b: 3 }).state; // the two tokens still unallied
    for (let i = 0; i < 3; i++) s = play(s, s.auction!.current, { type: 'auctionPass' }).state;
    expect(s.phase).toBe('actions');
    expect(s.boxes).toEqual([2, 1, 0, 3]);
    expect(conquest2.activePlayers(s)).toEqual([2]);
  });
});
