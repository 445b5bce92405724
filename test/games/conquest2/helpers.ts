/** Building Conquest II positions for the rule tests: a real set-up, then the board cleared and arranged by hand. */
import { conquest2, forceDice } from '../../../src/games/conquest2/index';
import { units } from '../../../src/games/conquest2/units';
import type { C2Action, C2Event, C2State, Units } from '../../../src/games/conquest2/types';
import { KEY_IDS } from '../../../src/games/conquest2/data';
import { expect } from 'vitest';

export { units };

/**
 * A game in the action phase of season 1, round 1, with an empty board, no
 * influence and no province tokens; `alliances` lists the seats of alliance I
 * and II in turn order (boxes I, II, I, II...).
 */
export function board(players = 4, alliances: [number[], number[]] = [[0, 2], [1, 3]], seed = 'test'): C2State {
  const s = conquest2.setup({ players, seasons: 4 }, seed);
  for (const p of Object.keys(s.army)) s.army[p] = s.army[p].map(() => units());
  for (const x of Object.keys(s.fleet)) s.fleet[x] = s.fleet[x].map(() => 0);
  for (const k of KEY_IDS) { s.influence[k] = s.influence[k].map(() => 0); s.provinceTokens[k] = 0; }
  for (const p of s.players) p.influenceLeft = 18;
  const boxes: (number | null)[] = [];
  for (let i = 0; i < Math.max(alliances[0].length, alliances[1].length); i++) boxes.push(alliances[0][i] ?? null, alliances[1][i] ?? null);
  s.boxes = boxes;
  s.auction = null;
  s.phase = 'actions';
  s.turn = { idx: 0, actionsLeft: 2, tookCard: false };
  return s;
}

export function put(s: C2State, seat: number, at: string, u: Partial<Units>): void {
  s.army[at][seat] = units({ ...s.army[at][seat], ...u });
}

export function setInfluence(s: C2State, at: string, seat: number, n: number): void {
  s.players[seat].influenceLeft -= n - s.influence[at][seat];
  s.influence[at][seat] = n;
}

/** Makes `seat` the acting player of the action phase. */
export function turnOf(s: C2State, seat: number): C2State {
  const order = s.boxes.filter((x) => x !== null);
  s.turn = { idx: order.indexOf(seat), actionsLeft: 2, tookCard: false };
  return s;
}

export function play(s: C2State, seat: number, action: C2Action): { state: C2State; events: C2Event[] } {
  const out = conquest2.apply(s, seat, conquest2.parseAction(action));
  if (!out.ok) throw new Error(`refused: ${out.error.code} ${out.error.message}`);
  return out;
}

export function refused(s: C2State, seat: number, action: C2Action, code: string): void {
  const out = conquest2.apply(s, seat, action);
  expect(out.ok).toBe(false);
  if (!out.ok) expect(out.error.code).toBe(`conquest2.error.${code}`);
}

export { forceDice, conquest2 };
