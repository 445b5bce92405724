/**
 * Actions a player may take now. Battle decisions, battle starts, phase ends,
 * galley moves and city destruction are listed completely. Marches, embarking
 * and purchases have too many count combinations to list: for them the list
 * holds a representative choice per origin and destination (whole legions and
 * lone leaders; one piece of each kind and as many as affordable). Every action
 * listed is legal; apply() accepts the other combinations as well.
 */
import { COASTS, PROVINCES, PROVINCE_IDS } from './data';
import { battleLegionChoices } from './battle';
import { navalOptions, pendingLandBattles, retreatOptions } from './battles';
import { supplyLeft } from './board';
import { checkBuy, galleyCoasts } from './economy';
import { activePlayers } from './apply';
import { embarkable, movableTroops, sailTargets, stepTargets } from './movement';
import { COMBAT_KINDS, LEGION_SIZE, combatCount, leaderCount, price, troops, units } from './pieces';
import type { BattleRole, CombatUnits, ConquestAction, ConquestState, LandBattle, Seat, Troops } from './types';
import { RuleViolation } from '../../core/game';

/** Every way to take `hits` losses from `legion`. */
export function lossChoices(legion: CombatUnits, hits: number): CombatUnits[] {
  const out: CombatUnits[] = [];
  for (let i = Math.min(hits, legion.infantry); i >= 0; i--) {
    for (let c = Math.min(hits - i, legion.cavalry); c >= 0; c--) {
      const k = hits - i - c;
      if (k <= legion.catapult) out.push(units({ infantry: i, cavalry: c, catapult: k }));
    }
  }
  return out;
}

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** The largest legion the leaders present can take along: cavalry first, then infantry, then catapults. */
export function wholeLegion(t: Troops): Troops {
  let room = LEGION_SIZE * leaderCount(t);
  const out = troops({ generals: t.generals, caesar: t.caesar });
  for (const k of ['cavalry', 'infantry', 'catapult'] as const) {
    const n = Math.min(room, t[k]);
    out[k] = n;
    room -= n;
  }
  return out;
}

function battleActions(s: ConquestState, seat: Seat): ConquestAction[] {
  const b = s.battle!;
  const role = b.attacker.seat === seat ? 'attacker' : 'defender';
  if (b.kind === 'naval') {
    const side = b[role];
    return combinations(side.galleys, side.hitsToTake).map((galleys) => ({ type: 'sink', galleys }));
  }
  const side = b[role];
  const choices = landChoices(s, seat, b, role);
  if (choices.length === 0) return choices;
  // A standing order, at any step (representatives: to the end, and retreat below half the units now).
  const half = Math.ceil(combatCount(side.units) / 2);
  return [...choices, ...[0, ...(half > 0 ? [half] : [])].map((retreatBelow) => ({ type: 'fightOn', retreatBelow }) as ConquestAction)];
}

function landChoices(s: ConquestState, seat: Seat, b: LandBattle, role: BattleRole): ConquestAction[] {
  const side = b[role];
  switch (b.step) {
    case 'organize':
      return battleLegionChoices(side.units, side.leaders.generals + side.leaders.caesar).map((legion) => ({ type: 'legion', legion }));
    case 'losses':
      return lossChoices(side.legion!, side.hitsToTake).map((losses) => ({ type: 'losses', losses }));
    case 'pursuit':
      return lossChoices(side.units, b.pursuitHits).map((losses) => ({ type: 'losses', losses }));
    case 'decide': {
      const options = retreatOptions(s, seat, b.province);
      return [
        { type: 'continue' },
        ...(options.length > 0 ? options.map((to) => ({ type: 'retreat', to }) as ConquestAction) : [{ type: 'retreat', to: null } as ConquestAction]),
      ];
    }
    default:
      return [];
  }
}

function movementActions(s: ConquestState, seat: Seat): ConquestAction[] {
  const out: ConquestAction[] = [];
  const origins = [...new Set(s.stacks.filter((x) => x.owner === seat).map((x) => x.at))].sort();
  for (const from of origins) {
    const m = movableTroops(s, seat, from);
    if (leaderCount(m) === 0) continue;
    const groups: Troops[] = [wholeLegion(m)];
    if (combatCount(m) > 0) groups.push(m.caesar > 0 ? troops({ caesar: 1 }) : troops({ generals: 1 }));
    for (const to of stepTargets(s, seat, from)) {
      for (const g of groups) out.push({ type: 'march', from, to, troops: g });
    }
  }
  for (const g of s.galleys.filter((x) => x.owner === seat)) {
    for (const to of sailTargets(s, seat, g.id)) out.push({ type: 'sail', galley: g.id, to });
    const coast = COASTS[g.at];
    if (!coast) continue;
    const e = embarkable(s, seat, coast.province);
    if (leaderCount(e) > 0) {
      const room = LEGION_SIZE - combatCount(g.cargo);
      const t = wholeLegion(e);
      let over = Math.max(0, combatCount(t) - room);
      for (const k of ['catapult', 'infantry', 'cavalry'] as const) {
        const n = Math.min(over, t[k]);
        t[k] -= n;
        over -= n;
      }
      if (over <= 0) out.push({ type: 'embark', galley: g.id, troops: t });
    }
    if (leaderCount(g.cargo) > 0) out.push({ type: 'disembark', galley: g.id, troops: { ...g.cargo } });
  }
  out.push({ type: 'endMovement' });
  return out;
}

function legalBuy(s: ConquestState, seat: Seat, a: ConquestAction & { type: 'buy' }): boolean {
  try {
    checkBuy(s, seat, a);
    return true;
  } catch (e) {
    if (e instanceof RuleViolation) return false;
    throw e;
  }
}

function buyActions(s: ConquestState, seat: Seat): ConquestAction[] {
  const candidates: (ConquestAction & { type: 'buy' })[] = [];
  for (const piece of COMBAT_KINDS) {
    candidates.push({ type: 'buy', piece, count: 1 });
    const most = Math.min(supplyLeft(s, seat, piece), Math.floor(s.players[seat].money / price(piece, s.inflation)));
    if (most > 1) candidates.push({ type: 'buy', piece, count: most });
  }
  for (const coast of galleyCoasts(s, seat)) candidates.push({ type: 'buy', piece: 'galley', coast });
  for (const province of PROVINCE_IDS) {
    if (s.owner[province] !== seat) continue;
    for (const piece of ['city', 'fortifiedCity', 'fortification'] as const) candidates.push({ type: 'buy', piece, province });
    for (const q of PROVINCES[province].borders) if (province < q) candidates.push({ type: 'buy', piece: 'road', between: [province, q] });
  }
  const out: ConquestAction[] = candidates.filter((a) => legalBuy(s, seat, a));
  // Removing captured generals (the victor's choice), one player's at a time, any number of them.
  for (const c of s.captives) {
    if (c.holder !== seat || s.ransomOffer) continue;
    for (let n = c.count; n >= 1; n--) out.push({ type: 'removeCaptives', owner: c.owner, generals: n });
  }
  out.push({ type: 'endTurn' });
  return out;
}

export function listActions(s: ConquestState, seat: Seat): ConquestAction[] {
  if (!activePlayers(s).includes(seat)) return [];
  if (s.endVote) return [{ type: 'answerEnd', accept: true }, { type: 'answerEnd', accept: false }];
  if (s.battle) return battleActions(s, seat);
  if (s.ransomOffer) return [{ type: 'answerRansom', accept: true }, { type: 'answerRansom', accept: false }];
  switch (s.phase) {
    case 'movement':
      return movementActions(s, seat);
    case 'battle': {
      const pending = pendingLandBattles(s);
      return [
        ...pending.map((province) => ({ type: 'attack', province }) as ConquestAction),
        ...navalOptions(s).map((o) => ({ type: 'navalAttack', sea: o.sea, defender: o.defender }) as ConquestAction),
        ...(pending.length === 0 ? [{ type: 'endBattles' } as ConquestAction] : []),
      ];
    }
    case 'destroy':
      return [
        ...PROVINCE_IDS.filter((p) => s.owner[p] === seat && s.cities[p]).map((province) => ({ type: 'destroyCity', province }) as ConquestAction),
        { type: 'endDestroy' },
      ];
    case 'buy':
      return buyActions(s, seat);
  }
}

