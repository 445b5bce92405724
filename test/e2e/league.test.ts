/**
 * A league through the local Discord with the real discord.js client: four
 * members, a round-robin season, round 1 paired and announced, both Caesar!
 * duels played to the end through interactions, results recorded by the
 * game-end hook, standings updated and posted (text and a PNG picture).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/leagues';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { act, buttons, isOver, latestBoard, playOneMove, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('a league of four through interactions', () => {
  it('pairs a round, records two played games and posts the standings', async () => {
    const { discord } = h;
    const ch = discord.channelId;
    // Organisers' subcommands are in /league-admin (default_member_permissions Manage Server).
    const admin = new Set(['create', 'start-season', 'end-season', 'pair', 'organiser-role']);
    const slash = (user: string, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
      act(h, () => discord.as(user).slash(ch, admin.has(subcommand) ? 'league-admin' : 'league', { subcommand, options }));

    // alice owns the server, so Discord gives her every permission: she organises.
    const created = await slash('alice', 'create', { name: 'Forum', game: 'caesar', format: 'round-robin', 'deadline-hours': 48 });
    expect((await created.reply()).content).toContain('**Forum**');
    for (const u of ['alice', 'bob', 'carol', 'dave']) {
      const joined = await slash(u, 'join');
      expect((await joined.reply()).ephemeral).toBe(true);
    }

    // A member who is not an organiser is refused, ephemerally, and nothing changes.
    const repo = leagueRepositoryOf(h.repo);
    const [before] = await repo.listGuild(discord.guildId);
    // Discord does not even offer /league-admin to a member without Manage Server.
    await expect(discord.as('bob').slash(ch, 'league-admin', { subcommand: 'start-season' })).rejects.toThrow(/lacks the permissions \/league-admin requires \(ManageGuild\)/);
    // A server admin may open the command to others (integration settings); the bot still checks who organises.
    discord.permissions.setRole('bob', 1n << 5n);
    const org = await slash('bob', 'organiser-role');
    expect((await org.reply()).content).toMatch(/No organiser role/);
    discord.permissions.setRole('bob', 0n);
    await expect(discord.as('bob').slash(ch, 'league-admin', { subcommand: 'start-season' })).rejects.toThrow(/lacks the permissions/);
    expect((await repo.get(before.league.id))!).toEqual(before);

    await slash('alice', 'start-season');
    await slash('alice', 'pair');
    const paired = discord.messages(ch).find((m) => !m.ephemeral && /round 1 is paired/.test(m.content));
    expect(paired).toBeDefined();
    const state = (await repo.get(before.league.id))!;
    const tables = state.seasons[0].rounds[0].tables;
    expect(tables).toHaveLength(2);
    for (const table of tables) for (const seat of table.seats) expect(paired!.content).toContain(`<@${seat}>`);

    const name = (id: string) => Object.entries(discord.users).find(([, u]) => u.id === id)![0];
    for (const [k, table] of tables.entries()) {
      const threadsBefore = discord.threads(ch).length;
      const play = await slash(name(table.seats[0]), 'play');
      // The rated game starts only when the opponent accepts: until then, no thread.
      expect((await play.reply()).content).toMatch(/waits for <@\d+> to accept/);
      expect(discord.threads(ch)).toHaveLength(threadsBefore);
      const offer = discord.messages(ch).at(-1)!;
      expect(offer.content).toMatch(/ready to play the league game of \*\*Forum\*\*/);
      await act(h, () => discord.as(name(table.seats[1])).click(offer, buttons(offer)[0].custom_id));
      const thread = discord.threads(ch)[threadsBefore];
      let board = latestBoard(h, thread.id)!;
      let moves = 0;
      while (!isOver(board)) {
        board = await playOneMove(h, thread.id);
        expect(++moves).toBeLessThan(400);
      }
      const recorded = (await repo.get(state.league.id))!;
      expect(recorded.matches).toHaveLength(k + 1);
      expect(recorded.matches[k].source).toBe('game');
      expect(recorded.seasons[0].rounds[0].tables[k].result).toBeDefined();
    }

    const final = (await repo.get(state.league.id))!;
    const rows = computeStandings(final, 1);
    expect(rows.map((r) => r.games)).toEqual([1, 1, 1, 1]);
    expect(rows.filter((r) => r.wins === 1)).toHaveLength(2);

    const posted = discord.messages(ch).filter((m) => !m.ephemeral && m.content.startsWith('Standings of **Forum**'));
    expect(posted).toHaveLength(2);
    const last = posted[posted.length - 1];
    for (const r of rows) expect(last.content).toContain(discord.users[name(r.userId)].globalName);
    expect(last.content).toMatch(/W\b/);
    const picture = last.attachments[0];
    expect(picture.contentType).toBe('image/png');
    const size = pngSize(picture.data);
    expect(size.width).toBe(760);
    expect(size.height).toBeGreaterThan(200);
    expect(size.height).toBeLessThan(600);
    expect(picture.size).toBeGreaterThan(5_000);
    expect(discord.messages(ch).some((m) => /every match of round 1 is decided/.test(m.content))).toBe(true);

    // The standings command answers with the same table, and the winner's profile with a chart.
    const standings = await (await slash('carol', 'standings')).reply();
    expect(standings.attachments[0].contentType).toBe('image/png');
    const winner = rows[0].userId;
    const profile = await (await slash('dave', 'profile', { member: name(winner) })).reply();
    expect(pngSize(profile.attachments[0].data)).toEqual({ width: 640, height: 360 });

    // The season ends with its champion announced; the past season stays viewable.
    await slash('alice', 'end-season');
    const ended = discord.messages(ch).find((m) => !m.ephemeral && /season 1 is over/.test(m.content));
    expect(ended!.content).toContain(`Champion: <@${rows[0].userId}>`);
    const past = await (await slash('bob', 'standings', { season: 1 })).reply();
    expect(past.content).toContain('Standings of **Forum**, season 1');
    expect((await (await slash('bob', 'play')).reply()).content).toBe('No season is running.');
    expect(discord.violations()).toEqual([]);
  }, 240_000);
});
