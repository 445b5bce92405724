/**
 * /settings through the local Discord and the real discord.js client: each
 * member chooses how they hear about their games on this server, pings in the
 * game's thread (the default), a direct message, or nothing. The board that
 * says it is their turn, the reminders and the deadline notices follow the
 * choice; the public texts stay the same. A DM that cannot be delivered changes
 * nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest } from '../../src/games/conquest';
import type { ConquestState } from '../../src/games/conquest/types';
import { act, fillAndStart, firstAnswer, latestBoard, lobbyClick, mentioned, playOneMove, startDuel, startHarness, userName, type Harness } from './harness';

let h: Harness;
let now = Date.now();
beforeAll(async () => { h = await startHarness({ MOVE_DEADLINE_HOURS: '24', REMINDER_MINUTES: '60' }, () => now); });
afterAll(async () => { await h?.close(); });

const settings = async (user: string, notifications?: string, locale?: string) =>
  firstAnswer(h, await act(h, () => h.discord.as(user).slash(h.discord.channelId, 'settings', { options: notifications ? { notifications } : {}, ...(locale ? { locale } : {}) }))).content;

/** Plays moves until `user` is the one the newest board mentions; that board. */
async function untilTurnOf(threadId: string, user: string) {
  let board = latestBoard(h, threadId)!;
  for (let k = 0; userName(h, mentioned(board)!) !== user; k++) {
    expect(k).toBeLessThan(20);
    board = await playOneMove(h, threadId);
  }
  return board;
}

describe('/settings: how a member hears about their games', () => {
  it('shows the current choice, saves a new one per member, in the member\'s language', async () => {
    expect(await settings('bob')).toBe('Your notifications on this server: **pings in the game thread**. Change them with the `notifications` option.');
    expect(await settings('bob', 'dm')).toBe('Saved. Your notifications on this server: **a direct message**.');
    expect(await settings('bob')).toMatch(/\*\*a direct message\*\*/);
    expect(await settings('carol', 'none', 'cs')).toBe('Uloženo. Vaše upozornění na tomto serveru: **žádná**.');
    // Another member's choice is untouched.
    expect(await settings('alice')).toMatch(/pings in the game thread/);
    // The command and its choices are localised.
    const cmd = h.discord.commands(h.discord.guildId).find((c) => c.name === 'settings')!;
    expect(cmd.name_localizations?.ko).toBe('설정');
    expect((cmd.options![0] as { choices: { name_localizations: Record<string, string> }[] }).choices[1].name_localizations.ro).toBe('Mesaj privat');
  });

  it('a player who chose DMs is not pinged by the board but told by DM once per turn; the others are pinged', async () => {
    const { discord } = h;
    const bob = discord.users.bob.id;
    const alice = discord.users.alice.id;
    const { threadId } = await startDuel(h, 'alice', 'bob');
    const bobsTurn = await untilTurnOf(threadId, 'bob');
    expect(bobsTurn.content).toContain(`<@${bob}>`);
    expect(bobsTurn.pinged).toEqual([]);
    const dms = discord.directMessages('bob');
    expect(dms.length).toBeGreaterThanOrEqual(1);
    expect(dms.at(-1)!.content).toBe(`Your turn in Caesar!\n<#${threadId}>`);
    // alice kept the default: her turn's board pings her, and she gets no DM.
    const alicesTurn = await untilTurnOf(threadId, 'alice');
    expect(alicesTurn.pinged).toEqual([alice]);
    expect(discord.directMessages('alice')).toEqual([]);
    // The board posted again for the same position sends no second DM.
    const before = discord.directMessages('bob').length;
    await untilTurnOf(threadId, 'bob');
    expect(discord.directMessages('bob')).toHaveLength(before + 1);
    await act(h, () => discord.as('bob').slash(threadId, 'game', { subcommand: 'board' }));
    expect(discord.directMessages('bob')).toHaveLength(before + 1);

    // The reminder and the deadline notice: in the thread without a ping, and by DM.
    now += 61 * 60_000;
    await h.bot.upkeep();
    const reminder = discord.messages(threadId).at(-1)!;
    expect(reminder.content).toContain(`<@${bob}>`);
    expect(reminder.pinged).toEqual([]);
    expect(discord.directMessages('bob').at(-1)!.content).toBe(`${reminder.content}\n<#${threadId}>`);
    now += 18 * 3_600_000;
    await h.bot.upkeep();
    const notice = discord.messages(threadId).at(-1)!;
    expect(notice.content).toMatch(/left before the move deadline/);
    expect(notice.pinged).toEqual([]);
    expect(discord.directMessages('bob').at(-1)!.content).toContain('left before the move deadline');

    // A member who closed their DMs: the board still goes out, nothing breaks.
    discord.closeDirectMessages('bob');
    const count = discord.directMessages('bob').length;
    await untilTurnOf(threadId, 'alice');
    await untilTurnOf(threadId, 'bob');
    expect(discord.directMessages('bob')).toHaveLength(count);
    expect(h.logs.some((l) => l.includes('a DM notice could not be delivered'))).toBe(true);
    discord.closeDirectMessages('bob', false);
  });

  it('a player who chose nothing is neither pinged nor sent a DM', async () => {
    const { discord } = h;
    const { threadId } = await startDuel(h, 'dave', 'carol');
    const carolsTurn = await untilTurnOf(threadId, 'carol');
    expect(carolsTurn.content).toContain(`<@${discord.users.carol.id}>`);
    expect(carolsTurn.pinged).toEqual([]);
    now += 61 * 60_000;
    await h.bot.upkeep();
    const reminder = discord.messages(threadId).at(-1)!;
    expect(reminder.content).toContain(`<@${discord.users.carol.id}>`);
    expect(reminder.pinged).toEqual([]);
    expect(discord.directMessages('carol')).toEqual([]);
  });

  it('a table\'s reminders follow each member\'s choice too', async () => {
    const { discord } = h;
    const ch = discord.channelId;
    await act(h, () => discord.as('bob').slash(ch, 'conquest', { subcommand: 'new', options: { players: 3, homes: 'random', deadline: 4 } }));
    await lobbyClick(h, ch, 't', 'carol', 'join');
    const { gameId, threadId: thread } = await fillAndStart(h, ch, 't', 'bob', { ais: 1 });
    const game = (await h.repo.get<ConquestState>(gameId))!;
    const slow = game.meta.seats[conquest.activePlayers(game.state!)[0]]!;
    const dmsBefore = discord.directMessages('bob').length;
    now += 3 * 3_600_000 + 60_000;
    await h.bot.upkeep();
    const reminder = discord.messages(thread).filter((m) => m.content.includes(`<@${slow}>`) && /move deadline/.test(m.content)).at(-1)!;
    expect(reminder).toBeDefined();
    // bob chose DMs, carol nothing: neither is pinged in the thread; only bob, if he is the one waited for, gets a DM.
    expect(reminder.pinged).toEqual([]);
    if (slow === discord.users.bob.id) expect(discord.directMessages('bob').at(-1)!.content).toBe(`${reminder.content}\n<#${thread}>`);
    else expect(discord.directMessages('bob')).toHaveLength(dmsBefore);
    expect(discord.directMessages('carol')).toEqual([]);
  });
});
