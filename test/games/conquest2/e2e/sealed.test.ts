/**
 * Sealed bids end to end, through the local Discord with the real discord.js
 * client: a table opened with sealed:true, two members and two AIs. Every seat
 * is asked at once; Alice hands in a bid of 115 talents in her builder; until
 * the last bid is in, that value shows nowhere but in Alice's own ephemeral
 * messages: not in a public message (content, components, attachments), not in
 * Bob's builder, not in a log line. Bob's bid closes the auction and the reveal
 * shows every bid in the thread (the positive control).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { C2State } from '../../../../src/games/conquest2/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const stored = async (id: string) => (await h.repo.get<C2State>(id))!;
const AMOUNT = 115;
const HIDDEN = new RegExp(`(?<!\\d)${AMOUNT}(?!\\d)`);

describe('Conquest II sealed bids in Discord', () => {
  it('keeps a member\'s sealed bid out of every public message, the other member\'s builder and the logs until all are in', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    const bob = discord.as('bob');
    await act(h, () => alice.slash(discord.channelId, 'conquest2', { subcommand: 'new', options: { players: 4, sealed: true } }));
    const lobbyOf = () => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':xjoin'))).at(-1)!;
    const verb = (m: LocalMessage, v: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${v}`))!.custom_id;
    expect(lobbyOf().content).toContain('Sealed bids and votes');
    const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
    await act(h, () => bob.click(lobbyOf(), verb(lobbyOf(), 'xjoin')));
    for (let k = 0; k < 2; k++) await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'xai')));
    const draft = await stored(gameId);
    draft.record.seed = 'e2e-sealed';
    // Enough talents for the bid; no talent count can read like it.
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(), verb(lobbyOf(), 'xstart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const seats = (await stored(gameId)).meta.seats;
    const aliceSeat = seats.indexOf(discord.users.alice.id);
    const bobSeat = seats.indexOf(discord.users.bob.id);
    const game = await stored(gameId);
    game.state!.players.forEach((p) => { p.talents = 900_001; });
    await h.repo.save(game);

    // Everyone is asked at once: the AIs have handed in, both members still owe a bid.
    let s = (await stored(gameId)).state!;
    expect(s.auction?.bids).toBeDefined();
    expect(Object.keys(s.auction!.bids!).map(Number).sort()).toEqual([0, 1, 2, 3].filter((x) => x !== aliceSeat && x !== bobSeat).sort());
    expect((await stored(gameId)).record.options).toMatchObject({ sealed: true });

    // Alice bids 115 through her builder: the amount, then Proposal A and B.
    const board = discord.messages(thread.id).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':qp'))).at(-1)!;
    let ui = await (await act(h, () => alice.click(board, verb(board, 'qp')))).reply();
    await act(h, () => alice.select(ui, selects(ui).find((x) => /:qc$/.test(x.custom_id))!.custom_id, ['bid']));
    ui = discord.message(ui.id)!;
    let amounts = selects(ui).find((x) => /:qn$/.test(x.custom_id))!;
    // The menu lists the lowest amounts one by one and the rest as ranges ("r<low>.<high>", ranges of ranges
    // for a big treasury), each opening its own menu: walk down the ranges that hold the amount.
    const holding = (o: { value: string }) => {
      const m = /^r(\d+)\.(\d+)$/.exec(o.value);
      return m !== null && Number(m[1]) <= AMOUNT && AMOUNT <= Number(m[2]);
    };
    for (let depth = 0; depth < 5 && !amounts.options.some((o) => o.value === String(AMOUNT)); depth++) {
      const range = amounts.options.find(holding)!;
      await act(h, () => alice.select(ui, amounts.custom_id, [range.value]));
      ui = discord.message(ui.id)!;
      amounts = selects(ui).find((x) => /:qn$/.test(x.custom_id))!;
    }
    expect(amounts.options.map((o) => o.value)).toContain(String(AMOUNT));
    await act(h, () => alice.select(ui, amounts.custom_id, [String(AMOUNT)]));
    for (let k = 0; k < 2; k++) {
      ui = discord.message(ui.id)!;
      const menu = selects(ui).find((x) => x.custom_id.includes(':qn:'));
      if (!menu) break;
      await act(h, () => alice.select(ui, menu.custom_id, [menu.options[0].value]));
    }
    s = (await stored(gameId)).state!;
    expect(s.auction!.bids![String(aliceSeat)]).toMatchObject({ amount: AMOUNT });
    // Alice sees her own bid in "My Senators and chaos" (the control that the value would be found if shown).
    const own = await (await act(h, () => alice.click(board, verb(board, 'hand')))).reply();
    expect(own.ephemeral).toBe(true);
    expect(own.content).toContain(`Your sealed bid (only you see it): ${AMOUNT} talents`);

    // Bob opens his builder: who has handed in, never how much.
    const bobUi = await (await act(h, () => bob.click(board, verb(board, 'qp')))).reply();
    expect(bobUi.content).toContain('handed in by');
    const publicTexts = () => [discord.channelId, thread.id].flatMap((id) => discord.messages(id)).filter((m) => !m.ephemeral)
      .map((m) => JSON.stringify({ c: m.content, e: m.embeds, k: m.components, a: m.attachments.map((x) => ({ f: x.filename, d: x.description })) }));
    const bobTexts = discord.messages(thread.id, { viewer: discord.users.bob.id }).filter((m) => m.ephemeral)
      .map((m) => JSON.stringify({ c: m.content, k: m.components }));
    for (const text of [...publicTexts(), ...bobTexts]) expect(text).not.toMatch(HIDDEN);
    for (const line of h.logs) {
      expect(line).not.toMatch(new RegExp(`"amount":${AMOUNT}\\b`));
      expect(line).not.toMatch(new RegExp(`${AMOUNT} talents`));
    }

    // Bob's bid is the last one: all are revealed together in the thread.
    await act(h, () => bob.select(bobUi, selects(bobUi).find((x) => /:qc$/.test(x.custom_id))!.custom_id, ['bid']));
    let bui = discord.message(bobUi.id)!;
    const bobAmounts = selects(bui).find((x) => /:qn$/.test(x.custom_id))!;
    await act(h, () => bob.select(bui, bobAmounts.custom_id, [bobAmounts.options[0].value]));
    for (let k = 0; k < 2; k++) {
      bui = discord.message(bui.id)!;
      const menu = selects(bui).find((x) => x.custom_id.includes(':qn:'));
      if (!menu) break;
      await act(h, () => bob.select(bui, menu.custom_id, [menu.options[0].value]));
    }
    const after = await stored(gameId);
    expect(after.state!.auction?.number ?? 99).not.toBe(0);
    expect(publicTexts().some((t) => /Sealed bids of alliance auction 1 revealed/.test(t) && HIDDEN.test(t))).toBe(true);
    expect(discord.violations()).toEqual([]);
  }, 180_000);
});
