/**
 * What a member who never lets the Senate go on costs the table: she answers
 * her own decisions through the builder, but every interrupt window waits its
 * full time (the upkeep closes it). Counts the windows and the minutes waited
 * in the first turn of a 4-player Early Republic game with three AIs (the
 * figure of docs/republic-discord.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingWindow } from '../../../../src/games/republic/discord/window';
import type { RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';
import { boardIn, playMember, verbOf } from './member';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
beforeAll(async () => { h = await startHarness({}, () => now); });
afterAll(async () => { await h?.close(); });

describe('Republic interrupt windows of a silent member', () => {
  async function table(): Promise<{ gameId: string; threadId: string }> {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 4 } }));
    const lobbyOf = (): LocalMessage => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    for (let k = 0; k < 3; k++) await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = 'e2e-republic';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'ystart')));
    return { gameId, threadId: discord.threads(discord.channelId).at(-1)!.id };
  }

  it('waits out one window, then no longer waits for her this turn', async () => {
    const { gameId, threadId } = await table();
    let waited = 0;
    const { windows, decisions } = await playMember(h, gameId, threadId, {
      silentWindow: async () => {
        const g = (await h.repo.get<RepublicState>(gameId))!;
        const win = pendingWindow(g.state!, g.meta);
        expect(win, 'the table waits for a window').not.toBeNull();
        waited += win!.until - now;
        now = win!.until;
        await h.bot.upkeep();
      },
    });
    console.log(`republic silent member, turn 1: ${windows} windows waited out, ${Math.round(waited / 60_000)} minutes, for ${decisions} decisions of her own`);
    // The first window of the turn waits for her; after it ran out, none does.
    expect(windows).toBe(1);
  }, 300_000);

  it('waits for her again once she asks, and refuses the button to others', async () => {
    const { gameId, threadId } = await table();
    const { discord } = h;
    const members: number[][] = [];
    await playMember(h, gameId, threadId, {
      silentWindow: async () => {
        const g = (await h.repo.get<RepublicState>(gameId))!;
        const win = pendingWindow(g.state!, g.meta)!;
        members.push(win.members);
        now = win.until;
        await h.bot.upkeep();
        if (members.length > 1) return;
        // The window ran out: the board says the Senate no longer waits for her, and offers to wait again.
        const board = boardIn(h, threadId);
        expect(board.content).toMatch(/Not waited for in the Senate this turn \(they let an interrupt window run out\): Faction 1/);
        const again = verbOf(board, 'rk');
        const dave = await act(h, () => discord.as('dave').click(board, again));
        expect((await dave.reply()).content).toMatch(/not a player/i);
        const back = await act(h, () => discord.as('alice').click(board, again));
        expect((await back.reply()).content).toContain('The Senate waits for you again');
        const twice = await act(h, () => discord.as('alice').click(board, again));
        expect((await twice.reply()).content).toContain('already waits for you');
      },
    });
    expect(members.length).toBeGreaterThan(1);
    for (const m of members) expect(m).toEqual([0]);
  }, 300_000);
});
