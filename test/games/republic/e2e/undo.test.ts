/**
 * Taking back one's last move through the local Discord: the member plays a
 * card from her hand (no dice, nobody acts after her: she still decides),
 * her private reply offers "Take back my move", the click restores the
 * position (the card back in her hand, the record one action shorter, a
 * newer version), the thread gets a new board saying so; the builder opened
 * from the board offers the same button meanwhile; and a second click
 * on the same button, a click by a non-member and a click after another move
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { translator } from '../../../../src/i18n';
import type { RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';
import { boardIn, playMember, verbOf } from './member';

const STALE = translator('en')('error.stale');

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

describe('Republic: take back my move', () => {
  it('takes back a card played, once, only for its player, only while nobody acted after it', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 3 } }));
    const lobbyOf = (): LocalMessage => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    for (let k = 0; k < 2; k++) await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    // Her opening hand holds a Statesman and a Concession.
    draft.record.seed = 'e2e-undo-2';
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const stored = async () => (await h.repo.get<RepublicState>(gameId))!;

    await playMember(h, gameId, thread.id, { done: (s) => s.pending.at(-1)?.kind === 'playCards' && s.pending.at(-1)?.seat === 0 });
    const g0 = await stored();
    const s0 = g0.state!;
    const legal = republic.legalActions(s0, 0);
    const index = legal.findIndex((a) => a.type === 'playConcession');
    expect(index).toBeGreaterThanOrEqual(0);
    const card = (legal[index] as { card: string }).card;

    // She plays the Concession through her builder.
    const open = await act(h, () => alice.click(boardIn(h, thread.id), verbOf(boardIn(h, thread.id), 'rp')));
    let ui = await open.reply();
    const pickIt = async () => {
      const btn = buttons(ui).find((b) => b.custom_id.endsWith(`:ra:${index}`));
      if (btn) return act(h, () => alice.click(ui, btn.custom_id));
      const menu = selects(ui).find((x) => /:ra$/.test(x.custom_id) && x.options.some((o) => o.value === String(index)));
      if (menu) return act(h, () => alice.select(ui, menu.custom_id, [String(index)]));
      const cat = selects(ui).find((x) => /:rc$/.test(x.custom_id))!;
      await act(h, () => alice.select(ui, cat.custom_id, ['playConcession']));
      ui = discord.message(ui.id)!;
      const again = selects(ui).find((x) => /:ra$/.test(x.custom_id))!;
      return act(h, () => alice.select(ui, again.custom_id, [String(index)]));
    };
    await pickIt();
    ui = discord.message(ui.id)!;
    const g1 = await stored();
    expect(g1.record.actions.length).toBe(g0.record.actions.length + 1);
    expect(g1.state!.factions[0].hand).not.toContain(card);
    expect(ui.content).toMatch(/Done/i);
    const undo = buttons(ui).find((b) => b.custom_id.endsWith(':ru'));
    expect(undo, ui.content).toBeTruthy();
    expect(undo!.label).toBe('Take back my move');
    expect(undo!.custom_id).toBe(`g:${gameId}:${g1.state!.version}:ru`);
    // Where she looks next, the builder opened from the board, offers the same button while it is allowed.
    const fresh = await (await act(h, () => alice.click(boardIn(h, thread.id), verbOf(boardIn(h, thread.id), 'rp')))).reply();
    expect(buttons(fresh).map((b) => b.custom_id)).toContain(undo!.custom_id);
    expect(fresh.content).toContain('You may still take back your last move.');
    const boardsBefore = discord.messages(thread.id).length;

    // A non-member's click (a copied custom_id on the board) is refused and changes nothing.
    const foreign = await act(h, () => discord.as('dave').click(boardIn(h, thread.id), `g:${gameId}:${g1.state!.version}:rp`));
    expect((await foreign.reply()).content).toMatch(/not a player/i);

    await act(h, () => alice.click(ui, undo!.custom_id));
    ui = discord.message(ui.id)!;
    expect(ui.content).toMatch(/You took back your move/);
    const g2 = await stored();
    expect(g2.record.actions).toEqual(g0.record.actions);
    expect(g2.state!.factions[0].hand).toContain(card);
    expect({ ...g2.state!, version: 0 }).toEqual({ ...s0, version: 0 });
    expect(g2.state!.version).toBe(g1.state!.version + 1);
    // Her builder is open again at the restored position; a new board tells the table.
    expect(buttons(ui).length + selects(ui).length).toBeGreaterThan(0);
    for (const c of [...buttons(ui), ...selects(ui)]) expect(c.custom_id.split(':')[2]).toBe(String(g2.state!.version));
    const board = boardIn(h, thread.id);
    expect(discord.messages(thread.id).length).toBeGreaterThan(boardsBefore);
    expect(board.content).toContain('Faction 1 took back their last move');
    expect(board.content).not.toContain(card);

    // The same button again (a client still showing it): the message no longer carries it, refused, nothing changes.
    const forged = await act(h, () => alice.click(ui, undo!.custom_id, { force: true }));
    expect((await forged.reply()).content).toBe(translator('en')('error.forged'));
    expect((await stored()).state!.version).toBe(g2.state!.version);

    // She plays the card again: a new undo button. Then, from another builder, she says she is done and the AIs
    // act after her: the undo button still shown is stale and changes nothing.
    const reopen = async () => (await act(h, () => alice.click(boardIn(h, thread.id), verbOf(boardIn(h, thread.id), 'rp')))).reply();
    ui = await reopen();
    await pickIt();
    const kept = discord.message(ui.id)!;
    const undo2 = buttons(kept).find((b) => b.custom_id.endsWith(':ru'))!;
    const g3 = await stored();
    // The version after the replayed move never repeats the one of the undone move's reply.
    expect(undo2.custom_id).toBe(`g:${gameId}:${g3.state!.version}:ru`);
    expect(g3.state!.version).not.toBe(g1.state!.version);
    const other = await reopen();
    const doneIndex = republic.legalActions(g3.state!, 0).findIndex((a) => a.type === 'done');
    const doneBtn = buttons(other).find((b) => b.custom_id.endsWith(`:ra:${doneIndex}`));
    if (doneBtn) await act(h, () => alice.click(other, doneBtn.custom_id));
    else await act(h, () => alice.select(other, selects(other).find((x) => /:ra$/.test(x.custom_id))!.custom_id, [String(doneIndex)]));
    const g4 = await stored();
    expect(g4.record.actions.length).toBeGreaterThan(g3.record.actions.length + 1);
    expect(g4.record.actions[g3.record.actions.length].player).toBe(0);
    await act(h, () => alice.click(kept, undo2.custom_id));
    expect(discord.message(kept.id)!.content).toBe(STALE);
    // Nor does a builder opened now offer it.
    expect(buttons(await reopen()).some((b) => b.custom_id.endsWith(':ru'))).toBe(false);
    expect((await stored()).record.actions).toEqual(g4.record.actions);
    expect(discord.violations()).toEqual([]);
  }, 300_000);
});
