/**
 * Slow players at a Conquest table, through the local Discord with a moved
 * clock: a reminder after REMINDER_MINUTES, and after the table's deadline a
 * vote of the other member that lets the AI take the slow player's seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import type { ConquestState } from '../../../../src/games/conquest/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
beforeAll(async () => { h = await startHarness({ REMINDER_MINUTES: '10' }, () => now); });
afterAll(async () => { await h?.close(); });

function tableMessage(channelId: string): LocalMessage {
  return h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':tjoin'))).at(-1)!;
}
const byVerb = (m: LocalMessage, verb: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${verb}`))!.custom_id;

describe('Conquest tables and slow players', () => {
  it('reminds the member the game waits for, then lets the other member vote the AI in', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 3, homes: 'random', deadline: 1 } }));
    let lobby = tableMessage(discord.channelId);
    const gameId = buttons(lobby)[0].custom_id.split(':')[1];
    expect(lobby.content).toMatch(/dealt at random/);
    await act(h, () => discord.as('bob').click(lobby, byVerb(lobby, 'tjoin')));
    lobby = tableMessage(discord.channelId);
    const notHost = await act(h, () => discord.as('bob').click(lobby, byVerb(lobby, 'tstart')));
    expect((await notHost.reply()).content).toMatch(/Only the host/);
    await act(h, () => discord.as('alice').click(lobby, byVerb(lobby, 'tai')));
    lobby = tableMessage(discord.channelId);
    await act(h, () => discord.as('alice').click(lobby, byVerb(lobby, 'tstart')));
    const thread = discord.threads(discord.channelId).at(-1)!;

    // The /game commands work for a table in its thread: the map again, one's armies, the move log, the status.
    const posts = discord.messages(thread.id).length;
    await act(h, () => discord.as('alice').slash(thread.id, 'game', { subcommand: 'board' }));
    expect(discord.messages(thread.id)).toHaveLength(posts + 1);
    expect(discord.messages(thread.id).at(-1)!.content).toMatch(/Conquest of the Empire\*\* · round 1/);
    const armies = await act(h, () => discord.as('bob').slash(thread.id, 'game', { subcommand: 'hand' }));
    expect((await armies.reply()).content).toMatch(/Caesar/);
    const status = await act(h, () => discord.as('bob').slash(discord.channelId, 'game', { subcommand: 'status' }));
    expect((await status.reply()).content).toContain(`<#${thread.id}>`);

    const game = (await h.repo.get<ConquestState>(gameId))!;
    expect(game.meta.status).toBe('active');
    const waitedOn = conquest.activePlayers(game.state!)[0];
    const slow = game.meta.seats[waitedOn]!;
    expect([discord.users.alice.id, discord.users.bob.id]).toContain(slow);
    const other = slow === discord.users.alice.id ? 'bob' : 'alice';

    now += 11 * 60_000;
    await h.bot.upkeep();
    expect(discord.messages(thread.id).at(-1)!.content).toContain(`<@${slow}>, the game is waiting`);
    await h.bot.upkeep();
    expect(discord.messages(thread.id).filter((m) => m.content.includes('is waiting for your decision'))).toHaveLength(1);

    now += 60 * 60_000;
    await h.bot.upkeep();
    const vote = discord.messages(thread.id).at(-1)!;
    expect(vote.content).toMatch(/Replace them by the AI/);
    const own = await act(h, () => discord.as(slow === discord.users.alice.id ? 'alice' : 'bob').click(vote, buttons(vote)[0].custom_id));
    expect((await own.reply()).content).toMatch(/earlier position/);
    const yes = await act(h, () => discord.as(other).click(vote, buttons(vote)[0].custom_id));
    expect((await yes.reply()).content).toMatch(/vote is counted \(1\/1\)/);
    const after = (await h.repo.get<ConquestState>(gameId))!;
    expect(after.meta.seats[waitedOn]).toBeNull();
    expect(discord.messages(thread.id).some((m) => m.content.includes(`<@${slow}> is now played by the AI`))).toBe(true);
    // The AI played on until the remaining member had to act.
    const actors = conquest.activePlayers(after.state!);
    expect(actors.some((seat) => after.meta.seats[seat] === discord.users[other].id)).toBe(true);
    expect(discord.violations()).toEqual([]);
  }, 60_000);
});
