/**
 * Saved games: one Keyv key per game plus an index of the games still in play.
 *
 * A game is stored as { meta, record, state }: `record` (options, seed,
 * actions, result) is enough to replay it and is kept forever, `state` is the
 * current engine state (so loading does not replay), `meta` is what the bot
 * needs around it (where it is played, who sits where, messages, reminders).
 * The index lets a freshly started bot find its challenges and active games
 * (and finished games whose posts are still owed, marked `pending`) without
 * scanning the store, whatever the backend. Moves that change nothing in a
 * game's entry (most of them) do not write the index.
 *
 * Every save is checked and is a compare-and-set on the record as it was
 * read: a failed or refused write throws (StorageFailure, SaveConflict) and
 * commits nothing, so no move is acknowledged that was not stored, and two
 * processes never both commit a move on the same game. A record that no
 * longer parses (or whose state its game cannot migrate) is moved under a
 * quarantine key and skipped.
 */
import { randomUUID } from 'node:crypto';
import type Keyv from 'keyv';
import { z } from 'zod';
import type { GameRecord } from '../core/game';
import { SaveConflict, StorageFailure } from './errors';
import { KeyedMutex } from './mutex';
import { storageTuning } from './tuning';
import { decodeValue, encodeValue, QUARANTINE_PREFIX, quarantineRecord, rawEntries, rawGet, rawSet, type StoreLog } from './raw';

export type { StoreLog } from './raw';

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
  /** The custom_id verb of the open vote's button, so that an organiser outside the table can reach it. */
  replaceVoteVerb?: string;
  /** A league table's invitation: the members who accepted so far (it starts when every seat has). */
  accepted?: string[];
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
  /** State version the move-deadline reminder was sent for (once per turn); absent on games stored before it. */
  deadlineRemindedVersion?: number | null;
  /** Who declined or withdrew a challenge (duels); absent on challenges closed before it was kept. */
  closedBy?: string;
  /** User who asked to abandon; the other player confirms. */
  abandonRequestedBy: string | null;
  /** The moderator who ended the game as abandoned (/league-admin end-game); absent otherwise. */
  endedBy?: string;
  /** Public events of the last move (private parts stripped), for "last move" texts after a restart. */
  lastEvents: unknown[];
  /** n-seat tables only. */
  table?: TableMeta;
}

/**
 * A post the game owes its players (board, start text, league result),
 * written in the same record as the move that requires it and removed once
 * delivered (src/bot/outbox.ts). `version` is the engine state's version it
 * belongs to; with `kind` it names the post once (Discord nonce, dedup).
 */
export interface OutboxItem {
  kind: 'start' | 'note' | 'board' | 'finished';
  version: number;
  /** A note's text, written when it was owed (a moderator's note ending the game). */
  text?: string;
  /** A board asked for again (`/game board`): the id of the interaction that asked, which names the post. */
  repost?: string;
  /** Failed attempts so far (absent: none). */
  attempts?: number;
  /** Not retried by the periodic pass before this time (ms since the epoch). */
  retryAt?: number;
}

/** A post given up after its attempts (kept for an operator; `/game board` posts the board anew). */
export interface FailedPost {
  kind: OutboxItem['kind'];
  version: number;
  attempts: number;
  /** When it was given up (ms since the epoch). */
  at: number;
}

export interface StoredGame<S = unknown> {
  meta: GameMeta;
  record: GameRecord;
  /** Current engine state; null while only a challenge. */
  state: S | null;
  /** Posts still owed for committed changes; absent or empty when all were delivered. */
  outbox?: OutboxItem[];
  /** Owed posts given up after their bounded retries (src/bot/outbox.ts); the newest few. */
  failedPosts?: FailedPost[];
  /**
   * The process whose request saved the change that owes `outbox` delivers it until `until` (ms since the
   * epoch): other processes' periodic passes leave it alone until then (src/bot/outbox.ts). Written with the
   * change itself, so it costs no write of its own; removed when that delivery saves its outcome.
   */
  delivering?: { holder: string; until: number };
}

/**
 * A process's claim to deliver one game's owed posts until `until` (ms since the epoch); see
 * GameRepository.claimDeliveryLease. `raw` is its stored text, what a release compares with.
 */
export interface DeliveryLease {
  gameId: string;
  holder: string;
  until: number;
  raw: string;
}

/** What the index keeps per game: enough to find games by user and channel without loading them. */
export interface IndexEntry {
  /** The game's status; a finished game stays listed while it still owes posts. */
  status: GameStatus;
  /** Posts still owed (outbox not empty). */
  pending?: boolean;
  users: string[];
  channelId: string;
  threadId: string | null;
}

const gameKey = (id: string) => `game:${id}`;
const leaseKey = (id: string) => `lease:${id}`;
const threadKey = (id: string) => `thread:${id}`;
const INDEX_KEY = 'index:open';

/** Just enough of a game's shape that the bot can handle it; anything less is quarantined. */
const storedGameShape = z.object({
  meta: z.object({
    id: z.string().min(1),
    game: z.string().min(1),
    status: z.enum(['challenge', 'active', 'finished', 'declined', 'expired']),
    kind: z.enum(['duel', 'solo', 'bot', 'table']),
    channelId: z.string(),
    threadId: z.string().nullable(),
    seats: z.array(z.string().nullable()),
    challenger: z.string(),
    locale: z.string(),
  }).passthrough(),
  record: z.object({ game: z.string(), seed: z.string(), actions: z.array(z.unknown()) }).passthrough(),
  state: z.unknown(),
}).passthrough();

/**
 * The labels every game state carries (core/game.ts's BaseState). Without them a game's upgrade cannot
 * tell which steps a state needs: a state with no schema would pass through every game's upgrade
 * unchanged and reach the engine as if it were current.
 */
const stateLabels = z.object({
  game: z.string(),
  schema: z.number().int().min(1),
  version: z.number().int().min(0),
}).passthrough();

/** Throws, naming what is wrong, unless `state` is labelled as a state of `game`. */
function checkStateLabels(game: string, state: unknown, when: 'stored' | 'upgraded'): void {
  const labels = stateLabels.safeParse(state);
  if (!labels.success) {
    throw new Error(`${when} state: ${labels.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(state)'}: ${i.message}`).join('; ')}`);
  }
  if (labels.data.game !== game) throw new Error(`${when} state of game ${labels.data.game} in a record of ${game}`);
}

const indexShape = z.record(z.string(), z.object({
  status: z.enum(['challenge', 'active', 'finished', 'declined', 'expired']),
  pending: z.boolean().optional(),
  users: z.array(z.string()),
  channelId: z.string(),
  threadId: z.string().nullable(),
}));

const silent: StoreLog = { error: () => undefined, warn: () => undefined };

function isOpen(status: GameStatus): boolean {
  return status === 'challenge' || status === 'active';
}

function indexEntryOf(game: StoredGame): IndexEntry | null {
  const owes = (game.outbox?.length ?? 0) > 0;
  if (!isOpen(game.meta.status) && !owes) return null;
  // An open game is listed anyway and its posts are looked for in its record: marking it would cost two
  // writes of the whole index per move (marked with the move, unmarked once its board is posted).
  const pending = owes && (storageTuning.markOpenGamesPending || !isOpen(game.meta.status));
  const users = new Set([...game.meta.seats.filter((s): s is string => !!s), game.meta.challenger]);
  if (game.meta.opponent) users.add(game.meta.opponent);
  const entry: IndexEntry = { status: game.meta.status, users: [...users], channelId: game.meta.channelId, threadId: game.meta.threadId };
  if (pending) entry.pending = true;
  return entry;
}

export class GameRepository {
  private readonly indexLock = new KeyedMutex();
  /** The index as last read or written by this process, with its stored text (the compare-and-set's expectation). */
  private index: { raw: string | null; value: Record<string, IndexEntry> } | null = null;
  /** Index changes of committed saves not yet written (the write failed): retried with the next index write. */
  private readonly indexPending = new Map<string, IndexEntry | null>();
  private readonly threadsKnown = new Set<string>();
  /** The stored text each loaded or saved game object was read as: what its next save compares with. */
  private readonly readAs = new WeakMap<StoredGame, string>();
  log: StoreLog = silent;
  /**
   * Brings a loaded state of an older schema up to date (the bot sets the registry's
   * upgradeSavedState; the store cannot import the registry, which depends on it). It may throw:
   * the record is then quarantined. By default states load as stored.
   */
  upgrade: (game: string, state: unknown) => unknown = (_game, state) => state;
  /** Names this process (this connection to the store) in the delivery leases it holds. */
  readonly holder = randomUUID();

  /** `keyv` is the bot's one store; other repositories (leagues) keep their keys in it too. */
  constructor(readonly keyv: Keyv) {}

  /** The game, or null when absent or quarantined. Throws StorageFailure when the store cannot be read. */
  async get<S = unknown>(id: string): Promise<StoredGame<S> | null> {
    const key = gameKey(id);
    const raw = await rawGet(this.keyv, key);
    if (raw === undefined) return null;
    let game: StoredGame<S>;
    try {
      game = (await this.decode(raw)) as StoredGame<S>;
      const shape = storedGameShape.safeParse(game);
      if (!shape.success) throw new Error(shape.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (game.meta.id !== id) throw new Error(`record of game ${game.meta.id} under the key of ${id}`);
      if (game.state !== null) {
        checkStateLabels(game.meta.game, game.state, 'stored');
        // A game saved under an older schema is upgraded here, once, so no engine function sees an old state.
        // The stored text is left as it was read: the next save writes the upgraded state.
        game.state = this.upgrade(game.meta.game, game.state) as S;
        checkStateLabels(game.meta.game, game.state, 'upgraded');
      }
    } catch (e) {
      await this.quarantine(key, raw, (e as Error).message);
      await this.indexLock.run(INDEX_KEY, () => this.writeIndex(id, null)).catch(() => undefined);
      return null;
    }
    this.readAs.set(game, raw);
    return game;
  }

  /**
   * Saves the game (the commit point of a move) and keeps the open-games index
   * in step. Throws StorageFailure when the store failed and SaveConflict when
   * the record changed since this object was read; either way nothing was
   * committed. An index or thread-link write failing after the commit is
   * logged and repaired later: the game record is the truth, the index a guide.
   */
  async save(game: StoredGame): Promise<void> {
    const key = gameKey(game.meta.id);
    const updatedAt = game.meta.updatedAt;
    game.meta.updatedAt = Date.now();
    if (game.outbox && game.outbox.length === 0) delete game.outbox;
    const next = await this.encode(game);
    // Objects read from the store (every move) compare with what was read; a new draft must not exist yet.
    const expected = this.readAs.get(game) ?? null;
    let wrote: boolean;
    try {
      wrote = await rawSet(this.keyv, key, expected, next);
    } catch (e) {
      game.meta.updatedAt = updatedAt;
      throw e;
    }
    if (!wrote) {
      game.meta.updatedAt = updatedAt;
      throw new SaveConflict(key);
    }
    this.readAs.set(game, next);
    // A thread belongs to one game for good: lets /game history and board work there after the end.
    if (game.meta.threadId && !this.threadsKnown.has(game.meta.threadId)) {
      try {
        await rawSet(this.keyv, threadKey(game.meta.threadId), undefined, await this.encode(game.meta.id));
        this.threadsKnown.add(game.meta.threadId);
      } catch (e) {
        this.log.error({ gameId: game.meta.id, err: (e as Error).message }, 'thread link not saved; retried with the next save');
      }
    }
    await this.indexLock.run(INDEX_KEY, async () => {
      try {
        await this.writeIndex(game.meta.id, indexEntryOf(game));
      } catch (e) {
        this.log.error({ gameId: game.meta.id, err: (e as Error).message }, 'open-games index not saved; retried with the next save');
      }
    });
  }

  /**
   * Claims the right to deliver a game's owed posts for `ttlMs` from `now`, or returns null when another
   * process holds an unexpired lease. The lease is its own key (`lease:<id>`), not part of the game's
   * record: claiming it must not change the record, or a move saved meanwhile would be refused, and the
   * save of a move (whose request delivers at once, unleased) costs no extra write. Written with
   * compare-and-set on the text read, so of two processes claiming at once exactly one wins; an expired
   * lease (its holder crashed or stalled) is taken over the same way.
   */
  async claimDeliveryLease(id: string, now: number, ttlMs: number): Promise<DeliveryLease | null> {
    const key = leaseKey(id);
    const raw = await rawGet(this.keyv, key);
    if (raw !== undefined) {
      let until = 0;
      try {
        const held = JSON.parse(raw) as { holder?: unknown; until?: unknown };
        if (typeof held.until === 'number') until = held.until;
      } catch { /* an unreadable lease counts as expired: it is overwritten below */ }
      if (until > now) return null;
    }
    const lease = { gameId: id, holder: this.holder, until: now + ttlMs };
    const next = JSON.stringify({ holder: lease.holder, until: lease.until });
    if (!(await rawSet(this.keyv, key, raw ?? null, next))) return null;
    return { ...lease, raw: next };
  }

  /** Ends a lease early so that another process need not wait for it; a lease already taken over is left alone. */
  async releaseDeliveryLease(lease: DeliveryLease): Promise<void> {
    await rawSet(this.keyv, leaseKey(lease.gameId), lease.raw, JSON.stringify({ holder: lease.holder, until: 0 }));
  }

  /** Whether this object is still the game's stored version (nobody saved the game since this process read or wrote it). */
  async isCurrent(game: StoredGame): Promise<boolean> {
    const expected = this.readAs.get(game);
    return expected !== undefined && (await rawGet(this.keyv, gameKey(game.meta.id))) === expected;
  }

  /** Whether this object is the last version this process read or wrote (tests and diagnostics). */
  isTracked(game: StoredGame): boolean {
    return this.readAs.has(game);
  }

  /** Open games and finished games still owing posts, read from the store (other processes may have changed it). */
  async openIndex(): Promise<Record<string, IndexEntry>> {
    return this.indexLock.run(INDEX_KEY, async () => {
      this.index = null;
      if (this.indexPending.size) await this.writeIndex(null, null).catch(() => undefined);
      return structuredClone((await this.readIndex()).value);
    });
  }

  /** Open games (challenges and games in play) a user takes part in. */
  async openGamesOf(userId: string): Promise<string[]> {
    const index = await this.openIndex();
    return Object.entries(index).filter(([, e]) => isOpen(e.status) && e.users.includes(userId)).map(([id]) => id);
  }

  /** The game (open or finished) played in a thread, if any. */
  async gameOfThread(threadId: string): Promise<string | null> {
    const raw = await rawGet(this.keyv, threadKey(threadId));
    if (raw === undefined) return null;
    try {
      const id = await this.decode(raw);
      if (typeof id !== 'string') throw new Error('not a game id');
      return id;
    } catch (e) {
      await this.quarantine(threadKey(threadId), raw, (e as Error).message);
      return null;
    }
  }

  /** Open games played in a thread, or started in a channel. */
  async openGamesIn(channelId: string): Promise<string[]> {
    const index = await this.openIndex();
    return Object.entries(index)
      .filter(([, e]) => isOpen(e.status) && (e.threadId === channelId || (e.threadId === null && e.channelId === channelId)))
      .map(([id]) => id);
  }

  /**
   * Games marked in the index as owing posts: finished games whose last posts are still owed (an open game's
   * are in its record; see gamesMaybeOwing).
   */
  async pendingGames(): Promise<string[]> {
    const index = await this.openIndex();
    return Object.entries(index).filter(([, e]) => e.pending).map(([id]) => id);
  }

  /** Every game that may owe posts: the marked ones (finished) and the open ones, whose records say. */
  async gamesMaybeOwing(): Promise<{ id: string; marked: boolean }[]> {
    const index = await this.openIndex();
    return Object.entries(index).filter(([, e]) => e.pending || isOpen(e.status)).map(([id, e]) => ({ id, marked: !!e.pending }));
  }

  /** Quarantined records: key, reason and when (tests and operators). */
  async quarantined(): Promise<{ key: string; reason: string; at: number }[]> {
    const all = (await rawEntries(this.keyv, QUARANTINE_PREFIX)) ?? [];
    const out: { key: string; reason: string; at: number }[] = [];
    for (const [, raw] of all) {
      try {
        const q = (await this.decode(raw)) as { key: string; reason: string; at: number };
        out.push({ key: q.key, reason: q.reason, at: q.at });
      } catch { /* a broken quarantine entry stays where it is */ }
    }
    return out;
  }

  private encode(value: unknown): Promise<string> {
    return encodeValue(this.keyv, value);
  }

  private decode(raw: string): Promise<unknown> {
    return decodeValue(this.keyv, raw);
  }

  private quarantine(key: string, raw: string, reason: string): Promise<void> {
    return quarantineRecord(this.keyv, key, raw, reason, this.log);
  }

  /** Reads the stored index; an unreadable one is quarantined and rebuilt from the games. Under indexLock. */
  private async readIndex(): Promise<{ raw: string | null; value: Record<string, IndexEntry> }> {
    if (this.index) return this.index;
    const raw = await rawGet(this.keyv, INDEX_KEY);
    if (raw === undefined) {
      this.index = { raw: null, value: {} };
      return this.index;
    }
    try {
      const parsed = indexShape.safeParse(await this.decode(raw));
      if (!parsed.success) throw new Error(parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      this.index = { raw, value: parsed.data as Record<string, IndexEntry> };
    } catch (e) {
      await this.quarantine(INDEX_KEY, raw, (e as Error).message);
      const rebuilt = await this.rebuildIndex();
      const text = await this.encode(rebuilt);
      // Whoever rebuilds first wins; the others read theirs.
      if (await rawSet(this.keyv, INDEX_KEY, null, text)) this.index = { raw: text, value: rebuilt };
      else { this.index = null; return this.readIndex(); }
    }
    return this.index;
  }

  /** The index from the game records themselves (after the index was lost or corrupted). */
  private async rebuildIndex(): Promise<Record<string, IndexEntry>> {
    const index: Record<string, IndexEntry> = {};
    const entries = await rawEntries(this.keyv, 'game:').catch(() => null);
    if (!entries) {
      this.log.error({}, 'the open-games index was lost and this store cannot list its games; open games are found again as they are played');
      return index;
    }
    for (const [, raw] of entries) {
      try {
        const game = (await this.decode(raw)) as StoredGame;
        if (!storedGameShape.safeParse(game).success) continue;
        const entry = indexEntryOf(game);
        if (entry) index[game.meta.id] = entry;
      } catch { /* a broken game is quarantined when it is loaded */ }
    }
    this.log.warn({ games: Object.keys(index).length }, 'open-games index rebuilt from the game records');
    return index;
  }

  /**
   * Sets one game's entry (null removes it) together with any change still
   * pending, as a compare-and-set on the stored index, re-reading it when
   * another process changed it first. Under indexLock.
   */
  private async writeIndex(id: string | null, entry: IndexEntry | null): Promise<void> {
    if (id !== null) this.indexPending.set(id, entry);
    for (let attempt = 0; attempt < 20; attempt++) {
      const current = await this.readIndex();
      const next = { ...current.value };
      let changed = false;
      for (const [gid, e] of this.indexPending) {
        if (JSON.stringify(next[gid] ?? null) === JSON.stringify(e)) continue;
        changed = true;
        if (e) next[gid] = e;
        else delete next[gid];
      }
      // Most saves (moves) leave the entry as it was: skip the write.
      if (!changed) { this.indexPending.clear(); return; }
      const text = await this.encode(next);
      if (await rawSet(this.keyv, INDEX_KEY, current.raw, text)) {
        this.index = { raw: text, value: next };
        this.indexPending.clear();
        return;
      }
      this.index = null;
    }
    throw new StorageFailure('write', INDEX_KEY, new Error('the index kept changing under us'));
  }

  async close(): Promise<void> {
    await this.keyv.disconnect?.();
  }
}
