/**
 * Table lobbies that nobody starts expire and say so, through the local
 * Discord and the real discord.js client on a moved clock: the upkeep pass
 * expires a lobby past TABLE_LOBBY_EXPIRE_HOURS (message edited, buttons gone,
 * record expired and out of the open index); a click that arrives before the
 * pass expires the lobby itself and answers only the clicker; a lobby still in
 * time is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalMessage } from '../../src/localdiscord';
import { act, buttons, startHarness, type Harness } from './harness';

let h: Harness;
let now = Date.now();
beforeAll(async () => { h = await startHarness({ TABLE_LOBBY_EXPIRE_HOURS: '6' }, () => now); });
afterAll(async () => { await h?.close(); });

const HOUR = 3_600_000;

async function openLobby(host: string, command: string): Promise<{ lobby: LocalMessage; gameId: string }> {
  const { discord } = h;
  await act(h, () => discord.as(host).slash(discord.channelId, command, { subcommand: 'new', options: { players: 3 } }));
  const lobby = discord.messages(discord.channelId).filter((m) => buttons(m).some((b) => /:\w+join$/.test(b.custom_id))).at(-1)!;
  return { lobby, gameId: buttons(lobby)[0].custom_id.split(':')[1] };
}

const button = (m: LocalMessage, verb: string) => buttons(m).find((b) => b.custom_id.endsWith(verb))!.custom_id;

describe('table lobbies nobody starts', () => {
  it('the upkeep pass expires a lobby past its time and leaves a younger one open', async () => {
    const { discord } = h;
    const old = await openLobby('alice', 'conquest');
    const joinId = button(old.lobby, 'join');
    await act(h, () => discord.as('bob').click(old.lobby, joinId));
    expect((await h.repo.openIndex())[old.gameId]).toBeDefined();
    now += 4 * HOUR;
    const young = await openLobby('carol', 'conquest');
    expect((await h.bot.upkeep()).expired).toEqual([]);

    now += 2 * HOUR + 1000;
    const report = await h.bot.upkeep();
    expect(report.expired).toContain(old.gameId);
    expect(report.expired).not.toContain(young.gameId);
    const edited = discord.message(old.lobby.id)!;
    expect(edited.content).toBe(`<@${discord.users.alice.id}>'s table expired: nobody started it within 6 hours. Open a new table to play.`);
    expect(buttons(edited)).toEqual([]);
    expect((await h.repo.get(old.gameId))!.meta.status).toBe('expired');
    expect((await h.repo.openIndex())[old.gameId]).toBeUndefined();
    // A client still showing the old buttons clicks one: the button is no longer on the message, nothing changes.
    const late = await act(h, () => discord.as('carol').click(old.lobby.id, joinId, { force: true }));
    expect((await late.reply()).content).toMatch(/nothing was changed/);
    expect((await h.repo.get(old.gameId))!.meta.seats).not.toContain(discord.users.carol.id);
    // A second pass finds nothing more to do with it.
    expect((await h.bot.upkeep()).expired).not.toContain(old.gameId);
    expect(buttons(discord.message(young.lobby.id)!).length).toBeGreaterThan(0);
    expect((await h.repo.get(young.gameId))!.meta.status).toBe('challenge');
  });

  it('a click on a lobby past its time gets a clear ephemeral answer and expires it', async () => {
    const { discord } = h;
    const { lobby, gameId } = await openLobby('dave', 'republic');
    now += 6 * HOUR + 1000;
    const click = await act(h, () => discord.as('alice').click(lobby, button(lobby, 'join')));
    const answer = await click.reply();
    expect(answer.content).toBe('This table has expired because nobody started it in time. Open a new table to play.');
    expect(answer.flags! & 64).toBe(64);
    const game = (await h.repo.get(gameId))!;
    expect(game.meta.status).toBe('expired');
    expect(game.meta.seats).not.toContain(discord.users.alice.id);
    expect(discord.message(lobby.id)!.content).toMatch(/table expired: nobody started it within 6 hours/);
    expect(buttons(discord.message(lobby.id)!)).toEqual([]);
    expect((await h.repo.openIndex())[gameId]).toBeUndefined();
  });

  it('a lobby expired while its message kept the buttons (the edit failed) answers a click clearly', async () => {
    const { discord } = h;
    const { lobby, gameId } = await openLobby('bob', 'conquest');
    const game = (await h.repo.get(gameId))!;
    game.meta.status = 'expired';
    await h.repo.save(game);
    const click = await act(h, () => discord.as('carol').click(lobby, button(lobby, 'join')));
    expect((await click.reply()).content).toBe('This table has expired because nobody started it in time. Open a new table to play.');
    expect((await h.repo.get(gameId))!.meta.seats).not.toContain(discord.users.carol.id);
  });

  it('says so in the lobby\'s language, with the plural form of the hours', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 3 }, locale: 'cs' }));
    const lobby = discord.messages(discord.channelId).filter((m) => buttons(m).some((b) => /:\w+join$/.test(b.custom_id))).at(-1)!;
    now += 7 * HOUR;
    await h.bot.upkeep();
    expect(discord.message(lobby.id)!.content).toBe(`Stůl hráče <@${discord.users.alice.id}> vypršel: nikdo ho nespustil do 6 hodin. Pro hru založte nový stůl.`);
  });
});
