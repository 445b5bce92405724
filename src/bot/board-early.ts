/**
 * A move's board is drawn while the move is being saved. The picture depends
 * only on the position, which is final once the move is applied; the save
 * (a compare-and-set, then SQLite's commit) and the reply to the clicker come
 * before the board may be posted, and under load they took as long as the
 * drawing. Started together, the board waits for the longer of the two
 * instead of their sum. The post still goes out only after the save (the
 * outbox delivers it); a save that fails drops the early board unposted.
 *
 * Kept per game for one version only, and taken once: a retry later draws
 * anew. Bounded, so boards never taken (their post went to another process,
 * or failed before it was built) do not accumulate.
 */
import type { BoardPost } from '../core/discord-adapter';
import type { StoredGame } from '../storage';

/**
 * Off: on a quiet machine, 100 open-loop duels had the same board p95 either way (bench bot-load, `:early`
 * modes: 176 and 128 ms early against 130 and 129 ms after the save, n ≈ 300 boards each) for a little more
 * CPU per move, so the simpler order stays. The bench's `:early` modes turn it on.
 */
export const boardTuning = { early: false };

interface Early { version: number; post: Promise<BoardPost> }

const boards = new Map<string, Early>();
/** Boards drawn early and not taken kept at most (the oldest are dropped first). */
const KEPT = 500;

/** Starts building the board of `game` at `version` with `build` (the game's own board post). */
export function drawEarly(gameId: string, version: number, build: () => Promise<BoardPost>): void {
  const post = build();
  // Awaited by whoever takes it; a failure then is theirs. Untaken, it must not be an unhandled rejection.
  post.catch(() => undefined);
  boards.delete(gameId);
  boards.set(gameId, { version, post });
  while (boards.size > KEPT) boards.delete(boards.keys().next().value!);
}

/** The board drawn early for `gameId` at `version`, once; undefined when there is none for that version. */
export function takeEarly(gameId: string, version: number): Promise<BoardPost> | undefined {
  const early = boards.get(gameId);
  // A board drawn for a newer version stays for its own post.
  if (!early || early.version > version) return undefined;
  boards.delete(gameId);
  return early.version === version ? early.post : undefined;
}

/** Drops the early board of a game whose save failed. */
export function dropEarly(gameId: string): void {
  boards.delete(gameId);
}

/** Boards drawn early and not taken (tests, diagnostics). */
export function earlyBoards(): number {
  return boards.size;
}
