import { afterAll, beforeAll, expect, it } from 'vitest';
import { act, buttons, latestBoard, playOneMove, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness({}, undefined, { botCanCreateThreads: false }); });
afterAll(async () => { await h?.close(); });

it('plays in the channel when the bot may not create threads, and keeps two games apart', async () => {
  const { discord } = h;
  await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
  const c = discord.messages(discord.channelId).at(-1)!;
  await act(h, () => discord.as('bob').click(c, buttons(c)[0].custom_id));
  expect(discord.threads(discord.channelId)).toEqual([]);
  const board = latestBoard(h, discord.channelId)!;
  expect(board.content).toMatch(/to play/);
  await act(h, () => discord.as('carol').slash(discord.channelId, 'caesar', { subcommand: 'solo' }));
  const soloBoard = latestBoard(h, discord.channelId)!;
  expect(soloBoard.id).not.toBe(board.id);
  await playOneMove(h, discord.channelId);
  // Each game's newest board keeps its buttons (older ones lose them): two games, two live boards.
  const live = discord.messages(discord.channelId).filter((m) => m.attachments.length && buttons(m).length);
  expect(new Set(live.map((m) => buttons(m)[0].custom_id.split(':')[1])).size).toBe(2);
  expect(live).toHaveLength(2);
  // Thread creation was refused (403), which the bot expected; nothing else was.
  expect(discord.violations().filter((v) => !(v.code === 50013 && v.path?.includes('threads')))).toEqual([]);
});
