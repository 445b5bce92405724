/**
 * Autocomplete through the local Discord and the real discord.js client: the
 * member types into an option marked `autocomplete`, the local server sends an
 * APPLICATION_COMMAND_AUTOCOMPLETE interaction (type 4), and the bot answers
 * with suggestions (callback type 8). League names, game ids (a player's own
 * games in /game; every open game of the server in /league-admin end-game) and
 * ladder opponents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, startDuel, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const admin = new Set(['create', 'start-season', 'end-game']);

function slash(user: string, subcommand: string, options: Record<string, string | number | boolean> = {}) {
  const { discord } = h;
  return act(h, () => discord.as(user).slash(discord.channelId, admin.has(subcommand) ? 'league-admin' : 'league', { subcommand, options }));
}

function typing(user: string, command: string, subcommand: string, focused: string, typed: string, options: Record<string, string> = {}) {
  const { discord } = h;
  return act(h, () => discord.as(user).autocomplete(discord.channelId, command, { subcommand, focused, typed, options }));
}

describe('autocomplete through the local Discord', () => {
  it('suggests league names as a member types, those starting with the text first', async () => {
    for (const name of ['Senate Cup', 'Empire', 'Roman Senate']) await slash('alice', 'create', { name, game: 'caesar', format: 'ladder' });
    expect(await typing('bob', 'league', 'join', 'league', 'sen')).toEqual([
      { name: 'Senate Cup', value: 'Senate Cup' }, { name: 'Roman Senate', value: 'Roman Senate' },
    ]);
    expect((await typing('bob', 'league', 'standings', 'league', '')).map((c) => c.name)).toEqual(['Empire', 'Roman Senate', 'Senate Cup']);
    // The administrators' command suggests the same names.
    expect(await typing('alice', 'league-admin', 'start-season', 'league', 'emp')).toEqual([{ name: 'Empire', value: 'Empire' }]);
    // The chosen suggestion is what the command then receives.
    const joined = await slash('bob', 'join', { league: 'Empire' });
    expect((await joined.reply()).content).toMatch(/Empire/);
  });

  it('suggests a ladder\'s other participants as opponents, and /league play takes the chosen one', async () => {
    const { discord } = h;
    for (const u of ['alice', 'carol']) await slash(u, 'join', { league: 'Empire' });
    await slash('alice', 'start-season', { league: 'Empire' });
    const all = await typing('alice', 'league', 'play', 'opponent', '', { league: 'Empire' });
    expect(all.map((c) => c.value).sort()).toEqual([discord.users.bob.id, discord.users.carol.id].sort());
    const car = await typing('alice', 'league', 'play', 'opponent', 'car', { league: 'Empire' });
    expect(car).toHaveLength(1);
    expect(car[0]).toMatchObject({ name: expect.stringMatching(/^carol$/i), value: discord.users.carol.id });
    const played = await slash('alice', 'play', { league: 'Empire', opponent: String(car[0].value) });
    expect((await played.reply()).content).toContain(`<@${discord.users.carol.id}>`);
    // A name typed without choosing a suggestion is understood too.
    const byName = await slash('bob', 'play', { league: 'Empire', opponent: 'alice' });
    expect((await byName.reply()).content).toContain(`<@${discord.users.alice.id}>`);
  });

  it('suggests a player\'s own running games in /game, and every open game of the server to a moderator', async () => {
    const { discord } = h;
    const { gameId, threadId } = await startDuel(h, 'alice', 'dave');
    const mine = await typing('dave', 'game', 'board', 'game', '');
    expect(mine).toHaveLength(1);
    expect(mine[0].value).toBe(gameId);
    expect(mine[0].name).toMatch(new RegExp(`^${gameId} · Caesar! · `));
    expect(await typing('dave', 'game', 'hand', 'game', gameId.slice(0, 3))).toEqual(mine);
    expect(await typing('dave', 'game', 'hand', 'game', 'zzz')).toEqual([]);
    // carol plays nothing: nothing to suggest.
    expect(await typing('carol', 'game', 'history', 'game', '')).toEqual([]);

    // The chosen id runs the subcommand on that game from any channel.
    const board = await act(h, () => discord.as('dave').slash(discord.channelId, 'game', { subcommand: 'board', options: { game: gameId } }));
    expect((await board.reply()).content).toContain(`<#${threadId}>`);
    // An id that is no game of the member's here is refused in their words (another server's says nothing).
    const unknown = await act(h, () => discord.as('carol').slash(discord.channelId, 'game', { subcommand: 'hand', options: { game: '999999' } }));
    expect((await unknown.reply()).content).toMatch(/You have no game 999999 on this server/);
    // A game of this channel that carol does not play: its public views, not her hand.
    const foreign = await act(h, () => discord.as('carol').slash(discord.channelId, 'game', { subcommand: 'hand', options: { game: gameId } }));
    expect((await foreign.reply()).content).toMatch(/You are not playing in this game/);

    // The moderator's list holds the server's open games, the ladder's challenges among them.
    const open = await typing('alice', 'league-admin', 'end-game', 'game', '');
    expect(open.map((c) => c.value)).toContain(gameId);
    expect(open.length).toBeGreaterThanOrEqual(3);
    const ended = await slash('alice', 'end-game', { game: gameId, reason: 'test' });
    expect((await ended.reply()).content).toMatch(/ended as abandoned/);
    expect((await typing('alice', 'league-admin', 'end-game', 'game', '')).map((c) => c.value)).not.toContain(gameId);
  });

  it('refuses to suggest for an option that is not marked for autocomplete', async () => {
    await expect(h.discord.as('alice').autocomplete(h.discord.channelId, 'league-admin', { subcommand: 'end-game', focused: 'reason', typed: 'x' }))
      .rejects.toThrow(/has no autocomplete/);
  });
});
