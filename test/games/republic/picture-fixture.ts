/**
 * Shared set-up of the Republic picture tests: the texts drawn on a canvas,
 * recorded from its fillText (pictures are checked by what they say), and a
 * position with recognisable hidden values planted (faction treasuries
 * 73xx and other cards in every hand) to show a picture never draws them.
 */
import { afterAll, beforeAll } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import type { RepublicState } from '../../../src/games/republic/types';

type Proto = { fillText: (text: string, x: number, y: number, w?: number) => void };

/** Records every fillText into `into` until the returned function restores the canvas. */
export function recordFillText(into: string[]): () => void {
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Proto;
  const original = proto.fillText;
  proto.fillText = function (this: unknown, text: string, x: number, y: number, w?: number) {
    into.push(String(text));
    return w === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, w);
  };
  return () => { proto.fillText = original; };
}

/** Records fillText for the whole test file; `take()` gives the texts drawn since the last take. */
export function drawnInFile(): { take: () => string[]; clear: () => void } {
  let drawn: string[] = [];
  let restore = () => {};
  beforeAll(() => { restore = recordFillText(drawn); });
  afterAll(() => restore());
  return {
    take: () => drawn.splice(0),
    clear: () => { drawn.length = 0; },
  };
}

/** A copy of `s` with the hidden values planted: treasuries 7300 + 10 × salt + seat, hands of other cards. */
export function planted(s: RepublicState, salt: number): RepublicState {
  const c = structuredClone(s);
  const spare = [...c.deck];
  for (const f of c.factions) {
    f.treasury = 7300 + salt * 10 + f.seat;
    f.hand = f.hand.map(() => spare.shift()!);
  }
  return c;
}
