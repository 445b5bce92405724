/**
 * Gateway sharding. One process may run every shard (internal sharding:
 * `SHARD_COUNT=N`), or several processes on one store may each run some
 * (`SHARDS=0,1` with the same `SHARD_COUNT`, or discord.js's ShardingManager
 * through src/sharded.ts). Discord sends a server's interactions and events
 * only to the shard `(guild_id >> 22) % shard_count`; the periodic work
 * (owed posts, reminders, expiries, league reminders and round deadlines) is
 * routed the same way, so each game and league is looked after by the
 * process that serves its server. Games are safe across
 * processes anyway (every save is a compare-and-set), so a game picked up
 * twice during a resharding is not harmed.
 */
import { ShardClientUtil, type Client, type ClientOptions } from 'discord.js';
import type { Config } from './config';

/** The client options for the configured shards; none when not configured (discord.js then reads its own env). */
export function shardingOptions(config: Pick<Config, 'SHARD_COUNT' | 'SHARDS'>): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (config.SHARD_COUNT === undefined) return {};
  if (config.SHARD_COUNT === 'auto') return { shards: 'auto' };
  const count = config.SHARD_COUNT;
  return { shards: config.SHARDS ?? Array.from({ length: count }, (_, i) => i), shardCount: count };
}

/**
 * The shard a server's events go to; games outside a server (null) belong to shard 0, like DMs, and so does
 * an id that is not a snowflake (only test doubles have those).
 */
export function shardOf(guildId: string | null, shardCount: number): number {
  if (guildId === null || shardCount <= 1 || !/^\d+$/.test(guildId)) return 0;
  return ShardClientUtil.shardIdForGuildId(guildId, shardCount);
}

/**
 * Whether this client serves a server: always when unsharded; otherwise when the server's shard is
 * one of the client's (known once it logged in, also for `auto`).
 */
export function servesGuild(client: Client, guildId: string | null): boolean {
  const options = (client as Partial<Client>).options;
  const count = options?.shardCount;
  const shards = options?.shards;
  if (typeof count !== 'number' || count <= 1 || !Array.isArray(shards)) return true;
  return shards.includes(shardOf(guildId, count));
}
