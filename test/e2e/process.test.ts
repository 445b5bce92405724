/**
 * The real process (`tsx src/main.ts`, as `npm start` runs it) against the
 * local Discord, started by the test: health endpoint, and a SIGTERM in the
 * middle of a move — the move's board is still posted, the store is closed,
 * the exit code is 0, and what arrives meanwhile is told to retry.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalMessage } from '../../src/localdiscord';
import { GameRepository, openKeyv } from '../../src/storage';
import { translator } from '../../src/i18n';
import { buttons, moveButtons, mentioned, selects } from './harness';
import { closeProcessDiscord, killTree, openProcessDiscord, runBot, type RunningBot } from '../support/bot-process';

let discord: LocalDiscord;
let dir: string;

beforeAll(async () => ({ discord, dir } = await openProcessDiscord('legatus-process-')));
afterAll(() => closeProcessDiscord(discord, dir));

function startBot(env: Record<string, string>): RunningBot {
  return runBot('src/main.ts', discord, dir, env);
}

async function health(port: number): Promise<{ status: number; body: any }> {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  return { status: res.status, body: await res.json() };
}

function boards(channelId: string): LocalMessage[] {
  return discord.messages(channelId).filter((m) => m.attachments.length > 0);
}

describe('the bot process', () => {
  it('answers /healthz, and on SIGTERM mid-move finishes the move and its board, refuses new work, exits 0', async () => {
    const bot = startBot({ HEALTH_PORT: '0', HEALTH_HOST: '127.0.0.1', SHUTDOWN_GRACE_SECONDS: '30' });
    try {
      const port = (await bot.waitLog((l) => l.msg === 'health endpoint listening on /healthz')).port as number;
      await bot.waitLog((l) => l.msg === 'bot ready');
      const ok = await health(port);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ ok: true, gateway: { connected: true }, store: { reachable: true }, accepting: true, queues: { interactions: expect.any(Number), rendersQueued: expect.any(Number), rendersRunning: expect.any(Number), gamesOwingPosts: 0 } });

      // A Caesar game against the computer, one board on the table.
      await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'bot' });
      const thread = await discord.waitFor(() => discord.threads(discord.channelId)[0], 30_000);
      const first = await discord.waitFor(() => boards(thread.id)[0], 30_000);
      const before = boards(thread.id).length;

      // The next board post will take a while: the move is in flight when SIGTERM arrives.
      const slow = discord.faults.add({ method: 'POST', path: '/channels/{id}/messages', delayMs: 3000, times: 1 });
      const mover = discord.as(Object.entries(discord.users).find(([, u]) => u.id === mentioned(first))![0]);
      const opened = await mover.click(first, buttons(first).find((b) => b.custom_id.endsWith(':play'))!.custom_id);
      let ui = await opened.reply(30_000);
      for (let step = 0; step < 12 && slow.hits === 0; step++) {
        const sel = selects(ui)[0];
        const btn = moveButtons(ui)[0];
        if (!sel && !btn) break;
        const handle = sel ? await mover.select(ui, sel.custom_id, [sel.options[0].value]) : await mover.click(ui, btn!.custom_id);
        ui = await handle.reply(30_000);
      }
      await discord.waitFor(() => slow.hits > 0, 30_000);
      bot.child.kill('SIGTERM');
      await bot.waitLog((l) => l.msg === 'shutting down: no new interactions, finishing those in flight');

      // While draining: the health check says 503 and a new interaction is told to retry.
      const draining = await health(port);
      expect(draining.status).toBe(503);
      expect(draining.body).toMatchObject({ ok: false, accepting: false });
      const late = await discord.as('bob').slash(discord.channelId, 'game', { subcommand: 'status' });
      expect((await late.reply(30_000)).content).toBe(translator('en')('error.shuttingDown'));

      expect(await bot.exited).toBe(0);
      expect(bot.lines.some((l) => l.msg === 'stopped')).toBe(true);
      // The move's board (after the computer's answer) was posted before the exit.
      expect(boards(thread.id).length).toBeGreaterThan(before);
      expect(discord.violations()).toEqual([]);

      // And the store was closed cleanly: the move is in it.
      const repo = new GameRepository(await openKeyv(`sqlite://${join(dir, 'games.sqlite')}`));
      const ids = Object.keys(await repo.openIndex());
      expect(ids).toHaveLength(1);
      const game = (await repo.get(ids[0]))!;
      expect(game.record.actions.length).toBeGreaterThan(0);
      expect(game.meta.boardMessageId).toBe(boards(thread.id).at(-1)!.id);
      await repo.close();
    } finally {
      killTree(bot.child);
    }
  }, 120_000);
});
