/**
 * Setting up a scenario (section III): the decks, the families dealt face up,
 * the hands, Era Ends, the Forum, the legions, the Temporary Rome Consul, and
 * the first decisions (Faction Leaders, provinces, the initial faction phase).
 * With 1 or 2 players the game has five factions, the others being Neutrals
 * (4.01).
 */
import { initialRngState } from '../../core/rng';
import type { Ctx } from './ctx';
import { emit, makeCtx, shuffle } from './ctx';
import {
  CONCESSIONS, DECKS, ERA_ENDS, INTRIGUE, K, NEUTRALS, SCENARIOS, isFactionCard, type ScenarioDef,
} from './data';
import { freshTurnFlags, settle } from './flow';
import { push } from './registry';
import { byId, clockwiseFrom, members, newFamilySenator } from './senators';
import type { CardId, Era, Faction, NeutralRole, RepublicOptions, RepublicState, Seat } from './types';

export const REPUBLIC_SCHEMA = 10;

export function factionCount(players: number): number {
  return players >= 3 ? players : NEUTRALS.factions;
}

function emptyState(options: RepublicOptions, seed: string): RepublicState {
  const n = factionCount(options.players);
  const factions: Faction[] = [];
  for (let seat = 0; seat < n; seat++) {
    const neutral = seat >= options.players;
    factions.push({ seat, kind: neutral ? 'neutral' : 'player', neutralRole: null, leader: null, treasury: 0, hand: [], eliminated: false });
  }
  const legions = [];
  const fleets = [];
  for (let i = 0; i < K('maxLegions'); i++) legions.push({ id: i + 1, at: 'pool' as const, veteran: false, allegiance: null });
  for (let i = 0; i < K('maxFleets'); i++) fleets.push({ id: i + 1, at: 'pool' as const });
  return {
    game: 'republic', schema: REPUBLIC_SCHEMA, version: 0, rng: initialRngState(seed),
    options, turn: 1, phase: 'setup', step: 'start', era: 'early',
    factions, senators: {}, deck: [], laterDecks: [], discard: [], removed: [],
    curia: { families: [], concessions: [], leaders: [] },
    forum: { wars: [], concessions: [], events: [], laws: [], lawPlayers: {}, specials: [] },
    provinces: {}, legions, fleets, armies: [], nextArmy: 1, nextSeq: 1,
    treasury: K('startTreasury'), unrest: 0, bank: 0, escrow: 0,
    landBills: { I: 0, II: 0, III: 0 }, consulForLife: null, eraEndsDrawn: false,
    turnFlags: freshTurnFlags(), pending: [], nextDecision: 1,
    forumState: null, senate: null, combat: null, ending: null,
    forced: { d6: [], chits: [] },
  };
}

function isFamily(c: CardId): boolean {
  return c.startsWith('family:');
}

function familyNo(c: CardId): number {
  return Number(c.slice('family:'.length));
}

/** Takes `n` random cards out of `from` (mutated). */
function takeRandom(ctx: Ctx, from: CardId[], n: number): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < n && from.length > 0; i++) out.push(ctx.rng.take(from));
  return out;
}

/** Era Ends with `fromNext` random cards of `next` and `fromDeck` of `deck`, shuffled, at the bottom of `deck`. */
function placeEraEnds(ctx: Ctx, deck: CardId[], next: CardId[], fromNext: number, fromDeck: number): void {
  const bottom = [...takeRandom(ctx, next, fromNext), ...takeRandom(ctx, deck, fromDeck), ERA_ENDS];
  shuffle(ctx, bottom);
  deck.push(...bottom);
}

/**
 * The draw deck of the scenario and the family cards to deal from. The deck
 * is unshuffled here; hands are dealt from it after shuffling.
 */
function buildDecks(ctx: Ctx, sc: ScenarioDef): { deck: CardId[]; families: CardId[]; sideDecks: Record<Era, CardId[]> } {
  const side: Record<Era, CardId[]> = { early: [...DECKS.early], middle: [...DECKS.middle], late: [...DECKS.late] };
  let deck: CardId[];
  if (sc.deck === 'all') {
    deck = [...side.early, ...side.middle, ...side.late];
    side.early = []; side.middle = []; side.late = [];
  } else {
    deck = side[sc.deck];
    side[sc.deck] = [];
  }
  // Cards that start in the Forum or in force, or are removed, leave the deck.
  const out = new Set([...sc.forum, ...sc.laws, ...sc.removedCards]);
  const families: CardId[] = [];
  const pools = sc.deck === 'all' ? [deck] : sc.familyDecks.map((era) => (era === sc.deck ? deck : side[era]));
  for (const pool of pools) for (const c of pool) if (isFamily(c)) families.push(c);
  const famSet = new Set(families);
  const strip = (xs: CardId[]) => xs.filter((c) => !out.has(c) && !famSet.has(c));
  deck = strip(deck);
  for (const era of ['early', 'middle', 'late'] as Era[]) side[era] = strip(side[era]);
  for (const c of sc.addCards) {
    for (const era of ['early', 'middle', 'late'] as Era[]) side[era] = side[era].filter((x) => x !== c);
    deck.push(c);
  }
  if (sc.addConcessions) {
    const cons = [...CONCESSIONS.keys()];
    side.early = side.early.filter((c) => !cons.includes(c));
    deck.push(...cons);
  }
  if (sc.extraFactionCards) {
    // Ruling: the pool is the intrigue cards of those decks (statesmen excluded by rule, concessions already
    // added, laws in force or removed).
    const pool: CardId[] = [];
    for (const era of sc.extraFactionCards.decks) {
      for (const c of side[era]) if (INTRIGUE.has(c)) pool.push(c);
    }
    const picked = takeRandom(ctx, pool, sc.extraFactionCards.count);
    for (const era of sc.extraFactionCards.decks) side[era] = side[era].filter((c) => !picked.includes(c));
    deck.push(...picked);
  }
  return { deck, families, sideDecks: side };
}

/** Deals 3 faction cards to each seat; forum cards drawn meanwhile go back into the deck (3.01.4 D). */
function dealHands(ctx: Ctx, deck: CardId[]): CardId[] {
  shuffle(ctx, deck);
  const aside: CardId[] = [];
  for (const f of ctx.s.factions) {
    while (f.hand.length < 3 && deck.length > 0) {
      const c = deck.shift()!;
      if (isFactionCard(c)) f.hand.push(c);
      else aside.push(c);
    }
  }
  deck.push(...aside);
  shuffle(ctx, deck);
  return deck;
}

function dealFamilies(ctx: Ctx, families: CardId[], perPlayer: number): CardId[] {
  const s = ctx.s;
  shuffle(ctx, families);
  for (let round = 0; round < perPlayer; round++) {
    for (const f of s.factions) {
      const c = families.shift();
      if (!c) break;
      const x = newFamilySenator(familyNo(c), f.seat);
      s.senators[x.id] = x;
    }
  }
  return families;
}

/** 4.01: Neutral roles by MIL and INF, extra senators, and the Plutocrats' Temporary Rome Consul. */
function assignNeutralRoles(ctx: Ctx, families: CardId[]): void {
  const s = ctx.s;
  const neutrals = s.factions.filter((f) => f.kind === 'neutral');
  if (neutrals.length === 0) return;
  const total = (seat: Seat, k: 'mil' | 'inf') => members(s, seat).reduce((n, x) => n + x[k], 0);
  const tiebreak = new Map(neutrals.map((f) => [f.seat, ctx.rng.int(0, 1_000_000)]));
  const left = [...neutrals];
  const takeBest = (score: (seat: Seat) => number): Faction => {
    left.sort((a, b) => score(b.seat) - score(a.seat) || tiebreak.get(b.seat)! - tiebreak.get(a.seat)!);
    return left.shift()!;
  };
  takeBest((seat) => total(seat, 'mil')).neutralRole = 'imperials';
  if (left.length > 0) takeBest((seat) => total(seat, 'inf')).neutralRole = 'plutocrats';
  if (left.length > 0) takeBest((seat) => -total(seat, 'inf')).neutralRole = 'conservatives';
  if (left.length > 0) takeBest(() => 0).neutralRole = 'populists';
  const extra = (role: NeutralRole, n: number) => {
    const f = s.factions.find((x) => x.neutralRole === role);
    if (!f) return;
    for (let i = 0; i < n && families.length > 0; i++) {
      const x = newFamilySenator(familyNo(families.shift()!), f.seat);
      s.senators[x.id] = x;
    }
  };
  extra('conservatives', NEUTRALS.extraSenators.conservatives);
  extra('populists', NEUTRALS.extraSenators.populists);
}

/** 3.01.6: chits are drawn until one matches a senator in play (4.01: the Plutocrats' most influential senator). */
function temporaryRomeConsul(ctx: Ctx): void {
  const s = ctx.s;
  const pluto = s.factions.find((f) => f.neutralRole === 'plutocrats');
  let chosen;
  if (pluto) {
    const ms = members(s, pluto.seat).sort((a, b) => b.inf - a.inf || byId(a, b));
    chosen = ms[0];
  } else {
    const cup = Array.from({ length: 30 }, (_, i) => i + 1);
    for (;;) {
      const forced = s.forced.chits.shift();
      const n = forced !== undefined ? forced : ctx.rng.take(cup);
      const hit = Object.values(s.senators).find((x) => x.family === n && x.faction !== null);
      if (hit) { chosen = hit; break; }
    }
  }
  chosen.office = 'romeConsul';
  chosen.priorConsul = true;
  chosen.inf += K('consulInfluence');
  emit(ctx, 'temporaryRomeConsul', { senator: chosen.id, faction: chosen.faction });
}

function dealProvinces(ctx: Ctx, sc: ScenarioDef): void {
  const s = ctx.s;
  const seats = s.factions.map((f) => f.seat);
  for (const group of sc.provinces) {
    const ids = shuffle(ctx, [...group.ids]);
    let receivers = [...seats];
    if (ids.length < receivers.length) {
      // 3.03.4: in a six-player game the dice decide who gets none of the five.
      shuffle(ctx, receivers);
      receivers = receivers.slice(0, ids.length).sort((a, b) => a - b);
    }
    for (const id of ids) {
      s.provinces[id] = { id, developed: group.developed, governor: null, term: 0, electedTurn: null, blockedTurn: null };
    }
    receivers.forEach((seat, i) => {
      if (i < ids.length) push(ctx, { kind: 'assignProvince', seat, province: ids[i] });
    });
  }
}

export function initialState(options: RepublicOptions, seed: string): RepublicState {
  const ctx = makeCtx(emptyState(options, seed));
  const s = ctx.s;
  const scenarioKey = options.scenario === 'extended' ? options.extended.from : options.scenario;
  const sc = SCENARIOS[scenarioKey];
  s.era = sc.era;
  const { deck, families, sideDecks } = buildDecks(ctx, sc);
  const leftFamilies = dealFamilies(ctx, families, sc.familiesPerPlayer);
  assignNeutralRoles(ctx, leftFamilies);
  deck.push(...leftFamilies);
  dealHands(ctx, deck);
  // Era Ends (3.01.4 E, 3.02.2 G, 3.03.2 H, 3.04, 3.05).
  if (options.scenario === 'extended') {
    const eras: Era[] = options.extended.from === 'early' ? ['middle', 'late'] : ['late'];
    const chain = eras.slice(0, eras.indexOf(options.extended.to) + 1);
    for (const era of chain) s.laterDecks.push({ era, cards: shuffle(ctx, [...sideDecks[era]]) });
    const last = s.laterDecks[s.laterDecks.length - 1];
    const rule = SCENARIOS[options.extended.to].eraEnds;
    if ('lastCards' in rule) throw new Error('unexpected Era Ends rule');
    const nextCards = rule.nextDeck ? shuffle(ctx, DECKS[rule.nextDeck].filter((c) => !last.cards.includes(c))) : [];
    placeEraEnds(ctx, last.cards, nextCards, rule.fromNextDeck, rule.fromDeck);
  } else if ('lastCards' in sc.eraEnds) {
    const bottom = deck.splice(Math.max(0, deck.length - sc.eraEnds.lastCards));
    bottom.push(ERA_ENDS);
    deck.push(...shuffle(ctx, bottom));
  } else {
    const next = sc.eraEnds.nextDeck ? shuffle(ctx, [...sideDecks[sc.eraEnds.nextDeck]]) : [];
    placeEraEnds(ctx, deck, next, sc.eraEnds.fromNextDeck, sc.eraEnds.fromDeck);
  }
  s.deck = deck;
  // The Forum, the laws in force and the legions (3.01.4 B, 3.03.2 C, 3.01.5).
  for (const c of sc.forum) {
    s.forum.wars.push({
      card: c, status: 'inactive', unprosecuted: false, navalVictory: false, leaders: [], turn: 0,
      waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false },
    });
  }
  s.forum.laws.push(...sc.laws);
  s.removed.push(...sc.removedCards);
  for (let i = 0; i < sc.legions; i++) s.legions[i].at = 'active';
  temporaryRomeConsul(ctx);
  emit(ctx, 'setup', { scenario: options.scenario, factions: s.factions.length });
  // Decisions, in reverse so that the first to decide is on top: leaders, then provinces, then cards.
  const consul = Object.values(s.senators).find((x) => x.office === 'romeConsul')!;
  const order = clockwiseFrom(s, consul.faction!);
  s.step = 'cards';
  for (const seat of [...order].reverse()) push(ctx, { kind: 'playCards', seat, phase: 'setup' });
  dealProvinces(ctx, sc);
  for (const seat of [...order].reverse()) push(ctx, { kind: 'chooseLeader', seat });
  settle(ctx);
  s.rng = ctx.rng.state();
  return s;
}

