/**
 * /league play for a league table of three players, through the local Discord
 * with the real discord.js client: the rated table waits for every invited
 * member to accept (no thread before), a stranger cannot accept for them, and
 * it starts in its thread on the last acceptance; a table whose invitation a
 * player declines is cancelled and may be asked for again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { act, buttonFor, firstAnswer, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

describe('/league play for a table of three', () => {
  it('starts the rated table only once every invited member has accepted', async () => {
    const { discord } = h;
    const ch = discord.channelId;
    const admin = new Set(['create', 'start-season', 'pair']);
    const slash = (user: string, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
      act(h, () => discord.as(user).slash(ch, admin.has(subcommand) ? 'league-admin' : 'league', { subcommand, options }));
    await slash('alice', 'create', { name: 'Empire', game: 'conquest', format: 'swiss' });
    for (const u of ['bob', 'carol', 'dave']) await slash(u, 'join');
    await slash('alice', 'start-season');
    await slash('alice', 'pair');
    const [state] = await leagueRepositoryOf(h.repo).listGuild(discord.guildId);
    const seats = state.seasons[0].rounds[0].tables[0].seats;
    expect(seats).toHaveLength(3);
    const name = (id: string) => Object.entries(discord.users).find(([, u]) => u.id === id)![0];
    const [asker, second, third] = seats.map(name);
    const threads = discord.threads(ch).length;

    const play = firstAnswer(h, await slash(asker, 'play'));
    expect(play.content).toBe(`Your league table waits for <@${seats[1]}>, <@${seats[2]}> to accept.`);
    let invitation = discord.messages(ch).at(-1)!;
    expect(invitation.content).toMatch(/invites <@\d+>, <@\d+> to a league table of \*\*Empire\*\*/);
    expect(invitation.content).toContain(`Accepted: <@${seats[0]}>`);

    // One declines: the table is cancelled, and no thread was opened.
    await act(h, () => discord.as(second).click(invitation, buttonFor(invitation, 'decline')));
    expect(discord.message(invitation.id)!.content).toBe(`<@${seats[1]}> declined: the league table is cancelled. Use \`/league play\` to ask again.`);
    expect(discord.threads(ch)).toHaveLength(threads);

    // Asked again: a stranger's click changes nothing; the others accept one by one.
    await slash(asker, 'play');
    invitation = discord.messages(ch).at(-1)!;
    const stranger = [...Object.keys(discord.users)].find((u) => !seats.includes(discord.users[u].id))!;
    const refused = firstAnswer(h, await act(h, () => discord.as(stranger).click(invitation, buttonFor(invitation, 'accept'))));
    expect(refused.content).toBe('This invitation is for the players of that league table only.');
    const first = firstAnswer(h, await act(h, () => discord.as(second).click(invitation, buttonFor(invitation, 'accept'))));
    expect(first.content).toBe('You accepted. The table starts when every player has.');
    expect(discord.message(invitation.id)!.content).toContain(`Accepted: <@${seats[0]}>, <@${seats[1]}>`);
    expect(discord.threads(ch)).toHaveLength(threads);
    const last = firstAnswer(h, await act(h, () => discord.as(third).click(invitation, buttonFor(invitation, 'accept'))));
    expect(discord.threads(ch)).toHaveLength(threads + 1);
    const thread = discord.threads(ch).at(-1)!;
    expect(last.content).toBe(`Every player accepted: the league game has started in <#${thread.id}>.`);
    expect(discord.message(invitation.id)!.components).toEqual([]);
    expect(discord.violations()).toEqual([]);
  }, 90_000);
});
