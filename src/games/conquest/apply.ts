/**
 * The turn: movement, battles, tribute (automatic at the end of the battles),
 * destroying cities, buying and placing, then the next player around the
 * Mediterranean. apply() copies the state once, runs the rules on the copy
 * and returns it; a refused action changes nothing.
 */
import type { ApplyOutcome } from '../../core/game';
import { RuleViolation } from '../../core/game';
import { Rng } from '../../core/rng';
import { BattleError, decideLand, landWaitingOn, organizeLegion, sinkGalleys, takeLandLosses, type DiceRoller } from './battle';
import { MAX_RETREAT_BELOW, orderedChoice } from './orders';
import {
  advanceBattle, battleWaitingOn, navalOptions, pendingLandBattles, retreatOptions, settleAfterBattles, startLand, startNaval,
} from './battles';
import { alive, checkInflation, copyJson, normalize, tributeOf } from './board';
import { rollDice } from './dice';
import { answerRansom, buy, destroyCity, offerRansom, removeCaptives } from './economy';
import { answerEnd, callEnd } from './agreement';
import { eliminate } from './elimination';
import { CONQUEST_ERRORS, refuse } from './errors';
import { doDisembark, doEmbark, doMarch, doSail } from './movement';
import type { BattleRole, ConquestAction, ConquestEvent, ConquestState, Seat } from './types';

export function activePlayers(s: ConquestState): Seat[] {
  if (s.endReason !== null) return [];
  if (s.endVote) return alive(s).filter((x) => !s.endVote!.yes.includes(x));
  if (s.battle) return battleWaitingOn(s);
  if (s.ransomOffer) return [s.ransomOffer.to];
  return [s.active];
}

export function applyAction(state: ConquestState, player: Seat, action: ConquestAction): ApplyOutcome<ConquestState, ConquestEvent> {
  if (state.endReason !== null) {
    return { ok: false, error: { code: CONQUEST_ERRORS.gameOver, message: 'the game is over' } };
  }
  const s = copyJson(state);
  const rng = new Rng(s.rng);
  const events: ConquestEvent[] = [];
  const roll: DiceRoller = (n) => rollDice(n, rng, s.forcedDice);
  try {
    if (action.type === 'concede') concede(s, player, events);
    else if (action.type === 'callEnd') callEnd(s, player, action.winner, events);
    else if (!activePlayers(state).includes(player)) refuse(CONQUEST_ERRORS.notYourTurn, 'it is not your turn to act');
    else if (s.endVote) {
      if (action.type !== 'answerEnd') refuse(CONQUEST_ERRORS.notYourStep, 'answer the call to end the game first');
      answerEnd(s, player, action.accept, events);
    }
    else if (s.battle) battleStep(s, player, action, roll, events);
    else if (s.ransomOffer) {
      if (action.type !== 'answerRansom') refuse(CONQUEST_ERRORS.notYourStep, 'answer the ransom offer first');
      answerRansom(s, action.accept, events);
    }
    else phaseStep(s, player, action, roll, events);
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, error: e.error };
    if (e instanceof BattleError) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  if (s.endReason === null && !s.players[s.active].alive) nextTurn(s, events);
  checkInflation(s);
  s.rng = rng.state();
  s.version += 1;
  return { ok: true, state: s, events };
}

function roleOf(s: ConquestState, seat: Seat): BattleRole {
  const b = s.battle!;
  return b.attacker.seat === seat ? 'attacker' : 'defender';
}

function battleStep(s: ConquestState, seat: Seat, a: ConquestAction, roll: DiceRoller, events: ConquestEvent[]): void {
  const b = s.battle!;
  if (a.type === 'fightOn') {
    if (b.kind !== 'land') refuse(CONQUEST_ERRORS.notYourStep, 'standing orders are for land battles');
    if (!Number.isInteger(a.retreatBelow) || a.retreatBelow < 0 || a.retreatBelow > MAX_RETREAT_BELOW) {
      refuse(CONQUEST_ERRORS.badAction, `retreat below 0 to ${MAX_RETREAT_BELOW} units`);
    }
    const role = roleOf(s, seat);
    s.battle = { ...b, orders: { ...b.orders, [role]: { retreatBelow: a.retreatBelow } } };
  } else oneBattleStep(s, seat, a, roll, events);
  playOrders(s, roll, events);
}

/** Makes the choices of every side with a standing order, as long as the battle waits on one. */
function playOrders(s: ConquestState, roll: DiceRoller, events: ConquestEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const b = s.battle;
    if (!b || b.kind !== 'land' || !b.orders) return;
    let choice: { seat: Seat; a: ConquestAction } | null = null;
    for (const role of landWaitingOn(b)) {
      const order = b.orders[role];
      const a = order ? orderedChoice(s, b, role, order) : null;
      if (a) {
        choice = { seat: b[role].seat, a };
        break;
      }
    }
    if (!choice) return;
    oneBattleStep(s, choice.seat, choice.a, roll, events);
  }
}

function oneBattleStep(s: ConquestState, seat: Seat, a: ConquestAction, roll: DiceRoller, events: ConquestEvent[]): void {
  const b = s.battle!;
  const role = roleOf(s, seat);
  if (b.kind === 'naval') {
    if (a.type !== 'sink') refuse(CONQUEST_ERRORS.notYourStep, 'choose which of your galleys sink');
    s.battle = sinkGalleys(b, role, a.galleys);
  } else {
    switch (a.type) {
      case 'legion': s.battle = organizeLegion(b, role, a.legion); break;
      case 'losses': s.battle = takeLandLosses(b, role, a.losses); break;
      case 'continue': s.battle = decideLand(b, role, 'continue', null, roll); break;
      case 'retreat': {
        const options = retreatOptions(s, seat, b.province);
        if (options.length > 0 ? a.to === null || !options.includes(a.to) : a.to !== null) {
          refuse(CONQUEST_ERRORS.badRetreat, options.length > 0
            ? `retreat to one of: ${options.join(', ')}` : 'there is nowhere to retreat: choose none');
        }
        s.battle = decideLand(b, role, 'retreat', a.to, roll);
        break;
      }
      default: refuse(CONQUEST_ERRORS.notYourStep, 'finish the battle first');
    }
  }
  advanceBattle(s, roll, events);
}

function phaseStep(s: ConquestState, seat: Seat, a: ConquestAction, roll: DiceRoller, events: ConquestEvent[]): void {
  const wrong = () => refuse(CONQUEST_ERRORS.wrongPhase, `that cannot be done in the ${s.phase} phase`);
  switch (s.phase) {
    case 'movement':
      switch (a.type) {
        case 'march': return doMarch(s, seat, a.from, a.to, a.troops, events, a.drops ?? []);
        case 'sail': return doSail(s, seat, a.galley, a.to, events);
        case 'embark': return doEmbark(s, seat, a.galley, a.troops, events);
        case 'disembark': return doDisembark(s, seat, a.galley, a.troops, events);
        case 'endMovement':
          s.phase = 'battle';
          if (pendingLandBattles(s).length === 0 && navalOptions(s).length === 0) endBattles(s, events);
          return;
        default: return wrong();
      }
    case 'battle':
      switch (a.type) {
        case 'attack':
          s.battle = startLand(s, a.province);
          events.push({ type: 'battleStarted', kind: 'land', space: a.province, attacker: seat, defender: s.battle.defender.seat });
          return advanceBattle(s, roll, events);
        case 'navalAttack':
          s.battle = startNaval(s, a.sea, a.defender);
          events.push({ type: 'battleStarted', kind: 'naval', space: a.sea, attacker: seat, defender: a.defender });
          return advanceBattle(s, roll, events);
        case 'endBattles':
          if (pendingLandBattles(s).length > 0) {
            refuse(CONQUEST_ERRORS.battlesPending, `battles still to fight: ${pendingLandBattles(s).join(', ')}`);
          }
          return endBattles(s, events);
        default: return wrong();
      }
    case 'destroy':
      switch (a.type) {
        case 'destroyCity': return destroyCity(s, seat, a.province, events);
        case 'endDestroy': s.phase = 'buy'; return;
        default: return wrong();
      }
    case 'buy':
      switch (a.type) {
        case 'buy': return buy(s, seat, a, events);
        case 'offerRansom': return offerRansom(s, seat, a.holder, a.generals, a.amount, a.exchange ?? 0, events);
        case 'removeCaptives': return removeCaptives(s, seat, a.owner, a.generals, events);
        case 'endTurn': return nextTurn(s, events);
        default: return wrong();
      }
  }
}

/** Conquest by occupation, then tribute: the scale's value in talents. */
function endBattles(s: ConquestState, events: ConquestEvent[]): void {
  settleAfterBattles(s, events);
  if (s.endReason !== null || !s.players[s.active].alive) return;
  const amount = tributeOf(s, s.active);
  s.players[s.active].money += amount;
  events.push({ type: 'tribute', seat: s.active, amount });
  s.phase = 'destroy';
}

/** The next living player's turn; pieces get their movement back and pending inflation may start. */
export function nextTurn(s: ConquestState, events: ConquestEvent[]): void {
  if (alive(s).length <= 1) return;
  const i = s.order.indexOf(s.active);
  let j = i;
  do {
    j = (j + 1) % s.order.length;
    if (j === 0) s.round += 1;
  } while (!s.players[s.order[j]].alive);
  s.active = s.order[j];
  s.phase = 'movement';
  s.battle = null;
  for (const x of s.stacks) {
    x.used = 0;
    x.shipped = false;
  }
  for (const g of s.galleys) g.used = 0;
  normalize(s);
  for (const p of s.pendingInflation.filter((x) => x.seat === s.active)) {
    s.inflation = Math.max(s.inflation, p.level);
    events.push({ type: 'inflation', level: p.level, triggeredBy: p.seat });
  }
  s.pendingInflation = s.pendingInflation.filter((x) => x.seat !== s.active);
  events.push({ type: 'turn', seat: s.active, round: s.round });
}

/** Conceding: the player leaves the game; their provinces become free and their pieces leave the board. */
function concede(s: ConquestState, seat: Seat, events: ConquestEvent[]): void {
  if (!s.players[seat]?.alive) refuse(CONQUEST_ERRORS.notYourTurn, 'you are not in the game');
  if (s.battle && (s.battle.attacker.seat === seat || s.battle.defender.seat === seat)) {
    refuse(CONQUEST_ERRORS.battleInProgress, 'finish the battle before conceding');
  }
  if (s.ransomOffer && (s.ransomOffer.from === seat || s.ransomOffer.to === seat)) s.ransomOffer = null;
  // A vote called among the players of before no longer says what the others agree to.
  if (s.endVote) {
    s.endVote = null;
    events.push({ type: 'endAnswered', seat, accepted: false });
  }
  s.players[seat].conceded = true;
  eliminate(s, seat, null, events);
}
