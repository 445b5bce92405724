/**
 * Boards of one game coalesce: while a board is being drawn and posted, the
 * boards of that game asked for meanwhile wait, and only the newest of them
 * is posted, after the one in flight (never an older one after a newer).
 * Other games are not held up. Driven by gates, not by time.
 */
import { describe, expect, it } from 'vitest';
import { LatestOnly, SUPERSEDED } from '../../src/bot/render-pool';
import { draftGame, playMove, postBoard, startGame } from '../../src/bot/service';
import { registerGame } from '../../src/core/registry';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import type { NumbersState } from '../../src/games/numbers/types';
import type { StoredGame } from '../../src/storage';
import { fakeContext } from './fakes';

registerGame(numbersPlugin);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

describe('LatestOnly', () => {
  it('runs the first task at once, then only the newest of those that waited', async () => {
    const latest = new LatestOnly();
    const g = gate();
    const ran: string[] = [];
    const a = latest.run('game', async () => { ran.push('a'); await g.opened; return 'a'; });
    const b = latest.run('game', async () => { ran.push('b'); return 'b'; });
    const c = latest.run('game', async () => { ran.push('c'); return 'c'; });
    expect(await b).toBe(SUPERSEDED);
    expect(ran).toEqual(['a']);
    g.open();
    expect(await a).toBe('a');
    expect(await c).toBe('c');
    expect(ran).toEqual(['a', 'c']);
    expect(latest.pending()).toBe(0);
  });

  it('does not hold up other keys, and passes a failure to its own caller only', async () => {
    const latest = new LatestOnly();
    const g = gate();
    const slow = latest.run('one', async () => { await g.opened; throw new Error('post failed'); });
    expect(await latest.run('two', async () => 'two')).toBe('two');
    const next = latest.run('one', async () => 'after');
    g.open();
    await expect(slow).rejects.toThrow('post failed');
    expect(await next).toBe('after');
  });

  it('with versions, skips a task not newer than the last one run or the one waiting', async () => {
    const latest = new LatestOnly();
    const g = gate();
    const ran: number[] = [];
    const task = (v: number) => async () => { ran.push(v); if (v === 5) await g.opened; return v; };
    const five = latest.run('game', task(5), 5);
    const seven = latest.run('game', task(7), 7);
    expect(await latest.run('game', task(6), 6)).toBe(SUPERSEDED);
    expect(await latest.run('game', task(4), 4)).toBe(SUPERSEDED);
    g.open();
    expect([await five, await seven]).toEqual([5, 7]);
    // Remembered once idle: an old version delivered late is still skipped.
    expect(await latest.run('game', task(6), 6)).toBe(SUPERSEDED);
    expect(await latest.run('game', task(8), 8)).toBe(8);
    expect(ran).toEqual([5, 7, 8]);
  });
});

describe('postBoard coalesces the boards of a game', () => {
  it('posts the board in flight, then only the newest waiting one', async () => {
    const { ctx, sent } = fakeContext();
    const game = draftGame(ctx, { game: 'numbers', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'ann', opponent: 'bob', locale: 'en' });
    await startGame(ctx, game);
    const snapshots: StoredGame[] = [structuredClone(game)];
    for (let k = 0; k < 2; k++) {
      const s = game.state as NumbersState;
      const out = await playMove(ctx, game, s.active, { type: 'play', card: s.hands[s.active][0] });
      expect(out.ok).toBe(true);
      snapshots.push(structuredClone(game));
    }
    const versions = snapshots.map((g) => (g.state as NumbersState).version);
    expect(new Set(versions).size).toBe(3);

    // The first post waits at the channel until the gate opens.
    const g = gate();
    const fetch = ctx.client.channels.fetch.bind(ctx.client.channels);
    let held = false;
    (ctx.client.channels as { fetch: unknown }).fetch = async (id: string) => {
      const channel = await (fetch as (id: string) => Promise<any>)(id);
      const send = channel.send;
      return { ...channel, send: async (payload: unknown) => { if (!held) { held = true; await g.opened; } return send(payload); } };
    };
    const before = sent.length;
    const first = postBoard(ctx, snapshots[0]);
    const second = postBoard(ctx, snapshots[1]);
    const third = postBoard(ctx, snapshots[2]);
    await second; // superseded by the third: resolves without posting
    expect(sent.length).toBe(before);
    g.open();
    await Promise.all([first, third]);
    const posted = sent.slice(before).map((x) => x.payload.files[0].name as string);
    expect(posted).toEqual([
      `numbers-${game.meta.id}-${versions[0]}.png`,
      `numbers-${game.meta.id}-${versions[2]}.png`,
    ]);
  });
});
