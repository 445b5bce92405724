/**
 * custom_id codec. A component's id names WHO and WHAT (game, state version,
 * verb, short arguments), never state: the router loads the game and checks
 * the version, so any click is safe after a restart and stale clicks are
 * recognised. Discord allows 1–100 characters.
 *
 *   g:<gameId>:<version>:<verb>[:arg…]   a game component
 *   c:<gameId>:<verb>                    a challenge's Accept / Decline
 *   q:<subcommand>                       "which game?" menu of /game
 *   h:<gameId>:<position>:<tag>          a page of a game's history (tag tells apart buttons to one page)
 */
import { z } from 'zod';

export const CUSTOM_ID_MAX = 100;
const PART = /^[A-Za-z0-9_.\-|]+$/;

export type CustomId =
  | { scope: 'g'; gameId: string; version: number; verb: string; args: string[] }
  | { scope: 'c'; gameId: string; verb: string }
  | { scope: 'q'; subcommand: string }
  | { scope: 'h'; gameId: string; position: number; tag: string };

function check(parts: string[]): string {
  for (const p of parts) {
    if (!PART.test(p)) throw new Error(`custom_id part "${p}" must match ${PART}`);
  }
  const id = parts.join(':');
  if (id.length > CUSTOM_ID_MAX) throw new Error(`custom_id longer than ${CUSTOM_ID_MAX}: ${id}`);
  return id;
}

export function gameId(gameId: string, version: number, verb: string, ...args: (string | number)[]): string {
  return check(['g', gameId, String(version), verb, ...args.map(String)]);
}

export function challengeId(gameId: string, verb: 'accept' | 'decline' | 'rematch' | 'export' | 'review'): string {
  return check(['c', gameId, verb]);
}

export function pickGameId(subcommand: string): string {
  return check(['q', subcommand]);
}

export function historyId(gameId: string, position: number, tag: string): string {
  return check(['h', gameId, String(position), tag]);
}

export function encodeCustomId(id: CustomId): string {
  switch (id.scope) {
    case 'g': return gameId(id.gameId, id.version, id.verb, ...id.args);
    case 'c': return check(['c', id.gameId, id.verb]);
    case 'q': return pickGameId(id.subcommand);
    case 'h': return historyId(id.gameId, id.position, id.tag);
  }
}

const Part = z.string().regex(PART);
/** A state version: digits only, within what a number holds exactly. */
const Version = z.string().regex(/^\d{1,15}$/).transform(Number);

/** The three shapes, as the parts of the id split on ":". */
const CustomIdSchema = z.union([
  z.tuple([z.literal('g'), Part, Version, Part], Part)
    .transform(([scope, gameId, version, verb, ...args]) => ({ scope, gameId, version, verb, args })),
  z.tuple([z.literal('c'), Part, Part]).transform(([scope, gameId, verb]) => ({ scope, gameId, verb })),
  z.tuple([z.literal('q'), Part]).transform(([scope, subcommand]) => ({ scope, subcommand })),
  z.tuple([z.literal('h'), Part, Version, Part]).transform(([scope, gameId, position, tag]) => ({ scope, gameId, position, tag })),
]);

/** Parses a custom_id; null for anything this bot did not make. */
export function decodeCustomId(raw: unknown): CustomId | null {
  if (typeof raw !== 'string' || !raw || raw.length > CUSTOM_ID_MAX) return null;
  const parsed = CustomIdSchema.safeParse(raw.split(':'));
  return parsed.success ? parsed.data : null;
}
