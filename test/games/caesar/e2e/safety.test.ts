/**
 * Rejections (stale button, foreign user, not your turn), a bot restart in
 * the middle of a game, and no hidden token in any public message, picture or log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caesar } from '../../../../src/games/caesar';
import type { CaesarState } from '../../../../src/games/caesar/types';
import { renderCaesarBoard } from '../../../../src/games/caesar/render';
import { samePixels } from '../../../render/pixels';
import { act, buttons, isOver, latestBoard, mentioned, playOneMove, startHarness, userName, type Harness } from '../../../e2e/harness';

let h: Harness;
let threadId: string;
let gameId: string;
beforeAll(async () => {
  h = await startHarness();
  const { discord } = h;
  await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
  const challenge = discord.messages(discord.channelId).at(-1)!;
  await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
  threadId = discord.threads(discord.channelId)[0].id;
  gameId = buttons(latestBoard(h, threadId)!)[0].custom_id.split(':')[1];
});
afterAll(async () => { await h?.close(); });

async function stateNow(): Promise<CaesarState> {
  return (await h.repo.get<CaesarState>(gameId))!.state!;
}

/** The ephemeral answer an interaction got (the deferred reply, edited). */
async function ephemeralAnswer(handle: { messages(): { id: string }[] }): Promise<string> {
  const m = h.discord.message(handle.messages()[0].id)!;
  expect(m.ephemeral).toBe(true);
  return m.content;
}

describe('rejected clicks change nothing', () => {
  it('rejects a stale button, a foreign user and the wrong player, ephemerally', async () => {
    const oldBoard = latestBoard(h, threadId)!;
    const oldPlay = buttons(oldBoard).find((b) => b.custom_id.endsWith(':play'))!.custom_id;
    const active = mentioned(oldBoard)!;
    const waiting = active === h.discord.users.alice.id ? 'bob' : 'alice';

    const wrong = await act(h, () => h.discord.as(waiting).click(oldBoard, oldPlay));
    expect(await ephemeralAnswer(wrong)).toMatch(/not your turn/);
    const foreign = await act(h, () => h.discord.as('carol').click(oldBoard, oldPlay));
    expect(await ephemeralAnswer(foreign)).toMatch(/not a player/);

    await playOneMove(h, threadId);
    const before = structuredClone(await stateNow());
    const boardsBefore = h.discord.messages(threadId).length;
    // The older board lost its buttons when the new one came; a client still showing them sends a stale click.
    expect(buttons(h.discord.message(oldBoard.id)!)).toEqual([]);
    const stale = await act(h, () => h.discord.as(userName(h, active)).click(oldBoard, oldPlay, { force: true }));
    expect(await ephemeralAnswer(stale)).toMatch(/earlier position|does not belong to this message/);
    expect(await stateNow()).toEqual(before);
    expect(h.discord.messages(threadId).length).toBe(boardsBefore);
    // Every rejection was answered in time and only the clicker saw it.
    expect(h.discord.violations()).toEqual([]);
    for (const handle of [wrong, foreign, stale]) {
      const m = h.discord.message(handle.messages()[0].id)!;
      expect(m.visibleTo).toBe(handle.userId);
    }
    const outcomes = h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'interaction').map((l) => l.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['notYourTurn', 'notInGame']));
    expect(outcomes.some((o) => o === 'stale' || o === 'forged')).toBe(true);
  });
});

describe('restart', () => {
  it('continues a game from the same state after the bot process is replaced', async () => {
    await playOneMove(h, threadId);
    await playOneMove(h, threadId);
    const before = await stateNow();
    await h.restartBot();
    expect(await stateNow()).toEqual(before);
    // The board posted before the restart still works: its buttons name the game and the version.
    const board = await playOneMove(h, threadId);
    const after = await stateNow();
    expect(after.version).toBeGreaterThan(before.version);
    expect(board.content).toMatch(/turn \d+/);
  });
});

describe('hidden information', () => {
  it('never shows a hidden token in public messages, pictures or logs', async () => {
    let board = latestBoard(h, threadId)!;
    // The active player's builder does name their tokens (so the check below is meaningful).
    const tokenId = /\b[CP](0[1-9]|1\d)\b/;
    const mover = mentioned(board)!;
    const open = await act(h, () => h.discord.as(userName(h, mover)).click(board, buttons(board).find((b) => b.custom_id.endsWith(':play'))!.custom_id));
    const builder = h.discord.message(open.messages()[0].id)!;
    expect(builder.visibleTo).toBe(mover);
    const offered = buttons(builder).map((b) => b.custom_id.split(':')[4]).filter((x) => x && tokenId.test(x));
    const state = await stateNow();
    const moverSide = (await h.repo.get(gameId))!.meta.seats.indexOf(mover);
    expect(offered.length).toBeGreaterThan(0);
    for (const tok of offered) expect(state.sides[moverSide as 0 | 1].supply).toContain(tok);
    let guard = 0;
    while (!isOver(board) && guard++ < 400) board = await playOneMove(h, threadId);
    expect(isOver(board)).toBe(true);

    // The newest picture is exactly the render of the PUBLIC view (the same pixels: the
    // render workers encode differently from the renderer's own encoder).
    const final = (await h.repo.get<CaesarState>(gameId))!.state!;
    const expected = renderCaesarBoard(caesar.view(final, null), { locale: 'en', highlightLastMove: true });
    expect(await samePixels(board.attachments[0].data, expected)).toBe(true);

    // Token ids (C01..P19) never appear in public text, components or logs. Hidden supplies at the end:
    const hidden = [...final.sides[0].supply, ...final.sides[1].supply, ...final.sides[0].bag, ...final.sides[1].bag];
    expect(hidden.length).toBeGreaterThan(0);
    const publicMessages = [h.discord.channelId, ...h.discord.threads().map((t) => t.id)]
      .flatMap((id) => h.discord.messages(id));
    expect(publicMessages.every((m) => !m.ephemeral)).toBe(true);
    const publicText = publicMessages.map((m) => JSON.stringify({ c: m.content, e: m.embeds, k: m.components, a: m.attachments.map((a) => a.filename) }));
    for (const text of [...publicText, ...h.logs]) expect(text).not.toMatch(tokenId);
    expect(h.discord.violations()).toEqual([]);
  }, 240_000);
});
