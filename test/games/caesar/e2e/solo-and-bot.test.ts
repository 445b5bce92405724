import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, isOver, latestBoard, playOneMove, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

async function playToEnd(threadId: string): Promise<string> {
  let board = latestBoard(h, threadId)!;
  let moves = 0;
  while (!isOver(board)) {
    board = await playOneMove(h, threadId);
    expect(++moves).toBeLessThan(400);
  }
  return board.content;
}

describe('games against the machine', () => {
  it('plays a solo game against Crassus to the end', async () => {
    const { discord } = h;
    const handle = await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'solo', options: { difficulty: 'high' } }));
    expect((await handle.response()).kind).toBe('callback');
    const thread = discord.threads(discord.channelId).at(-1)!;
    const first = latestBoard(h, thread.id)!;
    // Crassus starts: his first turn is already on the first board.
    expect(first.content).toMatch(/Crassus/);
    const end = await playToEnd(thread.id);
    expect(end).toMatch(/Game over/);
    expect(discord.violations()).toEqual([]);
  }, 240_000);

  it('plays against the computer (level 1) to the end, with the modules', async () => {
    const { discord } = h;
    await act(h, () => discord.as('carol').slash(discord.channelId, 'caesar', { subcommand: 'bot', options: { level: 1, modules: 'all' } }));
    const thread = discord.threads(discord.channelId).at(-1)!;
    expect(latestBoard(h, thread.id)!.content).toContain(`<@${discord.users.carol.id}>`);
    const end = await playToEnd(thread.id);
    expect(end).toMatch(/Game over/);
    expect(discord.violations()).toEqual([]);
  }, 240_000);

  it('lets the player take Pompey: the computer (Caesar) opens, Crassus plays Caesar in solo', async () => {
    const { discord } = h;
    await act(h, () => discord.as('dave').slash(discord.channelId, 'caesar', { subcommand: 'bot', options: { level: 2, side: 1 } }));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const first = latestBoard(h, thread.id)!;
    expect(first.content).toMatch(/Last move: Caesar placed/);
    expect(first.content).toContain(`Pompey (<@${discord.users.dave.id}>) to play`);
    await playOneMove(h, thread.id);
    await playOneMove(h, thread.id);

    await act(h, () => discord.as('dave').slash(discord.channelId, 'caesar', { subcommand: 'solo', options: { side: 1, difficulty: 'low' } }));
    const soloThread = discord.threads(discord.channelId).at(-1)!;
    expect(latestBoard(h, soloThread.id)!.content).toContain(`Pompey (<@${discord.users.dave.id}>) to play`);
    expect(await playToEnd(soloThread.id)).toMatch(/Game over/);
    expect(discord.violations()).toEqual([]);
  }, 240_000);
});
