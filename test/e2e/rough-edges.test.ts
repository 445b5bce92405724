/**
 * The rough edges a community server meets, through the local Discord and the
 * real discord.js client: a solo game does not say "Challenge accepted",
 * /game board where no game is played says so, a second game between the same
 * players gets its own thread name, and the stale buttons of older boards go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, buttons, latestBoard, playOneMove, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const answer = (handle: { messages(): { id: string }[] }) => h.discord.message(handle.messages()[0].id)!;

async function duel(a: string, b: string): Promise<string> {
  const { discord } = h;
  await act(h, () => discord.as(a).slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: b } }));
  const challenge = discord.messages(discord.channelId).at(-1)!;
  await act(h, () => discord.as(b).click(challenge, buttons(challenge)[0].custom_id));
  return discord.threads(discord.channelId).at(-1)!.id;
}

describe('rough edges', () => {
  it('a solo game says it started, not that a challenge was accepted', async () => {
    const solo = answer(await act(h, () => h.discord.as('carol').slash(h.discord.channelId, 'caesar', { subcommand: 'solo' })));
    expect(solo.content).toMatch(/^Your game has started in <#\d+>\. Good luck!$/);
    expect(solo.content).not.toMatch(/Challenge accepted/);
  });

  it('/game board in a channel without a game says so and posts nothing', async () => {
    const { discord } = h;
    const thread = await duel('alice', 'bob');
    const quiet = discord.moderator.createChannel('off-topic');
    const boards = discord.messages(thread).length;
    const none = answer(await act(h, () => discord.as('alice').slash(quiet, 'game', { subcommand: 'board' })));
    expect(none.content).toBe('There is no game in this channel. Use /game status to see where your games are.');
    expect(discord.messages(thread).length).toBe(boards);
    expect(discord.messages(quiet)).toEqual([]);
  });

  it('a second game between the same players gets the game\'s id in its thread name', async () => {
    const { discord } = h;
    // Seats are drawn at random and names follow the seats: play again until the names collide.
    const base = (name: string) => name.split(' · ')[0];
    for (let k = 0; k < 12; k++) {
      const before = discord.threads(discord.channelId).filter((t) => !t.archived);
      const next = discord.channel(await duel('alice', 'bob'))!;
      if (!before.some((t) => t.name === base(next.name))) continue;
      const gameId = buttons(latestBoard(h, next.id)!)[0].custom_id.split(':')[1];
      expect(next.name).toBe(`${base(next.name)} · ${gameId}`);
      return;
    }
    throw new Error('no two games of the same players got the same seats in 12 tries');
  });

  it('an older board loses its buttons when a newer one is posted', async () => {
    const thread = h.discord.threads(h.discord.channelId).at(-1)!.id;
    const old = latestBoard(h, thread)!;
    expect(buttons(old).length).toBeGreaterThan(0);
    const next = await playOneMove(h, thread);
    expect(buttons(h.discord.message(old.id)!)).toEqual([]);
    expect(buttons(next).length).toBeGreaterThan(0);
  });
});
