/**
 * League moderation through the local Discord with the real discord.js client:
 * `/league-admin remove-member` (the member's running league game ends at once
 * as their forfeit, and their table is decided against them) and
 * `/league-admin end-game` (a stuck league game ends as abandoned, a note in
 * its thread, the thread archived, its table left open for the organisers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { act, buttons, firstAnswer, startHarness, userName, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness({}, undefined, { userNames: ['alice', 'bob', 'carol', 'dave', 'erin'] }); });
afterAll(async () => { await h?.close(); });

const admin = new Set(['create', 'start-season', 'pair', 'remove-member', 'end-game']);
function slash(user: string, subcommand: string, options: Record<string, string | number | boolean> = {}) {
  const { discord } = h;
  return act(h, () => discord.as(user).slash(discord.channelId, admin.has(subcommand) ? 'league-admin' : 'league', { subcommand, options }));
}

/** The scheduled duel of table `k` started with /league play and accepted: its game id and thread. */
async function startTable(seats: string[]): Promise<{ gameId: string; threadId: string }> {
  const { discord } = h;
  const threads = discord.threads(discord.channelId).length;
  const played = await slash(userName(h, seats[0]), 'play');
  expect(firstAnswer(h, played).content).toMatch(/waits for/);
  const offer = discord.messages(discord.channelId).at(-1)!;
  await act(h, () => discord.as(userName(h, seats[1])).click(offer, buttons(offer)[0].custom_id));
  const thread = discord.threads(discord.channelId)[threads];
  const gameId = buttons(discord.messages(thread.id).filter((m) => m.attachments.length).at(-1)!)[0].custom_id.split(':')[1];
  return { gameId, threadId: thread.id };
}

describe('league moderation through the local Discord', () => {
  it('remove-member ends the member\'s running game as their forfeit; end-game abandons a stuck one and leaves its table open', async () => {
    const { discord } = h;
    // erin organises (Manage Server); the four others play.
    discord.permissions.setRole('erin', 1n << 5n);
    await slash('erin', 'create', { name: 'Curia', game: 'caesar', format: 'round-robin', 'deadline-hours': 48 });
    for (const u of ['alice', 'bob', 'carol', 'dave']) await slash(u, 'join');
    await slash('erin', 'start-season');
    await slash('erin', 'pair');
    const repo = leagueRepositoryOf(h.repo);
    const [league] = await repo.listGuild(discord.guildId);
    const [first, second] = league.seasons[0].rounds[0].tables;

    // 1. remove-member with a game running.
    const one = await startTable(first.seats);
    expect((await h.repo.get(one.gameId))!.meta.status).toBe('active');
    const leaving = first.seats[1];
    const removed = await slash('erin', 'remove-member', { member: userName(h, leaving), reason: 'left the server' });
    const answer = firstAnswer(h, removed);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain(`Their running league game (${one.gameId}) was ended as their forfeit.`);
    const game = (await h.repo.get(one.gameId))!;
    expect(game.meta.status).toBe('finished');
    // Their resignation: the other player is first.
    expect(game.record.result!.ranks[game.meta.seats.indexOf(leaving)]).toBe(2);
    expect(discord.messages(one.threadId).some((m) => m.content === `**Curia**: <@${leaving}> was removed from the league, so this game ends as their forfeit.`)).toBe(true);
    const afterRemoval = (await repo.get(league.league.id))!;
    expect(afterRemoval.members.find((m) => m.userId === leaving)!.active).toBe(false);
    expect(afterRemoval.seasons[0].rounds[0].tables[0].forfeit).toMatchObject({ absent: [leaving], reason: 'left the server' });
    // One entry for the table, not a second one from the game's end.
    expect(afterRemoval.matches.filter((m) => m.gameId === one.gameId)).toHaveLength(1);
    expect(discord.messages(discord.channelId).some((m) => !m.ephemeral && m.content.includes(`forfeit against <@${leaving}>`))).toBe(true);

    // 2. end-game on the other table's stuck game.
    const two = await startTable(second.seats);
    // A player cannot reach the moderators' command (Discord hides it without Manage Server).
    await expect(discord.as(userName(h, second.seats[0])).slash(discord.channelId, 'league-admin', { subcommand: 'end-game', options: { game: two.gameId } }))
      .rejects.toThrow(/lacks the permissions/);
    const ended = await slash('erin', 'end-game', { game: two.gameId, reason: 'nobody moves' });
    expect(firstAnswer(h, ended).content).toBe(`Game ${two.gameId} was ended as abandoned. It was a league game: its table stays open, so use \`/league-admin forfeit\` or \`/league-admin void\` to decide it.`);
    const stuck = (await h.repo.get(two.gameId))!;
    expect(stuck.meta.status).toBe('finished');
    expect(stuck.record.result!.reason).toBe('abandoned');
    expect(discord.messages(two.threadId).some((m) => m.content === `<@${discord.users.erin.id}> ended this game as abandoned. nobody moves`)).toBe(true);
    await discord.waitFor(() => discord.threads(discord.channelId).find((t) => t.id === two.threadId)?.archived);
    const afterEnd = (await repo.get(league.league.id))!;
    const table = afterEnd.seasons[0].rounds[0].tables[1];
    expect(table.result).toBeUndefined();
    expect(table.forfeit).toBeUndefined();
    // Ending it again: already over.
    const again = await slash('erin', 'end-game', { game: two.gameId });
    expect(firstAnswer(h, again).content).toBe(`Game ${two.gameId} is already over.`);
  });
});
