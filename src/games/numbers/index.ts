/**
 * Numbers: a tiny two-seat game with hidden hands, for the platform's own
 * tests (bot, storage, local Discord, leagues) and as the worked example of
 * docs/adding-a-game.md. It is not in src/games/index.ts: tests register it
 * (registerGame(numbersPlugin)), so players never see it.
 *
 * Each player is dealt a hidden hand of distinct four-digit numbers. Players
 * take turns playing one card of their hand face up; when all cards are
 * played, the higher sum wins (equal sums tie).
 */
import { z } from 'zod';
import { RuleViolation, type GameModule, type GameResult } from '../../core/game';
import { initialRngState, Rng } from '../../core/rng';
import type { NumbersAction, NumbersEvent, NumbersOptions, NumbersState, NumbersView, Seat } from './types';

export const NUMBERS_SCHEMA = 1;

export const NUMBERS_ERRORS = {
  badOptions: 'numbers.error.badOptions',
  badAction: 'numbers.error.badAction',
  gameOver: 'numbers.error.gameOver',
  notYourTurn: 'numbers.error.notYourTurn',
  notInHand: 'numbers.error.notInHand',
} as const;

const OptionsSchema = z.object({ cards: z.number().int().min(1).max(5).default(3) });
const ActionSchema = z.object({ type: z.literal('play'), card: z.number().int() });

function refuse(code: string, message: string): { ok: false; error: { code: string; message: string } } {
  return { ok: false, error: { code, message } };
}

export function parseOptions(raw: unknown): NumbersOptions {
  const out = OptionsSchema.safeParse(raw ?? {});
  if (!out.success) throw new RuleViolation({ code: NUMBERS_ERRORS.badOptions, message: out.error.issues[0]?.message ?? 'bad options' });
  return out.data;
}

export function parseAction(raw: unknown): NumbersAction {
  const out = ActionSchema.safeParse(raw);
  if (!out.success) throw new RuleViolation({ code: NUMBERS_ERRORS.badAction, message: out.error.issues[0]?.message ?? 'bad action' });
  return out.data;
}

/** The deal: distinct numbers 1000–9999 from the seeded generator. */
export function setupGame(options: NumbersOptions, seed: string): { state: NumbersState; events: NumbersEvent[] } {
  const rng = new Rng(initialRngState(seed));
  const used = new Set<number>();
  const draw = () => {
    for (;;) {
      const n = rng.int(1000, 9999);
      if (!used.has(n)) { used.add(n); return n; }
    }
  };
  const hands: [number[], number[]] = [[], []];
  for (let k = 0; k < options.cards; k++) for (const seat of [0, 1] as const) hands[seat].push(draw());
  const state: NumbersState = {
    game: 'numbers', schema: NUMBERS_SCHEMA, version: 0, rng: rng.state(),
    options, hands, played: [[], []], active: 0, turn: 1, endReason: null, resigned: null,
  };
  return { state, events: [0, 1].map((seat) => ({ type: 'dealt', seat: seat as Seat, cards: [...hands[seat]] })) };
}

const sum = (cards: number[]) => cards.reduce((a, b) => a + b, 0);

export function resultOf(s: NumbersState): GameResult | null {
  if (s.endReason === null) return null;
  if (s.endReason === 'resigned') {
    const winner = (1 - (s.resigned ?? 0)) as Seat;
    return { ranks: winner === 0 ? [1, 2] : [2, 1], winners: [winner], reason: 'resigned' };
  }
  if (s.endReason === 'abandoned') return { ranks: [1, 1], winners: [], reason: 'abandoned' };
  const [a, b] = [sum(s.played[0]), sum(s.played[1])];
  if (a === b) return { ranks: [1, 1], winners: [], reason: 'allPlayed' };
  return { ranks: a > b ? [1, 2] : [2, 1], winners: [a > b ? 0 : 1], reason: 'allPlayed' };
}

export function applyAction(s: NumbersState, player: number, action: NumbersAction) {
  if (s.endReason !== null) return refuse(NUMBERS_ERRORS.gameOver, 'the game is over');
  if (player !== s.active) return refuse(NUMBERS_ERRORS.notYourTurn, 'it is not your turn');
  const seat = player as Seat;
  if (!s.hands[seat].includes(action.card)) return refuse(NUMBERS_ERRORS.notInHand, 'that card is not in your hand');
  const next = structuredClone(s);
  next.hands[seat] = next.hands[seat].filter((c) => c !== action.card);
  next.played[seat].push(action.card);
  next.version += 1;
  const events: NumbersEvent[] = [{ type: 'played', seat, card: action.card }];
  if (next.hands[0].length === 0 && next.hands[1].length === 0) {
    next.endReason = 'allPlayed';
    const result = resultOf(next)!;
    events.push({ type: 'gameOver', winners: result.winners as Seat[], reason: result.reason });
  } else {
    next.active = (1 - seat) as Seat;
    next.turn += 1;
  }
  return { ok: true as const, state: next, events };
}

export function viewOf(s: NumbersState, player: number | null): NumbersView {
  return {
    game: 'numbers', version: s.version, turn: s.turn, active: s.active,
    hand: player === 0 || player === 1 ? [...s.hands[player]] : null,
    handSizes: [s.hands[0].length, s.hands[1].length],
    played: [[...s.played[0]], [...s.played[1]]],
    scores: [sum(s.played[0]), sum(s.played[1])],
    over: s.endReason !== null,
  };
}

/** Events as `viewer` may see them (null: public): other players' dealt cards are removed. */
export function eventsFor(events: NumbersEvent[], viewer: number | null): NumbersEvent[] {
  return events.map((e) => (e.type === 'dealt' && e.seat !== viewer ? { ...e, cards: [] } : e));
}

export function resign(s: NumbersState, seat: Seat): NumbersState {
  return s.endReason !== null ? s : { ...s, endReason: 'resigned', resigned: seat, version: s.version + 1 };
}

export function abandon(s: NumbersState): NumbersState {
  return s.endReason !== null ? s : { ...s, endReason: 'abandoned', version: s.version + 1 };
}

export const numbers: GameModule<NumbersState, NumbersAction, NumbersOptions, NumbersView, NumbersEvent> = {
  id: 'numbers',
  schemaVersion: NUMBERS_SCHEMA,
  minPlayers: 2,
  maxPlayers: 2,
  parseOptions,
  parseAction,
  setup: (options, seed) => setupGame(options, seed).state,
  activePlayers: (s) => (s.endReason === null ? [s.active] : []),
  legalActions: (s, player) => (s.endReason === null && player === s.active ? s.hands[s.active].map((card) => ({ type: 'play' as const, card })) : []),
  apply: applyAction,
  view: viewOf,
  result: resultOf,
};

export type * from './types';
