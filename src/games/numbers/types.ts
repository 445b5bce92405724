/** Shapes of Numbers, the platform's two-seat test game (see ./index.ts). */
import type { BaseState } from '../../core/game';

export type Seat = 0 | 1;

export interface NumbersOptions {
  /** Cards dealt to each player (1–5). */
  cards: number;
}

export interface NumbersState extends BaseState {
  game: 'numbers';
  options: NumbersOptions;
  /** Each player's hidden hand: distinct four-digit numbers, so a leaked one is easy to search for. */
  hands: [number[], number[]];
  /** Cards played, face up, per player in order. */
  played: [number[], number[]];
  active: Seat;
  turn: number;
  endReason: null | 'allPlayed' | 'resigned' | 'abandoned';
  /** Who resigned (endReason 'resigned'). */
  resigned: Seat | null;
}

export type NumbersAction = { type: 'play'; card: number };

export type NumbersEvent =
  /** Private: only `seat` may see `cards`. */
  | { type: 'dealt'; seat: Seat; cards: number[] }
  | { type: 'played'; seat: Seat; card: number }
  | { type: 'gameOver'; winners: Seat[]; reason: string };

export interface NumbersView {
  game: 'numbers';
  version: number;
  turn: number;
  active: Seat;
  /** The viewer's own hand; null in the public view. */
  hand: number[] | null;
  handSizes: [number, number];
  played: [number[], number[]];
  scores: [number, number];
  over: boolean;
}
