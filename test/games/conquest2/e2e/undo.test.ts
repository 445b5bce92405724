/**
 * Undo through the local Discord with the real discord.js client: a member
 * takes a special tax in his builder, the builder offers "Undo my last
 * action", a click takes it back (talents and chaos as before, the undo in
 * the record); the same button clicked again is stale and changes nothing; a
 * user outside the game is refused. The position before the member's turn is
 * reached by the AIs' choices written into the stored record (test-only path).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest2 } from '../../../../src/games/conquest2';
import { chooseFromView } from '../../../../src/games/conquest2/ai';
import type { C2State } from '../../../../src/games/conquest2/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const stored = async (id: string) => (await h.repo.get<C2State>(id))!;

describe('Conquest II undo in Discord', () => {
  it('takes back the member\'s own last action from the builder; stale and foreign clicks change nothing', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    const bob = discord.as('bob');
    await act(h, () => alice.slash(discord.channelId, 'conquest2', { subcommand: 'new', options: { players: 3 } }));
    const lobbyOf = () => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':xjoin'))).at(-1)!;
    const verb = (m: LocalMessage, v: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${v}`))!.custom_id;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    for (let k = 0; k < 2; k++) await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'xai')));
    const draft = await stored(gameId);
    draft.record.seed = 'e2e-undo';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'xstart')));
    const thread = discord.threads(discord.channelId).at(-1)!;

    // Every seat plays the AI's choice until the member (seat 0) starts a turn of the action phase.
    const game = await stored(gameId);
    let s = game.state!;
    for (let i = 0; i < 500 && !(s.phase === 'actions' && conquest2.activePlayers(s)[0] === 0 && s.turn.actionsLeft === 2); i++) {
      const [p] = conquest2.activePlayers(s);
      const action = chooseFromView(conquest2.view(s, p), p, `undo:${s.version}`);
      const out = conquest2.apply(s, p, action);
      if (!out.ok) throw new Error(out.error.message);
      game.record.actions.push({ player: p, action });
      s = out.state;
    }
    expect(s.phase).toBe('actions');
    game.state = s;
    await h.repo.save(game);
    await h.restartBot();

    const board = discord.messages(thread.id).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':qp'))).at(-1)!;
    let ui = await (await act(h, () => alice.click(board, verb(board, 'qp')))).reply();
    expect(buttons(ui).some((b) => b.custom_id.endsWith(':qu'))).toBe(false);
    const before = (await stored(gameId)).state!;
    const tax = conquest2.legalActions(before, 0).findIndex((a) => a.type === 'tax' && a.amount === 25);
    await act(h, () => alice.select(ui, selects(ui).find((x) => /:qc$/.test(x.custom_id))!.custom_id, ['tax']));
    ui = discord.message(ui.id)!;
    await act(h, () => alice.select(ui, selects(ui).find((x) => /:qa$/.test(x.custom_id))!.custom_id, [String(tax)]));
    ui = discord.message(ui.id)!;
    const taxed = (await stored(gameId)).state!;
    expect(taxed.players[0].talents).toBe(before.players[0].talents + 25);
    expect(taxed.players[0].chaos).toBe(before.players[0].chaos + 5);
    const undo = buttons(ui).find((b) => b.custom_id.endsWith(':qu'));
    expect(undo?.label).toBe('Undo my last action');

    // Someone outside the game sends it (forged on the public board: he cannot see the builder): refused, nothing changes.
    const foreign = await act(h, () => bob.click(board, undo!.custom_id, { force: true }));
    expect((await foreign.reply()).content).toMatch(/does not belong to this message; nothing was changed/);
    expect((await stored(gameId)).state!.version).toBe(taxed.version);

    await act(h, () => alice.click(ui, undo!.custom_id));
    ui = discord.message(ui.id)!;
    const back = (await stored(gameId)).state!;
    expect(back.players[0].talents).toBe(before.players[0].talents);
    expect(back.players[0].chaos).toBe(before.players[0].chaos);
    expect(back.turn).toEqual(before.turn);
    expect(back.version).toBe(taxed.version + 1);
    const record = (await stored(gameId)).record.actions;
    expect(record.at(-1)).toEqual({ player: 0, action: { type: 'undo' } });
    expect(ui.content).toContain('takes back their last action');
    expect(buttons(ui).some((b) => b.custom_id.endsWith(':qu'))).toBe(false);

    // The same undo button again: its version is gone, nothing changes.
    const stale = await act(h, () => alice.click(ui, undo!.custom_id, { force: true }));
    expect((await stale.reply()).content).toMatch(/earlier position of the game|does not belong to this message/);
    expect((await stored(gameId)).state!.version).toBe(back.version);
    // The record still replays to the stored state.
    let r = conquest2.setup(conquest2.parseOptions((await stored(gameId)).record.options), 'e2e-undo');
    for (const { player, action } of record) {
      const out = conquest2.apply(r, player, conquest2.parseAction(action));
      expect(out.ok).toBe(true);
      if (out.ok) r = out.state;
    }
    expect(r).toEqual(back);
    expect(discord.violations()).toEqual([]);
  }, 180_000);
});
