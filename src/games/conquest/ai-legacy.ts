/**
 * The first Conquest AI, kept unchanged as the baseline the current AI
 * (./ai.ts) is measured against (bench/conquest-ai.bench.ts), and as the
 * 'legacy' seat of the CLI. Only the answers to the engine's newer questions
 * (a call to end the game, an exchange of generals) were added: it refuses
 * the first and values exchanged generals at nothing.
 *
 * Original description: rules of thumb, one action per call, reading only its own
 * view (Classic Conquest hides nothing but the dice generator).
 *
 * It keeps Caesar and a garrison at home, sends each general with up to 7
 * units towards provinces it can take, judging attacks by a simulated battle
 * (ai-odds.ts), converges on an enemy Caesar its field legions can beat
 * together, ferries legions to the islands by galley (ai-galleys.ts), fights
 * every battle it must and breaks off hopeless ones, buys cities and units at
 * current prices, ransoms its generals, and concedes when clearly lost
 * (ai-concede.ts), which is what ends AI-only games. docs/conquest-rulings.md
 * ("The AI") describes the thresholds and what was measured.
 */
import type { Player } from '../../ai/player';
import { initialRngState } from '../../core/rng';
import { PROVINCES, PROVINCE_IDS, type ProvinceId } from './data';
import { conquest } from './index';
import { battleLegionChoices } from './battle';
import { pendingLandBattles, retreatOptions } from './battles';
import { enemiesAt, hasEnemyCombat, stacksOf, supplyLeft, tributeOf, troopsAt } from './board';
import { canPlaceAtHome } from './economy';
import { lossChoices } from './legal';
import { LEGION_SIZE, combatCount, price, troops } from './pieces';
import type { CombatUnits, ConquestAction, ConquestState, ConquestView, Seat, Troops } from './types';
import { attackOdds, type OddsSide } from './ai-legacy-odds';
import { shouldConcede } from './ai-legacy-concede';
import { fortificationDice } from './battle';
import { galleyPurchase, nextGalleyMove } from './ai-galleys';

const PROBE_RNG = initialRngState('conquest-ai-probe');

/** The queries take a state; a view is one without the generator. */
function asState(v: ConquestView): ConquestState {
  const { viewer: _v, tribute: _t, ...rest } = v;
  // A fixed stand-in generator (the real one is hidden): lets the AI test its movement actions, which roll no dice.
  return { ...rest, rng: PROBE_RNG, forcedDice: [] } as ConquestState;
}

/** Win chance (from the battle simulation) an attack needs. */
const ATTACK_ODDS = 0.6;
/**
 * When much richer than the defender, an attack that is unlikely to win at
 * once is still worth it: losses trade roughly evenly round by round, the rich
 * side refills them from its treasury and the poor side cannot. This is what
 * breaks a full home in the end (a home full of units is otherwise impregnable).
 */
const ATTRITION_ODDS = 0.1;
const ATTRITION_INCOME_RATIO = 1.5;
/** An attacker in battle breaks off below this win chance (unless wearing the enemy down). */
const CONTINUE_ODDS = 0.3;

const UNIT_VALUE = { infantry: 1, cavalry: 2, catapult: 3 } as const;

function strength(u: CombatUnits): number {
  return u.infantry + u.cavalry * 1.2 + u.catapult * 1.1;
}

function enemyStrengthAt(s: ConquestState, seat: Seat, p: ProvinceId): number {
  let total = 0;
  for (const e of enemiesAt(s, seat, p)) total += strength(troopsAt(s, e, p));
  const city = s.cities[p];
  if (total > 0 && city?.fortified && s.owner[p] !== seat) total += 2;
  return total;
}

/** Enemy combat units one step from `p`. */
function threatTo(s: ConquestState, seat: Seat, p: ProvinceId): number {
  let t = 0;
  for (const q of PROVINCES[p].neighbours) t = Math.max(t, enemyStrengthAt(s, seat, q));
  return t;
}

function provinceValue(s: ConquestState, seat: Seat, p: ProvinceId): number {
  let v = PROVINCES[p].tribute + (s.cities[p] ? 5 : 0);
  const owner = s.owner[p];
  if (owner !== null && owner !== seat) {
    v += 3;
    if (s.players[owner].home === p) v += 10;
    if (troopsAt(s, owner, p).caesar > 0) v += 40;
  }
  return v;
}

function freshTroops(s: ConquestState, seat: Seat, at: ProvinceId): Troops {
  return stacksOf(s, seat, at).filter((x) => x.used === 0 && !x.shipped).reduce((a, x) => troops({
    infantry: a.infantry + x.troops.infantry, cavalry: a.cavalry + x.troops.cavalry, catapult: a.catapult + x.troops.catapult,
    generals: a.generals + x.troops.generals, caesar: a.caesar + x.troops.caesar,
  }), troops());
}

function bfsFrom(targets: ProvinceId[]): Record<ProvinceId, number> {
  const dist: Record<ProvinceId, number> = {};
  const queue = [...targets];
  for (const t of targets) dist[t] = 0;
  while (queue.length > 0) {
    const p = queue.shift()!;
    for (const q of PROVINCES[p].neighbours) {
      if (q in dist) continue;
      dist[q] = dist[p] + 1;
      queue.push(q);
    }
  }
  return dist;
}

function sideAt(s: ConquestState, seat: Seat, p: ProvinceId): OddsSide {
  const t = troopsAt(s, seat, p);
  return { units: { infantry: t.infantry, cavalry: t.cavalry, catapult: t.catapult }, leaders: t.generals + t.caesar };
}

/** What `seat` could bring into `q` this step: fresh legions next to it (cavalry first, as they march), plus what is already there. */
function strikingSide(s: ConquestState, seat: Seat, q: ProvinceId): OddsSide {
  const out = sideAt(s, seat, q);
  const home = s.players[seat].home;
  for (const p of PROVINCES[q].neighbours) {
    const f = freshTroops(s, seat, p);
    if (f.generals === 0 || hasEnemyCombat(s, seat, p)) continue;
    const keep = p === home ? garrisonFor(s, seat) : 0;
    let room = Math.min(LEGION_SIZE * f.generals, Math.max(0, combatCount(f) - keep));
    if (room < 3) continue;
    out.leaders += f.generals;
    for (const k of ['cavalry', 'infantry', 'catapult'] as const) {
      const n = Math.min(room, f[k]);
      out.units[k] += n;
      room -= n;
    }
  }
  return out;
}

/** Combat units kept at home beside Caesar. */
function garrisonFor(s: ConquestState, seat: Seat): number {
  return Math.max(3, Math.ceil(threatTo(s, seat, s.players[seat].home)) + 2);
}

function defenceAt(s: ConquestState, seat: Seat, p: ProvinceId): { owner: Seat; side: OddsSide } | null {
  const enemies = enemiesAt(s, seat, p).filter((e) => combatCount(troopsAt(s, e, p)) > 0);
  if (enemies.length === 0) return null;
  const owner = [...enemies].sort((a, b) => combatCount(troopsAt(s, b, p)) - combatCount(troopsAt(s, a, p)))[0];
  return { owner, side: sideAt(s, owner, p) };
}

function oddsAgainst(s: ConquestState, attacker: OddsSide, p: ProvinceId, defender: OddsSide): number {
  const fortified = !!s.cities[p]?.fortified;
  const rule = s.options.fortifiedCatapultRule;
  return attackOdds(attacker, defender, fortificationDice(fortified, true, rule), fortificationDice(fortified, false, rule));
}

/** Whether `seat` out-earns `enemy` enough to wear it down. */
function wearsDown(s: ConquestState, seat: Seat, enemy: Seat): boolean {
  const mine = tributeOf(s, seat);
  return mine >= 30 && mine >= ATTRITION_INCOME_RATIO * tributeOf(s, enemy);
}

/** Whether an attack on `to` with what can reach it this step is worth making. */
function worthAttacking(s: ConquestState, seat: Seat, to: ProvinceId): boolean {
  const d = defenceAt(s, seat, to);
  if (!d) return true;
  const att = strikingSide(s, seat, to);
  if (combatCount(att.units) < 3) return false;
  const odds = oddsAgainst(s, att, to, d.side);
  if (odds >= ATTACK_ODDS) return true;
  return odds >= ATTRITION_ODDS && wearsDown(s, seat, d.owner) && combatCount(att.units) >= 6;
}

/** How far (in land steps) from an enemy Caesar legions are called to a campaign against him. */
const CAMPAIGN_RANGE = 4;
/** Win chance the gathered field legions need before they converge on a Caesar. */
const CAMPAIGN_ODDS = 0.7;

/**
 * The enemy Caesar the field legions should converge on, if together they
 * would beat the troops around him: capturing a Caesar eliminates his player
 * and hands over everything he had, the one way to win outright.
 */
function campaignTarget(s: ConquestState, seat: Seat): { target: ProvinceId; dist: Record<ProvinceId, number> } | null {
  const home = s.players[seat].home;
  let best: { target: ProvinceId; dist: Record<ProvinceId, number>; odds: number } | null = null;
  const caesars = s.stacks.filter((x) => x.owner !== seat && x.troops.caesar > 0 && s.players[x.owner].alive).map((x) => x.at);
  for (const target of [...new Set(caesars)].sort()) {
    const dist = bfsFrom([target]);
    const force: OddsSide = { units: { infantry: 0, cavalry: 0, catapult: 0 }, leaders: 0 };
    for (const at of [...new Set(s.stacks.filter((x) => x.owner === seat && x.at !== home).map((x) => x.at))]) {
      if ((dist[at] ?? 99) > CAMPAIGN_RANGE || at === target) continue;
      const t = troopsAt(s, seat, at);
      if (t.generals === 0) continue;
      let room = LEGION_SIZE * t.generals;
      force.leaders += t.generals;
      for (const k of ['cavalry', 'infantry', 'catapult'] as const) {
        const n = Math.min(room, t[k]);
        force.units[k] += n;
        room -= n;
      }
    }
    if (combatCount(force.units) < 6) continue;
    const d = defenceAt(s, seat, target);
    const odds = d ? oddsAgainst(s, force, target, d.side) : 1;
    if (odds >= CAMPAIGN_ODDS && (!best || odds > best.odds)) best = { target, dist, odds };
  }
  return best && { target: best.target, dist: best.dist };
}

/** The next march of the turn, or null when every legion has moved. */
function nextMarch(s: ConquestState, seat: Seat): ConquestAction | null {
  const home = s.players[seat].home;
  const prize = bfsFrom(PROVINCE_IDS.filter((p) => s.owner[p] !== seat));
  const toHome = bfsFrom([home]);
  const origins = [...new Set(s.stacks.filter((x) => x.owner === seat).map((x) => x.at))].sort();
  const campaign = campaignTarget(s, seat);
  for (const from of origins) {
    const fresh = freshTroops(s, seat, from);
    if (fresh.generals === 0 || hasEnemyCombat(s, seat, from)) continue;
    // At home, Caesar and a garrison stay.
    let available = { infantry: fresh.infantry, cavalry: fresh.cavalry, catapult: fresh.catapult };
    if (from === home) {
      let keep = garrisonFor(s, seat);
      for (const k of ['infantry', 'catapult', 'cavalry'] as const) {
        const n = Math.min(keep, available[k]);
        available = { ...available, [k]: available[k] - n };
        keep -= n;
      }
    }
    const size = Math.min(LEGION_SIZE, combatCount(available));
    const legion = troops({ generals: 1 });
    let room = size;
    for (const k of ['cavalry', 'infantry', 'catapult'] as const) {
      const n = Math.min(room, available[k]);
      legion[k] = n;
      room -= n;
    }
    const neighbours = PROVINCES[from].neighbours;
    if (size < 3) {
      // Too few to fight: a general goes home for more troops (unless home is already here).
      if (from === home) continue;
      const back = neighbours.filter((q) => (toHome[q] ?? 99) < (toHome[from] ?? 99) && !hasEnemyCombat(s, seat, q))
        .sort((a, b) => toHome[a] - toHome[b] || (a < b ? -1 : 1))[0];
      if (back) return { type: 'march', from, to: back, troops: legion };
      continue;
    }
    if (campaign && from !== home) {
      const d = campaign.dist[from] ?? 99;
      if (d === 1) {
        if (worthAttacking(s, seat, campaign.target)) return { type: 'march', from, to: campaign.target, troops: legion };
        // Next to the enemy Caesar: wait there for the other legions.
        continue;
      }
      if (d <= CAMPAIGN_RANGE) {
        const step = neighbours.filter((q) => (campaign.dist[q] ?? 99) < d && !hasEnemyCombat(s, seat, q))
          .sort((a, b) => campaign.dist[a] - campaign.dist[b] || (a < b ? -1 : 1))[0];
        if (step) return { type: 'march', from, to: step, troops: legion };
      }
    }
    let best: { to: ProvinceId; score: number } | null = null;
    for (const to of neighbours) {
      const enemy = enemyStrengthAt(s, seat, to);
      let score: number;
      if (enemy > 0) {
        if (!worthAttacking(s, seat, to)) continue;
        score = 200 + provinceValue(s, seat, to);
      } else if (s.owner[to] !== seat) {
        score = 100 + provinceValue(s, seat, to);
      } else {
        // Towards the nearest prize, without walking into a stronger enemy's reach.
        if ((prize[to] ?? 99) >= (prize[from] ?? 99)) continue;
        if (threatTo(s, seat, to) > strength(legion) * 1.5) continue;
        score = 50 - (prize[to] ?? 99);
      }
      if (!best || score > best.score || (score === best.score && to < best.to)) best = { to, score };
    }
    if (best && best.score >= 100) return { type: 'march', from, to: best.to, troops: legion };
    // Nothing to take here: with a big idle garrison at home, fetch more troops first.
    const spareAtHome = combatCount(troopsAt(s, seat, home)) - garrisonFor(s, seat);
    // Only a legion short of its seven goes back: a full one would just shuttle between home and the front.
    if (from !== home && spareAtHome >= LEGION_SIZE && combatCount(fresh) < LEGION_SIZE * fresh.generals) {
      const back = neighbours.filter((q) => (toHome[q] ?? 99) < (toHome[from] ?? 99) && !hasEnemyCombat(s, seat, q))
        .sort((x, y) => toHome[x] - toHome[y] || (x < y ? -1 : 1))[0];
      if (back) return { type: 'march', from, to: back, troops: legion };
    }
    const far = stepTowardsSoftTarget(s, seat, from, legion);
    if (far) return { type: 'march', from, to: far, troops: legion };
    if (best) return { type: 'march', from, to: best.to, troops: legion };
  }
  return null;
}

/** How far a legion looks for provinces to take when nothing is next to it. */
const SEARCH_DEPTH = 8;

/**
 * The first step towards the best province this legion can take on its own
 * within a few steps: an empty or unguarded one, or one whose defenders it
 * beats (by the simulation). Paths avoid enemy troops. A target another of
 * the player's legions is closer to is left to that legion, so that the
 * generals spread out instead of following each other.
 */
function stepTowardsSoftTarget(s: ConquestState, seat: Seat, from: ProvinceId, legion: Troops): ProvinceId | null {
  const first: Record<ProvinceId, ProvinceId | null> = { [from]: null };
  const dist: Record<ProvinceId, number> = { [from]: 0 };
  const queue: ProvinceId[] = [from];
  const candidates: { q: ProvinceId; d: number; step: ProvinceId }[] = [];
  const mine: OddsSide = { units: { infantry: legion.infantry, cavalry: legion.cavalry, catapult: legion.catapult }, leaders: legion.generals + legion.caesar };
  while (queue.length > 0) {
    const p = queue.shift()!;
    if (dist[p] >= SEARCH_DEPTH) continue;
    for (const q of PROVINCES[p].neighbours) {
      if (q in dist) continue;
      dist[q] = dist[p] + 1;
      first[q] = first[p] ?? q;
      const defence = defenceAt(s, seat, q);
      if (defence) {
        if (oddsAgainst(s, mine, q, defence.side) >= ATTACK_ODDS) candidates.push({ q, d: dist[q], step: first[q]! });
        continue;
      }
      if (s.owner[q] !== seat) candidates.push({ q, d: dist[q], step: first[q]! });
      queue.push(q);
    }
  }
  const leaders = [...new Set(s.stacks.filter((x) => x.owner === seat && x.troops.generals > 0 && x.at !== from).map((x) => x.at))];
  let best: { step: ProvinceId; score: number } | null = null;
  for (const c of candidates.sort((a, b) => a.d - b.d || (a.q < b.q ? -1 : 1))) {
    const score = provinceValue(s, seat, c.q) / c.d;
    if (best && score <= best.score) continue;
    if (c.d > 1 && leaders.length > 0) {
      const toTarget = bfsFrom([c.q]);
      if (leaders.some((at) => (toTarget[at] ?? 99) < c.d)) continue;
    }
    best = { step: c.step, score };
  }
  if (!best || hasEnemyCombat(s, seat, best.step)) return null;
  return best.step;
}

function bestLegion(choices: CombatUnits[]): CombatUnits {
  // Cheap units in front: infantry, then cavalry; catapults hit from reserve anyway.
  return [...choices].sort((a, b) => b.infantry - a.infantry || b.cavalry - a.cavalry)[0];
}

function cheapestLosses(choices: CombatUnits[]): CombatUnits {
  const cost = (u: CombatUnits) => u.infantry * UNIT_VALUE.infantry + u.cavalry * UNIT_VALUE.cavalry + u.catapult * UNIT_VALUE.catapult;
  return [...choices].sort((a, b) => cost(a) - cost(b))[0];
}

function battleChoice(s: ConquestState, seat: Seat, actions: ConquestAction[]): ConquestAction {
  const b = s.battle!;
  if (b.kind === 'naval') {
    const value = (id: number) => {
      const g = s.galleys.find((x) => x.id === id);
      return g ? combatCount(g.cargo) + 10 * (g.cargo.generals + g.cargo.caesar * 10) : 0;
    };
    return [...actions].sort((x, y) => {
      const vx = x.type === 'sink' ? x.galleys.reduce((n, id) => n + value(id), 0) : 0;
      const vy = y.type === 'sink' ? y.galleys.reduce((n, id) => n + value(id), 0) : 0;
      return vx - vy;
    })[0];
  }
  const role = b.attacker.seat === seat ? 'attacker' : 'defender';
  const other = role === 'attacker' ? 'defender' : 'attacker';
  switch (b.step) {
    case 'organize': {
      const side = b[role];
      const legion = bestLegion(battleLegionChoices(side.units, side.leaders.generals + side.leaders.caesar));
      return { type: 'legion', legion };
    }
    case 'losses':
      return { type: 'losses', losses: cheapestLosses(lossChoices(b[role].legion!, b[role].hitsToTake)) };
    case 'pursuit':
      return { type: 'losses', losses: cheapestLosses(lossChoices(b[role].units, b.pursuitHits)) };
    case 'decide': {
      const options = retreatOptions(s, seat, b.province);
      const asSide = (r: 'attacker' | 'defender'): OddsSide => ({ units: b[r].units, leaders: b[r].leaders.generals + b[r].leaders.caesar });
      const attackerOdds = oddsAgainst(s, asSide('attacker'), b.province, asSide('defender'));
      const giveUp = role === 'attacker'
        ? attackerOdds < CONTINUE_ODDS && !(wearsDown(s, seat, b[other].seat) && combatCount(b[role].units) >= 4)
        // A defender holds unless it is hopeless; a Caesar runs rather than be captured.
        : attackerOdds > (b[role].leaders.caesar > 0 ? 0.6 : 0.85);
      if (giveUp && options.length > 0) {
        const home = s.players[seat].home;
        const to = options.includes(home) ? home : [...options].sort((x, y) => (s.owner[y] === seat ? 1 : 0) - (s.owner[x] === seat ? 1 : 0) || (x < y ? -1 : 1))[0];
        return { type: 'retreat', to };
      }
      return { type: 'continue' };
    }
    default:
      return actions[0];
  }
}

function nextPurchase(s: ConquestState, seat: Seat): ConquestAction | null {
  const money = s.players[seat].money;
  const lvl = s.inflation;
  const home = s.players[seat].home;
  const ownedCities = PROVINCE_IDS.filter((p) => s.owner[p] === seat && s.cities[p]).length;
  // Once the box is empty, talents have no better use than more tribute.
  const boxEmpty = (['infantry', 'cavalry', 'catapult'] as const).every((k) => supplyLeft(s, seat, k) === 0);
  if (money >= price('city', lvl) + price('infantry', lvl) * 3 && (ownedCities < 4 || boxEmpty) && Object.keys(s.cities).length < 16) {
    const spot = PROVINCE_IDS.filter((p) => s.owner[p] === seat && !s.cities[p] && threatTo(s, seat, p) === 0)
      .sort((a, b) => PROVINCES[b].tribute - PROVINCES[a].tribute || (a < b ? -1 : 1))[0];
    if (spot) return { type: 'buy', piece: 'city', province: spot };
  }
  const galley = galleyPurchase(s, seat);
  if (galley) return galley;
  if (!canPlaceAtHome(s, seat)) return null;
  const t = s.stacks.filter((x) => x.owner === seat).reduce((a, x) => a + x.troops.infantry, 0);
  const c = s.stacks.filter((x) => x.owner === seat).reduce((a, x) => a + x.troops.cavalry, 0);
  const want: 'infantry' | 'cavalry' = c * 3 < t && threatTo(s, seat, home) === 0 ? 'cavalry' : 'infantry';
  for (const piece of [want, 'infantry', 'cavalry', 'catapult'] as const) {
    if (money >= price(piece, lvl) && supplyLeft(s, seat, piece) > 0) return { type: 'buy', piece, count: 1 };
  }
  return null;
}

/**
 * What an AI seat remembers between its calls. Only ransom needs it: a
 * refused offer leaves the board as it was, and a memoryless AI would offer
 * again for ever; with a memory it offers at most once per round.
 */
export interface LegacyAiMemory {
  ransomRound?: number;
}

/** Ransom for this seat's captured generals: they are what moves its armies. */
function ransomOffer(s: ConquestState, seat: Seat, memory: LegacyAiMemory): ConquestAction | null {
  if (memory.ransomRound === s.round || !canPlaceAtHome(s, seat)) return null;
  const held = s.captives.filter((c) => c.owner === seat).sort((a, b) => b.count - a.count || a.holder - b.holder)[0];
  if (!held) return null;
  const amount = RANSOM_PER_GENERAL * (s.inflation + 1) * held.count;
  if (s.players[seat].money < amount) return null;
  memory.ransomRound = s.round;
  return { type: 'offerRansom', holder: held.holder, generals: held.count, amount };
}

/** Talents per general the AI asks as holder (and offers, times the price level, as owner). */
const RANSOM_PER_GENERAL = 20;

/**
 * The AI's action for `seat` now, from its view. Pass a `memory` kept for
 * the seat to let it offer ransom (see LegacyAiMemory); without one it
 * never offers.
 */
export function chooseLegacyAction(view: ConquestView, seat: Seat, memory?: LegacyAiMemory): ConquestAction {
  const s = asState(view);
  if (!conquest.activePlayers(s).includes(seat)) throw new Error(`conquest AI: seat ${seat} has nothing to do`);
  // Listing every legal action is costly outside battles (each purchase is checked); only battles need the list.
  if (s.battle) return battleChoice(s, seat, conquest.legalActions(s, seat));
  if (s.endVote) return { type: 'answerEnd', accept: false };
  if (s.ransomOffer) return { type: 'answerRansom', accept: s.ransomOffer.amount >= RANSOM_PER_GENERAL * s.ransomOffer.generals };
  if (s.phase === 'movement' && s.active === seat && shouldConcede(view, seat)) return { type: 'concede' };
  switch (s.phase) {
    case 'movement': {
      // Galleys first: troops that march on land this turn may no longer board.
      const ship = nextGalleyMove(s, seat, garrisonFor(s, seat));
      if (ship && conquest.apply(s, seat, ship).ok) return ship;
      return nextMarch(s, seat) ?? { type: 'endMovement' };
    }
    case 'battle': {
      const pending = pendingLandBattles(s);
      return pending.length > 0 ? { type: 'attack', province: pending[0] } : { type: 'endBattles' };
    }
    case 'destroy':
      return { type: 'endDestroy' };
    case 'buy':
      return (memory && ransomOffer(s, seat, memory)) || (nextPurchase(s, seat) ?? { type: 'endTurn' });
  }
}

/** The AI as a self-play player: deterministic, so no seed; one memory per seat. */
export function legacyConquestAi(): Player<ConquestState, ConquestAction> {
  const memories = new Map<Seat, LegacyAiMemory>();
  return {
    name: 'conquest-ai-legacy',
    choose: (state, seat) => {
      if (!memories.has(seat)) memories.set(seat, {});
      return chooseLegacyAction(conquest.view(state, seat), seat, memories.get(seat));
    },
  };
}
