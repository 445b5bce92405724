/**
 * One test per rule of Conquest of the Empire II (the Czech rulebook, seeds/000,
 * sections named in each title), the Korean CE2 text where it decides.
 */
import { describe, expect, it } from 'vitest';
import { board, conquest2, forceDice, play, put, refused, setInfluence, turnOf, units } from './helpers';
import { KEY_IDS, SENATE_VOTE_IDS, VP, cardDef } from '../../../src/games/conquest2/data';
import { denseRanks } from '../../../src/games/conquest2/season';
import type { C2State } from '../../../src/games/conquest2/types';

describe('set-up (Příprava hry)', () => {
  const s = conquest2.setup({ players: 4, seasons: 4 }, 'setup');
  it('gives each player 80 talents, Senators I, II and III and four influence tokens outside Italia', () => {
    for (let i = 0; i < 4; i++) {
      expect(s.players[i].talents).toBe(80);
      expect([...s.players[i].senators].sort()).toEqual([1, 2, 3]);
      expect(KEY_IDS.reduce((n, k) => n + s.influence[k][i], 0)).toBe(4);
      expect(s.influence.italia[i]).toBe(0);
    }
  });
  it('lays the five Senate Votes face up and then twice as many cards and province tokens as players', () => {
    for (const v of SENATE_VOTE_IDS) expect(s.market).toContain(v);
    expect(s.market.length).toBe(5 + 8);
    expect(Object.values(s.provinceTokens).reduce((a, b) => a + b, 0)).toBe(8);
  });
  it('starts with the first alliance auction, the first bidder chosen at random', () => {
    expect(s.phase).toBe('auction');
    expect(conquest2.activePlayers(s)).toEqual([s.auction!.starter]);
  });
  it('is the same game for the same seed', () => {
    expect(conquest2.setup({ players: 4, seasons: 4 }, 'setup')).toEqual(s);
  });
});

function auctionState(players = 4): C2State {
  const s = conquest2.setup({ players, seasons: 4 }, 'auction');
  s.auction!.starter = 0;
  s.auction!.current = 0;
  return s;
}

describe('alliance auctions (phase 3)', () => {
  it('lets the first bidder open at zero but not pass before a bid', () => {
    const s = auctionState();
    refused(s, 0, { type: 'auctionPass' }, 'mustOpen');
    const { state } = play(s, 0, { type: 'bid', amount: 0, a: 0, b: 1 });
    refused(state, 1, { type: 'bid', amount: 0, a: 2, b: 3 }, 'badBid');
  });
  it('wins the auction for free when nobody bids over zero, and fills the first two boxes', () => {
    let s = play(auctionState(), 0, { type: 'bid', amount: 0, a: 0, b: 1 }).state;
    for (const p of [1, 2, 3]) s = play(s, p, { type: 'auctionPass' }).state;
    expect(s.players[0].talents).toBe(80);
    expect(s.boxes.slice(0, 2)).toEqual([0, 1]);
    // The next auction starts with the player to the left of the last starter.
    expect(s.auction!.starter).toBe(1);
  });
  it('lets a player who passed bid again when the bidding comes round; the winner pays the bank', () => {
    let s = play(auctionState(), 0, { type: 'bid', amount: 0, a: 0, b: 1 }).state;
    s = play(s, 1, { type: 'auctionPass' }).state;
    s = play(s, 2, { type: 'bid', amount: 10, a: 2, b: 3 }).state;
    s = play(s, 3, { type: 'auctionPass' }).state;
    s = play(s, 0, { type: 'auctionPass' }).state;
    s = play(s, 1, { type: 'bid', amount: 15, a: 1, b: 0 }).state;
    for (const p of [2, 3, 0]) s = play(s, p, { type: 'auctionPass' }).state;
    expect(s.players[1].talents).toBe(65);
    expect(s.boxes.slice(0, 2)).toEqual([1, 0]);
  });
  it('takes bids in steps of 5 and never more than the bidder holds', () => {
    const s = play(auctionState(), 0, { type: 'bid', amount: 0, a: 0, b: 1 }).state;
    refused(s, 1, { type: 'bid', amount: 7, a: 0, b: 1 }, 'badBid');
    refused(s, 1, { type: 'bid', amount: 85, a: 0, b: 1 }, 'notEnoughTalents');
  });
  it('places only unallied tokens, and the lone last token of an odd count in one box', () => {
    let s = auctionState(3);
    refused(s, 0, { type: 'bid', amount: 0, a: 0, b: 0 }, 'badProposal');
    s = play(s, 0, { type: 'bid', amount: 0, a: 0, b: 1 }).state;
    s = play(s, 1, { type: 'auctionPass' }).state;
    s = play(s, 2, { type: 'auctionPass' }).state;
    refused(s, 1, { type: 'bid', amount: 0, a: 2, b: 0 }, 'badProposal');
    s = play(s, 1, { type: 'bid', amount: 0, a: null, b: 2 }).state;
    s = play(s, 2, { type: 'auctionPass' }).state;
    s = play(s, 0, { type: 'auctionPass' }).state;
    expect(s.boxes).toEqual([0, 1, null, 2]);
    // Alliance I: box 1; alliance II: boxes 2 and 4. First season: placing follows.
    expect(s.phase).toBe('placement');
    expect(s.toPlace).toEqual([0, 1, 2]);
  });
});

describe('placing the starting units (phase 4, first season only)', () => {
  function placing(): C2State {
    const s = board();
    s.phase = 'placement';
    s.toPlace = [0, 1, 2, 3];
    setInfluence(s, 'egyptus', 0, 1);
    setInfluence(s, 'galatia', 0, 1);
    return s;
  }
  const all = units({ infantry: 8, cavalry: 2, catapult: 1, general: 1, caesar: 1 });
  it('puts every starting unit in provinces with own influence and the galley in a sea next to one', () => {
    const { state } = play(placing(), 0, { type: 'place', units: { egyptus: { ...all, infantry: 7 }, galatia: units({ infantry: 1 }) }, galley: 'mare_alexandria' });
    expect(state.army.egyptus[0]).toEqual({ ...all, infantry: 7 });
    expect(state.fleet.mare_alexandria[0]).toBe(1);
    expect(state.toPlace).toEqual([1, 2, 3]);
  });
  it('refuses provinces without influence, missing units and far seas', () => {
    refused(placing(), 0, { type: 'place', units: { italia: all }, galley: 'mare_alexandria' }, 'badPlacement');
    refused(placing(), 0, { type: 'place', units: { egyptus: { ...all, infantry: 7 } }, galley: 'mare_alexandria' }, 'badPlacement');
    refused(placing(), 0, { type: 'place', units: { egyptus: all }, galley: 'mare_narbo' }, 'badPlacement');
  });
  it('puts the galley of a player whose influence is all inland next to the nearest provinces by land (ruling)', () => {
    // All four drawn tokens can be Mesopotamia's, the one inland key province: Syria and Armenia border it.
    const s = placing();
    s.toPlace = [1, 0, 2, 3];
    setInfluence(s, 'mesopotamia', 1, 4);
    const galleys = [...new Set(conquest2.legalActions(s, 1).map((a) => (a.type === 'place' ? a.galley : '')))].sort();
    expect(galleys).toEqual(['mare_amisus', 'mare_pelusium', 'mare_rhodus']);
    const { state } = play(s, 1, { type: 'place', units: { mesopotamia: all }, galley: 'mare_amisus' });
    expect(state.fleet.mare_amisus[1]).toBe(1);
    expect(state.army.mesopotamia[1]).toEqual(all);
    refused(s, 1, { type: 'place', units: { mesopotamia: all }, galley: 'mare_alexandria' }, 'badPlacement');
  });
});

describe('actions (phase 5)', () => {
  it('gives each player two actions a round, then the next in alliance-box order', () => {
    let s = board();
    s = play(s, 0, { type: 'pass' }).state;
    expect(conquest2.activePlayers(s)).toEqual([0]);
    s = play(s, 0, { type: 'pass' }).state;
    expect(conquest2.activePlayers(s)).toEqual([1]);
    refused(s, 0, { type: 'pass' }, 'notYourTurn');
  });
  it('A) takes one Conquest card a round and pays its price', () => {
    let s = board();
    s.market = ['armyTraining#1', 'navalTraining#1'];
    s = play(s, 0, { type: 'take', card: 'armyTraining#1' }).state;
    expect(s.players[0].talents).toBe(70);
    expect(s.players[0].cards).toEqual(['armyTraining#1']);
    refused(s, 0, { type: 'take', card: 'navalTraining#1' }, 'cardTaken');
  });
  it('A) keeps Senators in the hand, free', () => {
    const s = board();
    s.market = ['senator-4#1'];
    const { state } = play(s, 0, { type: 'take', card: 'senator-4#1' });
    expect(state.players[0].senators).toContain(4);
    expect(state.players[0].talents).toBe(80);
  });
  it('B) recruits where the player has influence and a leader, pays the prices and takes 2 chaos', () => {
    const s = board();
    setInfluence(s, 'egyptus', 0, 1);
    put(s, 0, 'egyptus', { general: 1 });
    const { state } = play(s, 0, { type: 'recruit', at: 'egyptus', units: units({ infantry: 2, cavalry: 1, catapult: 1, general: 1 }), galleys: 1, sea: 'mare_alexandria' });
    expect(state.players[0].talents).toBe(80 - 10 - 10 - 15 - 20 - 15);
    expect(state.players[0].chaos).toBe(2);
    expect(state.army.egyptus[0]).toEqual(units({ infantry: 2, cavalry: 1, catapult: 1, general: 2 }));
    expect(state.fleet.mare_alexandria[0]).toBe(1);
    const noLeader = board();
    setInfluence(noLeader, 'egyptus', 0, 1);
    put(noLeader, 0, 'egyptus', { infantry: 1 });
    refused(noLeader, 0, { type: 'recruit', at: 'egyptus', units: units({ infantry: 1 }), galleys: 0 }, 'noLeader');
  });
  it('C) buys a province token or an unprotected non-allied token for 10 each: one with a general, two with Caesar', () => {
    const s = board();
    put(s, 0, 'asia', { general: 1 });
    s.provinceTokens.asia = 2;
    refused(s, 0, { type: 'influence', at: 'asia', from: ['token', 'token'] }, 'tooMany');
    const one = play(s, 0, { type: 'influence', at: 'asia', from: ['token'] }).state;
    expect(one.influence.asia[0]).toBe(1);
    expect(one.provinceTokens.asia).toBe(1);
    expect(one.players[0].talents).toBe(70);
    const c = board();
    put(c, 0, 'asia', { caesar: 1, general: 1 });
    setInfluence(c, 'asia', 1, 2);
    setInfluence(c, 'asia', 2, 1);
    // Seat 2 is an ally: its token is never for sale to seat 0.
    refused(c, 0, { type: 'influence', at: 'asia', from: [2] }, 'nothingToBuy');
    const two = play(c, 0, { type: 'influence', at: 'asia', from: [1, 1] }).state;
    expect(two.influence.asia).toEqual([2, 0, 1, 0]);
    expect(two.players[1].influenceLeft).toBe(18);
    // Never three, even with Caesar and a general together.
    const three = board();
    put(three, 0, 'asia', { caesar: 1, general: 1 });
    three.provinceTokens.asia = 3;
    refused(three, 0, { type: 'influence', at: 'asia', from: ['token', 'token', 'token'] } as never, 'tooMany');
  });
  it('C) protects a token while its owner has a land military unit there', () => {
    const s = board();
    put(s, 0, 'asia', { general: 1 });
    setInfluence(s, 'asia', 1, 1);
    put(s, 1, 'asia', { infantry: 1 });
    refused(s, 0, { type: 'influence', at: 'asia', from: [1] }, 'nothingToBuy');
  });
  it('D) special tax: 5 to 25 talents, one chaos per 5', () => {
    const { state } = play(board(), 0, { type: 'tax', amount: 25 });
    expect(state.players[0].talents).toBe(105);
    expect(state.players[0].chaos).toBe(5);
    refused(board(), 0, { type: 'tax', amount: 30 }, 'badAmount');
    refused(board(), 0, { type: 'tax', amount: 12 }, 'badAmount');
  });
  it('E) moves from one province with a leader, stopping on non-allied military units', () => {
    const s = board();
    put(s, 0, 'neapolis', { infantry: 2, general: 1 });
    put(s, 1, 'italia', { infantry: 1 });
    // Italia may be entered, not crossed: Neapolis' only land neighbour.
    const ok = play(s, 0, { type: 'move', from: 'neapolis', moves: [{ to: 'italia', units: units({ infantry: 1 }), amphibious: false }] }).state;
    expect(ok.army.italia[0].infantry).toBe(1);
    refused(s, 0, { type: 'move', from: 'neapolis', moves: [{ to: 'dalmatia', units: units({ infantry: 1 }), amphibious: false }] }, 'unreachable');
    const noLeader = board();
    put(noLeader, 0, 'italia', { infantry: 2 });
    refused(noLeader, 0, { type: 'move', from: 'italia', moves: [{ to: 'neapolis', units: units({ infantry: 1 }), amphibious: false }] }, 'noLeader');
  });
  it('E) allies do not stop a move', () => {
    const s = board();
    put(s, 0, 'neapolis', { infantry: 2, general: 1 });
    put(s, 2, 'italia', { infantry: 1 });
    play(s, 0, { type: 'move', from: 'neapolis', moves: [{ to: 'dalmatia', units: units({ infantry: 1 }), amphibious: false }] });
  });
  it('E) closes a strait arrow to a player while non-allied galleys sit in its sea', () => {
    const s = board();
    put(s, 0, 'neapolis', { infantry: 1, general: 1 });
    s.fleet.mare_tyrrhenum[1] = 1;
    refused(s, 0, { type: 'move', from: 'neapolis', moves: [{ to: 'sicilia', units: units({ infantry: 1 }), amphibious: false }] }, 'unreachable');
    s.fleet.mare_tyrrhenum[1] = 0;
    s.fleet.mare_tyrrhenum[2] = 1;
    play(s, 0, { type: 'move', from: 'neapolis', moves: [{ to: 'sicilia', units: units({ infantry: 1 }), amphibious: false }] });
  });
  it('E) amphibious moves: four military units per own galley next to the destination, leaders free, not blocked', () => {
    const s = board();
    put(s, 0, 'egyptus', { infantry: 6, general: 1, caesar: 1 });
    s.fleet.mare_libycum[0] = 1;
    s.fleet.mare_libycum[1] = 3;
    refused(s, 0, { type: 'move', from: 'egyptus', moves: [{ to: 'sicilia', units: units({ infantry: 5 }), amphibious: true }] }, 'tooManyAboard');
    const { state } = play(s, 0, { type: 'move', from: 'egyptus', moves: [{ to: 'sicilia', units: units({ infantry: 4, general: 1, caesar: 1 }), amphibious: true }] });
    expect(state.army.sicilia[0]).toEqual(units({ infantry: 4, general: 1, caesar: 1 }));
  });
  it('E) an amphibious move starts in a province next to a sea: none from inland Mesopotamia (000: "z provincie sousedící s mořskou zónou")', () => {
    const s = board();
    put(s, 0, 'mesopotamia', { infantry: 2, general: 1 });
    s.fleet.mare_libycum[0] = 2;
    refused(s, 0, { type: 'move', from: 'mesopotamia', moves: [{ to: 'egyptus', units: units({ infantry: 2 }), amphibious: true }] }, 'unreachable');
    expect(conquest2.legalActions(s, 0).some((a) => a.type === 'move' && a.moves.some((m) => m.amphibious))).toBe(false);
  });
  it('F) never lets allies fight', () => {
    const s = board();
    put(s, 0, 'asia', { infantry: 2 });
    put(s, 2, 'asia', { infantry: 2 });
    refused(s, 0, { type: 'attack', at: 'asia', target: 2 }, 'allied');
  });
  it('F) rolls 3 dice, +1 with a leader, +1 for a city defender, +1 per Army Training', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 5, general: 1 });
    put(s, 1, 'asia', { infantry: 5 });
    s.cities.asia = 1;
    s.players[0].cards = ['armyTraining#1', 'armyTraining#2'];
    s = forceDice(s, Array(20).fill('blank'));
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.battle!.lastRoll!.attacker).toHaveLength(6);
    expect(state.battle!.lastRoll!.defender).toHaveLength(4);
  });
  it('F) the extra die comes with a general or Caesar of the roller\'s alliance in the province (000: "generál / císař z jeho aliance")', () => {
    let s = board();
    // Seat 2 is seat 0's ally; its general stands in Asia, seat 0 has none there.
    put(s, 0, 'asia', { infantry: 3 });
    put(s, 2, 'asia', { general: 1 });
    put(s, 1, 'asia', { infantry: 3 });
    s = forceDice(s, Array(20).fill('blank'));
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.battle!.lastRoll!.attacker).toHaveLength(4);
    expect(state.battle!.lastRoll!.defender).toHaveLength(3);
  });
  it('F) limits hits to the unit types in the battle force (the red player example)', async () => {
    const { hitsOf } = await import('../../../src/games/conquest2/battle');
    expect(hitsOf(['infantry', 'infantry', 'infantry', 'cavalry', 'catapult'], { infantry: 1, cavalry: 1, catapult: 0, galley: 0 })).toBe(2);
  });
  it('F) a city defender rolls first and the attacker loses before rolling', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 1 });
    put(s, 1, 'asia', { infantry: 1 });
    s.cities.asia = 1;
    // Defender (4 dice) rolls an infantry: the attacker's only unit falls before its 3 dice could hit.
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'infantry', 'infantry', 'infantry']);
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.army.asia[1].infantry).toBe(1);
    expect(state.army.asia[0].infantry).toBe(0);
    expect(state.players[0].chaos).toBe(2);
  });
  it('F) a battle where both sides lose their last units is won by the defender (ruling)', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 1 });
    put(s, 1, 'asia', { infantry: 1 });
    // Simultaneous rolls (no city): each side's single infantry face hits the other's only unit.
    s = forceDice(s, ['infantry', 'blank', 'blank', 'infantry', 'blank', 'blank']);
    const { state, events } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.army.asia[0].infantry + state.army.asia[1].infantry).toBe(0);
    expect(events.find((e) => e.type === 'battleWon')).toMatchObject({ seat: 1, loser: 0 });
    expect(state.players[0].chaos).toBe(2);
    expect(state.players[1].chaos).toBe(0);
    // A game made under rules 1-3 (a stored record) gave it to the attacker, and still replays so.
    const old = forceDice({ ...s, options: { ...s.options, rules: 3 } }, []);
    const before = play(old, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(before.events.find((e) => e.type === 'battleWon')).toMatchObject({ seat: 0, loser: 1 });
  });
  it('F) galleys next to the battle join it and score galley faces', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 1 });
    s.fleet.mare_aegaeum[0] = 1;
    put(s, 1, 'asia', { infantry: 2 });
    s = forceDice(s, ['galley', 'infantry', 'blank', 'blank', 'blank', 'blank']);
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.army.asia[1].infantry).toBe(0);
  });
  it('F) asks the defender, then the attacker, to retreat or fight on; the retreat goes next door, free of rivals', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 3 });
    put(s, 1, 'asia', { infantry: 3, general: 1 });
    put(s, 0, 'galatia', { infantry: 1 });
    s = forceDice(s, Array(7).fill('blank'));
    let st = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    expect(conquest2.activePlayers(st)).toEqual([1]);
    refused(st, 1, { type: 'retreat', to: 'galatia' }, 'badRetreat');
    st = play(st, 1, { type: 'retreat', to: 'pontus_et_bithynia' }).state;
    expect(st.army.pontus_et_bithynia[1]).toEqual(units({ infantry: 3, general: 1 }));
    expect(st.players[1].chaos).toBe(2);
    expect(st.phase).toBe('actions');
  });
  it('F) leaders never fall; left without soldiers they withdraw next door', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 3 });
    put(s, 1, 'asia', { infantry: 1, caesar: 1 });
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']);
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.army.asia[1]).toEqual(units());
    const where = Object.keys(state.army).find((p) => state.army[p][1].caesar === 1);
    expect(['galatia', 'pontus_et_bithynia']).toContain(where);
  });
  it('F) leaders beaten on an island without a strait stay there (nowhere to withdraw)', () => {
    let s = board();
    put(s, 0, 'corsica', { infantry: 3 });
    put(s, 1, 'corsica', { infantry: 1, general: 1 });
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']);
    const { state } = play(s, 0, { type: 'attack', at: 'corsica', target: 1 });
    expect(state.army.corsica[1]).toEqual(units({ general: 1 }));
    expect(state.players[1].chaos).toBe(2);
  });
  it('F) a city passes to the attacker who beats its owner', () => {
    let s = board();
    put(s, 0, 'asia', { infantry: 3 });
    put(s, 1, 'asia', { infantry: 1 });
    s.cities.asia = 1;
    s = forceDice(s, ['blank', 'blank', 'blank', 'blank', 'infantry', 'blank', 'blank']);
    const { state } = play(s, 0, { type: 'attack', at: 'asia', target: 1 });
    expect(state.cities.asia).toBe(0);
  });
  it('G) moves any galleys to one sea and fights there: a die per galley, at most three rounds, no retreat', () => {
    let s = board();
    s.fleet.mare_tyrrhenum[0] = 2;
    s.fleet.mare_aegaeum[0] = 1;
    s.fleet.mare_epirus[1] = 2;
    s = forceDice(s, Array(15).fill('blank'));
    const { state, events } = play(s, 0, { type: 'naval', galleys: { mare_tyrrhenum: 2, mare_aegaeum: 1 }, to: 'mare_epirus', attack: 1 });
    expect(state.fleet.mare_epirus).toEqual([3, 2, 0, 0]);
    expect(events.filter((e) => e.type === 'navalRound')).toHaveLength(3);
    expect((events.find((e) => e.type === 'navalRound')!.attackerRoll as string[]).length).toBe(3);
  });
  it('G) a naval battle where both fleets sink in the same round is the attacked side\'s (ruling, as on land)', () => {
    let s = board();
    s.fleet.mare_epirus[0] = 1;
    s.fleet.mare_epirus[1] = 1;
    s = forceDice(s, ['galley', 'galley']);
    const { state, events } = play(s, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 });
    expect(state.fleet.mare_epirus).toEqual([0, 0, 0, 0]);
    expect(events.find((e) => e.type === 'battleWon')).toMatchObject({ seat: 1, loser: 0 });
    expect(state.players.map((p) => p.chaos)).toEqual([2, 0, 0, 0]);
    // Rules 1-3 (stored records) gave it to the attacker.
    const old = play({ ...s, options: { ...s.options, rules: 3 } }, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 });
    expect(old.state.players.map((p) => p.chaos)).toEqual([0, 2, 0, 0]);
  });
  it('G) Naval Training adds a die; Favorable Wind avoids the battle', () => {
    let s = board();
    s.fleet.mare_epirus[0] = 1;
    s.fleet.mare_epirus[1] = 1;
    s.players[0].cards = ['navalTraining#1'];
    s = forceDice(s, ['galley', 'blank', 'blank']);
    const { state } = play(s, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 });
    expect(state.fleet.mare_epirus).toEqual([1, 0, 0, 0]);
    expect(state.players[1].chaos).toBe(2);
    const w = board();
    w.fleet.mare_epirus[0] = 1;
    w.fleet.mare_epirus[1] = 1;
    w.players[1].cards = ['favorableWind'];
    const asked = play(w, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 });
    expect(conquest2.activePlayers(asked.state)).toEqual([1]);
    const avoided = play(asked.state, 1, { type: 'wind', avoid: true });
    expect(avoided.events.some((e) => e.type === 'battleAvoided')).toBe(true);
    expect(avoided.state.fleet.mare_epirus).toEqual([1, 1, 0, 0]);
  });
  it('H) pass is an action; play goes on in later rounds', () => {
    const { state } = play(board(), 0, { type: 'pass' });
    expect(state.turn.actionsLeft).toBe(1);
  });
  it('refuses an illegal action without changing anything', () => {
    const s = board();
    const before = JSON.stringify(s);
    refused(s, 0, { type: 'tax', amount: 0 }, 'badAmount');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('cards (Druhy Conquest karet)', () => {
  function withCard(card: string, seat = 0): C2State {
    const s = board();
    s.market = [card];
    s.players[seat].talents = 200;
    return s;
  }
  it('Merchant: once a season, talents per own token in its province, no action', () => {
    const s = board();
    s.players[0].cards = ['merchant-egyptus'];
    setInfluence(s, 'egyptus', 0, 2);
    const st = play(s, 0, { type: 'use', card: 'merchant-egyptus' }).state;
    expect(st.players[0].talents).toBe(100);
    expect(st.turn.actionsLeft).toBe(2);
    refused(st, 0, { type: 'use', card: 'merchant-egyptus' }, 'usedThisSeason');
  });
  it('Loot the Countryside: 50 talents for 5 chaos', () => {
    const s = board();
    s.players[0].cards = ['loot'];
    const st = play(s, 0, { type: 'use', card: 'loot' }).state;
    expect([st.players[0].talents, st.players[0].chaos]).toEqual([130, 5]);
  });
  it('Assassin: removes a general or a random Senator, even an ally\'s', () => {
    const s = board();
    s.players[0].cards = ['assassin'];
    put(s, 2, 'asia', { general: 1 });
    const st = play(s, 0, { type: 'use', card: 'assassin', target: 2, what: 'general', at: 'asia' }).state;
    expect(st.army.asia[2].general).toBe(0);
    const t = board();
    t.players[0].cards = ['assassin'];
    expect(play(t, 0, { type: 'use', card: 'assassin', target: 1, what: 'senator' }).state.players[1].senators).toHaveLength(2);
  });
  it('Build City: in one of its two provinces, one city a province', () => {
    const st = play(withCard('city-asia-galatia'), 0, { type: 'take', card: 'city-asia-galatia', province: 'galatia' }).state;
    expect('galatia' in st.cities).toBe(true);
    const taken = withCard('city-asia-galatia');
    taken.cities.asia = 1;
    taken.cities.galatia = 1;
    refused(taken, 0, { type: 'take', card: 'city-asia-galatia', province: 'galatia' }, 'cannotUseCard');
  });
  it('Barbarians at the Gate: a move of four military units into the province and its reward, one action', () => {
    const s = withCard('barbarians-dacia');
    put(s, 0, 'moesia', { infantry: 4, general: 1 });
    const st = play(s, 0, { type: 'take', card: 'barbarians-dacia', from: 'moesia', units: units({ infantry: 4 }) }).state;
    expect(st.army.dacia[0]).toEqual(units({ infantry: 7, cavalry: 1 }));
    expect(st.turn.actionsLeft).toBe(1);
  });
  it('Politician: a new influence token where Caesar stands', () => {
    const s = withCard('politician#1');
    put(s, 0, 'achaia', { caesar: 1 });
    expect(play(s, 0, { type: 'take', card: 'politician#1' }).state.influence.achaia[0]).toBe(1);
  });
  it('Bribe Senator: a random Senator from any other player, ally or not', () => {
    const st = play(withCard('bribe#1'), 0, { type: 'take', card: 'bribe#1', target: 2 }).state;
    expect(st.players[0].senators).toHaveLength(4);
    expect(st.players[2].senators).toHaveLength(2);
  });
  it('Commandeer a Fleet: two galleys in its sea', () => {
    expect(play(withCard('commandeer-alexandria'), 0, { type: 'take', card: 'commandeer-alexandria' }).state.fleet.mare_alexandria[0]).toBe(2);
  });
  it('Slave Revolt: four infantry fight each army in the province in turn', () => {
    let s = withCard('slaveRevolt');
    put(s, 1, 'asia', { infantry: 1 });
    put(s, 3, 'asia', { infantry: 5 });
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank']);
    const st = play(s, 0, { type: 'take', card: 'slaveRevolt', province: 'asia', target: 1 }).state;
    expect(st.army.asia[1].infantry).toBe(0);
    expect(st.players[1].chaos).toBe(2);
  });
  it('Slave Revolt: after the chosen player, the slaves fight the others in seat order and the card\'s player last', () => {
    let s = withCard('slaveRevolt');
    put(s, 3, 'asia', { infantry: 1 });
    put(s, 0, 'asia', { infantry: 5, general: 1 });
    put(s, 1, 'asia', { infantry: 1 });
    // Slaves (3 dice) then the army: seat 3 and seat 1 fall at once; seat 0's four dice end the slaves.
    const dice = ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank', 'infantry', 'blank', 'blank', 'blank', 'blank', 'blank',
      'blank', 'blank', 'blank', 'infantry', 'infantry', 'infantry', 'infantry'] as const;
    s = forceDice(s, [...dice]);
    const { state, events } = play(s, 0, { type: 'take', card: 'slaveRevolt', province: 'asia', target: 3 });
    expect([...new Set(events.filter((e) => e.type === 'revoltRound').map((e) => e.seat))]).toEqual([3, 1, 0]);
    expect(state.army.asia.map((u) => u.infantry)).toEqual([5, 0, 0, 0]);
    expect(state.players.map((p) => p.chaos)).toEqual([0, 2, 0, 2]);
    // Rules 1-4 (stored records) went round the table from seat 3: seat 0 before seat 1.
    const old = play(forceDice({ ...s, options: { ...s.options, rules: 4 } }, []), 0, { type: 'take', card: 'slaveRevolt', province: 'asia', target: 3 });
    expect([...new Set(old.events.filter((e) => e.type === 'revoltRound').map((e) => e.seat))].slice(0, 2)).toEqual([3, 0]);
  });
  it('Slave Revolt: a leader whose army the slaves wipe out withdraws as after a lost battle (ruling; rules 1-5 left him there)', () => {
    let s = withCard('slaveRevolt');
    put(s, 1, 'asia', { infantry: 1, general: 1 });
    // Slaves hit once; seat 1's four dice (a general's extra die) miss.
    s = forceDice(s, ['infantry', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']);
    const { state, events } = play(s, 0, { type: 'take', card: 'slaveRevolt', province: 'asia', target: 1 });
    expect(state.army.asia[1]).toEqual(units());
    const withdrew = events.find((e) => e.type === 'leadersWithdrew');
    expect(withdrew).toMatchObject({ seat: 1, from: 'asia' });
    const to = String(withdrew?.to);
    expect(state.army[to][1]).toEqual(units({ general: 1 }));
    expect(state.players[1].chaos).toBe(2);
    // A stored record of rules 5 replays as it was played: the general stayed.
    const old = play(forceDice({ ...s, options: { ...s.options, rules: 5 } }, []), 0, { type: 'take', card: 'slaveRevolt', province: 'asia', target: 1 });
    expect(old.state.army.asia[1]).toEqual(units({ general: 1 }));
    expect(old.events.some((e) => e.type === 'leadersWithdrew')).toBe(false);
  });
  it('Slave Revolt: the army fighting the slaves rolls the leader\'s die for a general or Caesar of its alliance there, as in any battle', () => {
    // 000, "Bitevní kolo": "1 kostkou navíc, jestliže je v boji generál / císař z jeho aliance";
    // 004: "동맹군의 장군/시저가 전투에 참여하면 추가로 1개의 주사위". The revolt is a battle like the others.
    const firstRoll = (s: C2State) => play(forceDice(s, ['blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']), 0,
      { type: 'take', card: 'slaveRevolt', province: 'asia', target: 1 }).events.find((e) => e.type === 'revoltRound')!.roll as string[];
    const s = withCard('slaveRevolt');
    put(s, 1, 'asia', { infantry: 2 });
    // Seat 3 is seat 1's ally (alliance II) and has only a general there.
    put(s, 3, 'asia', { general: 1 });
    expect(firstRoll(s)).toHaveLength(4);
    // A stored record of rules 6 replays as it was played: only the army's own leaders counted.
    expect(firstRoll({ ...s, options: { ...s.options, rules: 6 } })).toHaveLength(3);
    // A leader of the other alliance (seat 2's, the card player's ally) gives seat 1 nothing.
    const rival = withCard('slaveRevolt');
    put(rival, 1, 'asia', { infantry: 2 });
    put(rival, 2, 'asia', { general: 1 });
    expect(firstRoll(rival)).toHaveLength(3);
  });
  it('Diplomacy: third-party units join each battle in the province while the holder has a unit there; back at season end', () => {
    let s = board();
    s.players[0].cards = ['diplomacy-numidia'];
    put(s, 0, 'numidia', { infantry: 1 });
    put(s, 1, 'numidia', { infantry: 4 });
    // Seven dice would need leaders; 3 dice, the Numidians add infantry to hit with.
    s = forceDice(s, ['infantry', 'infantry', 'infantry', 'blank', 'blank', 'blank']);
    const st = play(s, 0, { type: 'attack', at: 'numidia', target: 1 }).state;
    expect(st.army.numidia[1].infantry).toBe(1);
  });
  it('lists every card with the counts of the rules: 78 in the deck plus the five Senate Votes', async () => {
    const { DECK_IDS } = await import('../../../src/games/conquest2/data');
    expect(DECK_IDS).toHaveLength(78);
    expect(DECK_IDS.filter((c) => cardDef(c).kind === 'senator')).toHaveLength(28);
    expect(DECK_IDS.filter((c) => cardDef(c).kind === 'merchant')).toHaveLength(7);
  });
});

describe('Senate votes (Hlasování senátu)', () => {
  function voting(): C2State {
    const s = board();
    s.players[0].cards = ['vote-hailCaesar'];
    return play(s, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
  }
  it('opens with the caller; rising votes round the table; the winner spends the cards and takes the benefit', () => {
    let s = voting();
    setInfluence(s, 'italia', 3, 2);
    expect(conquest2.activePlayers(s)).toEqual([0]);
    s = play(s, 0, { type: 'vote', senators: [1] }).state;
    refused(s, 1, { type: 'vote', senators: [1] }, 'badVote');
    s = play(s, 1, { type: 'vote', senators: [3] }).state;
    s = play(s, 2, { type: 'votePass' }).state;
    s = play(s, 3, { type: 'votePass' }).state;
    s = play(s, 0, { type: 'votePass' }).state;
    expect(s.phase).toBe('actions');
    expect(s.players[1].vp).toBe(15);
    expect(s.players[1].senators).toEqual([1, 2]);
    // The Italia majority draws the spent Senator.
    expect(s.players[3].senators.sort()).toEqual([1, 2, 3, 3]);
    expect(s.players[0].senators.sort()).toEqual([1, 2, 3]);
  });
  it('gives nothing when all pass, and no Senator back on an Italia tie', () => {
    let s = voting();
    for (const p of [0, 1, 2, 3]) s = play(s, p, { type: 'votePass' }).state;
    expect(s.players.map((p) => p.vp)).toEqual([0, 0, 0, 0]);
    expect(s.players[0].used).toContain('vote-hailCaesar');
    let t = voting();
    setInfluence(t, 'italia', 1, 1);
    setInfluence(t, 'italia', 2, 1);
    t = play(t, 0, { type: 'vote', senators: [2] }).state;
    for (const p of [1, 2, 3]) t = play(t, p, { type: 'votePass' }).state;
    expect(t.players.reduce((n, p) => n + p.senators.length, 0)).toBe(11);
  });
  it('calls several votes in one turn for different cards, none an action; a card once a season, again the next (000: "i vícekrát (pro různé karty)")', () => {
    let s = board();
    s.players[0].cards = ['vote-hailCaesar', 'vote-emergencyTax'];
    s = play(s, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
    for (const p of [0, 1, 2, 3]) s = play(s, p, { type: 'votePass' }).state;
    expect(s.phase).toBe('actions');
    expect(s.turn.actionsLeft).toBe(2);
    refused(s, 0, { type: 'use', card: 'vote-hailCaesar' }, 'usedThisSeason');
    s = play(s, 0, { type: 'use', card: 'vote-emergencyTax' }).state;
    expect(s.phase).toBe('vote');
    s = play(s, 0, { type: 'vote', senators: [1] }).state;
    for (const p of [1, 2, 3]) s = play(s, p, { type: 'votePass' }).state;
    expect(s.players[0].talents).toBe(120);
    expect(s.turn.actionsLeft).toBe(2);
    expect(conquest2.activePlayers(s)).toEqual([0]);
    // The season's end turns the cards up again: both can be called next season.
    s.round = 4;
    s.turn = { idx: 0, actionsLeft: 1, tookCard: false };
    s.boxes = [0, null];
    s = play(s, 0, { type: 'pass' }).state;
    expect(s.season).toBe(2);
    expect(s.players[0].used).toEqual([]);
    expect(s.players[0].cards).toEqual(['vote-hailCaesar', 'vote-emergencyTax']);
  });
  it('calls a vote after both actions, before the turn ends (000: "před nebo po jakémkoli počtu akcí"); the turn passes when nothing is left, else on "end"', () => {
    let s = board();
    s.players[0].cards = ['vote-hailCaesar'];
    s = play(s, 0, { type: 'pass' }).state;
    s = play(s, 0, { type: 'pass' }).state;
    // Both actions spent, a card still to use: the turn waits for it or for "end".
    expect(conquest2.activePlayers(s)).toEqual([0]);
    expect(conquest2.legalActions(s, 0)).toEqual([{ type: 'use', card: 'vote-hailCaesar' }, { type: 'end' }]);
    refused(s, 0, { type: 'pass' }, 'noActionsLeft');
    s = play(s, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
    for (const p of [0, 1, 2, 3]) s = play(s, p, { type: 'votePass' }).state;
    // Nothing left to do: the turn passes by itself.
    expect(s.phase).toBe('actions');
    expect(conquest2.activePlayers(s)).toEqual([1]);
    // With a card still unused, the turn waits for "end".
    let t = board();
    t.players[0].cards = ['vote-hailCaesar', 'loot'];
    t = play(play(t, 0, { type: 'pass' }).state, 0, { type: 'pass' }).state;
    t = play(t, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
    for (const p of [0, 1, 2, 3]) t = play(t, p, { type: 'votePass' }).state;
    expect(conquest2.legalActions(t, 0)).toEqual([{ type: 'use', card: 'loot' }, { type: 'end' }]);
    t = play(t, 0, { type: 'end' }).state;
    expect(conquest2.activePlayers(t)).toEqual([1]);
  });
  it('each vote card\'s benefit', () => {
    const cases: [string, (s: C2State) => unknown, unknown][] = [
      ['vote-emergencyTax', (s) => s.players[0].talents, 120],
      ['vote-breadAndCircuses', (s) => s.players[0].chaos, 2],
      ['vote-newLegions', (s) => s.army.italia[0].infantry, 6],
      ['vote-influenceInRome', (s) => s.influence.italia[0], 2],
    ];
    for (const [card, read, want] of cases) {
      let s = board();
      s.players[0].cards = [card];
      s.players[0].chaos = 12;
      s = play(s, 0, { type: 'use', card }).state;
      s = play(s, 0, { type: 'vote', senators: [1] }).state;
      for (const p of [1, 2, 3]) s = play(s, p, { type: 'votePass' }).state;
      expect(read(s), card).toBe(want);
    }
  });
});

describe('scoring (phases 6-8)', () => {
  function lastTurn(s: C2State): C2State {
    s.round = 4;
    s.turn = { idx: 3, actionsLeft: 1, tookCard: false };
    return s;
  }
  it('ranks by count with ties sharing a place (the Neapolis example)', () => {
    expect(denseRanks([3, 2, 3, 1])).toEqual([0, 1, 0, 2]);
    const s = lastTurn(board());
    setInfluence(s, 'neapolis', 0, 3); // Angela
    setInfluence(s, 'neapolis', 2, 3); // Charles
    setInfluence(s, 'neapolis', 1, 2); // Blake
    setInfluence(s, 'neapolis', 3, 1); // Dave
    const st = play(s, 3, { type: 'pass' }).state;
    expect(VP.neapolis).toEqual([15, 5]);
    expect(st.lastSummary!.vp.neapolis).toEqual([15, 5, 15, 0]);
  });
  it('scores Italia in three ranks', () => {
    const s = lastTurn(board());
    setInfluence(s, 'italia', 0, 3);
    setInfluence(s, 'italia', 1, 2);
    setInfluence(s, 'italia', 2, 1);
    expect(play(s, 3, { type: 'pass' }).state.lastSummary!.vp.italia).toEqual(VP.italia.concat(0));
  });
  it('taxes 5 per influence token, 10 where the player holds the city', () => {
    const s = lastTurn(board());
    setInfluence(s, 'egyptus', 0, 2);
    setInfluence(s, 'asia', 0, 1);
    s.cities.egyptus = 0;
    put(s, 0, 'egyptus', { infantry: 1 });
    expect(play(s, 3, { type: 'pass' }).state.lastSummary!.taxes[0]).toBe(25);
  });
  it('costs the most chaos 10 VP and the second 5, after 3 off per city held', () => {
    const s = lastTurn(board());
    s.players.forEach((p, i) => { p.chaos = [10, 9, 4, 0][i]; });
    s.cities.asia = 0;
    put(s, 0, 'asia', { infantry: 1 });
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.lastSummary!.chaos).toEqual([7, 9, 4, 0]);
    expect(st.lastSummary!.chaosLoss).toEqual([5, 10, 0, 0]);
  });
  it('turns multi-use cards up, returns Diplomacy cards, and the last player opens the next auctions', () => {
    const s = lastTurn(board());
    s.players[0].cards = ['loot', 'diplomacy-egyptus'];
    s.players[0].used = ['loot'];
    const st = play(s, 3, { type: 'pass' }).state;
    expect(st.players[0].cards).toEqual(['loot']);
    expect(st.players[0].used).toEqual([]);
    expect(st.market).toContain('diplomacy-egyptus');
    expect(st.season).toBe(2);
    expect(st.auction!.starter).toBe(3);
  });
  it('plays a fifth season when the table chose the longer game, and ends after it (000: "5, pokud si hráči přejí hrát delší hru")', () => {
    const s = lastTurn(board());
    s.options = { ...s.options, seasons: 5 };
    s.season = 4;
    const fifth = play(s, 3, { type: 'pass' }).state;
    expect(fifth.phase).not.toBe('over');
    expect(conquest2.result(fifth)).toBeNull();
    expect(fifth.season).toBe(5);
    const last = lastTurn(board());
    last.options = { ...last.options, seasons: 5 };
    last.season = 5;
    last.players.forEach((p, i) => { p.vp = [1, 2, 30, 4][i]; });
    const end = play(last, 3, { type: 'pass' }).state;
    expect(end.phase).toBe('over');
    expect(conquest2.result(end)!.winners).toEqual([2]);
  });
  it('ends after the fourth season; most VP wins, then most influence', () => {
    const s = lastTurn(board());
    s.season = 4;
    s.players.forEach((p, i) => { p.vp = [50, 50, 10, 0][i]; });
    setInfluence(s, 'sicilia', 1, 1);
    const st = play(s, 3, { type: 'pass' }).state;
    const r = conquest2.result(st)!;
    expect(r.winners).toEqual([1]);
    expect(r.ranks[0]).toBe(2);
  });
});

describe('resigning', () => {
  it('lets any seat resign at any time; the seat plays on and ranks last', () => {
    let s = board();
    s = play(s, 2, { type: 'resign' }).state;
    expect(s.resigned).toEqual([2]);
    refused(s, 2, { type: 'resign' }, 'badAction');
    s.round = 4;
    s.season = 4;
    s.turn = { idx: 3, actionsLeft: 1, tookCard: false };
    s.players[2].vp = 500;
    const end = play(s, 3, { type: 'pass' }).state;
    const r = conquest2.result(end)!;
    expect(r.ranks[2]).toBe(4);
    expect(r.winners).not.toContain(2);
  });
  it('a forfeit ends the game with that seat last', async () => {
    const { forfeit } = await import('../../../src/games/conquest2/index');
    const s = board();
    s.players[1].vp = 99;
    const r = conquest2.result(forfeit(s, 1))!;
    expect(r.reason).toBe('resigned');
    expect(r.ranks[1]).toBe(4);
  });
});

describe('hidden information', () => {
  it('shows a player its own chaos and Senator values, and of the others only the Senator count', () => {
    const s = board();
    s.players[1].chaos = 7;
    s.players[1].senators = [4, 4, 1];
    const v = conquest2.view(s, 0);
    expect(v.players[1].chaos).toBeNull();
    expect(v.players[1].senators).toBeNull();
    expect(v.players[1].senatorCount).toBe(3);
    expect(JSON.stringify(v)).not.toMatch(/"rng"|"deck"|"tokenPool"/);
    expect(conquest2.view(s, 1).players[1]).toMatchObject({ chaos: 7, senators: [1, 4, 4] });
    expect(conquest2.view(s, null).players.every((p) => p.chaos === null && p.senators === null)).toBe(true);
  });
});

describe('data', () => {
  it('marks Aegyptus and Neapolis known and every other VP value reconstructed', async () => {
    const { KEY_PROVINCES } = await import('../../../src/games/conquest2/data');
    expect(KEY_PROVINCES.filter((p) => p.status === 'known').map((p) => p.id).sort()).toEqual(['egyptus', 'neapolis']);
    expect(VP.egyptus).toEqual([15, 5]);
  });
});
