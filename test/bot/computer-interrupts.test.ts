/**
 * The bot's computer-seat driver (advanceComputer in src/bot/service.ts) with
 * several seats active at once, at a Republic table: after a member's move,
 * every computer seat listed after the deciding one
 * (GameAdapter.computerInterrupters) is asked in turn, once per position,
 * with exactly its own view, whether it acts out of turn; the first that
 * does makes a new position. Here the AI seat asked first lets the game go
 * on and the second one, which is not activePlayers[0], strikes. The humans
 * then get the game back: the last position has every computer seat asked
 * once, none acting, and the bot waiting for a member.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as pool from '../../src/bot/ai-pool';
import { playMove } from '../../src/bot/service';
import { registerGame } from '../../src/core/registry';
import { republic } from '../../src/games/republic';
import { republicPlugin } from '../../src/games/republic/plugin';
import { top } from '../../src/games/republic/registry';
import type { RepublicAction, RepublicState, RepublicView } from '../../src/games/republic/types';
import type { GameMeta, StoredGame } from '../../src/storage';
import { afterConsuls } from '../games/republic/senate-table';
import { fakeContext } from './fakes';

registerGame(republicPlugin);
afterAll(() => pool.stopAiWorker());

const CFL = { type: 'propose', proposal: { kind: 'consulForLife', senator: '1' } };

/** Seat 0 (an AI) owns senator 1, at 25 influence, and holds only a Tribune; Bob (seat 1) presides; seat 2 (an AI) holds an Assassin. */
function table(): StoredGame<RepublicState> {
  const state = afterConsuls();
  state.senators['1'].inf = 25;
  state.factions[0].hand = ['intrigue:tribune-38'];
  state.factions[1].hand = [];
  state.factions[2].hand = ['intrigue:assassin-49'];
  const meta = {
    id: 'ci1', game: 'republic', status: 'active', kind: 'table', guildId: 'g', channelId: 'chan', threadId: null,
    seats: [null, 'bob', null], challenger: 'bob', opponent: null, aiLevel: 2, locale: 'en', createdAt: 0, updatedAt: 0,
    lastMoveAt: 0, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
    abandonRequestedBy: null, lastEvents: [],
    table: { players: 3, homes: 'random', chosenHomes: [], ai: [0, 2], deadlineHours: 24, lobbyMessageId: null, settings: {} },
  } as unknown as GameMeta;
  return { meta, record: { game: 'republic', options: state.options, seed: 'ci1', actions: [] }, state };
}

describe('computer seats out of turn at an n-seat table', () => {
  it('asks every AI seat after the deciding one, in order, once per position; the second one acts; then the member decides', async () => {
    const { ctx } = fakeContext({}, () => 1000);
    const game = table();
    await ctx.repo.save(game);
    expect(top(game.state!)).toMatchObject({ kind: 'senateFloor', seat: 1 });
    const asked: { seat: number; version: number; view: unknown; answer: unknown }[] = [];
    const realInterrupt = pool.aiInterrupt;
    const spy = vi.spyOn(pool, 'aiInterrupt').mockImplementation(async (g, request) => {
      const answer = await realInterrupt(g, request);
      asked.push({ seat: request.seat, version: (request.view as RepublicView).version, view: structuredClone(request.view), answer });
      return answer;
    });
    try {
      const proposed = republic.apply(game.state!, 1, republic.parseAction(CFL));
      if (!proposed.ok) throw new Error(proposed.error.message);
      // Bob decides next (his faction's vote or the presiding magistrate's call): both AI seats are only in the window.
      const [decider, ...others] = republic.activePlayers(proposed.state);
      expect(decider).toBe(1);
      expect(others).toEqual([0, 2]);

      const out = await playMove(ctx, game, 1, CFL);
      expect(out.ok).toBe(true);

      // At the position the proposal made: seat 0 first (it lets the game go on), then seat 2, from their own views.
      const v = proposed.state.version;
      expect(asked.filter((a) => a.version === v).map((a) => a.seat)).toEqual([0, 2]);
      expect(asked[0]).toMatchObject({ seat: 0, answer: null });
      expect(asked[0].view).toEqual(JSON.parse(JSON.stringify(republic.view(proposed.state, 0))));
      expect(asked[1].view).toEqual(JSON.parse(JSON.stringify(republic.view(proposed.state, 2))));
      expect(asked[1].answer).toMatchObject({ type: 'assassinate', target: '1', cards: ['intrigue:assassin-49'] });
      expect(game.record.actions[1]).toEqual({ player: 2, action: asked[1].answer });

      // Never twice the same seat at one position.
      const keys = asked.map((a) => `${a.seat}@${a.version}`);
      expect(new Set(keys).size).toBe(keys.length);
      // The game came back to the members: at the final position every computer seat of the window was asked once
      // and let it go on, and no computer seat must act.
      const adapter = ctx.adapters.republic;
      const last = asked.filter((a) => a.version === game.state!.version);
      expect(last.map((a) => a.seat)).toEqual(adapter.computerInterrupters!(game.state!, game.meta));
      expect(last.every((a) => a.answer === null)).toBe(true);
      expect(adapter.computerSeat(game.state!, game.meta)).toBeNull();
      expect(game.meta.seats[republic.activePlayers(game.state!)[0]]).toBe('bob');

      // Saved with its record, and the record replays to the saved state: every computer action was legal.
      const saved = (await ctx.repo.get<RepublicState>('ci1'))!;
      expect(saved.record.actions).toEqual(game.record.actions);
      let s = table().state!;
      for (const { player, action } of saved.record.actions) {
        const r = republic.apply(s, player, republic.parseAction(action) as RepublicAction);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(s).toEqual(saved.state);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);
});
