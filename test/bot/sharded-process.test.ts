/**
 * `npm run start:sharded` (src/sharded.ts): discord.js's ShardingManager runs
 * one bot process per shard against the local Discord (which recommends two
 * shards): both identify with their shard, the server's interactions are
 * answered, and SIGTERM stops every shard process and the manager with exit 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy-commands';
import { startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { gameIds } from '../../src/core/registry';
import { killTree, spawnBot } from '../support/bot-process';

let discord: LocalDiscord;
let dir: string;

beforeAll(async () => {
  if (gameIds().length === 0) await import('../../src/games/index');
  dir = mkdtempSync(join(tmpdir(), 'legatus-sharded-'));
  discord = await startLocalDiscord({ port: 0, rateLimits: false, gateway: { identifyWindowMs: 0, recommendedShards: 2 } });
  const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
  await deployCommands(rest, discord.applicationId, discord.guildId);
});
afterAll(async () => {
  await discord?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the sharding manager', () => {
  it('runs a process per recommended shard, serves the server, and stops them all on SIGTERM', async () => {
    const child = spawnBot('src/sharded.ts', discord, dir, { SHARD_COUNT: '', SHARDS: '' });
    let out = '';
    child.stdout!.on('data', (d) => { out += d; });
    child.stderr!.on('data', (d) => { out += d; });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    try {
      // Each shard's process says which shards it runs once it is ready (after the manager heard its client is).
      const readyLines = () => out.split('\n').slice(0, -1).filter((l) => l.includes('"msg":"bot ready"'));
      await discord.waitFor(() => out.includes('every shard is ready') && readyLines().length >= 2, 150_000)
        .catch(() => { throw new Error(`not ready: ${out.slice(-2000)}`); });
      const shards = discord.gateway.sessions().filter((s) => s.connected).map((s) => s.shard.join('/')).sort();
      expect(shards).toEqual(['0/2', '1/2']);
      const ready = readyLines().map((l) => JSON.parse(l) as { shards: number[]; shardCount: number });
      expect(ready.map((r) => r.shards).sort()).toEqual([[0], [1]]);
      expect(ready.every((r) => r.shardCount === 2)).toBe(true);

      const status = await discord.as('alice').slash(discord.channelId, 'game', { subcommand: 'status' });
      expect((await status.reply(60_000)).content.length).toBeGreaterThan(0);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await discord.waitFor(() => discord.gateway.sessions().every((s) => !s.connected), 30_000);
      expect(out).toContain('"msg":"stopped"');
    } finally {
      killTree(child);
    }
  }, 240_000);
});
