/** Builders for hand-made Conquest positions in tests. */
import { conquest } from '../../../src/games/conquest';
import { normalize } from '../../../src/games/conquest/board';
import { troops } from '../../../src/games/conquest/pieces';
import { parseOptions } from '../../../src/games/conquest/schemas';
import { initialState } from '../../../src/games/conquest/setup';
import type { ConquestAction, ConquestEvent, ConquestState, Seat, Troops } from '../../../src/games/conquest/types';

/** Two players (seat 0 Hispania, seat 1 Egyptus) or the homes given, nothing else on the board. */
export function bareGame(homes: string[] = ['hispania', 'egyptus']): ConquestState {
  return initialState(parseOptions({ players: homes.length, homes }), 'test');
}

export function put(s: ConquestState, seat: Seat, at: string, t: Partial<Troops>, used = 0, shipped = false): void {
  s.stacks.push({ owner: seat, at, troops: troops(t), used, shipped });
  normalize(s);
}

export function clearPieces(s: ConquestState): void {
  s.stacks = [];
  s.galleys = [];
}

/** Seat 0 to act in `phase` on a board with no pieces (set `round` for the AI's round-dependent plans). */
export function emptyBoard(phase: ConquestState['phase'], round?: number): ConquestState {
  const s = bareGame();
  clearPieces(s);
  if (round !== undefined) s.round = round;
  s.active = 0;
  s.phase = phase;
  return s;
}

export function own(s: ConquestState, seat: Seat, ...provinces: string[]): void {
  for (const p of provinces) s.owner[p] = seat;
}

export function galley(s: ConquestState, seat: Seat, at: string, cargo: Partial<Troops> = {}): number {
  const id = s.nextGalleyId++;
  s.galleys.push({ id, owner: seat, at, used: 0, cargo: troops(cargo) });
  return id;
}

export function sumAt(s: ConquestState, seat: Seat, at: string): Troops {
  return s.stacks.filter((x) => x.owner === seat && x.at === at)
    .reduce((a, x) => troops({
      infantry: a.infantry + x.troops.infantry, cavalry: a.cavalry + x.troops.cavalry, catapult: a.catapult + x.troops.catapult,
      generals: a.generals + x.troops.generals, caesar: a.caesar + x.troops.caesar,
    }), troops());
}

/** Plays `a` for `seat` through the engine's own parsing, as a click would; throws when it is refused. `events` collects what it told. */
export function act(s: ConquestState, seat: Seat, a: ConquestAction, events?: ConquestEvent[]): ConquestState {
  const r = conquest.apply(s, seat, conquest.parseAction(a));
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
  events?.push(...r.events);
  return r.state;
}

/** The error code the engine refuses `a` with; throws when it is accepted. */
export function refused(s: ConquestState, seat: Seat, a: ConquestAction): string {
  const r = conquest.apply(s, seat, a);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.error.code;
}
