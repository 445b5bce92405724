/**
 * Move deadlines of a multi-player table through the local Discord with the
 * real discord.js client on a moved clock: the server's default deadline (set
 * by an admin) applies to a table opened without one; the member the table
 * waits for is reminded once at three quarters of it, also across a restart;
 * after it the others are asked, a member outside the table cannot decide,
 * and the server's organiser hands the silent seat to the AI alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest } from '../../src/games/conquest';
import type { ConquestState } from '../../src/games/conquest/types';
import { act, fillAndStart, buttons, firstAnswer, lobbyClick, lobbyOf, startHarness, type Harness } from './harness';

let h: Harness;
let now = Date.UTC(2026, 5, 1);
const HOUR = 3_600_000;
beforeAll(async () => { h = await startHarness({ MOVE_DEADLINE_HOURS: '72', REMINDER_MINUTES: '100000' }, () => now); });
afterAll(async () => { await h?.close(); });

describe('move deadlines of a multi-player table', () => {
  it('uses the server default, reminds once at three quarters, then the organiser hands the seat to the AI', async () => {
    const { discord } = h;
    const ch = discord.channelId;
    // The server's default, set by an admin in Czech; members without Manage Server are not offered the command.
    const set = firstAnswer(h, await act(h, () => discord.as('alice').slash(ch, 'league-admin', { subcommand: 'move-deadline', options: { hours: 4 }, locale: 'cs' })));
    expect(set.content).toBe('Hráči na tomto serveru mají nyní na tah 4 hodiny, pokud stůl nebo jeho liga nestanoví vlastní lhůtu.');
    await expect(discord.as('bob').slash(ch, 'league-admin', { subcommand: 'move-deadline', options: { hours: 1 } })).rejects.toThrow(/lacks the permissions/);

    // Bob opens a table without a deadline of its own: the server's applies.
    await act(h, () => discord.as('bob').slash(ch, 'conquest', { subcommand: 'new', options: { players: 3, homes: 'random' } }));
    expect(lobbyOf(h, ch, 't').content).toMatch(/Deadline per decision: 4 hours/);
    await lobbyClick(h, ch, 't', 'carol', 'join');
    const { gameId, threadId: thread } = await fillAndStart(h, ch, 't', 'bob', { ais: 1 });
    const game = (await h.repo.get<ConquestState>(gameId))!;
    expect(game.meta.table!.deadlineHours).toBe(4);
    const seat = conquest.activePlayers(game.state!)[0];
    const slow = game.meta.seats[seat]!;
    expect([discord.users.bob.id, discord.users.carol.id]).toContain(slow);
    const reminders = () => discord.messages(thread).filter((m) => m.content.includes('left before this table\'s move deadline'));

    now += 3 * HOUR - 60_000;
    await h.bot.upkeep();
    expect(reminders()).toHaveLength(0);
    now += 2 * 60_000;
    await h.bot.upkeep();
    expect(reminders().map((m) => m.content)).toEqual([`<@${slow}>: 1 hour is left before this table's move deadline. After it, the others may let the AI play your seat.`]);
    await h.bot.upkeep();
    await h.restartBot();
    await h.bot.upkeep();
    expect(reminders()).toHaveLength(1);

    now += HOUR;
    await h.bot.upkeep();
    const vote = discord.messages(thread).at(-1)!;
    expect(vote.content).toContain(`<@${slow}>`);
    expect(vote.content).toContain('A server or league organiser may also decide alone.');
    // Dave sits elsewhere and organises nothing: his click changes nothing.
    const dave = firstAnswer(h, await act(h, () => discord.as('dave').click(vote, buttons(vote)[0].custom_id)));
    expect(dave.content).not.toMatch(/organiser/);
    expect((await h.repo.get(gameId))!.meta.seats[seat]).toBe(slow);
    // Alice runs the server: she decides alone.
    const alice = firstAnswer(h, await act(h, () => discord.as('alice').click(vote, buttons(vote)[0].custom_id)));
    expect(alice.content).toBe('As an organiser you decided: the AI now plays that seat.');
    const after = (await h.repo.get<ConquestState>(gameId))!;
    expect(after.meta.seats[seat]).toBeNull();
    expect(after.meta.table!.ai[seat]).toBe(true);
    // A second click, and another upkeep pass, do nothing more.
    const again = firstAnswer(h, await act(h, () => discord.as('alice').click(vote, buttons(vote)[0].custom_id)));
    expect(again.content).not.toMatch(/organiser/);
    const posts = discord.messages(thread).length;
    await h.bot.upkeep();
    expect(discord.messages(thread).filter((m) => m.content.includes('A server or league organiser')).length).toBe(1);
    expect(discord.messages(thread).length).toBeGreaterThanOrEqual(posts);
    expect(discord.violations()).toEqual([]);
  }, 90_000);
});
