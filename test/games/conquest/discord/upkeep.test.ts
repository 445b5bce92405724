/**
 * Battle deadlines at a Conquest table: a member who lets a battle decision
 * wait past the table's deadline gets the safe default (the AI's decision for
 * the seat), the computer seats answer, and a new map is posted.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import { chooseAction } from '../../../../src/games/conquest/ai';
import type { ConquestState } from '../../../../src/games/conquest/types';
import { conquestAdapter, conquestOptions } from '../../../../src/games/conquest/discord/adapter';
import { newTableMeta } from '../../../../src/games/conquest/discord/table';
import { tableUpkeep } from '../../../../src/games/conquest/discord/upkeep';
import type { StoredGame } from '../../../../src/storage';
import { fakeContext } from '../../../bot/fakes';
import '../../../../src/games'; // registers the real games

function battleState(): { state: ConquestState; seat: number } {
  let s = conquest.setup(conquestOptions(3), 'deadline');
  for (let n = 0; n < 4000; n++) {
    if (s.battle && s.battle.kind === 'land') return { state: s, seat: conquest.activePlayers(s)[0] };
    const seat = conquest.activePlayers(s)[0];
    const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  throw new Error('no battle');
}

describe('Conquest table upkeep', () => {
  it('applies the safe default to a battle decision past the deadline, and only then', async () => {
    let now = 1_000_000;
    const { ctx, sent } = fakeContext({ REMINDER_MINUTES: '600' }, () => now);
    ctx.adapters.conquest = conquestAdapter;
    const { state, seat } = battleState();
    const seats: (string | null)[] = [null, null, null];
    seats[seat] = 'u1';
    const game: StoredGame<ConquestState> = {
      meta: {
        id: 'g1', game: 'conquest', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
        seats, challenger: 'u1', opponent: null, aiLevel: null, locale: 'en', createdAt: now, updatedAt: now, lastMoveAt: now,
        expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
        table: newTableMeta(3, 'random', 2),
      },
      record: { game: 'conquest', options: state.options, seed: 'deadline', actions: [] },
      state,
    };
    await ctx.repo.save(game);

    now += 60 * 60_000;
    expect(await tableUpkeep(ctx, game)).toEqual({ reminded: false, defaulted: 0, voteOpened: false });
    expect(game.state!.version).toBe(state.version);

    now += 61 * 60_000;
    const out = await tableUpkeep(ctx, game);
    expect(out.defaulted).toBeGreaterThan(0);
    expect(game.record.actions[0].player).toBe(seat);
    expect(game.state!.version).toBeGreaterThan(state.version);
    expect(sent.some((m) => /safe default/.test(m.payload.content))).toBe(true);
    expect(sent.at(-1)!.payload.content).toMatch(/Conquest of the Empire\*\* · round/);
    const saved = (await ctx.repo.get<ConquestState>('g1'))!;
    expect(saved.state!.version).toBe(game.state!.version);
  });

  it('lets the computer seats play on when no member is waited on (after a resignation)', async () => {
    const now = 5_000_000;
    const { ctx, sent } = fakeContext({}, () => now);
    ctx.adapters.conquest = conquestAdapter;
    const state = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'resign');
    const member = state.order.find((seat) => seat !== state.active)!;
    const seats: (string | null)[] = [null, null, null];
    seats[member] = 'u1';
    const game: StoredGame<ConquestState> = {
      meta: {
        id: 'g2', game: 'conquest', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
        seats, challenger: 'u1', opponent: null, aiLevel: null, locale: 'en', createdAt: now, updatedAt: now, lastMoveAt: now,
        expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
        table: newTableMeta(3, 'agreed', 24),
      },
      record: { game: 'conquest', options: state.options, seed: 'resign', actions: [] },
      state,
    };
    await ctx.repo.save(game);
    const out = await tableUpkeep(ctx, game);
    expect(out.resumed).toBe(true);
    // The computers played until the member had to act.
    expect(conquest.activePlayers(game.state!)).toEqual([member]);
    expect(game.record.actions.every((a) => a.player !== member)).toBe(true);
    expect(sent.at(-1)!.payload.content).toMatch(/To play: <@u1>/);
  });
});
