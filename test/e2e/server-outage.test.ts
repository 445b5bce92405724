/**
 * The bot on a real Redis or PostgreSQL server that stops in the middle of a
 * game: the player is told that nothing was changed and to try again (no
 * hang, no crash, no board), the game is as it was, and once the server is
 * back the same move goes through.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n';
import { startPostgres, startRedis, type TestServer } from '../storage/servers';
import { act, buttons, latestBoard, mentioned, playOneMove, startHarness, userName, type Harness } from './harness';

describe.each([
  ['Redis', startRedis],
  ['PostgreSQL', startPostgres],
] as const)('a %s server that stops mid-game', (_name, start) => {
  let server: TestServer;
  let h: Harness;
  afterAll(async () => {
    await h?.close();
    await server?.remove();
  });

  it('tells the player nothing changed, and the game goes on when it is back', async () => {
    server = await start();
    h = await startHarness({ STORAGE_URL: server.url });
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    const threadId = discord.threads(discord.channelId).at(-1)!.id;
    await playOneMove(h, threadId);
    const gameId = buttons(latestBoard(h, threadId)!)[0].custom_id.split(':')[1];
    const before = (await h.repo.get(gameId))!;
    const boards = discord.messages(threadId).filter((m) => m.attachments.length).length;

    await server.stop(true);
    const board = latestBoard(h, threadId)!;
    const mover = discord.as(userName(h, mentioned(board)!));
    const play = buttons(board).find((b) => b.custom_id.endsWith(':play'))!;
    const handle = await act(h, () => mover.click(board, play.custom_id));
    const said = handle.messages().map((m) => discord.message(m.id)!.content).join('\n');
    expect(said).toContain(translator('en')('error.notSaved'));
    // A save attempted while the server is down fails at once and commits nothing.
    await expect(h.repo.save(before)).rejects.toThrow(/store write of game:/);
    expect(h.logs.some((l) => l.includes('"level":50') && l.includes(gameId))).toBe(true);
    await server.start();

    // The client reconnects on its own; the game is exactly as it was and goes on.
    let again = null;
    for (let k = 0; k < 200 && !again; k++) {
      again = await h.repo.get(gameId).catch(() => null);
      if (!again) await new Promise((r) => setTimeout(r, 50));
    }
    expect(again!.record.actions).toEqual(before.record.actions);
    expect(discord.messages(threadId).filter((m) => m.attachments.length)).toHaveLength(boards);
    await playOneMove(h, threadId);
    expect((await h.repo.get(gameId))!.record.actions.length).toBeGreaterThan(before.record.actions.length);
  }, 90_000);
});
