/**
 * Saved games: one Keyv key per game plus an index of the games still in play.
 *
 * A game is stored as { meta, record, state }: `record` (options, seed,
 * actions, result) is enough to replay it and is kept forever, `state` is the
 * current engine state (so loading does not replay), `meta` is what the bot
 * needs around it (where it is played, who sits where, messages, reminders).
 * The index lets a freshly started bot find its challenges and active games
 * without scanning the store, whatever the backend.
 */
import type Keyv from 'keyv';
import type { GameRecord } from '../core/game';
import { KeyedMutex } from './mutex';

export type GameStatus = 'challenge' | 'active' | 'finished' | 'declined' | 'expired';
export type GameKind = 'duel' | 'solo' | 'bot' | 'table';

/**
 * The lobby of an n-seat table (kind 'table'): who sits where before the
 * start, and the table's rules. Kept by the game's own lobby
 * (GameAdapter.table); `homes` and `chosenHomes` are Conquest's (another game
 * stores 'random' and nulls there), `settings` holds any other game's.
 */
export interface TableMeta {
  players: number;
  /** 'agreed': each member picks a home; 'random': dealt at the start (Conquest). */
  homes: 'agreed' | 'random';
  /** Home picked per seat (agreed homes, Conquest). */
  chosenHomes: (string | null)[];
  /** A game's own lobby settings (a scenario, a variant); absent in tables stored before it existed. */
  settings?: Record<string, string | number | boolean | null>;
  /** Seats the host gave to the AI (seats[i] stays null). */
  ai: boolean[];
  /** Hours a player has to act before the others may vote to replace them by the AI. */
  deadlineHours: number;
  lobbyMessageId: string | null;
  /** Votes to replace a slow player: user ids per seat. */
  replaceVotes?: Record<string, string[]>;
}

export interface GameMeta {
  id: string;
  /** Game module id, e.g. "caesar". */
  game: string;
  status: GameStatus;
  kind: GameKind;
  guildId: string | null;
  /** Channel where the game was started (the challenge message lives here). */
  channelId: string;
  /** Thread the game is played in; null when it fell back to the channel. */
  threadId: string | null;
  /** User id per seat (player index); null for a seat played by Crassus or the AI. */
  seats: (string | null)[];
  challenger: string;
  /** Invited user (duels). */
  opponent: string | null;
  aiLevel: number | null;
  /** Locale of the public messages of this game (the starter's Discord locale). */
  locale: string;
  createdAt: number;
  updatedAt: number;
  /** When the last move was made (or the game started): reminders count from here. */
  lastMoveAt: number;
  /** Challenge expiry (epoch ms). */
  expiresAt: number | null;
  challengeMessageId: string | null;
  boardMessageId: string | null;
  /** State version a turn reminder was already sent for (one ping per turn). */
  remindedVersion: number | null;
  /** User who asked to abandon; the other player confirms. */
  abandonRequestedBy: string | null;
  /** Public events of the last move (private parts stripped), for "last move" texts after a restart. */
  lastEvents: unknown[];
  /** n-seat tables only. */
  table?: TableMeta;
}

export interface StoredGame<S = unknown> {
  meta: GameMeta;
  record: GameRecord;
  /** Current engine state; null while only a challenge. */
  state: S | null;
}

/** What the index keeps per game: enough to find games by user and channel without loading them. */
export interface IndexEntry {
  status: GameStatus;
  users: string[];
  channelId: string;
  threadId: string | null;
}

const gameKey = (id: string) => `game:${id}`;
const threadKey = (id: string) => `thread:${id}`;
const INDEX_KEY = 'index:open';

export class GameRepository {
  private readonly indexLock = new KeyedMutex();
  private index: Record<string, IndexEntry> | null = null;
  private readonly threadsKnown = new Set<string>();

  /** `keyv` is the bot's one store; other repositories (leagues) keep their keys in it too. */
  constructor(readonly keyv: Keyv) {}

  async get<S = unknown>(id: string): Promise<StoredGame<S> | null> {
    const v = await this.keyv.get(gameKey(id));
    return (v as StoredGame<S> | undefined) ?? null;
  }

  /** Saves the game and keeps the open-games index in step with its status. */
  async save(game: StoredGame): Promise<void> {
    game.meta.updatedAt = Date.now();
    await this.keyv.set(gameKey(game.meta.id), game);
    // A thread belongs to one game for good: lets /game history and board work there after the end.
    if (game.meta.threadId && !this.threadsKnown.has(game.meta.threadId)) {
      await this.keyv.set(threadKey(game.meta.threadId), game.meta.id);
      this.threadsKnown.add(game.meta.threadId);
    }
    const open = game.meta.status === 'challenge' || game.meta.status === 'active';
    await this.indexLock.run(INDEX_KEY, async () => {
      const index = await this.readIndex();
      const before = JSON.stringify(index[game.meta.id] ?? null);
      if (open) {
        const users = new Set([...game.meta.seats.filter((s): s is string => !!s), game.meta.challenger]);
        if (game.meta.opponent) users.add(game.meta.opponent);
        index[game.meta.id] = { status: game.meta.status, users: [...users], channelId: game.meta.channelId, threadId: game.meta.threadId };
      } else {
        delete index[game.meta.id];
      }
      // Most saves (moves) leave the entry as it was: skip the write.
      if (JSON.stringify(index[game.meta.id] ?? null) !== before) await this.keyv.set(INDEX_KEY, index);
    });
  }

  async openIndex(): Promise<Record<string, IndexEntry>> {
    return this.indexLock.run(INDEX_KEY, async () => structuredClone(await this.readIndex()));
  }

  /** Open games (challenges and games in play) a user takes part in. */
  async openGamesOf(userId: string): Promise<string[]> {
    const index = await this.openIndex();
    return Object.entries(index).filter(([, e]) => e.users.includes(userId)).map(([id]) => id);
  }

  /** The game (open or finished) played in a thread, if any. */
  async gameOfThread(threadId: string): Promise<string | null> {
    return ((await this.keyv.get(threadKey(threadId))) as string | undefined) ?? null;
  }

  /** Open games played in a thread, or started in a channel. */
  async openGamesIn(channelId: string): Promise<string[]> {
    const index = await this.openIndex();
    return Object.entries(index)
      .filter(([, e]) => e.threadId === channelId || (e.threadId === null && e.channelId === channelId))
      .map(([id]) => id);
  }

  /**
   * The index is read from the store once and then kept in memory: this
   * repository is its only writer (one bot process per store, see mutex.ts).
   */
  private async readIndex(): Promise<Record<string, IndexEntry>> {
    if (!this.index) this.index = ((await this.keyv.get(INDEX_KEY)) as Record<string, IndexEntry> | undefined) ?? {};
    return this.index;
  }

  async close(): Promise<void> {
    await this.keyv.disconnect?.();
  }
}
