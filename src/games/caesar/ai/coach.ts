/**
 * The coach's analysis (AiModule.analyse), run in the AI worker: a hint for
 * one view, or a review of a finished game. Each position is searched by the
 * master level from the acting player's own view only (caesar.view), so a hint
 * or a review can never be built on what that player could not see.
 */
import { caesar } from '../index';
import { MASTER_UNITS, masterAnalysis } from './master';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../types';

export type CoachRequest =
  | { kind: 'hint'; view: CaesarView; seed: string; units?: number }
  | {
    kind: 'review';
    /** The game as recorded (options, seed, actions); replayed here, each position seen as its player saw it. */
    record: { options: unknown; seed: string; actions: { player: number; action: unknown }[] };
    /** Seats to review (people, not the computer or Crassus). */
    seats: number[];
    seed: string;
    /** Work units per reviewed position (lower than a move's: a review looks at every placement). */
    units?: number;
    /** Moves reported per seat. */
    top?: number;
  };

export interface Scored { action: CaesarAction; value: number; samples: number }

export interface HintAnswer {
  kind: 'hint';
  /** The master's choice first, then the next best root moves (values for the viewer, in control tokens). */
  moves: Scored[];
}

export interface ReviewedMove {
  seat: Side;
  /** Index of the move in record.actions. */
  index: number;
  turn: number;
  played: CaesarAction;
  better: CaesarAction;
  /** Control tokens the move lost against the better one, by the master's search. */
  cost: number;
}

export interface ReviewAnswer { kind: 'review'; moves: ReviewedMove[]; reviewed: number }

/**
 * Work units per reviewed placement: fixed (a third of the master's budget
 * before it was raised), so that a review of a whole game, up to thirty
 * positions, stays a few seconds of the worker's time.
 */
export const REVIEW_UNITS = 13_600;

const keyOf = (a: CaesarAction) => JSON.stringify(a);

export function hint(view: CaesarView, seed: string, units = MASTER_UNITS): HintAnswer {
  const r = masterAnalysis(view, `hint:${seed}`, { units });
  // The third ply (pimc.ts deepen) may put first a move whose two-ply value is
  // a little lower than the next one's: shown as costing nothing, not as a gain.
  const top = r.ranked[0].value;
  return { kind: 'hint', moves: r.ranked.slice(0, 3).map((m, i) => (i === 0 ? m : { ...m, value: Math.min(m.value, top) })) };
}

/** Every placement of the reviewed seats, priced against the master's choice; the costliest `top` per seat. */
export function review(req: Extract<CoachRequest, { kind: 'review' }>): ReviewAnswer {
  const options = caesar.parseOptions(req.record.options) as CaesarOptions;
  let state: CaesarState = caesar.setup(options, req.record.seed);
  const found: ReviewedMove[] = [];
  let reviewed = 0;
  for (const [index, rec] of req.record.actions.entries()) {
    const action = caesar.parseAction(rec.action) as CaesarAction;
    const seat = rec.player as Side;
    if (action.type === 'place' && req.seats.includes(seat) && caesar.activePlayers(state)[0] === seat) {
      const view = caesar.view(state, seat) as CaesarView;
      const r = masterAnalysis(view, `review:${req.seed}:${index}`, { units: req.units ?? REVIEW_UNITS, include: [action] });
      reviewed++;
      const best = r.ranked[0];
      const mine = r.ranked.find((m) => keyOf(m.action) === keyOf(action));
      if (best && mine && keyOf(best.action) !== keyOf(action) && best.value > mine.value) {
        found.push({ seat, index, turn: state.turn, played: action, better: best.action, cost: best.value - mine.value });
      }
    }
    const out = caesar.apply(state, seat, action);
    if (!out.ok) break;
    state = out.state;
  }
  const top = req.top ?? 3;
  const moves = req.seats.flatMap((s) => found.filter((m) => m.seat === s).sort((a, b) => b.cost - a.cost || a.index - b.index).slice(0, top));
  return { kind: 'review', moves, reviewed };
}

export function analyse(request: CoachRequest): HintAnswer | ReviewAnswer {
  if (request.kind === 'hint') return hint(request.view, request.seed, request.units);
  return review(request);
}
