/**
 * Saved leagues: one Keyv key per league (the whole LeagueState document),
 * an index of league ids per guild, a link from each league game to its
 * league, and the reminders already sent (kept apart from the pure document,
 * which has no place for bot bookkeeping).
 *
 * Callers serialise read–change–save of one league with the KeyedMutex under
 * `leagueLockKey(id)`; that lock is per process. Across processes sharing a
 * store, every write of a league, of a guild's index and of the reminders
 * sent is a compare-and-set on the text as it was read (as game saves are):
 * a writer that read an older record is refused (SaveConflict) instead of
 * overwriting a result another process recorded; `update` reads again and
 * re-applies its change.
 */
import type Keyv from 'keyv';
import { parseLeagueState, type LeagueState, type Outcome } from '../leagues';
import type { GameRepository } from './game-repository';
import { z } from 'zod';
import { SaveConflict, StorageFailure } from './errors';
import { encodeValue, rawSet, readOrQuarantine, readRawOrQuarantine, type StoreLog } from './raw';
import { KeyedMutex } from './mutex';

/** A checked write: a store error or a refused write throws (nothing was saved). */
async function put(keyv: Keyv, key: string, value: unknown): Promise<void> {
  let ok: boolean;
  try {
    ok = await keyv.set(key, value);
  } catch (e) {
    throw new StorageFailure('write', key, e);
  }
  if (ok === false) throw new StorageFailure('write', key, new Error('the store refused the write'));
}

/** The shapes of the small league records (a broken one is quarantined, not fatal). */
const idList = z.array(z.string());
const text = z.string();
const linkShape = z.object({ leagueId: z.string(), round: z.number().nullable(), table: z.number().nullable() });

const silent: StoreLog = { error: () => undefined, warn: () => undefined };

const leagueKey = (id: string) => `league:${id}`;
const guildKey = (guildId: string) => `leagues:${guildId}`;
const gameLinkKey = (gameId: string) => `leaguegame:${gameId}`;
const remindedKey = (id: string) => `leaguereminded:${id}`;
const channelKey = (id: string) => `leaguechannel:${id}`;

/** Lock key of a league in the bot's KeyedMutex (distinct from game ids). */
export const leagueLockKey = (id: string) => `league:${id}`;

/** Where a league game sits in its league: the scheduled table, when it is one. */
export interface LeagueGameLink {
  leagueId: string;
  round: number | null;
  table: number | null;
}

/** How often a compare-and-set is tried again after another writer changed the record first. */
const CAS_ATTEMPTS = 20;

export class LeagueRepository {
  private readonly indexLock = new KeyedMutex();
  /** The stored text each league object was read or saved as: what saving it (or a state made from it) compares with. */
  private readonly readAs = new WeakMap<LeagueState, string>();

  /** `log` gives the logger of the moment (the game repository's, set when the bot starts). */
  constructor(private readonly keyv: Keyv, private readonly log: () => StoreLog = () => silent) {}

  /** A store that cannot be read throws; a record that does not parse is quarantined and reads as absent. */
  private read<T>(key: string, check: (v: unknown) => T): Promise<T | undefined> {
    return readOrQuarantine(this.keyv, key, this.log(), check);
  }

  /** The same, with the stored text (what a compare-and-set expects). */
  private readRaw<T>(key: string, check: (v: unknown) => T): Promise<{ raw: string; value: T } | undefined> {
    return readRawOrQuarantine(this.keyv, key, this.log(), check);
  }

  async get(id: string): Promise<LeagueState | null> {
    const read = await this.readRaw(leagueKey(id), parseLeagueState);
    if (!read) return null;
    this.readAs.set(read.value, read.raw);
    return read.value;
  }

  /**
   * Saves a league: a compare-and-set on the record as `previous` (the state
   * this one was made from; by default `state` itself) was read or saved, or
   * on its absence for a league never read. Throws SaveConflict when another
   * writer changed it since, StorageFailure when the store failed; either way
   * nothing was saved.
   */
  async save(state: LeagueState, previous: LeagueState = state): Promise<void> {
    const key = leagueKey(state.league.id);
    const next = await encodeValue(this.keyv, state);
    if (!(await rawSet(this.keyv, key, this.readAs.get(previous) ?? null, next))) throw new SaveConflict(key);
    this.readAs.set(state, next);
    const { guildId, id } = state.league;
    await this.indexLock.run(guildKey(guildId), () => this.casList(guildKey(guildId), (ids) => (ids.includes(id) ? ids : [...ids, id])));
  }

  /**
   * Reads the league, applies `change` and saves the result, reading again
   * and re-applying the change when another process saved the league in
   * between (so neither change is lost). `change` must be pure: it may run
   * more than once. Null when there is no such league.
   */
  async update(id: string, change: (state: LeagueState) => Outcome): Promise<Outcome | null> {
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const state = await this.get(id);
      if (!state) return null;
      const out = change(state);
      if (!out.ok) return out;
      try {
        await this.save(out.state, state);
        return out;
      } catch (e) {
        if (!(e instanceof SaveConflict)) throw e;
      }
    }
    throw new SaveConflict(leagueKey(id));
  }

  /** A list record changed by `change`, as a compare-and-set retried while other writers change it. */
  private async casList(key: string, change: (list: string[]) => string[]): Promise<string[]> {
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const read = await this.readRaw(key, (v) => idList.parse(v));
      const list = read?.value ?? [];
      const next = change(list);
      if (next === list) return list;
      if (await rawSet(this.keyv, key, read?.raw ?? null, await encodeValue(this.keyv, next))) return next;
    }
    throw new SaveConflict(key);
  }

  /** League ids of a guild, in creation order. */
  async idsOf(guildId: string): Promise<string[]> {
    return (await this.read(guildKey(guildId), (v) => idList.parse(v))) ?? [];
  }

  async listGuild(guildId: string): Promise<LeagueState[]> {
    const states = await Promise.all((await this.idsOf(guildId)).map((id) => this.get(id)));
    return states.filter((s): s is LeagueState => s !== null);
  }

  async linkGame(gameId: string, link: LeagueGameLink): Promise<void> {
    await put(this.keyv, gameLinkKey(gameId), link);
  }

  async gameLink(gameId: string): Promise<LeagueGameLink | null> {
    return (await this.read(gameLinkKey(gameId), (v) => linkShape.parse(v))) ?? null;
  }

  /** Reminder keys ("season:round:table") already sent for a league. */
  async reminded(id: string): Promise<string[]> {
    return (await this.read(remindedKey(id), (v) => idList.parse(v))) ?? [];
  }

  async setReminded(id: string, keys: string[]): Promise<void> {
    await put(this.keyv, remindedKey(id), keys);
  }

  /**
   * Adds reminder keys to those sent, as a compare-and-set: returns the keys
   * this call added, so that of two processes reminding at once only one
   * sends each reminder.
   */
  async addReminded(id: string, keys: string[]): Promise<string[]> {
    let added: string[] = [];
    await this.casList(remindedKey(id), (sent) => {
      added = keys.filter((k, i) => !sent.includes(k) && keys.indexOf(k) === i);
      return added.length ? [...sent, ...added] : sent;
    });
    return added;
  }

  /** The channel a league announces in (where it was created, or last paired). */
  async channelOf(id: string): Promise<string | null> {
    return (await this.read(channelKey(id), (v) => text.parse(v))) ?? null;
  }

  async setChannel(id: string, channelId: string): Promise<void> {
    await put(this.keyv, channelKey(id), channelId);
  }
}

const shared = new WeakMap<GameRepository, LeagueRepository>();

/**
 * The league repository on the same store as the games, so leagues need no
 * second connection or setting.
 */
export function leagueRepositoryOf(repo: GameRepository): LeagueRepository {
  let leagues = shared.get(repo);
  if (!leagues) {
    leagues = new LeagueRepository(repo.keyv, () => repo.log);
    shared.set(repo, leagues);
  }
  return leagues;
}
