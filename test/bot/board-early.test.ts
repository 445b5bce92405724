/**
 * A move's board is drawn while the move is saved (src/bot/board-early.ts): the drawing starts before
 * the save is done, the board is posted only after it, with the picture drawn then (not a second one),
 * and a save that fails posts nothing and keeps no early board.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardTuning, earlyBoards, takeEarly } from '../../src/bot/board-early';
import { draftGame, playMove, postBoard, startGame } from '../../src/bot/service';
import { registerGame } from '../../src/core/registry';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import type { NumbersState } from '../../src/games/numbers/types';
import { StorageFailure } from '../../src/storage/errors';
import { fakeContext } from './fakes';

registerGame(numbersPlugin);

async function duel() {
  const f = fakeContext();
  const game = draftGame(f.ctx, { game: 'numbers', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'ann', opponent: 'bob', locale: 'en' });
  await startGame(f.ctx, game);
  const boardPost = vi.spyOn(f.ctx.adapters.numbers, 'boardPost');
  return { ...f, game, boardPost };
}

const settle = async () => { for (let k = 0; k < 20; k++) await new Promise((r) => setImmediate(r)); };

// Off by default (measured no better); these tests are about the setting when it is on.
beforeEach(() => { boardTuning.early = true; });
afterEach(() => {
  boardTuning.early = false;
  vi.restoreAllMocks();
});

describe('early board', () => {
  it('draws the board while the move is saved, and posts that picture once the save is done', async () => {
    const { ctx, sent, game, boardPost } = await duel();
    let open!: () => void;
    const gate = new Promise<void>((r) => { open = r; });
    const save = ctx.repo.save.bind(ctx.repo);
    vi.spyOn(ctx.repo, 'save').mockImplementation(async (g) => { await gate; return save(g); });
    const before = sent.length;
    const s = game.state as NumbersState;
    const moving = playMove(ctx, game, s.active, { type: 'play', card: s.hands[s.active][0] });
    await settle();
    // The save is still waiting: the board is being drawn, nothing is posted.
    expect(boardPost).toHaveBeenCalledTimes(1);
    expect(sent.length).toBe(before);
    open();
    expect((await moving).ok).toBe(true);
    await postBoard(ctx, game);
    expect(boardPost).toHaveBeenCalledTimes(1);
    const version = (game.state as NumbersState).version;
    expect(sent.slice(before).map((x) => x.payload.files[0].name)).toEqual([`numbers-${game.meta.id}-${version}.png`]);
    expect(earlyBoards()).toBe(0);
  });

  it('posts nothing and keeps no early board when the save fails', async () => {
    const { ctx, sent, game } = await duel();
    vi.spyOn(ctx.repo, 'save').mockRejectedValue(new StorageFailure('write', `game:${game.meta.id}`, new Error('disk full')));
    const before = sent.length;
    const s = game.state as NumbersState;
    await expect(playMove(ctx, game, s.active, { type: 'play', card: s.hands[s.active][0] })).rejects.toThrow(StorageFailure);
    await settle();
    expect(sent.length).toBe(before);
    expect(takeEarly(game.meta.id, (game.state as NumbersState).version)).toBeUndefined();
  });
});
