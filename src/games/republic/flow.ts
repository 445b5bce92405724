/**
 * The driver. After setup and after every action it runs the automatic parts
 * of the turn until some faction must decide, or the game is over:
 *
 *   while no ending:
 *     top decision belongs to a Neutral seat  -> its policy answers it
 *     top decision belongs to a player        -> stop and wait
 *     no decision pending                     -> the current phase runs on
 *
 * Phases hand over to each other with enterPhase(); the turn ends after the
 * Revolution Phase and the next one starts with the Mortality Phase.
 */
import type { Ctx } from './ctx';
import { d6, emit } from './ctx';
import { neutralAnswer, neutralIntervenes } from './neutral/policy';
import { dominantDecider } from './neutral/dominant';
import { decisionHandler, phaseHandler, top } from './registry';
import type { Decision, Phase, RepublicAction, RepublicState, Seat } from './types';

export const PHASE_ORDER: Phase[] = ['mortality', 'revenue', 'forum', 'population', 'senate', 'combat', 'revolution'];

export function enterPhase(ctx: Ctx, phase: Phase): void {
  const s = ctx.s;
  s.phase = phase;
  s.step = 'start';
  emit(ctx, 'phase', { phase, turn: s.turn });
}

export function nextPhase(ctx: Ctx): void {
  const s = ctx.s;
  const i = PHASE_ORDER.indexOf(s.phase);
  if (i < 0 || i === PHASE_ORDER.length - 1) {
    s.turn += 1;
    s.turnFlags = freshTurnFlags();
    for (const w of s.forum.wars) { w.usedNumbers = []; w.fought = { land: false, naval: false }; }
    enterPhase(ctx, 'mortality');
  } else {
    enterPhase(ctx, PHASE_ORDER[i + 1]);
  }
}

export function freshTurnFlags(): RepublicState['turnFlags'] {
  return {
    officesFilled: [], assassinationsMade: [], assassinationsTargeted: [], freeTribunesUsed: [],
    landBillsProposed: [], landBillRepealed: false, noRecruitment: false, debts: 0, notes: [],
  };
}

export function isNeutral(s: RepublicState, seat: Seat): boolean {
  return s.factions[seat]?.kind === 'neutral';
}

/** Senate decisions a Consul for Life takes for the other factions (1.09.823). */
const CONTROLLED = ['senateFloor', 'callVoter', 'vote', 'consent', 'unanimousDefeat', 'consulRoles', 'dictatorAppointment', 'masterOfHorse'];

/**
 * 1.09.823: during the Senate Phase the player of a Consul for Life makes the
 * Senate's decisions for every non-rebel faction (without their cards).
 * Returns the seat that answers `d`.
 */
export function deciderOf(s: RepublicState, d: Decision): Seat {
  const ctrl = controllerSeat(s, d.seat);
  const seat = CONTROLLED.includes(d.kind) ? ctrl : d.seat;
  // 4.02.2: in a two-player game the Dominant Player decides what the Neutral rules leave open.
  return isNeutral(s, seat) ? dominantDecider(s, d) ?? seat : seat;
}

/** The seat controlling `seat` in the Senate now (itself unless a Consul for Life rules it). */
export function controllerSeat(s: RepublicState, seat: Seat): Seat {
  if (s.phase !== 'senate' || !s.consulForLife) return seat;
  const cfl = s.senators[s.consulForLife];
  if (!cfl || cfl.faction === null || cfl.faction === seat) return seat;
  const rebel = Object.values(s.senators).some((x) => x.faction === seat && x.rebel !== null);
  return rebel ? seat : cfl.faction;
}

/** Ends the game (the first ending found stands). */
export function endGame(ctx: Ctx, reason: string, winner: Seat | null): void {
  if (ctx.s.ending) return;
  ctx.s.ending = { reason, winner };
}

/** Answers the top decision with `a` on behalf of `seat` (already checked to be its owner). */
export function answer(ctx: Ctx, a: RepublicAction): void {
  const d = ctx.s.pending.pop();
  if (!d) throw new Error('no decision to answer');
  decisionHandler(d.kind).resolve(ctx, d, a);
}

export function settle(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 200_000; guard++) {
    if (s.ending) {
      if (s.phase !== 'ended') {
        s.phase = 'ended';
        s.step = 'ended';
        s.pending = [];
        emit(ctx, 'gameOver', { reason: s.ending.reason, winner: s.ending.winner });
      }
      return;
    }
    const d = top(s);
    if (d) {
      if (neutralIntervenes(ctx)) continue;
      if (!isNeutral(s, deciderOf(s, d))) return;
      answer(ctx, neutralAnswer(s, d, { d6: () => d6(ctx) }));
      continue;
    }
    phaseHandler(s.phase).run(ctx);
  }
  throw new Error(`republic flow did not settle (phase ${s.phase}, step ${s.step})`);
}
