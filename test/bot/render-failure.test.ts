/**
 * A board picture whose worker keeps dying: the move stays saved, the player
 * is told (in their language) that the board could not be posted, the death is
 * logged, and the next board of another game is drawn by a fresh worker.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { slashCommands } from '../../commands';
import { gameId as gid } from '../../src/bot/custom-id';
import { configureRenderPool, stopRenderPool } from '../../src/bot/render-pool';
import { createRouter } from '../../src/bot/router';
import { draftGame, startGame } from '../../src/bot/service';
import { getPlugin } from '../../src/core/registry';
import { caesar } from '../../src/games/caesar';
import { SPACES } from '../../src/games/caesar/data';
import type { CaesarState } from '../../src/games/caesar/types';
import { fakeComponent, fakeContext } from './fakes';
import '../../src/games'; // registers the real games

const FIXTURE = new URL('./render-fixture.ts', import.meta.url).href;
afterAll(() => stopRenderPool());

describe('a render worker that dies on a board', () => {
  it('keeps the move, tells the player, and serves the next board', async () => {
    const f = fakeContext();
    configureRenderPool({ workers: 1, log: f.ctx.log });
    const route = createRouter(f.ctx, slashCommands());
    const start = () => {
      const game = draftGame(f.ctx, { game: 'caesar', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'ann', opponent: 'bob', locale: 'cs' });
      return startGame(f.ctx, game).then(() => game);
    };
    const game = await start();
    const state = game.state as CaesarState;
    const mover = game.meta.seats[state.active]!;
    const real = getPlugin('caesar').render!;
    getPlugin('caesar').render = { entry: FIXTURE };
    try {
      const before = f.sent.length;
      const a = caesar.legalActions(state, state.active).find((x) => x.type === 'place' && !x.faceDown) as any;
      const c = fakeComponent(mover, gid(game.meta.id, state.version, 'pl', a.token, a.space, SPACES[a.space].provinces.indexOf(a.toward), 0));
      c.i.locale = 'cs';
      await route(c.i);
      expect(c.last().method).toBe('followUp');
      expect(c.ephemeral(c.last())).toBe(true);
      expect(c.last().payload.content).toMatch(/tah je uložen/);
      expect(f.sent.length).toBe(before);
      expect((await f.ctx.repo.get(game.meta.id))!.record.actions).toHaveLength(1);
      const deaths = f.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'render worker died; replaced');
      expect(deaths.map((d) => [d.level, d.retried])).toEqual([[50, true], [50, false]]);
      expect(f.logs.some((l) => JSON.parse(l).msg === 'board post failed')).toBe(true);
    } finally {
      getPlugin('caesar').render = real;
    }
    // A fresh worker draws the next game's first board.
    const other = await start();
    expect(f.sent.filter((s) => s.payload.files?.length).length).toBeGreaterThanOrEqual(2);
    expect(other.meta.boardMessageId).not.toBeNull();
  }, 120_000);
});
