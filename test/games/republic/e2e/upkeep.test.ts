/**
 * Upkeep of a Republic table through the local Discord: a member who does not
 * decide is reminded after a quarter of the deadline, and past the deadline
 * the engine's most passive legal answer (its first) is taken for them, so
 * the table moves on. The clock is the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import type { RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
beforeAll(async () => { h = await startHarness({}, () => now); });
afterAll(async () => { await h?.close(); });

const HOUR = 3_600_000;
const verb = (m: LocalMessage, v: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${v}`))!.custom_id;

describe('Republic table upkeep', () => {
  it('reminds a slow member, then takes the safe default at the deadline', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 3, deadline: 8 } }));
    const lobbyOf = () => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    expect(lobbyOf().content).toMatch(/Deadline per decision: 8 hours/);
    for (let k = 0; k < 2; k++) await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = 'e2e-republic-upkeep';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const before = (await h.repo.get<RepublicState>(gameId))!;
    expect(republic.activePlayers(before.state!)[0]).toBe(0);

    now += HOUR; // not yet a quarter of 8 hours
    await h.bot.upkeep();
    expect(discord.messages(thread.id).some((m) => /waits for your decision/.test(m.content))).toBe(false);
    now += 2 * HOUR;
    await h.bot.upkeep();
    expect(discord.messages(thread.id).filter((m) => /waits for your decision/.test(m.content))).toHaveLength(1);
    await h.bot.upkeep(); // once per position
    expect(discord.messages(thread.id).filter((m) => /waits for your decision/.test(m.content))).toHaveLength(1);

    const safe = republic.legalActions(before.state!, 0)[0];
    now += 6 * HOUR;
    await h.bot.upkeep();
    const after = (await h.repo.get<RepublicState>(gameId))!;
    expect(discord.messages(thread.id).some((m) => /did not decide in time/.test(m.content))).toBe(true);
    const mine = after.record.actions.slice(before.record.actions.length).find((a) => a.player === 0);
    expect(mine?.action).toEqual(safe);
    expect(after.state!.version).toBeGreaterThan(before.state!.version);
  }, 300_000);

  it('asks the other members at a missed deadline whether the AI should take the seat, and replaces on a majority', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    const bob = discord.as('bob');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 3, deadline: 8 } }));
    const lobbyOf = () => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    await act(h, () => bob.click(lobbyOf(), verb(lobbyOf(), 'yjoin')));
    await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = 'e2e-republic-vote';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const before = (await h.repo.get<RepublicState>(gameId))!;
    const slow = republic.activePlayers(before.state!)[0];
    expect(before.meta.seats[slow]).toBeTruthy();
    const other = before.meta.seats[slow] === discord.users.alice.id ? bob : alice;

    now = before.meta.lastMoveAt + 8 * HOUR;
    await h.bot.upkeep();
    const voteMsg = discord.messages(thread.id).filter((m) => buttons(m).some((b) => b.custom_id.split(':')[3] === 'rv')).at(-1)!;
    expect(voteMsg.content).toContain(`<@${before.meta.seats[slow]}> missed a decision deadline of 8 hours. Let the AI play the seat?`);
    // The safe default moved the game on meanwhile; the vote stays open for the turn.
    const moved = (await h.repo.get<RepublicState>(gameId))!;
    expect(moved.state!.version).toBeGreaterThan(before.state!.version);
    // The slow member cannot vote on their own seat.
    const own = await act(h, () => discord.as(other === alice ? 'bob' : 'alice').click(voteMsg, buttons(voteMsg)[0].custom_id));
    expect((await own.reply()).content).not.toMatch(/Vote counted/);
    const yes = await act(h, () => other.click(voteMsg, buttons(voteMsg)[0].custom_id));
    expect((await yes.reply()).content).toBe('Vote counted: 1 of 1.');
    const after = (await h.repo.get<RepublicState>(gameId))!;
    expect(after.meta.seats[slow]).toBeNull();
    expect(after.meta.table!.ai[slow]).toBe(true);
    expect(discord.messages(thread.id).some((m) => m.content.includes(`The AI now plays the seat of <@${before.meta.seats[slow]}>`))).toBe(true);
    expect(discord.violations()).toEqual([]);
  }, 300_000);
});
