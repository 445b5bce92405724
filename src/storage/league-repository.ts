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
import { z } from 'zod';
import { StorageFailure } from './errors';
import { readOrQuarantine, type StoreLog } from './raw';
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

export class LeagueRepository {
  private readonly indexLock = new KeyedMutex();

  /** `log` gives the logger of the moment (the game repository's, set when the bot starts). */
  constructor(private readonly keyv: Keyv, private readonly log: () => StoreLog = () => silent) {}

  /** A store that cannot be read throws; a record that does not parse is quarantined and reads as absent. */
  private read<T>(key: string, check: (v: unknown) => T): Promise<T | undefined> {
    return readOrQuarantine(this.keyv, key, this.log(), check);
  }

  async get(id: string): Promise<LeagueState | null> {
    return (await this.read(leagueKey(id), parseLeagueState)) ?? null;
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
