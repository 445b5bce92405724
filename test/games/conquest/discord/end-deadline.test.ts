/** A call for an end that a member leaves unanswered past the table's deadline fails, and the game goes on. */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import type { ConquestState } from '../../../../src/games/conquest/types';
import { conquestAdapter, conquestOptions } from '../../../../src/games/conquest/discord/adapter';
import { newTableMeta } from '../../../../src/games/conquest/discord/table';
import { tableUpkeep } from '../../../../src/games/conquest/discord/upkeep';
import type { StoredGame } from '../../../../src/storage';
import { fakeContext } from '../../../bot/fakes';
import '../../../../src/games'; // registers the real games

describe('Conquest table upkeep and the end by agreement', () => {
  it('counts a member\'s silence past the deadline as a refusal, and only then', async () => {
    let now = 2_000_000;
    const { ctx, sent } = fakeContext({ REMINDER_MINUTES: '600' }, () => now);
    ctx.adapters.conquest = conquestAdapter;
    const start = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'end-deadline');
    const caller = start.active;
    const member = start.order.find((x) => x !== caller)!;
    const called = conquest.apply(start, caller, { type: 'callEnd', winner: caller });
    if (!called.ok) throw new Error(called.error.message);
    const seats: (string | null)[] = [null, null, null];
    seats[member] = 'u1';
    const game: StoredGame<ConquestState> = {
      meta: {
        id: 'g3', game: 'conquest', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
        seats, challenger: 'u1', opponent: null, aiLevel: null, locale: 'en', createdAt: now, updatedAt: now, lastMoveAt: now,
        expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
        table: newTableMeta(3, 'random', 2),
      },
      record: { game: 'conquest', options: start.options, seed: 'end-deadline', actions: [{ player: caller, action: { type: 'callEnd', winner: caller } }] },
      state: called.state,
    };
    await ctx.repo.save(game);
    now += 60 * 60_000;
    await tableUpkeep(ctx, game);
    expect(game.state!.endVote).not.toBeNull();

    now += 61 * 60_000;
    const out = await tableUpkeep(ctx, game);
    expect(out.defaulted).toBe(1);
    expect(game.state!.endVote).toBeNull();
    expect(game.state!.endReason).toBeNull();
    expect(game.record.actions).toContainEqual({ player: member, action: { type: 'answerEnd', accept: false } });
    expect(sent.some((m) => /call for an end was not answered/.test(m.payload.content))).toBe(true);
    const saved = (await ctx.repo.get<ConquestState>('g3'))!;
    expect(saved.state!.endVote).toBeNull();
  });
});
