/**
 * The league data model: plain JSON documents checked with zod when they come
 * back from storage. One LeagueState document holds a league's settings, its
 * members, every season with its rounds, the match log and the audit log.
 *
 * The match log is the truth: ratings and standings are derived from it and
 * never stored, so correcting the log (voiding) corrects everything after it.
 * Times are epoch milliseconds passed in by the caller; nothing here reads a clock.
 */
import { z } from 'zod';

export const LEAGUE_FORMATS = ['ladder', 'round-robin', 'swiss'] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];

const UserId = z.string().min(1);
const Time = z.number().int().nonnegative();

export const LeagueSchema = z.object({
  id: z.string().min(1),
  guildId: z.string().min(1),
  name: z.string().min(1).max(100),
  /** Game module id, e.g. "caesar". */
  game: z.string().min(1),
  format: z.enum(LEAGUE_FORMATS),
  /** Seats per table: 2 for duels, up to 6 for multi-player games. Also the largest table. */
  tableSize: z.number().int().min(2).max(6),
  /** Smallest table the allocator may form (3–6 player games); defaults to tableSize. */
  minTableSize: z.number().int().min(2).max(6).optional(),
  /** Rounds per season for Swiss and table formats; a duel round-robin takes as many rounds as its schedule needs. */
  seasonLength: z.number().int().min(1).max(100),
  /** Round-robin divisions: at most this many players per division (duels only); absent = one division. */
  divisionSize: z.number().int().min(2).max(64).optional(),
  /** Hours each round lasts from its pairing to its deadline. */
  deadlineHours: z.number().positive().max(24 * 90),
  /** Hours a member has to act at one of the league's multi-player tables before the others may let the AI take the seat; absent: the server's default. */
  moveDeadlineHours: z.number().int().min(1).max(336).optional(),
  organiserRoleId: z.string().min(1).optional(),
  /** A rating is marked provisional until the player has this many rated games. */
  provisionalGames: z.number().int().min(0).max(100),
  /** Whether forfeits change ratings (standings count them either way). */
  rateForfeits: z.boolean().default(false),
  createdAt: Time,
  createdBy: UserId,
});
export type League = z.infer<typeof LeagueSchema>;

export const MemberSchema = z.object({
  userId: UserId,
  joinedAt: Time,
  active: z.boolean(),
});
export type Member = z.infer<typeof MemberSchema>;

export const ForfeitSchema = z.object({
  /** Players who did not play (or did not move); they are ranked last. */
  absent: z.array(UserId).min(1),
  reason: z.string(),
});

export const TableSchema = z.object({
  /** Players at this table; for duels, two. */
  seats: z.array(UserId).min(1).max(6),
  /** Bot game created for this table, once it exists. */
  gameId: z.string().optional(),
  /** Ranks per seat (1 = best, ties equal) once a result is in, with the log entry that holds it. */
  result: z.object({ matchId: z.string(), ranks: z.array(z.number().int().min(1)) }).optional(),
  forfeit: ForfeitSchema.optional(),
});
export type Table = z.infer<typeof TableSchema>;

export const RoundSchema = z.object({
  number: z.number().int().min(1),
  pairedAt: Time,
  deadline: Time,
  tables: z.array(TableSchema),
  /** Players without a table this round (odd counts); in Swiss a bye scores as a win. */
  byes: z.array(UserId),
});
export type Round = z.infer<typeof RoundSchema>;

export const SEASON_STATUSES = ['active', 'ended'] as const;

export const SeasonSchema = z.object({
  number: z.number().int().min(1),
  status: z.enum(SEASON_STATUSES),
  startedAt: Time,
  endedAt: Time.nullable(),
  /** Players taking part, in seeding order (round-robin schedules are built from this order). */
  participants: z.array(UserId),
  /** Round-robin divisions (lists of participants); one division unless divisionSize splits them. */
  divisions: z.array(z.array(UserId)).optional(),
  rounds: z.array(RoundSchema),
  /** Top of the final standings; null when nobody played. */
  champion: UserId.nullable().optional(),
});
export type Season = z.infer<typeof SeasonSchema>;

export const MATCH_SOURCES = ['game', 'organiser', 'forfeit'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

export const MatchEntrySchema = z.object({
  id: z.string().min(1),
  leagueId: z.string().min(1),
  season: z.number().int().min(1),
  round: z.number().int().min(1).optional(),
  gameId: z.string().optional(),
  players: z.array(UserId).min(2).max(6),
  /** Rank per player, 1 = best; equal numbers are ties. */
  ranks: z.array(z.number().int().min(1)),
  at: Time,
  source: z.enum(MATCH_SOURCES),
  voided: z.object({ by: UserId, reason: z.string(), at: Time }).optional(),
}).refine((m) => m.ranks.length === m.players.length, { message: 'one rank per player' })
  .refine((m) => new Set(m.players).size === m.players.length, { message: 'a player appears twice' });
export type MatchEntry = z.infer<typeof MatchEntrySchema>;

export const AuditEntrySchema = z.object({
  at: Time,
  /** User id of the organiser, or "system" for the bot's own decisions (timeouts). */
  by: UserId,
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const LeagueStateSchema = z.object({
  schema: z.literal(1),
  league: LeagueSchema,
  members: z.array(MemberSchema),
  seasons: z.array(SeasonSchema),
  matches: z.array(MatchEntrySchema),
  audit: z.array(AuditEntrySchema),
  /** Next match number; match ids are "<leagueId>:m<n>", never reused even after a void. */
  nextMatch: z.number().int().min(1),
});
export type LeagueState = z.infer<typeof LeagueStateSchema>;

/** Checks a stored document (throws a ZodError when it does not fit). */
export function parseLeagueState(raw: unknown): LeagueState {
  return LeagueStateSchema.parse(raw);
}

/** The user id audit entries carry for the bot's own decisions. */
export const SYSTEM_USER = 'system';

export function minTableSize(league: League): number {
  return Math.min(league.minTableSize ?? league.tableSize, league.tableSize);
}

export function currentSeason(state: LeagueState): Season | null {
  const last = state.seasons[state.seasons.length - 1];
  return last && last.status === 'active' ? last : null;
}
