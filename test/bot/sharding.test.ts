/**
 * Gateway sharding against the local Discord: it accepts a shard in IDENTIFY
 * and sends a server's events only to that server's shard, as Discord does.
 * Two bot instances on one store, each running one of two shards (as two
 * processes would), play a duel: every interaction is handled by the
 * instance that serves the server, and only that one looks after the game
 * (owed posts, reminders). One instance can also run both shards itself.
 */
import { WebSocket } from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/bot/config';
import { shardOf, shardingOptions } from '../../src/bot/shards';
import type { LocalDiscord, LocalMessage } from '../../src/localdiscord';
import { shardOfGuild } from '../../src/localdiscord/gateway';
import { useSharedStore } from './shared-store';

let now = Date.UTC(2026, 0, 1);
const shared = useSharedStore('shards', { gateway: { identifyWindowMs: 0, recommendedShards: 2 } });
let discord: LocalDiscord;
beforeAll(() => { discord = shared.discord; });

async function startBot(env: Record<string, string>) {
  const { bot, repo, logs } = await shared.startInstance({ env: { REMINDER_MINUTES: '1', ...env }, now: () => now });
  const handled = () => logs.filter((l) => l.includes('"msg":"interaction"')).length;
  return { bot, repo, logs, handled };
}

type Started = Awaited<ReturnType<typeof startBot>>;

const buttonsOf = (m: LocalMessage) => m.components.flatMap((r: any) => r.components ?? []).filter((c: any) => c.type === 2 && c.custom_id) as { custom_id: string }[];

describe('the local Discord with shards', () => {
  it('routes a server to shard (guild_id >> 22) % count, as Discord does', () => {
    // The id's timestamp part (id >> 22) modulo the count: 41771983423143937 >> 22 = 9959216934.
    expect(41771983423143937n >> 22n).toBe(9959216934n);
    expect(shardOfGuild('41771983423143937', 1)).toBe(0);
    expect(shardOfGuild('41771983423143937', 2)).toBe(0);
    expect(shardOfGuild('41771983423143937', 4)).toBe(2);
    expect(shardOfGuild('41771983423143937', 10)).toBe(4);
    expect(shardOf(discord.guildId, 2)).toBe(shardOfGuild(discord.guildId, 2));
    expect(shardOf(null, 4)).toBe(0);
  });

  it('closes an IDENTIFY with a shard out of range with 4010 Invalid shard', async () => {
    const ws = new WebSocket(discord.gatewayUrl);
    const code = await new Promise<number>((resolve, reject) => {
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString());
        if (msg.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: discord.botToken, intents: 1, properties: {}, shard: [2, 2] } }));
      });
      ws.on('close', (c) => resolve(c));
      ws.on('error', reject);
    });
    expect(code).toBe(4010);
  });
});

describe('two bot instances, one shard each, on one store', () => {
  let owner: Started;
  let other: Started;
  beforeAll(async () => {
    const mine = shardOf(discord.guildId, 2);
    const a = await startBot({ SHARD_COUNT: '2', SHARDS: '0' });
    const b = await startBot({ SHARD_COUNT: '2', SHARDS: '[1]' });
    [owner, other] = mine === 0 ? [a, b] : [b, a];
  }, 60_000);

  it('each identifies with its shard; only the server\'s shard gets the server', () => {
    const shards = discord.gateway.sessions().filter((s) => s.connected).map((s) => s.shard.join('/')).sort();
    expect(shards).toEqual(['0/2', '1/2']);
    expect(owner.bot.client.guilds.cache.has(discord.guildId)).toBe(true);
    expect(other.bot.client.guilds.cache.has(discord.guildId)).toBe(false);
  });

  it('plays a duel: every interaction reaches the instance serving the server, and only it looks after the game', async () => {
    const total = () => owner.handled() + other.handled();
    const act = async <T>(fn: () => Promise<T>) => {
      const before = total();
      const out = await fn();
      await discord.waitFor(() => total() > before, 20_000);
      return out;
    };
    await act(() => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    await act(() => discord.as('bob').click(challenge, buttonsOf(challenge)[0].custom_id));
    const threadId = discord.threads(discord.channelId).at(-1)!.id;
    const board = await discord.waitFor(() => discord.messages(threadId).find((m) => m.attachments.length > 0));
    const gameId = buttonsOf(board)[0].custom_id.split(':')[1];
    await act(() => discord.as('alice').slash(threadId, 'game', { subcommand: 'status' }));

    expect(owner.handled()).toBe(3);
    expect(other.handled()).toBe(0);
    // Both see the same store: the game is there for either.
    expect((await other.repo.get(gameId))?.meta.status).toBe('active');

    // Hours later, the periodic work: only the serving instance reminds the player to move.
    now += 3_600_000;
    const before = discord.messages(threadId).length;
    expect((await other.bot.upkeep()).reminded).toEqual([]);
    expect(discord.messages(threadId).length).toBe(before);
    expect((await owner.bot.upkeep()).reminded).toEqual([gameId]);
    expect(discord.messages(threadId).length).toBe(before + 1);
  }, 60_000);
});

describe('one bot instance running both shards', () => {
  it('identifies twice and serves the server through its shard', async () => {
    const before = discord.gateway.sessions().filter((s) => s.connected).length;
    const one = await startBot({ SHARD_COUNT: 'auto' });
    expect(one.bot.client.options.shardCount).toBe(2);
    expect(one.bot.client.options.shards).toEqual([0, 1]);
    expect(discord.gateway.sessions().filter((s) => s.connected).length).toBe(before + 2);
    expect(one.bot.client.guilds.cache.has(discord.guildId)).toBe(true);
  }, 60_000);
});

describe('shard settings', () => {
  it('are checked at start: ids below the count, a list needs a count', () => {
    expect(shardingOptions(loadConfig({}))).toEqual({});
    expect(shardingOptions(loadConfig({ SHARD_COUNT: '3' }))).toEqual({ shards: [0, 1, 2], shardCount: 3 });
    expect(shardingOptions(loadConfig({ SHARD_COUNT: '3', SHARDS: '0, 2' }))).toEqual({ shards: [0, 2], shardCount: 3 });
    expect(shardingOptions(loadConfig({ SHARD_COUNT: 'auto' }))).toEqual({ shards: 'auto' });
    expect(() => loadConfig({ SHARD_COUNT: '2', SHARDS: '2' })).toThrow(/SHARDS: shard ids must be below SHARD_COUNT/);
    expect(() => loadConfig({ SHARDS: '0' })).toThrow(/SHARDS: needs SHARD_COUNT/);
    expect(() => loadConfig({ SHARD_COUNT: '0' })).toThrow(/SHARD_COUNT/);
  });
});
