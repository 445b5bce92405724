/**
 * The engine's extension registries. Each rule lives in its own file and
 * registers itself here when imported (src/games/republic/rules.ts imports
 * them all):
 *
 * - decision handlers: how a pending decision is answered (legal answers, resolution);
 * - interrupts: actions a faction may take while another faction decides
 *   (Tribune proposals, Influence Peddling, ...);
 * - action schemas: the zod shape of each action type (parseAction);
 * - phases: the automatic procedure of each phase;
 * - event effects and card effects.
 */
import type { z } from 'zod';
import type { Ctx } from './ctx';
import type { ActionMap, Decision, DecisionKind, DecisionMap, Phase, RepublicAction, RepublicState, Seat } from './types';

export interface DecisionHandler<K extends DecisionKind = DecisionKind> {
  kind: K;
  /**
   * Legal answers. Amounts and combinations are represented by a few typical
   * choices (all, none, some, the minimum); apply() accepts every legal one.
   * Must never be empty.
   */
  legal(s: RepublicState, d: DecisionMap[K]): RepublicAction[];
  /**
   * Answers the decision, which is already popped off the stack. Validates the
   * action (refuse() on anything illegal), changes the state, and may push
   * further decisions. The flow then continues automatically.
   */
  resolve(ctx: Ctx, d: DecisionMap[K], a: RepublicAction): void;
}

export interface InterruptHandler {
  /** Action types this interrupt answers to. */
  types: (keyof ActionMap)[];
  /** Legal interrupt actions of `seat` now (empty = none available). */
  legal(s: RepublicState, seat: Seat): RepublicAction[];
  /**
   * Whether the interrupt's window is open to `seat` now, judged from public
   * information only (never the hand or the treasury): `activePlayers` lists
   * every seat with an open window, so that the list cannot tell who holds a
   * Tribune or an Influence Peddling card.
   */
  window(s: RepublicState, seat: Seat): boolean;
  resolve(ctx: Ctx, seat: Seat, a: RepublicAction): void;
}

export interface PhaseHandler {
  phase: Phase;
  /**
   * Runs the phase from its program counter (state.step) until it needs a
   * decision (pushes one), moves to the next phase, or the game ends. Must make
   * progress on every call.
   */
  run(ctx: Ctx): void;
}

const decisions = new Map<string, DecisionHandler<any>>();
const interrupts: InterruptHandler[] = [];
const actionSchemas = new Map<string, z.ZodType>();
const phases = new Map<Phase, PhaseHandler>();

export function registerDecision<K extends DecisionKind>(h: DecisionHandler<K>): void {
  if (decisions.has(h.kind)) throw new Error(`decision ${h.kind} registered twice`);
  decisions.set(h.kind, h);
}

export function decisionHandler(kind: string): DecisionHandler<any> {
  const h = decisions.get(kind);
  if (!h) throw new Error(`no handler for decision ${kind}`);
  return h;
}

export function registerInterrupt(h: InterruptHandler): void {
  interrupts.push(h);
}

export function allInterrupts(): readonly InterruptHandler[] {
  return interrupts;
}

export function registerAction<T extends keyof ActionMap>(type: T, schema: z.ZodType): void {
  if (actionSchemas.has(type as string)) throw new Error(`action ${String(type)} registered twice`);
  actionSchemas.set(type as string, schema);
}

export function actionSchema(type: string): z.ZodType | undefined {
  return actionSchemas.get(type);
}

export function registerPhase(h: PhaseHandler): void {
  phases.set(h.phase, h);
}

export function phaseHandler(phase: Phase): PhaseHandler {
  const h = phases.get(phase);
  if (!h) throw new Error(`no handler for phase ${phase}`);
  return h;
}

/** Pushes a decision on the stack (fills in its serial number). */
export function push<K extends DecisionKind>(ctx: Ctx, d: Omit<DecisionMap[K], 'id'> & { kind: K }): void {
  const s = ctx.s;
  s.pending.push({ ...(d as object), id: s.nextDecision++ } as Decision);
}

export function top(s: RepublicState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}
