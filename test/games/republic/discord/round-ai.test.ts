/**
 * A round of counter-bribes at the Republic table (ruling 1.07.414): the AI
 * seats of the round answer as soon as it opens, each asked with exactly its
 * own view, before the member whose turn it is in the round; the round then
 * waits for the members only and closes with their last answer.
 */
import { describe, expect, it, vi } from 'vitest';
import * as pool from '../../../../src/bot/ai-pool';
import { playMove } from '../../../../src/bot/service';
import { republic } from '../../../../src/games/republic';
import { openCounterBribes } from '../../../../src/games/republic/apply';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { top } from '../../../../src/games/republic/registry';
import type { GameMeta, StoredGame } from '../../../../src/storage';
import type { RepublicState } from '../../../../src/games/republic/types';
import { fakeContext } from '../../../bot/fakes';
import { translator } from '../../../../src/i18n';
import { boardText } from '../../../../src/games/republic/discord/adapter';
import { PERSUADE, persuasionTable } from '../round-fixture';

registerGame(republicPlugin);

/** Ann (seat 0) persuades the unaligned senator 5; Bob (seat 1) is first in the round, seats 2 and 3 are AIs. */
function table(bobTreasury = 10, aiTreasuries = [10, 30]): StoredGame<RepublicState> {
  const s = persuasionTable([bobTreasury, ...aiTreasuries]);
  const meta = {
    id: 'rr1', game: 'republic', status: 'active', kind: 'table', guildId: 'g', channelId: 'chan', threadId: null,
    seats: ['ann', 'bob', null, null], challenger: 'ann', opponent: null, aiLevel: 2, locale: 'en', createdAt: 0, updatedAt: 0,
    lastMoveAt: 0, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
    abandonRequestedBy: null, lastEvents: [],
    table: { players: 4, homes: 'random', chosenHomes: [], ai: [2, 3], deadlineHours: 24, lobbyMessageId: null, settings: {} },
  } as unknown as GameMeta;
  return { meta, record: { game: 'republic', options: s.options, seed: 'rr1', actions: [] }, state: s };
}

async function openRound(bobTreasury = 10, aiTreasuries = [10, 30]) {
  const { ctx } = fakeContext({}, () => 1000);
  const game = table(bobTreasury, aiTreasuries);
  await ctx.repo.save(game);
  const asked: { seat: number; view: unknown }[] = [];
  const real = pool.aiAction;
  const spy = vi.spyOn(pool, 'aiAction').mockImplementation(async (g, request) => {
    asked.push({ seat: request.seat, view: structuredClone(request.view) });
    return real(g, request);
  });
  try {
    const out = await playMove(ctx, game, 0, PERSUADE);
    expect(out.ok).toBe(true);
  } finally {
    spy.mockRestore();
  }
  return { ctx, game, asked };
}

describe('Republic table: the AIs of a round of counter-bribes answer at once', () => {
  it('both AI seats answer as the round opens, before Bob whose turn it is, each from its own view', async () => {
    const { game, asked } = await openRound();
    expect(asked.map((a) => a.seat)).toEqual([2, 3]);
    // Replaying: each AI was asked with exactly its own view of the position it answered.
    let s = table().state!;
    for (const [k, { player, action }] of game.record.actions.entries()) {
      if (player !== 0) expect(asked[k - 1].view).toEqual(JSON.parse(JSON.stringify(republic.view(s, player))));
      const r = republic.apply(s, player, republic.parseAction(action));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(game.record.actions.map((a) => [a.player, (a.action as { type: string }).type])).toEqual([[0, 'persuade'], [2, 'counterBribe'], [3, 'counterBribe']]);
    // Only the member is still awaited; the amounts stay sealed.
    expect(openCounterBribes(game.state!).map((d) => d.seat)).toEqual([1]);
    expect(top(game.state!)).toMatchObject({ kind: 'counterBribe', seat: 1 });
    expect(republic.view(game.state!, 1).forumState!.persuasion!.secret).toEqual({});
    expect(republicPlugin.discord!.computerSeat(game.state!, game.meta)).toBeNull();
  });

  it('the round closes with the member\'s answer', async () => {
    const { ctx, game } = await openRound();
    const out = await playMove(ctx, game, 1, { type: 'counterBribe', amount: 0 });
    expect(out.ok).toBe(true);
    expect(openCounterBribes(game.state!)).toEqual([]);
    expect(out.ok && out.events.some((e) => (e as { type: string }).type === 'counterBribes')).toBe(true);
  });

  it('is deterministic and blind to what only the member knows (her faction treasury)', async () => {
    const a = await openRound(10);
    const b = await openRound(10);
    const c = await openRound(3);
    expect(b.game.record.actions).toEqual(a.game.record.actions);
    expect(c.game.record.actions).toEqual(a.game.record.actions);
  });

  it('an empty treasury is in the round too: the same seats answer at the same time and the board reads the same', async () => {
    const t = translator('en');
    const seatName = (seat: number) => ['Ann', 'Bob', 'AI 3', 'AI 4'][seat];
    const board = (g: StoredGame<RepublicState>) => boardText(g.state!, g.meta.lastEvents ?? [], t, seatName, (seat) => !!g.meta.seats[seat]);
    const rich = await openRound(7301, [7302, 7303]);
    const poor = await openRound(0, [0, 0]);
    // The AIs answered at once, whatever their treasuries; Bob, with nothing, is still asked.
    expect(poor.asked.map((a) => a.seat)).toEqual(rich.asked.map((a) => a.seat));
    expect(poor.game.record.actions.map((a) => a.player)).toEqual(rich.game.record.actions.map((a) => a.player));
    expect(openCounterBribes(poor.game.state!).map((d) => d.seat)).toEqual([1]);
    expect(board(poor.game)).toBe(board(rich.game));
    expect(board(rich.game)).toContain('Bob');
    for (const v of ['7301', '7302', '7303']) expect(board(rich.game)).not.toContain(v);
  });
});
