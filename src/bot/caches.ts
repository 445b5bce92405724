/**
 * Bounded discord.js caches. By default discord.js keeps every thread, user,
 * member and up to 200 messages per channel it ever saw, and its REST client
 * keeps a request handler per route and interaction token for an hour: each
 * finished game leaves its thread, its messages and its players behind.
 *
 * The bot reads nothing from these caches that it cannot fetch again: it
 * fetches channels by id (discord.js answers from the cache, or asks Discord
 * when the entry was swept), edits messages by id, and reads users through
 * `users.fetch`. So the caches are limited and swept:
 *
 * - messages: a few per channel (the bot never reads old ones);
 * - threads: swept once idle (no message for `idleSeconds`) or archived;
 * - users and members other than the bot: swept every interval;
 * - REST handlers and bucket hashes: swept every interval.
 */
import { Options, SnowflakeUtil, type ClientOptions, type ThreadChannel } from 'discord.js';

export interface CacheBounds {
  /** How often the sweepers run. */
  sweepSeconds: number;
  /** A thread with no message for this long leaves the cache (it is fetched again when needed). */
  idleSeconds: number;
  /** Messages kept per channel. */
  messagesPerChannel: number;
}

export const PRODUCTION_CACHE_BOUNDS: CacheBounds = { sweepSeconds: 300, idleSeconds: 900, messagesPerChannel: 5 };

function lastActivity(thread: ThreadChannel): number {
  const id = thread.lastMessageId ?? thread.id;
  try {
    return Number(SnowflakeUtil.timestampFrom(id));
  } catch {
    return 0;
  }
}

export function boundedCacheOptions(bounds: CacheBounds = PRODUCTION_CACHE_BOUNDS): Pick<ClientOptions, 'makeCache' | 'sweepers' | 'rest'> {
  const keepBot = { filter: () => (value: { id: string; client: { user: { id: string } | null } }) => value.id !== value.client.user?.id };
  return {
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: bounds.messagesPerChannel,
      // Members of game threads: the bot never reads them.
      ThreadMemberManager: 0,
      GuildMemberManager: { maxSize: 200, keepOverLimit: (member) => member.id === member.client.user.id },
      PresenceManager: 0,
      ReactionManager: 0,
      VoiceStateManager: 0,
    }),
    sweepers: {
      ...Options.DefaultSweeperSettings,
      threads: {
        interval: bounds.sweepSeconds,
        filter: () => (thread) => thread.archived === true || Date.now() - lastActivity(thread) > bounds.idleSeconds * 1000,
      },
      messages: { interval: bounds.sweepSeconds, lifetime: bounds.idleSeconds },
      users: { interval: bounds.sweepSeconds, ...keepBot },
      guildMembers: { interval: bounds.sweepSeconds, ...keepBot },
    },
    rest: {
      handlerSweepInterval: bounds.sweepSeconds * 1000,
      hashSweepInterval: bounds.sweepSeconds * 1000,
      hashLifetime: bounds.idleSeconds * 1000,
    },
  };
}
