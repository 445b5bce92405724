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
});
