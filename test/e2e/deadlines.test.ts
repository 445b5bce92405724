/**
 * Casual duels never stall, through the local Discord and the real discord.js
 * client on a moved clock: before the move deadline the waiting player is told
 * when they may claim; after it they claim the win, or abandon without the
 * other's consent. A challenge nobody answers expires and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, buttons, firstAnswer, latestBoard, mentioned, startDuel, startHarness, userName, type Harness } from './harness';

let h: Harness;
let now = Date.now();
beforeAll(async () => { h = await startHarness({ MOVE_DEADLINE_HOURS: '24', CHALLENGE_EXPIRE_SECONDS: '600' }, () => now); });
afterAll(async () => { await h?.close(); });

const answer = (handle: { messages(): { id: string }[] }) => firstAnswer(h, handle);


describe('move deadlines of casual duels', () => {
  it('the waiting player claims the win once the deadline has passed', async () => {
    const { threadId, gameId } = await startDuel(h, 'alice', 'bob');
    const mover = userName(h, mentioned(latestBoard(h, threadId)!)!);
    const waiting = mover === 'alice' ? 'bob' : 'alice';
    const mine = answer(await act(h, () => h.discord.as(mover).slash(threadId, 'game', { subcommand: 'claim' })));
    expect(mine.content).toBe('It is your turn: there is nothing to claim.');
    const early = answer(await act(h, () => h.discord.as(waiting).slash(threadId, 'game', { subcommand: 'claim' })));
    expect(early.content).toMatch(/still has time to move; you can claim the win <t:\d+:R>\./);
    expect((await h.repo.get(gameId))!.meta.status).toBe('active');

    now += 25 * 3_600_000;
    const claimed = answer(await act(h, () => h.discord.as(waiting).slash(threadId, 'game', { subcommand: 'claim' })));
    expect(claimed.content).toBe('The move deadline passed: you win this game.');
    const game = (await h.repo.get(gameId))!;
    expect(game.meta.status).toBe('finished');
    const winnerSeat = game.meta.seats.indexOf(h.discord.users[waiting].id);
    expect(game.record.result!.ranks[winnerSeat]).toBe(1);
    expect(latestBoard(h, threadId)!.content).toMatch(/Game over/);
  });

  it('after the deadline, /game abandon needs no consent; before it, it asks the other player', async () => {
    const { threadId, gameId } = await startDuel(h, 'carol', 'dave');
    const mover = userName(h, mentioned(latestBoard(h, threadId)!)!);
    const waiting = mover === 'carol' ? 'dave' : 'carol';
    const asked = answer(await act(h, () => h.discord.as(waiting).slash(threadId, 'game', { subcommand: 'abandon' })));
    expect(asked.content).toBe('Proposal sent.');
    expect((await h.repo.get(gameId))!.meta.status).toBe('active');
    now += 25 * 3_600_000;
    const alone = answer(await act(h, () => h.discord.as(waiting).slash(threadId, 'game', { subcommand: 'abandon' })));
    expect(alone.content).toMatch(/let the move deadline pass, so the game was abandoned/);
    expect((await h.repo.get(gameId))!.meta.status).toBe('finished');
    expect(latestBoard(h, threadId)!.content).toMatch(/abandoned/);
  });

  it('reminds the player to move once, at three quarters of the deadline, and never twice', async () => {
    const { threadId, gameId } = await startDuel(h, 'bob', 'dave');
    const mover = userName(h, mentioned(latestBoard(h, threadId)!)!);
    const waiting = mover === 'bob' ? 'dave' : 'bob';
    const moverId = `<@${h.discord.users[mover].id}>`;
    const reminders = () => h.discord.messages(threadId).filter((m) => m.content.includes('left before the move deadline'));
    // Past the ordinary reminder (12 h) but before 3/4 of the 24 h deadline: only the ordinary one.
    now += 13 * 3_600_000;
    expect((await h.bot.upkeep()).reminded).toContain(gameId);
    expect(reminders()).toEqual([]);
    now += 5 * 3_600_000 + 1000;
    expect((await h.bot.upkeep()).reminded).toContain(gameId);
    expect(reminders().map((m) => m.content)).toEqual([
      `${moverId}, it is your move: 6 hours are left before the move deadline. After it, <@${h.discord.users[waiting].id}> may claim the win.`,
    ]);
    // Saved before it was sent: a second pass, or a restarted bot, finds it done.
    expect((await h.repo.get(gameId))!.meta).toMatchObject({ deadlineRemindedVersion: expect.any(Number) });
    expect((await h.bot.upkeep()).reminded).not.toContain(gameId);
    await h.restartBot();
    now += 3 * 3_600_000;
    await h.bot.upkeep();
    expect(reminders()).toHaveLength(1);
    // After the deadline there is nothing to remind of: the waiting player may claim.
    now += 4 * 3_600_000;
    expect((await h.bot.upkeep()).reminded).not.toContain(gameId);
    expect(reminders()).toHaveLength(1);
  });

  it('a challenge nobody answers expires and says so', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'carol' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    now += 11 * 60_000;
    await h.bot.upkeep();
    const expired = discord.message(challenge.id)!;
    expect(expired.content).toMatch(/has expired/);
    expect(buttons(expired)).toEqual([]);
  });
});
