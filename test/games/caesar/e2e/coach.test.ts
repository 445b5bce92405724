/**
 * The coach through the local Discord: /game hint answers the player to move
 * privately with the master's placement and a picture; /game review, once the
 * game has ended, posts the review in the game's thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, buttons, latestBoard, mentioned, playOneMove, resign, startHarness, userName, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const answer = (handle: { messages(): { id: string }[] }) => h.discord.message(handle.messages()[0].id)!;

describe('the Caesar! coach in Discord', () => {
  it('hints privately to the player to move, and reviews the game after it ended', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    const threadId = discord.threads(discord.channelId).at(-1)!.id;
    await playOneMove(h, threadId);
    await playOneMove(h, threadId);

    const toMove = userName(h, mentioned(latestBoard(h, threadId)!)!);
    const waiting = toMove === 'alice' ? 'bob' : 'alice';
    const before = discord.messages(threadId).length;
    const hint = await act(h, () => discord.as(toMove).slash(threadId, 'game', { subcommand: 'hint' }));
    expect(answer(hint).ephemeral).toBe(true);
    expect(answer(hint).content).toMatch(/^The master would play: \*\*/);
    expect(answer(hint).attachments.length).toBe(1);
    const early = await act(h, () => discord.as(waiting).slash(threadId, 'game', { subcommand: 'hint' }));
    expect(answer(early).ephemeral).toBe(true);
    expect(answer(early).content).toMatch(/nothing for you to decide/);
    const tooSoon = await act(h, () => discord.as(waiting).slash(threadId, 'game', { subcommand: 'review' }));
    expect(answer(tooSoon).content).toMatch(/once the game has ended/);
    // Nothing public came of it.
    expect(discord.messages(threadId).length).toBe(before);

    await resign(h, waiting, threadId);
    // The game's thread is archived at the end (no commands there): the final board offers the review.
    const final = latestBoard(h, threadId)!;
    const reviewButton = buttons(final).find((b) => b.custom_id.endsWith(':review'));
    expect(reviewButton?.label).toBe('Review');
    const review = await act(h, () => discord.as(toMove).click(final, reviewButton!.custom_id));
    expect(answer(review).ephemeral).toBe(true);
    expect(answer(review).content).toMatch(/posted/);
    const posted = discord.messages(threadId).at(-1)!;
    expect(posted.content).toMatch(/^Review by the master AI/);
    expect(posted.content).toMatch(/\*\*Caesar\*\*[\s\S]*\*\*Pompey\*\*/);
    expect(discord.violations()).toEqual([]);
  }, 240_000);
});
