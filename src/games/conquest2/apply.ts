/** Who acts now and the one entry point of every action: validate on a copy, then commit. */
import { RuleViolation, type ApplyOutcome } from '../../core/game';
import { copyJson } from '../conquest/board';
import { attack, buyInfluence, landMove, naval, recruit, specialTax } from './actions';
import { battleChoice, firstRulesMuster, muster, navalMuster, windChoice } from './battle';
import { castVote, immediatePossible, passVote, sealedVoters, takeCard, useCard } from './cards';
import { cardDef } from './data';
import { refuse } from './errors';
import { actingSeat, afterAction, auctionPass, bid, endTurn, place, sealedBidders, usableCards } from './season';
import { total } from './units';
import type { C2Action, C2Event, C2State, Seat } from './types';

export function activePlayers(s: C2State): Seat[] {
  switch (s.phase) {
    // Sealed bids and votes are handed in by everyone at once.
    case 'auction': return s.auction!.bids ? sealedBidders(s) : [s.auction!.current];
    case 'placement': return [s.toPlace[0]];
    case 'actions': return [actingSeat(s)];
    case 'battle': return s.battle!.stage === 'muster' ? [s.battle!.muster[0]] : [s.battle![s.battle!.awaiting].seat];
    case 'wind': return [s.wind!.target];
    case 'navalMuster': return [s.naval!.muster[0]];
    case 'vote': return s.vote!.ballots ? sealedVoters(s) : [s.vote!.current];
    default: return [];
  }
}

/** A city nobody stands in is nobody's; the first to stand in an empty city takes it. */
function settleCities(s: C2State): void {
  for (const [p, owner] of Object.entries(s.cities)) {
    if (owner >= 0 && total(s.army[p][owner]) > 0) continue;
    const here = s.players.map((_, i) => i).filter((i) => total(s.army[p][i]) > 0);
    s.cities[p] = here.length === 1 ? here[0] : -1;
  }
}

function spendAction(s: C2State): void {
  if (s.turn.actionsLeft <= 0) refuse('noActionsLeft', 'both actions of this turn are spent');
  s.turn.actionsLeft -= 1;
}

function run(s: C2State, seat: Seat, a: C2Action, events: C2Event[]): void {
  if (s.phase === 'over') refuse('gameOver', 'the game is over');
  if (a.type === 'resign') {
    // Any seat, any time: the member leaves, the AI plays the seat on, and it ranks last.
    if (!s.players[seat] || s.resigned.includes(seat)) refuse('badAction', 'that seat has resigned already');
    s.resigned.push(seat);
    events.push({ type: 'resigned', seat });
    return;
  }
  if (!activePlayers(s).includes(seat)) refuse('notYourTurn', 'it is not your turn');
  switch (s.phase) {
    case 'auction':
      if (a.type === 'bid') return bid(s, seat, a.amount, a.a, a.b, events);
      if (a.type === 'auctionPass') return auctionPass(s, seat, events);
      break;
    case 'placement':
      if (a.type === 'place') return place(s, seat, a.units, a.galley, events);
      break;
    case 'battle':
      if (a.type === 'muster') return muster(s, seat, a, events);
      if (s.battle!.stage === 'muster') break;
      if (a.type === 'fight') return battleChoice(s, seat, null, events);
      if (a.type === 'retreat') return battleChoice(s, seat, a.to, events);
      break;
    case 'wind':
      if (a.type === 'wind') return windChoice(s, seat, a.avoid, events);
      break;
    case 'navalMuster':
      if (a.type === 'muster') return navalMuster(s, seat, a, events);
      break;
    case 'vote':
      if (a.type === 'vote') return castVote(s, seat, a.senators, events);
      if (a.type === 'votePass') return passVote(s, seat, events);
      break;
    case 'actions':
      switch (a.type) {
        case 'use': return useCard(s, seat, a, events);
        case 'end':
          if (s.turn.actionsLeft > 0) refuse('actionsLeft', 'take your actions first (pass is an action)');
          return endTurn(s, events);
        case 'take':
          // A card not for sale (any id from outside) is refused by takeCard, never looked up here.
          if (s.market.includes(a.card) && cardDef(a.card).type === 'immediate' && !immediatePossible(s, seat, a.card)) {
            refuse('cannotUseCard', 'this card could not be used now');
          }
          spendAction(s);
          return takeCard(s, seat, a, events);
        case 'recruit': spendAction(s); return recruit(s, seat, a, events);
        case 'influence': spendAction(s); return buyInfluence(s, seat, a, events);
        case 'tax': spendAction(s); return specialTax(s, seat, a.amount, events);
        case 'move': spendAction(s); return landMove(s, seat, a, events);
        case 'attack': spendAction(s); return attack(s, seat, a, events);
        case 'naval': spendAction(s); return naval(s, seat, a, events);
        case 'pass':
          spendAction(s);
          events.push({ type: 'passed', seat });
          return;
        default: break;
      }
      break;
    default: break;
  }
  refuse('wrongPhase', `${a.type} is not possible now`);
}

/**
 * Whether `seat` may take back the action that led from `before` to `after`: an action of his
 * own turn that rolled no die and drew nothing (the generator and the forced dice untouched)
 * and after which he is still the one acting, so no other player has acted on it or seen it
 * resolved. A bid, a battle, a vote or the end of a turn hands the game to someone else.
 */
function undoable(before: C2State, after: C2State, seat: Seat, a: C2Action): boolean {
  return a.type !== 'resign' && a.type !== 'end'
    && before.phase === 'actions' && after.phase === 'actions'
    && after.season === before.season && after.round === before.round && after.turn.idx === before.turn.idx
    && actingSeat(after) === seat
    && JSON.stringify(after.rng) === JSON.stringify(before.rng)
    && after.forcedDice.length === before.forcedDice.length
    && after.deck.length === before.deck.length;
}

/** Back to the position before the seat's last action; the version still rises, so buttons of the undone position stay stale. */
function undo(state: C2State, seat: Seat): ApplyOutcome<C2State, C2Event> {
  const u = state.undo;
  // A resigned seat is the AI's: its member takes nothing back.
  if (state.phase === 'over' || !u || u.seat !== seat || state.resigned.includes(seat)) {
    return { ok: false, error: { code: 'conquest2.error.nothingToUndo', message: 'you have no action to take back now' } };
  }
  const s = copyJson(u.state);
  s.version = state.version + 1;
  return { ok: true, state: s, events: [{ type: 'undone', seat }] };
}

/**
 * Old records (docs/conquest2-rulings.md, "Old records"): a game made before the muster
 * (options.rules < 3) may hold actions of the first rules, where an attack rolled at once and
 * Favorable Wind ended a naval battle by itself, so the next recorded action is not the muster
 * or the Wind's answer the current rules wait for. Such an action first settles them as the
 * first rules did, then applies. The first action only the muster's rules make (an attack with
 * a loss order, a muster, a Wind's answer) shows the record is of those rules: from then on,
 * nothing is settled for it. New games are never in this mode, and the builder and the AI
 * never send a first-rules attack.
 */
function settleFirstRules(s: C2State, a: C2Action, events: C2Event[]): void {
  if (!s.oldRules) return;
  if (a.type === 'muster' || a.type === 'wind' || (a.type === 'attack' && a.losses !== undefined)) {
    delete s.oldRules;
    return;
  }
  if (s.phase === 'battle' && s.battle?.legacy && s.battle.stage === 'muster') firstRulesMuster(s, events);
  else if (s.phase === 'wind') windChoice(s, s.wind!.target, true, events);
  else return;
  // The battle or the Wind may have closed: back to the turn, which passes if it is spent.
  if ((s.phase as C2State['phase']) === 'actions') afterAction(s, events);
}

export function applyAction(state: C2State, seat: Seat, action: C2Action): ApplyOutcome<C2State, C2Event> {
  if (action.type === 'undo') return undo(state, seat);
  const s = copyJson(state);
  const events: C2Event[] = [];
  try {
    settleFirstRules(s, action, events);
    run(s, seat, action, events);
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, error: e.error };
    throw e;
  }
  settleCities(s);
  // A battle or a vote opened by the turn's player returns to that turn when it closes.
  if (s.phase === 'actions') afterAction(s, events);
  s.version += 1;
  // Several actions of one turn can be taken back one after the other: the snapshot keeps its own.
  s.undo = undoable(state, s, seat, action) ? { seat, state: copyJson(state) } : null;
  return { ok: true, state: s, events };
}

export { usableCards };
