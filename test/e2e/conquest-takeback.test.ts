/**
 * Takeback against the AIs in Conquest Classic, through the local Discord
 * (issue 15): alice at a table with two AIs commits steps of her turn through
 * the builder; the answer to each offers "Take back my step". Another member's
 * click is refused privately; alice's click restores the position before her
 * last step and everything the AIs played after it (state and record), posts a
 * new board, and the same button afterwards is stale. A table with a second
 * member offers no takeback.
 */
import { ComponentType, InteractionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest } from '../../src/games/conquest';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import type { ConquestState } from '../../src/games/conquest/types';
import type { LocalMessage } from '../../src/localdiscord';
import { act, buttonFor, buttons, fillAndStart, lobbyClick, moveButtons, selects, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 60_000);
afterAll(async () => { await h?.close(); });

const boardOf = (threadId: string) => h.discord.messages(threadId).filter((m) => m.content.includes('Conquest of the Empire** · round')).at(-1)!;
const stored = async (id: string) => (await h.repo.get<ConquestState>(id))!;

/**
 * `user` commits one step from the newest board: the step that ends the current phase (at the end
 * of the turn the AIs then play theirs), else the first option offered at each screen. The builder
 * message with the answer to the step.
 */
async function step(gameId: string, threadId: string, user: string): Promise<LocalMessage> {
  const driver = h.discord.as(user);
  const board = boardOf(threadId);
  const open = await act(h, () => driver.click(board, buttonFor(board, 'kp')));
  let ui = h.discord.message(open.messages()[0].id)!;
  const actions = (await stored(gameId)).record.actions.length;
  for (let k = 0; k < 12 && (await stored(gameId)).record.actions.length === actions; k++) {
    const s = (await stored(gameId)).state!;
    const legal = conquest.legalActions(s, conquest.activePlayers(s)[0]);
    const ender = legal.findIndex((a) => /^end/.test(a.type));
    const endButton = ender >= 0 ? buttons(ui).find((b) => b.custom_id.endsWith(`:kx:a:${ender}`)) : undefined;
    const sel = selects(ui)[0];
    const btn = moveButtons(ui)[0];
    if (endButton) await act(h, () => driver.click(ui, endButton.custom_id));
    else if (sel) await act(h, () => driver.select(ui, sel.custom_id, [sel.options[0].value]));
    else if (btn) await act(h, () => driver.click(ui, btn.custom_id));
    else break;
    ui = h.discord.message(ui.id)!;
  }
  expect((await stored(gameId)).record.actions.length, ui.content).toBeGreaterThan(actions);
  return ui;
}

describe('takeback of the last step against the AIs (Conquest Classic)', () => {
  it("takes back the member's step and the AIs' turns after it, refuses others and stale clicks", async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 3, homes: 'random' } }));
    const { gameId, threadId } = await fillAndStart(h, discord.channelId, 't', 'alice', { ais: 2, seed: 'ktb1' });

    // Steps to the end of alice's turn: the last one hands the turn to the AIs, who play theirs.
    let answer: LocalMessage | null = null;
    let before = await stored(gameId);
    for (let k = 0; k < 10; k++) {
      before = await stored(gameId);
      answer = await step(gameId, threadId, 'alice');
      const after = await stored(gameId);
      if (after.record.actions.slice(before.record.actions.length).some((a) => a.player !== 0)) break;
    }
    const afterMove = await stored(gameId);
    const added = afterMove.record.actions.slice(before.record.actions.length);
    expect(added[0].player).toBe(0);
    expect(added.slice(1).length).toBeGreaterThan(0);
    expect(added.slice(1).every((a) => a.player !== 0)).toBe(true);
    const ktb = buttons(answer!).find((b) => b.custom_id.endsWith(':ktb'));
    expect(ktb).toBeDefined();
    expect(ktb!.custom_id).toBe(`g:${gameId}:${afterMove.state!.version}:ktb`);
    const boardsBefore = discord.messages(threadId).filter((m) => m.attachments.length > 0).length;

    // Bob, not at the table, sends the same custom_id from the board: refused privately, nothing changes.
    const foreign = await act(h, () => discord.as('bob').raw(threadId, InteractionType.MessageComponent,
      { custom_id: ktb!.custom_id, component_type: ComponentType.Button }, { message: boardOf(threadId) }));
    const refusal = discord.message(foreign.messages()[0].id)!;
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).not.toMatch(/taken back/);
    expect((await stored(gameId)).state!.version).toBe(afterMove.state!.version);

    const click = await act(h, () => discord.as('alice').click(answer!, ktb!.custom_id));
    const done = discord.message(click.messages()[0]?.id ?? answer!.id)!;
    expect(done.content).toMatch(/taken back/);
    expect(buttons(done)).toEqual([]);
    const g = await stored(gameId);
    expect(g.record.actions).toEqual(before.record.actions);
    expect({ ...g.state!, version: 0 }).toEqual({ ...before.state!, version: 0 });
    expect(g.state!.version).toBe(afterMove.state!.version + 1);
    expect(conquest.activePlayers(g.state!)).toEqual([0]);
    // A new board, at the restored position, whose Play button works.
    expect(discord.messages(threadId).filter((m) => m.attachments.length > 0).length).toBe(boardsBefore + 1);
    expect(buttonFor(boardOf(threadId), 'kp')).toBe(`g:${gameId}:${g.state!.version}:kp`);

    // The same button again is stale: once per step.
    const again = await act(h, () => discord.as('alice').click(answer!, ktb!.custom_id, { force: true }));
    expect(discord.message(again.messages()[0]?.id ?? answer!.id)!.content).not.toMatch(/taken back/);
    expect((await stored(gameId)).state!.version).toBe(g.state!.version);

    // A new step offers it again, and takes back just that step (and what the AIs played after it).
    const mid = await stored(gameId);
    const next = await step(gameId, threadId, 'alice');
    const again2 = buttons(next).find((b) => b.custom_id.endsWith(':ktb'));
    expect(again2).toBeDefined();
    await act(h, () => discord.as('alice').click(next, again2!.custom_id));
    expect((await stored(gameId)).record.actions).toEqual(mid.record.actions);
    expect(discord.violations()).toEqual([]);
  }, 180_000);

  it('offers no takeback at a table with another member', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 3, homes: 'random' } }));
    await lobbyClick(h, discord.channelId, 't', 'bob', 'join');
    const { gameId, threadId } = await fillAndStart(h, discord.channelId, 't', 'alice', { ais: 1, seed: 'ktb2' });
    const g = await stored(gameId);
    const seat = conquest.activePlayers(g.state!)[0];
    const user = g.meta.seats[seat] === discord.users.alice.id ? 'alice' : 'bob';
    const answer = await step(gameId, threadId, user);
    expect(buttons(answer).some((b) => b.custom_id.endsWith(':ktb'))).toBe(false);
  }, 180_000);

  it('refuses at the click in a league game, even when every other seat went to the AI', async () => {
    const { discord } = h;
    await act(h, () => discord.as('carol').slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 2, homes: 'random' } }));
    const { gameId, threadId } = await fillAndStart(h, discord.channelId, 't', 'carol', { ais: 1, seed: 'ktb3' });
    const answer = await step(gameId, threadId, 'carol');
    const ktb = buttons(answer).find((b) => b.custom_id.endsWith(':ktb'));
    expect(ktb).toBeDefined();
    // The table becomes a league's (as a league table whose other member was replaced by the AI would be).
    await leagueRepositoryOf(h.repo).linkGame(gameId, { leagueId: 'L1', round: 1, table: 1 });
    const played = await stored(gameId);
    const click = await act(h, () => discord.as('carol').click(answer, ktb!.custom_id));
    expect(discord.message(click.messages()[0]?.id ?? answer.id)!.content).toMatch(/not in a league/);
    const after = await stored(gameId);
    expect(after.state).toEqual(played.state);
    expect(after.record.actions).toEqual(played.record.actions);
  }, 180_000);
});
