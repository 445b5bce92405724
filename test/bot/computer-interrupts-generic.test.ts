/**
 * The bot's computer-seat driver (advanceComputer in src/bot/service.ts) on a
 * game it knows nothing of: three seats take turns adding 1 to a count, and
 * each seat not moving may once take a point from the mover (an interrupt
 * window listed after the deciding seat). A member sits at seat 0, the
 * computer at seats 1 and 2. After each move every computer seat the adapter
 * lists (computerInterrupters) is asked through the AI worker, in order, once
 * per position; the first that acts makes a new position; then the computer
 * seat that must act moves; and the game comes back to the member.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as pool from '../../src/bot/ai-pool';
import { playMove, resumeComputer } from '../../src/bot/service';
import { registerGame } from '../../src/core/registry';
import type { GameAdapter } from '../../src/core/discord-adapter';
import type { GamePlugin } from '../../src/core/plugin';
import type { GameMeta, StoredGame } from '../../src/storage';
import { fakeContext } from './fakes';

interface Trio { game: 'trio'; schema: number; version: number; count: number; turn: number; points: number[]; stolen: boolean[]; stealAt: Record<number, number> }
type TrioAction = { type: 'step' } | { type: 'steal' };

const over = (s: Trio) => s.count >= 9;
const active = (s: Trio) => (over(s) ? [] : [s.turn, ...[1, 2].map((k) => (s.turn + k) % 3).filter((o) => !s.stolen[o])]);

function apply(s: Trio, p: number, a: TrioAction) {
  if (over(s)) return { ok: false as const, error: { code: 'over', message: 'over' } };
  const points = [...s.points];
  if (a.type === 'step' && p === s.turn) {
    points[p]++;
    return { ok: true as const, state: { ...s, count: s.count + 1, turn: (p + 1) % 3, points, version: s.version + 1 }, events: [{ step: p }] };
  }
  if (a.type === 'steal' && p !== s.turn && !s.stolen[p]) {
    points[p]++;
    points[s.turn]--;
    const stolen = [...s.stolen];
    stolen[p] = true;
    return { ok: true as const, state: { ...s, points, stolen, version: s.version + 1 }, events: [{ steal: p }] };
  }
  return { ok: false as const, error: { code: 'illegal', message: 'illegal' } };
}

// Only what the move path uses; the rest of the contract is never called here.
const adapter = {
  id: 'trio',
  seatCount: 3,
  version: (s: Trio) => s.version,
  toMove: (s: Trio) => active(s)[0] ?? null,
  actors: active,
  apply,
  result: (s: Trio) => (over(s) ? { ranks: [1, 1, 1], winners: [0, 1, 2], reason: 'count' } : null),
  publicEvents: (e: unknown[]) => e,
  aiView: (s: Trio) => s,
  computerSeat: (s: Trio, meta: GameMeta) => (active(s).length && !meta.seats[s.turn] ? s.turn : null),
  computerInterrupters: (s: Trio, meta: GameMeta) => active(s).slice(1).filter((x) => !meta.seats[x]),
} as unknown as GameAdapter<Trio>;

const plugin = {
  id: 'trio', title: 'Trio', docs: 'test/bot/computer-interrupts-generic.test.ts',
  module: { id: 'trio' }, locales: { en: {}, cs: {}, ro: {}, ko: {} },
  ai: { entry: new URL('./fixtures/trio-ai.ts', import.meta.url).href },
} as unknown as GamePlugin;
registerGame(plugin);
afterAll(() => pool.stopAiWorker());

function table(stealAt: Record<number, number>): StoredGame<Trio> {
  const state: Trio = { game: 'trio', schema: 1, version: 0, count: 0, turn: 0, points: [0, 0, 0], stolen: [false, false, false], stealAt };
  const meta = {
    id: 'trio1', game: 'trio', status: 'active', kind: 'table', guildId: 'g', channelId: 'chan', threadId: null,
    seats: ['ann', null, null], challenger: 'ann', opponent: null, aiLevel: 2, locale: 'en', createdAt: 0, updatedAt: 0,
    lastMoveAt: 0, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
    abandonRequestedBy: null, lastEvents: [],
  } as unknown as GameMeta;
  return { meta, record: { game: 'trio', options: {}, seed: 'trio1', actions: [] }, state };
}

async function annSteps(stealAt: Record<number, number>) {
  const { ctx } = fakeContext({}, () => 1000);
  ctx.adapters.trio = adapter;
  const game = table(stealAt);
  await ctx.repo.save(game);
  const asked: string[] = [];
  const real = pool.aiInterrupt;
  const spy = vi.spyOn(pool, 'aiInterrupt').mockImplementation(async (g, request) => {
    asked.push(`${request.seat}@${(request.view as Trio).version}`);
    return real(g, request);
  });
  try {
    const out = await playMove(ctx, game, 0, { type: 'step' });
    expect(out.ok).toBe(true);
  } finally {
    spy.mockRestore();
  }
  return { game, asked };
}

describe('computer seats out of turn, any game', () => {
  it('asks each computer seat in the window once per position, in order; the second one takes its point; then the member moves', async () => {
    // Seat 2 takes a point when the count is 3 (the member moves next); seat 1 never does.
    const { game, asked } = await annSteps({ 2: 3 });
    // v1: seat 1 must move, seat 2 is asked first. v2: seat 2 must move, seat 1 is asked. v3: the member must move:
    // seat 1 is asked (no), then seat 2 (yes). v4: seat 2's window is closed, seat 1 is asked again, and says no.
    expect(asked).toEqual(['2@1', '1@2', '1@3', '2@3', '1@4']);
    expect(game.record.actions).toEqual([
      { player: 0, action: { type: 'step' } },
      { player: 1, action: { type: 'step' } },
      { player: 2, action: { type: 'step' } },
      { player: 2, action: { type: 'steal' } },
    ]);
    // The member's turn: nobody plays for them.
    expect(game.state!.turn).toBe(0);
    expect(game.state!.points).toEqual([0, 1, 2]);
    expect(game.meta.status).toBe('active');
  }, 60_000);

  it('lets the member move when no computer seat acts out of turn, asking each seat once at that position', async () => {
    const { game, asked } = await annSteps({});
    expect(asked).toEqual(['2@1', '1@2', '1@3', '2@3']);
    expect(game.record.actions.map((a) => a.player)).toEqual([0, 1, 2]);
    expect(game.state!.turn).toBe(0);
  }, 60_000);

  it('after a restart the upkeep path (resumeComputer) lets an out-of-turn computer seat act while the member decides', async () => {
    const { ctx } = fakeContext({}, () => 1000);
    ctx.adapters.trio = adapter;
    // A saved position: the member must move at count 3, and seat 2 takes its point there.
    const game = table({ 2: 3 });
    game.state = { ...game.state!, count: 3, version: 3 };
    await ctx.repo.save(game);
    expect(await resumeComputer(ctx, game)).toBe(true);
    expect(game.record.actions).toEqual([{ player: 2, action: { type: 'steal' } }]);
    expect(game.state!.turn).toBe(0);
    // Nothing more the computer may do: the member's turn stays theirs, nothing is saved again.
    expect(await resumeComputer(ctx, game)).toBe(false);
    expect(game.record.actions).toHaveLength(1);
  }, 60_000);
});
