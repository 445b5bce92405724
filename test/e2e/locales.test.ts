import { afterAll, beforeAll, expect, it } from 'vitest';
import { act, buttons, latestBoard, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

it('answers each user in their Discord locale and posts the game in the starter\'s', async () => {
  const { discord } = h;
  const start = await act(h, () => discord.as('bob').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'carol' }, locale: 'cs' }));
  expect(discord.message(start.messages()[0].id)!.content).toMatch(/Výzva odeslána/);
  const challenge = discord.messages(discord.channelId).at(-1)!;
  expect(challenge.content).toMatch(/vyzývá/);
  expect(buttons(challenge).map((b) => b.label)).toEqual(['Přijmout', 'Odmítnout']);
  const accept = await act(h, () => discord.as('carol').click(challenge, buttons(challenge)[0].custom_id));
  void accept;
  const thread = discord.threads(discord.channelId).at(-1)!;
  const board = latestBoard(h, thread.id)!;
  expect(board.content).toMatch(/Na tahu je/);
  const play = buttons(board).find((b) => b.custom_id.endsWith(':play'))!;
  expect(play.label).toBe('Hrát');
  const mover = /<@(\d+)>/.exec(board.content)![1];
  const other = mover === discord.users.bob.id ? 'carol' : 'bob';
  discord.as(other).setLocale('ko');
  const wrong = await act(h, () => discord.as(other).click(board, play.custom_id));
  expect(discord.message(wrong.messages()[0].id)!.content).toBe('지금은 차례가 아닙니다.');
  discord.as('dave').setLocale('ro');
  const foreign = await act(h, () => discord.as('dave').click(board, play.custom_id));
  expect(discord.message(foreign.messages()[0].id)!.content).toBe('Nu ești jucător în această partidă.');
  expect(discord.violations()).toEqual([]);
});
