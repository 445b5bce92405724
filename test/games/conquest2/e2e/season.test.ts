/**
 * Conquest of the Empire II end to end, through the local Discord with the
 * real discord.js client: /conquest2 new, one member and three AIs, the
 * member's whole first campaign season through the ephemeral builder (the
 * alliance auctions, placing, a Senate Vote card bought and called, the
 * vote, the AIs' battles, the season's scoring), with a bot restart in the
 * middle. The member plays the AI's choice from its own view, except that it
 * buys and calls a Senate Vote. Test-only path: a fixed seed written to the
 * stored record before Start, so the run is reproducible.
 */
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest2 } from '../../../../src/games/conquest2';
import { chooseFromView } from '../../../../src/games/conquest2/ai';
import { cardDef } from '../../../../src/games/conquest2/data';
import { CONQUEST2_MAP_SIZE } from '../../../../src/games/conquest2/render';
import type { C2Action, C2State } from '../../../../src/games/conquest2/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const SEED = 'e2e-c2';
const SINGLE = new Set(['pass', 'end', 'fight', 'auctionPass', 'votePass']);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function lobbyOf(channelId: string): LocalMessage {
  const m = h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':xjoin'))).at(-1);
  if (!m) throw new Error('no lobby');
  return m;
}
const verb = (m: LocalMessage, v: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${v}`))!.custom_id;
const stored = async (id: string) => (await h.repo.get<C2State>(id))!;

/** The member's plan: the AI's choice, but it buys a Senate Vote and calls it. */
function memberAction(s: C2State): C2Action {
  const acts = conquest2.legalActions(s, 0);
  const hasVote = s.players[0].cards.some((c) => cardDef(c).kind === 'senateVote');
  const call = acts.find((a) => a.type === 'use' && cardDef(a.card).kind === 'senateVote');
  if (call) return call;
  const buy = acts.find((a) => a.type === 'take' && cardDef(a.card).kind === 'senateVote');
  if (!hasVote && buy) return buy;
  return chooseFromView(conquest2.view(s, 0), 0, `member:${s.version}`);
}

describe('Conquest of the Empire II in Discord', () => {
  it('opens a table for a member and three AIs and plays the whole first season', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    const bob = discord.as('bob');
    await act(h, () => alice.slash(discord.channelId, 'conquest2', { subcommand: 'new', options: { players: 4 } }));
    let lobby = lobbyOf(discord.channelId);
    const gameId = buttons(lobby)[0].custom_id.split(':')[1];
    // The lobby shows the victory points in play, the reconstructed ones marked.
    expect(lobby.content).toMatch(/a table for 4 players/);
    expect(lobby.content).toContain('Neapolis 15/5 ·');
    expect(lobby.content).toContain('Italia 25/15/5*');
    expect(lobby.content).toMatch(/reconstructed/);
    // Bob joins and leaves; the host alone may add AIs and start, once every seat is filled.
    await act(h, () => bob.click(lobby, verb(lobby, 'xjoin')));
    lobby = lobbyOf(discord.channelId);
    expect(lobby.content).toContain(`<@${discord.users.bob.id}>`);
    const notHost = await act(h, () => bob.click(lobby, verb(lobby, 'xai')));
    expect((await notHost.reply()).content).toMatch(/Only the host/);
    await act(h, () => bob.click(lobby, verb(lobby, 'xleave')));
    lobby = lobbyOf(discord.channelId);
    const early = await act(h, () => alice.click(lobby, verb(lobby, 'xstart')));
    expect((await early.reply()).content).toMatch(/Fill every seat/);
    for (let k = 0; k < 3; k++) {
      lobby = lobbyOf(discord.channelId);
      await act(h, () => alice.click(lobby, verb(lobby, 'xai')));
    }
    const draft = await stored(gameId);
    draft.record.seed = SEED;
    await h.repo.save(draft);
    lobby = lobbyOf(discord.channelId);
    await act(h, () => alice.click(lobby, verb(lobby, 'xstart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    expect(discord.messages(thread.id)[0].content).toMatch(/Conquest of the Empire II\*\* begins/);

    let ui: LocalMessage | null = null;
    let restarted = false;
    let clicks = 0;
    const boardOf = () => discord.messages(thread.id).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':qp'))).at(-1)!;
    for (let guard = 0; guard < 600; guard++) {
      const game = await stored(gameId);
      const s = game.state!;
      if (s.season > 1 || s.phase === 'over') break;
      if (!restarted && guard === 15) {
        await h.restartBot();
        restarted = true;
      }
      expect(conquest2.activePlayers(s)).toEqual([0]);
      const want = memberAction(s);
      const index = conquest2.legalActions(s, 0).findIndex((a) => same(a, want));
      expect(index).toBeGreaterThanOrEqual(0);
      const click = async (fn: () => Promise<unknown>) => { await act(h, fn as () => Promise<never>); clicks++; ui = discord.message(ui!.id)!; };
      if (!ui || (buttons(ui).length === 0 && selects(ui).length === 0)) {
        const board = boardOf();
        const handle = await act(h, () => alice.click(board, verb(board, 'qp')));
        ui = await handle.reply();
        clicks++;
      }
      // The member's own Senators and chaos are in the builder, which only they see.
      expect(ui!.content).toMatch(/Your Senators \(only you see them\)/);
      if (SINGLE.has(want.type)) {
        await click(() => alice.click(ui!, buttons(ui!).find((b) => b.custom_id.endsWith(`:qa:${index}`))!.custom_id));
        continue;
      }
      const cats = selects(ui!).find((x) => /:qc$/.test(x.custom_id))!;
      expect(cats.options.map((o) => o.value)).toContain(want.type);
      await click(() => alice.select(ui!, cats.custom_id, [want.type]));
      if (want.type === 'bid') {
        // The amount, then the token in Proposal A, then the one in Proposal B.
        const steps = [String(want.amount), want.a === null ? 'x' : String(want.a), want.b === null ? 'x' : String(want.b)];
        for (const value of steps) {
          const menu = selects(ui!).find((x) => x.custom_id.includes(':qn'));
          if (!menu) break;
          expect(menu.options.map((o) => o.value)).toContain(value);
          await click(() => alice.select(ui!, menu.custom_id, [value]));
        }
        continue;
      }
      for (let page = 0; page < 20; page++) {
        const menu = selects(ui!).find((x) => /:qa$/.test(x.custom_id))!;
        if (menu.options.some((o) => o.value === String(index))) {
          await click(() => alice.select(ui!, menu.custom_id, [String(index)]));
          break;
        }
        await click(() => alice.click(ui!, buttons(ui!).find((b) => b.custom_id.includes(':qc:'))!.custom_id));
      }
    }
    const final = await stored(gameId);
    expect(final.state!.season).toBe(2);
    expect(restarted).toBe(true);

    // What happened, from the record (replayed): auctions, placing, a card bought and called, the vote, battles, the scoring.
    let s = conquest2.setup(conquest2.parseOptions(final.record.options), final.record.seed);
    const seen = new Set<string>();
    for (const { player, action } of final.record.actions) {
      const out = conquest2.apply(s, player, conquest2.parseAction(action));
      expect(out.ok).toBe(true);
      if (!out.ok) break;
      for (const e of out.events) seen.add(e.type === 'cardTaken' && e.seat === 0 ? 'memberCard' : e.type === 'voteCalled' && e.seat === 0 ? 'memberVote' : e.type);
      s = out.state;
    }
    expect(s).toEqual(final.state);
    for (const t of ['auctionWon', 'alliances', 'placed', 'memberCard', 'memberVote', 'battleStarted', 'battleWon', 'seasonScored']) expect(seen, t).toContain(t);

    const posts = discord.messages(thread.id, { viewer: discord.users.alice.id });
    expect(posts.some((m) => m.content.includes('End of campaign season 1'))).toBe(true);
    // Hidden values never reach a public message; the builder that shows them is ephemeral to the member.
    for (const m of posts.filter((x) => !x.ephemeral)) expect(m.content).not.toMatch(/only you see them|your chaos/);
    for (const m of posts.filter((x) => /only you see them/.test(x.content))) expect(m.ephemeral).toBe(true);
    const boards = posts.filter((m) => m.attachments.length > 0);
    expect(boards.length).toBeGreaterThan(5);
    const png = boards.at(-1)!.attachments[0].data;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const img = await loadImage(png);
    expect({ width: img.width, height: img.height }).toEqual(CONQUEST2_MAP_SIZE);
    expect(discord.violations()).toEqual([]);
    console.log(`conquest2 e2e: season 1 in ${final.record.actions.length} actions, ${clicks} member interactions, ${boards.length} map posts`);
  }, 300_000);
});
