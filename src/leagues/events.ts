/**
 * What league operations report, for the bot to announce (round paired,
 * season ended with its champion, …). Plain JSON.
 */
import type { MatchSource } from './model';
import type { StandingRow } from './standings';

export type LeagueEvent =
  | { type: 'leagueCreated'; leagueId: string; name: string; game: string }
  | { type: 'leagueUpdated'; changed: string[] }
  | { type: 'memberJoined'; userId: string; rejoined: boolean; /** Round-robin schedules are fixed: a late joiner plays from next season. */ waitsForNextSeason: boolean }
  | { type: 'memberLeft'; userId: string }
  | { type: 'seasonStarted'; season: number; participants: string[]; divisions: string[][] | null; rounds: number }
  | { type: 'roundPaired'; season: number; round: number; tables: string[][]; byes: string[]; deadline: number }
  | { type: 'gameLinked'; season: number; round: number; table: number; gameId: string }
  | { type: 'resultRecorded'; matchId: string; season: number; round: number | null; table: number | null; players: string[]; ranks: number[]; source: MatchSource }
  | { type: 'forfeitGranted'; season: number; round: number | null; table: number | null; absent: string[]; matchId: string | null; reason: string }
  | { type: 'roundComplete'; season: number; round: number }
  | { type: 'resultVoided'; matchId: string; by: string; reason: string; reopened: { round: number; table: number } | null }
  | { type: 'playerReplaced'; season: number; out: string; in: string; reason: string }
  | { type: 'seasonEnded'; season: number; champion: string | null; standings: StandingRow[] };
