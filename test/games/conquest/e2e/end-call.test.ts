/**
 * The call for an end through the local Discord: a member who is not acting
 * clicks the board's "Call for an end", names the winner (by member name) in
 * the ephemeral choice, and the member to act sees who called and whom they
 * propose, by name. A second call in the same round is refused with a reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import type { ConquestState } from '../../../../src/games/conquest/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

function tableMessage(channelId: string): LocalMessage {
  return h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':tjoin'))).at(-1)!;
}
const byVerb = (m: LocalMessage, verb: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${verb}`))!.custom_id;
const latestBoard = (threadId: string) => h.discord.messages(threadId).filter((m) => m.content.includes('Conquest of the Empire** · round')).at(-1)!;

describe('calling for an end at a Conquest table', () => {
  it('lets a waiting member call for an end, with member names in the choice and in the vote', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 2, homes: 'random' } }));
    let lobby = tableMessage(discord.channelId);
    const gameId = buttons(lobby)[0].custom_id.split(':')[1];
    await act(h, () => discord.as('bob').click(lobby, byVerb(lobby, 'tjoin')));
    lobby = tableMessage(discord.channelId);
    await act(h, () => discord.as('alice').click(lobby, byVerb(lobby, 'tstart')));
    const thread = discord.threads(discord.channelId).at(-1)!;

    const game = (await h.repo.get<ConquestState>(gameId))!;
    const acting = conquest.activePlayers(game.state!)[0];
    const waiting = 1 - acting;
    const nameOf = (seat: number) => (game.meta.seats[seat] === discord.users.alice.id ? 'alice' : 'bob');
    const waiter = discord.as(nameOf(waiting) as 'alice' | 'bob');

    const board = latestBoard(thread.id);
    const notTurn = await act(h, () => waiter.click(board, byVerb(board, 'kp')));
    expect((await notTurn.reply()).content).toMatch(/not your turn/);
    const opened = await act(h, () => waiter.click(board, byVerb(board, 'kk')));
    const ui = await opened.reply();
    const choice = selects(ui)[0];
    expect(choice.options.map((o) => o.label)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Player \d/)]));
    const proposed = choice.options.find((o) => o.value === String(waiting))!;
    expect(proposed.label).toContain(discord.users[nameOf(waiting) as 'alice' | 'bob'].globalName);
    await act(h, () => waiter.select(ui, choice.custom_id, [String(waiting)]));

    const after = (await h.repo.get<ConquestState>(gameId))!;
    expect(after.state!.endVote).toMatchObject({ caller: waiting, winner: waiting });
    // The member to answer sees who called and for whom, by name, in the builder.
    const answerer = discord.as(nameOf(acting) as 'alice' | 'bob');
    const newest = latestBoard(thread.id);
    const answer = await act(h, () => answerer.click(newest, byVerb(newest, 'kp')));
    const menu = await answer.reply();
    expect(menu.content).toContain(`calls for an end: ${discord.users[nameOf(waiting) as 'alice' | 'bob'].globalName}`);
    expect(menu.content).not.toMatch(/Player \d/);
    // The vote in progress: a second call is refused with the reason, and nothing changes.
    const again = await act(h, () => waiter.click(newest, byVerb(newest, 'kk')));
    expect((await again.reply()).content).toMatch(/battle, offer or vote in progress|not allowed|cannot/i);
    expect((await h.repo.get<ConquestState>(gameId))!.state!.endVote).toMatchObject({ caller: waiting, winner: waiting, yes: [waiting] });
    expect(discord.violations()).toEqual([]);
  }, 60_000);
});
