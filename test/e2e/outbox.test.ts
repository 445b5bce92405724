/**
 * Posts owed by a saved move survive a crash: the bot is "killed" right after
 * the save and before any post (the save goes through, then the handler dies),
 * and a new bot on the same SQLite file posts the missing board or final result
 * on start-up, once, without anyone asking. A thread deleted while the bot was
 * away ends its game as abandoned, and the players are told in the channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredGame } from '../../src/storage';
import { act, buttons, latestBoard, playOneMove, startDuel, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const duel = (a: string, b: string) => startDuel(h, a, b);

/** The game's next save goes through, then the process "dies" before posting anything. */
function killAfterNextSave(gameId: string): void {
  const repo = h.repo;
  const save = repo.save.bind(repo);
  repo.save = async (game: StoredGame) => {
    await save(game);
    if (game.meta.id === gameId) {
      repo.save = save;
      throw new Error('simulated kill -9 between the save and the post');
    }
  };
}

async function until<T>(what: string, fn: () => Promise<T | undefined | null | false> | T | undefined | null | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const boards = (threadId: string) => h.discord.messages(threadId).filter((m) => m.attachments.length > 0);

describe('posts owed by a saved move', () => {
  it('a board lost to a crash between save and post is posted by the next bot on start-up, once', async () => {
    const { threadId, gameId } = await duel('alice', 'bob');
    const before = boards(threadId).length;
    killAfterNextSave(gameId);
    await playOneMove(h, threadId).catch(() => undefined);
    const saved = (await h.repo.get(gameId))!;
    expect(saved.record.actions.length).toBeGreaterThan(0);
    expect(boards(threadId)).toHaveLength(before);

    await h.restartBot();
    const board = await until('the owed board', () => (boards(threadId).length > before ? latestBoard(h, threadId) : undefined));
    const version = (saved.state as { version: number }).version;
    expect(buttons(board).some((b) => b.custom_id.includes(`:${version}:`))).toBe(true);
    await until('the outbox emptied', async () => (await h.repo.get(gameId))!.outbox === undefined);
    // Delivered once: the upkeep pass finds nothing more to post.
    await h.bot.upkeep();
    expect(boards(threadId)).toHaveLength(before + 1);
    // And the game goes on from the reposted board.
    await playOneMove(h, threadId);
  }, 60_000);

  it('a game that ended during a crash gets its final board after the restart', async () => {
    const { threadId, gameId } = await duel('carol', 'dave');
    const ask = await act(h, () => h.discord.as('carol').slash(threadId, 'game', { subcommand: 'resign' }));
    const question = h.discord.message(ask.messages()[0].id)!;
    killAfterNextSave(gameId);
    await act(h, () => h.discord.as('carol').click(question, buttons(question).find((b) => b.custom_id.endsWith(':rs:y'))!.custom_id));
    expect((await h.repo.get(gameId))!.meta.status).toBe('finished');
    expect(latestBoard(h, threadId)!.content).not.toMatch(/Game over/);

    await h.restartBot();
    await until('the final board', () => /Game over/.test(latestBoard(h, threadId)!.content));
    await until('nothing owed', async () => !Object.keys(await h.repo.openIndex()).includes(gameId));
    expect(await h.repo.openGamesOf(h.discord.users.carol.id)).not.toContain(gameId);
  }, 60_000);

  it('a thread deleted while the bot was away ends its game as abandoned and the players are told', async () => {
    const { threadId, gameId } = await duel('alice', 'dave');
    killAfterNextSave(gameId);
    await playOneMove(h, threadId).catch(() => undefined);
    // The bot goes away; a moderator deletes the thread meanwhile (no event reaches the bot).
    await h.bot.client.destroy();
    h.discord.moderator.deleteThread(threadId);
    await h.restartBot();
    const ended = await until('the game ended', async () => {
      const g = (await h.repo.get(gameId))!;
      // Ended, and the league news it owes delivered (there is none to record outside a league).
      return g.meta.status === 'finished' && !g.outbox ? g : undefined;
    });
    expect(ended.record.result?.reason).toBe('abandoned');
    const told = await until('the players told', () => h.discord.messages(h.discord.channelId).find((m) => /was deleted/.test(m.content)));
    expect(told.content).toMatch(/was deleted/);
    expect(told.content).toContain(`<@${h.discord.users.alice.id}>`);
  }, 60_000);
});
