/**
 * Conquest of the Empire end to end, through the local Discord with the real
 * discord.js client: /conquest new, a member and two AIs at the table, the
 * member's whole turns through the ephemeral builder (with a bot restart in
 * the middle), until a player is eliminated. The member follows the script in ./conquest-member.ts; the
 * test-only path (documented in docs/bot.md) is (1) a fixed seed written to
 * the stored record before Start, so the run is reproducible, and (2) the
 * engine's forced-dice hook set in the stored state right before the member's
 * battles are rolled.
 */
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import type { ConquestAction, ConquestState } from '../../../../src/games/conquest/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { CONQUEST_MAP_SIZE, REGION_SIZE } from '../../../../src/games/conquest/render';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';
import { memberAction, memberDice } from './member';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const SEED = 's28';

function tableMessage(channelId: string): LocalMessage {
  const m = h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':tjoin'))).at(-1);
  if (!m) throw new Error('no table message');
  return m;
}

function latestConquestBoard(threadId: string): LocalMessage | undefined {
  return h.discord.messages(threadId).filter((m) => m.content.includes('Conquest of the Empire** · round')).at(-1);
}

async function stored(id: string) {
  const g = await h.repo.get<ConquestState>(id);
  if (!g) throw new Error('game gone');
  return g;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Decodes an uploaded picture, so a truncated or non-PNG upload fails the test. */
async function pictureSize(data: Buffer): Promise<{ width: number; height: number }> {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  const img = await loadImage(data);
  return { width: img.width, height: img.height };
}

describe('Conquest of the Empire in Discord', () => {
  it('opens a table, fills it with two AIs, and plays until a player is eliminated', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'conquest', { subcommand: 'new', options: { players: 3 } }));
    let lobby = tableMessage(discord.channelId);
    expect(lobby.content).toMatch(/a table for 3/);
    const gameId = buttons(lobby)[0].custom_id.split(':')[1];

    // Bob joins and leaves again; Alice picks Macedonia, adds two AIs and starts.
    const bob = discord.as('bob');
    await act(h, () => bob.click(lobby, buttons(lobby).find((b) => b.custom_id.endsWith(':tjoin'))!.custom_id));
    expect(tableMessage(discord.channelId).content).toContain(`<@${discord.users.bob.id}>`);
    lobby = tableMessage(discord.channelId);
    await act(h, () => bob.click(lobby, buttons(lobby).find((b) => b.custom_id.endsWith(':tleave'))!.custom_id));
    lobby = tableMessage(discord.channelId);
    expect(lobby.content).not.toContain(`<@${discord.users.bob.id}>`);
    const homes = selects(lobby)[0];
    expect(homes.options.map((o) => o.value)).toEqual(['macedonia', 'egyptus', 'hispania']);
    await act(h, () => alice.select(lobby, homes.custom_id, ['macedonia']));
    const early = await act(h, () => alice.click(lobby, buttons(lobby).find((b) => b.custom_id.endsWith(':tstart'))!.custom_id));
    expect((await early.reply()).content).toMatch(/Fill every seat/);
    for (let k = 0; k < 2; k++) {
      lobby = tableMessage(discord.channelId);
      await act(h, () => alice.click(lobby, buttons(lobby).find((b) => b.custom_id.endsWith(':tai'))!.custom_id));
    }
    // Test-only: a fixed seed, so the AIs' games and the dice are the same on every run.
    const draft = await stored(gameId);
    draft.record.seed = SEED;
    await h.repo.save(draft);
    lobby = tableMessage(discord.channelId);
    await act(h, () => alice.click(lobby, buttons(lobby).find((b) => b.custom_id.endsWith(':tstart'))!.custom_id));
    const thread = discord.threads(discord.channelId).at(-1)!;
    expect(discord.messages(thread.id)[0].content).toMatch(/Conquest of the Empire\*\* begins/);
    expect(latestConquestBoard(thread.id)).toBeDefined();

    const started = Date.now();
    let interactions = 0;
    let ui: LocalMessage | null = null;
    let eliminated: { seat: number; by: number | null } | null = null;
    let restarted = false;
    for (let guard = 0; guard < 2000 && !eliminated; guard++) {
      if (!restarted && guard === 20) {
        // A restart in the middle of a turn: the open builder message and the map post keep working.
        await h.restartBot();
        restarted = true;
      }
      let game = await stored(gameId);
      const s = game.state!;
      const dead = s.players.findIndex((p) => !p.alive);
      if (dead >= 0) { eliminated = { seat: dead, by: s.players[dead].eliminatedBy }; break; }
      expect(conquest.activePlayers(s)).toContain(0);
      const want: ConquestAction = memberAction(s, 0);
      const faces = memberDice(s, 0, want);
      if (faces) {
        game.state = { ...s, forcedDice: faces };
        await h.repo.save(game);
        game = await stored(gameId);
      }
      const state = game.state!;
      const listed = conquest.legalActions(state, 0);

      if (!ui || (buttons(ui).length === 0 && selects(ui).length === 0)) {
        const board = latestConquestBoard(thread.id)!;
        const play = buttons(board).find((b) => b.custom_id.endsWith(':kp'))!;
        const handle = await act(h, () => alice.click(board, play.custom_id));
        ui = await handle.reply();
        interactions++;
      }
      const click = async (fn: () => Promise<unknown>) => { await act(h, fn as () => Promise<never>); interactions++; ui = discord.message(ui!.id)!; };

      if (want.type === 'march') {
        const origin = selects(ui).find((x) => x.custom_id.includes(':ko:'))!;
        expect(origin.options.map((o) => o.value)).toContain(want.from);
        await click(() => alice.select(ui!, origin.custom_id, [want.from]));
        // The count step starts from the whole legion, which is what the member moves.
        const next = buttons(ui).find((b) => b.custom_id.includes(':kd:'))!;
        expect(next.custom_id).toContain([want.troops.infantry, want.troops.cavalry, want.troops.catapult, want.troops.generals, want.troops.caesar].join('.'));
        await click(() => alice.click(ui!, next.custom_id));
        const dest = selects(ui).find((x) => x.custom_id.includes(':km:'))!;
        expect(dest.options.map((o) => o.value)).toContain(want.to);
        await click(() => alice.select(ui!, dest.custom_id, [want.to]));
        // A trip along the member's roads asks whether to leave some on the way: march them all.
        const all = buttons(ui).find((b) => b.custom_id.includes(':kz:'));
        if (all) await click(() => alice.click(ui!, all.custom_id));
        continue;
      }
      if (want.type === 'buy' && 'count' in want) {
        // Units are bought through their own quantity menu: the unit, then how many.
        const unit = selects(ui).find((x) => x.custom_id.endsWith(':ku'))!;
        expect(unit.options.map((o) => o.value)).toContain(want.piece);
        await click(() => alice.select(ui!, unit.custom_id, [want.piece]));
        const count = selects(ui).find((x) => x.custom_id.includes(':kw:'))!;
        expect(count.options.map((o) => o.value)).toContain(String(want.count));
        await click(() => alice.select(ui!, count.custom_id, [String(want.count)]));
        continue;
      }
      const index = listed.findIndex((a) => same(a, want));
      expect(index).toBeGreaterThanOrEqual(0);
      for (let page = 0; page < 10; page++) {
        const button = buttons(ui).find((b) => b.custom_id.endsWith(`:kx:a:${index}`));
        const menu = selects(ui).find((x) => x.custom_id.includes(':kx:') && x.options.some((o) => o.value === String(index)));
        if (button) { await click(() => alice.click(ui!, button.custom_id)); break; }
        if (menu) { await click(() => alice.select(ui!, menu.custom_id, [String(index)])); break; }
        const more = buttons(ui).find((b) => b.custom_id.includes(':kb:'));
        expect(more).toBeDefined();
        await click(() => alice.click(ui!, more!.custom_id));
      }
    }
    expect(eliminated).not.toBeNull();
    expect(restarted).toBe(true);
    const final = await stored(gameId);
    expect(final.state!.players.filter((p) => p.alive)).toHaveLength(2);
    const boards = discord.messages(thread.id).filter((m) => m.content.includes('· round'));
    expect(boards.some((m) => /is eliminated/.test(m.content))).toBe(true);
    // Every map post carries the map picture; posts after a battle round also carry the zoomed battle region.
    for (const m of boards) {
      expect(m.attachments.length).toBeGreaterThanOrEqual(1);
      expect(m.attachments.length).toBeLessThanOrEqual(2);
      expect(m.attachments[0].contentType).toBe('image/png');
    }
    expect(await pictureSize(boards.at(-1)!.attachments[0].data)).toEqual(CONQUEST_MAP_SIZE);
    const battlePosts = boards.filter((m) => m.attachments.some((a) => a.filename.endsWith('-battle.png')));
    expect(battlePosts.length).toBeGreaterThan(0);
    const zoom = battlePosts.at(-1)!.attachments.find((a) => a.filename.endsWith('-battle.png'))!;
    expect(zoom.size).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(await pictureSize(zoom.data)).toEqual(REGION_SIZE);
    expect(discord.violations()).toEqual([]);
    console.log(`conquest e2e: player ${eliminated!.seat + 1} eliminated by ${eliminated!.by === null ? '-' : eliminated!.by + 1} in round ${final.state!.round}; ${interactions} member interactions, ${boards.length} map posts (${battlePosts.length} with a battle region), ${Date.now() - started} ms`);
  }, 120_000);
});
