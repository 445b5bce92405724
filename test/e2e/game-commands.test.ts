/**
 * /game board|hand|history|resign|abandon|status, declining and expiring
 * challenges, turn reminders, several games per channel and player, and the
 * fallback to the channel where threads cannot be created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, buttons, firstAnswer, latestBoard, mentioned, playOneMove, selects, startDuel, startHarness, userName, type Harness } from './harness';

let h: Harness;
let now = Date.now();
beforeAll(async () => { h = await startHarness({ REMINDER_MINUTES: '60', CHALLENGE_EXPIRE_SECONDS: '600' }, () => now); });
afterAll(async () => { await h?.close(); });

const answer = (handle: { messages(): { id: string }[] }) => firstAnswer(h, handle);


describe('/game commands', () => {
  it('board, hand, history, status in a game thread', async () => {
    const { threadId } = await startDuel(h, 'alice', 'bob');
    await playOneMove(h, threadId);
    const boards = h.discord.messages(threadId).filter((m) => m.attachments.length).length;
    const posted = await act(h, () => h.discord.as('alice').slash(threadId, 'game', { subcommand: 'board' }));
    expect(answer(posted).content).toBe(`The board was posted again in <#${threadId}>.`);
    expect(h.discord.messages(threadId).filter((m) => m.attachments.length).length).toBe(boards + 1);
    // Only the newest board keeps its buttons.
    expect(h.discord.messages(threadId).filter((m) => m.attachments.length && buttons(m).length)).toHaveLength(1);

    const hand = await act(h, () => h.discord.as('alice').slash(threadId, 'game', { subcommand: 'hand' }));
    expect(answer(hand).ephemeral).toBe(true);
    expect(answer(hand).content).toMatch(/Your supply/);
    const spectator = await act(h, () => h.discord.as('carol').slash(threadId, 'game', { subcommand: 'hand' }));
    expect(answer(spectator).content).toMatch(/not playing/);

    const history = await act(h, () => h.discord.as('carol').slash(threadId, 'game', { subcommand: 'history' }));
    expect(answer(history).content).toMatch(/placed a .* token on the border/);

    const status = await act(h, () => h.discord.as('bob').slash(h.discord.channelId, 'game', { subcommand: 'status' }));
    expect(answer(status).content).toMatch(/your turn|waiting for/);
    // A channel mention and the game's name, no raw ids.
    expect(answer(status).content).toContain(`<#${threadId}> · Caesar!:`);
  });

  it('asks which game when a player has several and the command is used outside a thread; resign ends the chosen one', async () => {
    const second = await startDuel(h, 'alice', 'dave');
    const ask = await act(h, () => h.discord.as('alice').slash(h.discord.channelId, 'game', { subcommand: 'resign' }));
    const menu = answer(ask);
    const sel = selects(menu)[0];
    expect(sel.options.length).toBe(2);
    const choice = sel.options.find((o) => o.value === second.gameId)!;
    await act(h, () => h.discord.as('alice').select(menu, sel.custom_id, [choice.value]));
    // Resigning asks first, on the same ephemeral message; "keep playing" changes nothing.
    const confirm = h.discord.message(menu.id)!;
    expect(confirm.content).toMatch(/really want to resign/);
    const keep = buttons(confirm).find((b) => b.custom_id.endsWith(':rs:n'))!;
    await act(h, () => h.discord.as('alice').click(confirm, keep.custom_id));
    expect(h.discord.message(menu.id)!.content).toMatch(/You keep playing/);
    expect((await h.repo.get(second.gameId))!.meta.status).toBe('active');
    const again = answer(await act(h, () => h.discord.as('alice').slash(second.threadId, 'game', { subcommand: 'resign' })));
    const yes = buttons(again).find((b) => b.custom_id.endsWith(':rs:y'))!;
    await act(h, () => h.discord.as('alice').click(again, yes.custom_id));
    expect(h.discord.message(again.id)!.content).toMatch(/resigned/);
    const final = latestBoard(h, second.threadId)!;
    expect(final.content).toMatch(/Game over/);
    expect(final.content).toContain(`<@${h.discord.users.dave.id}>`);
    expect((await h.repo.get(second.gameId))!.meta.status).toBe('finished');
  });

  it('abandon needs the other player to agree', async () => {
    const g = await startDuel(h, 'carol', 'dave');
    await playOneMove(h, g.threadId);
    await act(h, () => h.discord.as('carol').slash(g.threadId, 'game', { subcommand: 'abandon' }));
    const proposal = h.discord.messages(g.threadId).at(-1)!;
    const agree = buttons(proposal).find((b) => b.custom_id.endsWith(':ab:y'))!;
    const self = await act(h, () => h.discord.as('carol').click(proposal, agree.custom_id));
    expect(answer(self).content).toMatch(/Only/);
    expect((await h.repo.get(g.gameId))!.meta.status).toBe('active');
    await act(h, () => h.discord.as('dave').click(proposal, agree.custom_id));
    expect((await h.repo.get(g.gameId))!.meta.status).toBe('finished');
    expect(latestBoard(h, g.threadId)!.content).toMatch(/abandoned/);
    // The finished game's thread is archived: it leaves the list of active threads and stays readable.
    await h.discord.waitFor(() => h.discord.threads(h.discord.channelId).find((t) => t.id === g.threadId)?.archived);
    // The old boards lost their buttons; the final one has only the end-of-game ones (history, record).
    expect(h.discord.messages(g.threadId).filter((m) => m.attachments.length && buttons(m).some((b) => b.custom_id.startsWith('g:')))).toEqual([]);
  });
});

describe('challenges and reminders', () => {
  it('a declined challenge and an expired one cannot be accepted', async () => {
    const { discord } = h;
    await act(h, () => discord.as('bob').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'carol' } }));
    const c1 = discord.messages(discord.channelId).at(-1)!;
    const [accept, decline] = buttons(c1).map((b) => b.custom_id);
    // A double click: Accept sent right behind Decline, while the buttons are still there. The second
    // is told what closed the challenge.
    const clicks = await Promise.all([discord.as('carol').click(c1, decline), discord.as('carol').click(c1, accept)]);
    await act(h, async () => clicks[0]);
    const late = await act(h, async () => clicks[1]);
    expect(answer(clicks[0]).content).toBe('You declined the challenge.');
    expect(discord.message(c1.id)!.content).toMatch(/declined/);
    expect(answer(late).content).toBe(`<@${discord.users.carol.id}> declined the challenge from <@${discord.users.bob.id}>.`);

    await act(h, () => discord.as('bob').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'dave' } }));
    const c2 = discord.messages(discord.channelId).at(-1)!;
    const gameId = buttons(c2)[0].custom_id.split(':')[1];
    now += 601_000;
    const report = await h.bot.upkeep();
    expect(report.expired).toContain(gameId);
    expect(discord.message(c2.id)!.content).toMatch(/expired/);

    // Accepted after its time but before the upkeep saw it: the click expires it and says so.
    await act(h, () => discord.as('bob').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'alice' } }));
    const c3 = discord.messages(discord.channelId).at(-1)!;
    now += 601_000;
    const tooLate = await act(h, () => discord.as('alice').click(c3, buttons(c3)[0].custom_id));
    expect(answer(tooLate).content).toBe(`The challenge from <@${discord.users.bob.id}> to <@${discord.users.alice.id}> has expired.`);
    expect(discord.message(c3.id)!.content).toMatch(/expired/);
    expect((await h.repo.get(gameId))!.meta.status).toBe('expired');
  });

  it('a challenge survives a restart of the bot and can be accepted afterwards', async () => {
    const { discord } = h;
    await act(h, () => discord.as('carol').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'alice' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    await h.restartBot();
    await act(h, () => discord.as('alice').click(challenge, buttons(challenge)[0].custom_id));
    expect(discord.message(challenge.id)!.content).toMatch(/accepted/);
    const thread = discord.threads(discord.channelId).at(-1)!;
    expect(latestBoard(h, thread.id)!.content).toMatch(/to play/);
  });

  it('pings the player to move once after REMINDER_MINUTES', async () => {
    const g = await startDuel(h, 'bob', 'alice');
    const mover = mentioned(latestBoard(h, g.threadId)!)!;
    now += 30 * 60_000;
    expect((await h.bot.upkeep()).reminded).not.toContain(g.gameId);
    now += 31 * 60_000;
    expect((await h.bot.upkeep()).reminded).toContain(g.gameId);
    const ping = h.discord.messages(g.threadId).at(-1)!;
    expect(ping.content).toContain(`<@${mover}>`);
    now += 120 * 60_000;
    expect((await h.bot.upkeep()).reminded).not.toContain(g.gameId);
    // After a move the clock starts again for the other player.
    await playOneMove(h, g.threadId);
    now += 61 * 60_000;
    expect((await h.bot.upkeep()).reminded).toContain(g.gameId);
    expect(h.discord.messages(g.threadId).at(-1)!.content).not.toContain(`<@${mover}>`);
    expect(userName(h, mover)).toMatch(/alice|bob/);
    expect(h.discord.violations()).toEqual([]);
  });
});
