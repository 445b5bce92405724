/**
 * Saved leagues: one Keyv key per league (the whole LeagueState document),
 * an index of league ids per guild, a link from each league game to its
 * league, and the reminders already sent (kept apart from the pure document,
 * which has no place for bot bookkeeping).
 *
 * Callers serialise read–change–save of one league with the KeyedMutex under
 * `leagueLockKey(id)`; the guild index has its own lock here.
 */
import type Keyv from 'keyv';
import { parseLeagueState, type LeagueState } from '../leagues';
import type { GameRepository } from './game-repository';
import { StorageFailure } from './errors';
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

/** A checked read: a store that cannot be read throws instead of looking empty. */
async function read(keyv: Keyv, key: string): Promise<unknown> {
  try {
    return await keyv.get(key);
  } catch (e) {
    throw new StorageFailure('read', key, e);
  }
}

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

export class LeagueRepository {
  private readonly indexLock = new KeyedMutex();

  constructor(private readonly keyv: Keyv) {}

  async get(id: string): Promise<LeagueState | null> {
    const raw = await read(this.keyv, leagueKey(id));
    return raw === undefined || raw === null ? null : parseLeagueState(raw);
  }

  async save(state: LeagueState): Promise<void> {
    await put(this.keyv, leagueKey(state.league.id), state);
    const { guildId, id } = state.league;
    await this.indexLock.run(guildKey(guildId), async () => {
      const ids = await this.idsOf(guildId);
      if (!ids.includes(id)) await put(this.keyv, guildKey(guildId), [...ids, id]);
    });
  }

  /** League ids of a guild, in creation order. */
  async idsOf(guildId: string): Promise<string[]> {
    return ((await read(this.keyv, guildKey(guildId))) as string[] | undefined) ?? [];
  }

  async listGuild(guildId: string): Promise<LeagueState[]> {
    const states = await Promise.all((await this.idsOf(guildId)).map((id) => this.get(id)));
    return states.filter((s): s is LeagueState => s !== null);
  }

  async linkGame(gameId: string, link: LeagueGameLink): Promise<void> {
    await put(this.keyv, gameLinkKey(gameId), link);
  }

  async gameLink(gameId: string): Promise<LeagueGameLink | null> {
    return ((await read(this.keyv, gameLinkKey(gameId))) as LeagueGameLink | undefined) ?? null;
  }

  /** Reminder keys ("season:round:table") already sent for a league. */
  async reminded(id: string): Promise<string[]> {
    return ((await read(this.keyv, remindedKey(id))) as string[] | undefined) ?? [];
  }

  async setReminded(id: string, keys: string[]): Promise<void> {
    await put(this.keyv, remindedKey(id), keys);
  }

  /** The channel a league announces in (where it was created, or last paired). */
  async channelOf(id: string): Promise<string | null> {
    return ((await read(this.keyv, channelKey(id))) as string | undefined) ?? null;
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
    leagues = new LeagueRepository(repo.keyv);
    shared.set(repo, leagues);
  }
  return leagues;
}
