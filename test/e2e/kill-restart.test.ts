/**
 * A real kill -9 between a move's save and its board post: the bot process
 * (`tsx src/main.ts`, as `npm start` runs it) is killed while Discord holds
 * the board post, before the board exists. A new process on the same SQLite
 * file posts that board on start-up without anyone asking, once, and the game
 * goes on from it. (test/e2e/outbox.test.ts covers the same with an
 * in-process crash, for every kind of owed post.)
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalMessage } from '../../src/localdiscord';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';
import { buttons, moveButtons, mentioned, selects } from './harness';
import { closeProcessDiscord, killTree, openProcessDiscord, runBot, type RunningBot } from '../support/bot-process';

let discord: LocalDiscord;
let dir: string;

beforeAll(async () => ({ discord, dir } = await openProcessDiscord('legatus-kill-')));
afterAll(() => closeProcessDiscord(discord, dir));

const boards = (channelId: string): LocalMessage[] => discord.messages(channelId).filter((m) => m.attachments.length > 0);
const moverOf = (board: LocalMessage) => discord.as(Object.entries(discord.users).find(([, u]) => u.id === mentioned(board))![0]);

/** The only game in the store, read while no bot runs. */
async function storedGame(): Promise<StoredGame> {
  const repo = new GameRepository(await openKeyv(`sqlite://${join(dir, 'games.sqlite')}`));
  try {
    const ids = Object.keys(await repo.openIndex());
    expect(ids).toHaveLength(1);
    return (await repo.get(ids[0]))!;
  } finally {
    await repo.close();
  }
}

describe('kill -9 between the save and the post', () => {
  it('the next process posts the lost board on start-up, once, and the game goes on', async () => {
    let bot: RunningBot = runBot('src/main.ts', discord, dir);
    try {
      await bot.waitLog((l) => l.msg === 'bot ready');
      await discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'bot' });
      const thread = await discord.waitFor(() => discord.threads(discord.channelId)[0], 30_000);
      const first = await discord.waitFor(() => boards(thread.id)[0], 30_000);
      const before = boards(thread.id).length;

      // Discord holds the move's next post to the thread, then refuses it: that board never arrives.
      const held = discord.faults.add({ method: 'POST', path: `/channels/${thread.id}/messages`, delayMs: 20_000, status: 503, times: 1 });
      const mover = moverOf(first);
      let ui = await (await mover.click(first, buttons(first).find((b) => b.custom_id.endsWith(':play'))!.custom_id)).reply(30_000);
      for (let step = 0; step < 12 && held.hits === 0; step++) {
        const sel = selects(ui)[0];
        const btn = moveButtons(ui)[0];
        if (!sel && !btn) break;
        const handle = sel ? await mover.select(ui, sel.custom_id, [sel.options[0].value]) : await mover.click(ui, btn!.custom_id);
        ui = await handle.reply(30_000);
      }
      // The post is on its way, so the move is saved: kill -9 now.
      await discord.waitFor(() => held.hits > 0, 30_000);
      killTree(bot.child);
      await bot.exited;
      expect(boards(thread.id)).toHaveLength(before);

      // The store has the move and owes its board.
      const saved = await storedGame();
      expect(saved.record.actions.length).toBeGreaterThan(0);
      expect(saved.outbox?.map((p) => p.kind)).toContain('board');
      expect(saved.meta.boardMessageId).toBe(first.id);

      // A new process posts it on start-up, nobody asking.
      bot = runBot('src/main.ts', discord, dir);
      await bot.waitLog((l) => l.msg === 'owed posts delivered' && l.games === 1);
      expect(boards(thread.id)).toHaveLength(before + 1);
      const reposted = boards(thread.id).at(-1)!;
      expect(reposted.id).not.toBe(first.id);

      // The game goes on from the reposted board: its Play button opens the move builder.
      const next = moverOf(reposted);
      const play = buttons(reposted).find((b) => b.custom_id.endsWith(':play'))!;
      const builder = await (await next.click(reposted, play.custom_id)).reply(30_000);
      expect(selects(builder).length + moveButtons(builder).length).toBeGreaterThan(0);

      // Once: nothing is owed any more, and the stored board is the reposted one.
      bot.child.kill('SIGTERM');
      expect(await bot.exited).toBe(0);
      const after = await storedGame();
      expect(after.outbox ?? []).toEqual([]);
      expect(after.meta.boardMessageId).toBe(reposted.id);
      expect(boards(thread.id)).toHaveLength(before + 1);
      expect(discord.violations()).toEqual([]);
    } finally {
      killTree(bot.child);
    }
  }, 180_000);
});
