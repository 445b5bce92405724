/**
 * The advanced rules through the local Discord: `/republic new` with
 * `advanced` and one rule's own option turned off, the host changing the
 * rules in the lobby's menu (another member may not), the game starting with
 * exactly the rules chosen, and the member playing the whole first turn of a
 * game with every advanced rule on through the builder (three AIs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCED_RULES } from '../../../../src/games/republic/discord/table';
import type { RepublicState } from '../../../../src/games/republic/types';
import { act, fillAndStart, lobbyOf, selects, startHarness, type Harness } from '../../../e2e/harness';
import { playMember } from './member';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

describe('advanced rules at a Republic table', () => {
  it('are chosen with /republic new and in the lobby, and a whole turn with all of them is played through the builder', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    const bob = discord.as('bob');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 4, advanced: true, disbandment: false } }));
    let lobby = lobbyOf(h, discord.channelId, 'y');
    expect(lobby.content).toMatch(/Advanced rules: Pontifex Maximus and Priests, Provincial Wars, Rebel Governors, Rebels' veterans \(\+2 each\), Advocates, Passing Laws\./);
    const menu = () => selects(lobbyOf(h, discord.channelId, 'y')).find((s) => s.custom_id.endsWith(':yrules'))!;
    expect(menu().options.filter((o) => o.default).map((o) => o.value)).toEqual(['pontifex', 'provincialWars', 'rebelGovernors', 'rebelVeterans', 'advocates', 'passingLaws']);

    const refused = await act(h, () => bob.select(lobby, menu().custom_id, ['advocates']));
    expect((await refused.reply()).content).toMatch(/Only the host/);
    await act(h, () => alice.select(lobby, menu().custom_id, []));
    expect(lobbyOf(h, discord.channelId, 'y').content).toMatch(/Advanced rules: none\./);
    // Rebel Governors alone brings Provincial Wars along (the engine needs both).
    lobby = lobbyOf(h, discord.channelId, 'y');
    await act(h, () => alice.select(lobby, menu().custom_id, ['rebelGovernors']));
    expect(lobbyOf(h, discord.channelId, 'y').content).toMatch(/Advanced rules: Provincial Wars, Rebel Governors\./);
    lobby = lobbyOf(h, discord.channelId, 'y');
    await act(h, () => alice.select(lobby, menu().custom_id, [...ADVANCED_RULES]));
    expect(lobbyOf(h, discord.channelId, 'y').content).toMatch(/Advanced rules: Pontifex Maximus and Priests, Provincial Wars, Rebel Governors, Rebels' veterans \(\+2 each\), Disbandment, Advocates, Passing Laws\./);

    const { gameId, threadId } = await fillAndStart(h, discord.channelId, 'y', 'alice', { ais: 3, seed: 'e2e-advanced' });
    const game = (await h.repo.get<RepublicState>(gameId))!;
    expect(Object.entries(game.state!.options.advanced).filter(([, on]) => on).map(([k]) => k)).toEqual(ADVANCED_RULES);
    expect(discord.messages(threadId)[0].content).toMatch(/advanced rules: Pontifex Maximus and Priests, Provincial Wars, Rebel Governors, Rebels' veterans \(\+2 each\), Disbandment, Advocates, Passing Laws/);

    const run = await playMember(h, gameId, threadId);
    expect((await h.repo.get<RepublicState>(gameId))!.state!.turn).toBeGreaterThan(1);
    expect(run.decisions).toBeGreaterThan(5);
    // The post that closed the Senate carried the whole session's picture.
    const sessions = discord.messages(threadId).filter((m) => m.attachments.some((a) => a.filename.startsWith('republic-session-')));
    expect(sessions).toHaveLength(1);
  }, 600_000);
});
