/**
 * The interrupt window before an AI's Senate step, through the local Discord:
 * the table waits (the board says until when and for whom, with a "Let the
 * Senate go on" button), survives a bot restart with its deadline, and the
 * upkeep lets the AI proceed once the table's window time is up. Stale and
 * foreign clicks change nothing. The clock is the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { pendingWindow, windowMinutes } from '../../../../src/games/republic/discord/window';
import type { RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';
import { boardIn, playMember, verbOf } from './member';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
beforeAll(async () => { h = await startHarness({}, () => now); });
afterAll(async () => { await h?.close(); });

const MINUTE = 60_000;

describe('Republic Senate interrupt window', () => {
  it('waits for the member before an AI Senate step, keeps its deadline over a restart, then the AI goes on', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 3, deadline: 8 } }));
    const lobbyOf = (): LocalMessage => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    expect(lobbyOf().content).toContain('Interrupt window in the Senate and for bids: 15 minutes.');
    for (let k = 0; k < 2; k++) await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = 'e2e-republic-window';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;

    // The member decides until an AI's Senate step waits for her window.
    await playMember(h, gameId, thread.id, { done: (s) => republic.activePlayers(s)[0] !== 0 });
    const waiting = (await h.repo.get<RepublicState>(gameId))!;
    const s = waiting.state!;
    expect(s.phase).toBe('senate');
    const win = pendingWindow(s, waiting.meta)!;
    expect(win).not.toBeNull();
    expect(win.members).toEqual([0]);
    // Deadline 8 hours: the window defaults to a quarter of an hour, counted from the move that opened it.
    expect(windowMinutes(waiting.meta)).toBe(15);
    expect(win.until).toBe(waiting.meta.lastMoveAt + 15 * MINUTE);
    const board = boardIn(h, thread.id);
    expect(board.content).toContain(`The Senate waits for interrupts (a Tribune, an assassination…) until <t:${Math.ceil(win.until / 1000)}:R>`);
    const goOn = verbOf(board, 'rx');

    // A non-member's click is refused and changes nothing.
    const foreign = await act(h, () => discord.as('dave').click(board, goOn));
    expect((await foreign.reply()).content).toMatch(/not a player/i);

    // Before the time is up the upkeep leaves the AI waiting, also after a restart.
    now = waiting.meta.lastMoveAt + 14 * MINUTE;
    await h.bot.upkeep();
    await h.restartBot();
    await h.bot.upkeep();
    expect((await h.repo.get<RepublicState>(gameId))!.state!.version).toBe(s.version);

    // Time up: the AI proceeds and a new board follows.
    now = waiting.meta.lastMoveAt + 15 * MINUTE;
    await h.bot.upkeep();
    const after = (await h.repo.get<RepublicState>(gameId))!;
    expect(after.state!.version).toBeGreaterThan(s.version);
    expect(after.meta.table!.settings!.windowClosed).toBe(win.key);
    expect(boardIn(h, thread.id).id).not.toBe(board.id);

    // The old board lost its buttons with the new board, so the closed window cannot be let go again.
    expect(buttons(discord.message(board.id)!).map((b) => b.custom_id)).not.toContain(goOn);
    expect((await h.repo.get<RepublicState>(gameId))!.state!.version).toBe(after.state!.version);
    expect(discord.violations()).toEqual([]);
  }, 300_000);

  it('times the initiative auction: a member who does not bid within the window passes', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 3, deadline: 8, window: 30 } }));
    const lobbyOf = (): LocalMessage => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    expect(lobbyOf().content).toContain('Interrupt window in the Senate and for bids: 30 minutes.');
    for (let k = 0; k < 2; k++) await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = 'e2e-republic-bid';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    await playMember(h, gameId, thread.id, { done: (s) => s.pending.at(-1)?.kind === 'bid' });
    const asked = (await h.repo.get<RepublicState>(gameId))!;
    const s = asked.state!;
    expect(republic.activePlayers(s)[0]).toBe(0);
    // The table's own window: 30 minutes.
    const until = asked.meta.lastMoveAt + 30 * MINUTE;
    const board = boardIn(h, thread.id);
    expect(board.content).toMatch(/Initiative auction: high bid \d+ talents? by .* · still to bid: Faction 1/);
    expect(board.content).toContain(`Bidding closes <t:${Math.ceil(until / 1000)}:R>`);

    now = until - MINUTE;
    await h.bot.upkeep();
    expect((await h.repo.get<RepublicState>(gameId))!.state!.version).toBe(s.version);
    now = until;
    await h.bot.upkeep();
    const after = (await h.repo.get<RepublicState>(gameId))!;
    expect(after.record.actions[asked.record.actions.length]).toEqual({ player: 0, action: { type: 'pass' } });
    expect(discord.messages(thread.id).some((m) => /did not decide in time/.test(m.content))).toBe(true);
  }, 300_000);
});
