/**
 * A member attacked at sea while holding Favorable Wind who lets the question wait
 * past the table's deadline gets what the AI would decide for the seat, and only then.
 */
import { describe, expect, it } from 'vitest';
import { conquest2Adapter } from '../../../src/games/conquest2/discord/adapter';
import { newTableMeta } from '../../../src/games/conquest2/discord/table';
import { tableUpkeep } from '../../../src/games/conquest2/discord/upkeep';
import type { C2State } from '../../../src/games/conquest2/types';
import type { StoredGame } from '../../../src/storage';
import { fakeContext } from '../../bot/fakes';
import { board, play } from './helpers';
import '../../../src/games';

/** A four-seat table with a two-hour deadline, as the store holds it, with one member (`host`) in `seats`. */
function tableGame(id: string, seats: (string | null)[], host: string, seed: string, state: C2State, now: number): StoredGame<C2State> {
  return {
    meta: {
      id, game: 'conquest2', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
      seats, challenger: host, opponent: null, aiLevel: null, locale: 'en', createdAt: now, updatedAt: now, lastMoveAt: now,
      expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
      table: newTableMeta(4, 2),
    },
    record: { game: 'conquest2', options: state.options, seed, actions: [] },
    state,
  };
}

describe('Conquest II table upkeep', () => {
  it('answers the Favorable Wind question for a member past the deadline, as the AI would', async () => {
    let now = 1_000_000;
    const { ctx, sent } = fakeContext({ REMINDER_MINUTES: '600' }, () => now);
    ctx.adapters.conquest2 = conquest2Adapter;
    const s = board();
    s.fleet.mare_epirus[0] = 3;
    s.fleet.mare_epirus[1] = 1;
    s.players[1].cards = ['favorableWind'];
    const state = play(s, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 }).state;
    expect(state.phase).toBe('wind');
    const game = tableGame('w1', [null, 'u1', null, null], 'u1', 'wind', state, now);
    await ctx.repo.save(game);
    now += 60 * 60_000;
    await tableUpkeep(ctx, game);
    expect(game.state!.phase).toBe('wind');
    now += 61 * 60_000;
    await tableUpkeep(ctx, game);
    // Outnumbered three to one, the seat avoids the battle.
    expect(game.record.actions[0]).toEqual({ player: 1, action: { type: 'wind', avoid: true } });
    expect(game.state!.phase).toBe('actions');
    expect(game.state!.fleet.mare_epirus).toEqual([3, 1, 0, 0]);
    expect(sent.some((m) => /safe choice/.test(m.payload.content))).toBe(true);
  });

  it('answers an ally\'s naval loan for a member past the deadline, as the AI would', async () => {
    let now = 1_000_000;
    const { ctx, sent } = fakeContext({ REMINDER_MINUTES: '600' }, () => now);
    ctx.adapters.conquest2 = conquest2Adapter;
    const s = board();
    s.fleet.mare_epirus = [3, 1, 0, 2];
    const state = play(s, 0, { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 }).state;
    expect(state.phase).toBe('navalMuster');
    const game = tableGame('n1', [null, null, null, 'u3'], 'u3', 'naval', state, now);
    await ctx.repo.save(game);
    now += 60 * 60_000;
    await tableUpkeep(ctx, game);
    expect(game.state!.phase).toBe('navalMuster');
    now += 61 * 60_000;
    await tableUpkeep(ctx, game);
    // Blue's side is outnumbered three to one without them: yellow lends both galleys, and the battle is fought.
    expect(game.record.actions[0]).toEqual({ player: 3, action: { type: 'muster', galleys: { mare_epirus: 2 }, units: { infantry: 0, cavalry: 0, catapult: 0 } } });
    expect(game.state!.phase).toBe('actions');
    expect(sent.some((m) => /safe choice/.test(m.payload.content))).toBe(true);
  });
});
