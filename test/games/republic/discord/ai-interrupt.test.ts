/**
 * An AI seat at the Republic table takes its out-of-turn interrupt at once
 * (the adapter's computerInterrupters, src/games/republic/discord/adapter.ts,
 * asked by the bot through the AI worker's interrupt): here an
 * assassination of a rival's Consul for Life nominee, played right after a
 * member's proposal, saved like any move, asked of the AI with exactly its
 * own view, and taken once.
 */
import { describe, expect, it, vi } from 'vitest';
import * as pool from '../../../../src/bot/ai-pool';
import { playMove } from '../../../../src/bot/service';
import { republic } from '../../../../src/games/republic';
import { aiInterrupt } from '../../../../src/games/republic/ai';
import { interrupt } from '../../../../src/games/republic/ai/entry';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { top } from '../../../../src/games/republic/registry';
import type { GameMeta, StoredGame } from '../../../../src/storage';
import type { RepublicState, RepublicView } from '../../../../src/games/republic/types';
import { fakeContext } from '../../../bot/fakes';
import { afterConsuls } from '../senate-table';

registerGame(republicPlugin);

/** Seat 0 (an AI) holds an Assassin; seat 1 (bob) presides; seat 2 (an AI) has Fulvius (7) with 25 influence. */
function table(): StoredGame<RepublicState> {
  const state = afterConsuls();
  state.senators['7'].inf = 25;
  state.factions[0].hand = ['intrigue:assassin-49'];
  state.factions[1].hand = ['concession:mining'];
  const options = state.options;
  const meta = {
    id: 'ri1', game: 'republic', status: 'active', kind: 'table', guildId: 'g', channelId: 'chan', threadId: null,
    seats: [null, 'bob', null], challenger: 'bob', opponent: null, aiLevel: 2, locale: 'en', createdAt: 0, updatedAt: 0,
    lastMoveAt: 0, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
    abandonRequestedBy: null, lastEvents: [],
    table: { players: 3, homes: 'random', chosenHomes: [], ai: [0, 2], deadlineHours: 24, lobbyMessageId: null, settings: {} },
  } as unknown as GameMeta;
  return { meta, record: { game: 'republic', options, seed: 'ri1', actions: [] }, state };
}

describe('Republic table: an AI seat interrupts out of turn', () => {
  it('assassinates the Consul for Life nominee right after the member proposes him, from its own view, once', async () => {
    const { ctx } = fakeContext({}, () => 1000);
    // Stored as if the member were to propose now (the table is not asked at this position: the test starts here).
    const game = table();
    await ctx.repo.save(game);
    expect(top(game.state!)).toMatchObject({ kind: 'senateFloor', seat: 1 });
    const asked: { seat: number; view: unknown; version: number }[] = [];
    const real = pool.aiInterrupt;
    const spy = vi.spyOn(pool, 'aiInterrupt').mockImplementation(async (g, request) => {
      asked.push({ seat: request.seat, view: structuredClone(request.view), version: (request.view as RepublicView).version });
      return real(g, request);
    });
    try {
      const nominated = republic.apply(game.state!, 1, { type: 'propose', proposal: { kind: 'consulForLife', senator: '7' } } as never);
      if (!nominated.ok) throw new Error(nominated.error.message);
      const out = await playMove(ctx, game, 1, { type: 'propose', proposal: { kind: 'consulForLife', senator: '7' } });
      expect(out.ok).toBe(true);
      // The AI's first decision is seat 0's, out of turn, at the position the proposal made.
      const first = asked[0];
      expect(first.seat).toBe(0);
      expect(first.view).toEqual(JSON.parse(JSON.stringify(republic.view(nominated.state, 0))));
      expect(game.record.actions[1]).toMatchObject({ player: 0, action: { type: 'assassinate', target: '7', cards: ['intrigue:assassin-49'] } });
      expect(aiInterrupt(republic.view(nominated.state, 0) as RepublicView, 0)).toEqual(game.record.actions[1].action);
      // Once: no second assassination by seat 0, and the move is saved with the record.
      expect(game.record.actions.filter((a) => a.player === 0 && (a.action as { type: string }).type === 'assassinate')).toHaveLength(1);
      const saved = (await ctx.repo.get<RepublicState>('ri1'))!;
      expect(saved.record.actions).toEqual(game.record.actions);
      expect(saved.state!.version).toBe(game.state!.version);
      // Replaying the record gives the saved state: every AI move was legal.
      let s = table().state!;
      for (const { player, action } of saved.record.actions) {
        const r = republic.apply(s, player, republic.parseAction(action));
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(s).toEqual(saved.state);
    } finally {
      spy.mockRestore();
    }
  });

  it('lets the member decide when no AI seat takes an interrupt', () => {
    const adapter = republicPlugin.discord!;
    const game = table();
    const answer = (s: RepublicState, seat: number) => interrupt({ view: republic.view(s, seat), seat, level: 2, seed: 'x' });
    // Nothing worth it to seat 0 (a Tribune, no rival near Consul for Life): the table waits for the member.
    const quiet = afterConsuls();
    quiet.factions[0].hand = ['intrigue:tribune-38'];
    expect(republic.activePlayers(quiet).slice(1)).toContain(0);
    expect(adapter.computerInterrupters!(quiet, game.meta)).toEqual([0, 2]);
    expect(answer(quiet, 0)).toBeNull();
    expect(adapter.computerSeat(quiet, game.meta)).toBeNull();
    // With the Assassin and Fulvius at 25 influence it strikes before he can be nominated; not once it has tried.
    expect(answer(game.state!, 0)).toMatchObject({ type: 'assassinate', target: '7' });
    game.state!.factions[0].hand = [];
    game.state!.turnFlags.assassinationsMade.push(0);
    expect(answer(game.state!, 0)).toBeNull();
    expect(adapter.computerSeat(game.state!, game.meta)).toBeNull();
  });
});
