/**
 * The load bench's trace of a click's stages (src/bot/board-trace.ts): off unless a sink is set, one
 * trace per interaction, and a queued board's stages land in the trace of the click that asked for
 * it, not in that of the click whose board was being posted when it was queued.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { add, boardPosted, currentTrace, mark, traceBoards, traced, type BoardTrace } from '../../src/bot/board-trace';
import { LatestOnly } from '../../src/bot/render-pool';

afterEach(() => traceBoards(null));

describe('board trace', () => {
  it('records nothing when no sink is set', () => {
    traced('1', () => {
      mark('acked');
      expect(currentTrace()).toBeUndefined();
    });
  });

  it('hands each interaction its own marks and sums when a board is posted', async () => {
    const seen: (BoardTrace & { channelId: string })[] = [];
    traceBoards((t) => seen.push(t));
    await Promise.all(['1', '2'].map((id) => traced(id, async () => {
      mark('acked');
      await new Promise((r) => setTimeout(r, 5));
      add('render.draw', Number(id) * 10);
      add('render.draw', 1);
      boardPosted(`thread${id}`, `m${id}`);
    })));
    expect(seen.map((t) => [t.id, t.channelId, t.sums['render.draw']])).toEqual([['1', 'thread1', 11], ['2', 'thread2', 21]]);
    for (const t of seen) expect(t.marks.acked).toBeGreaterThanOrEqual(t.marks.received);
  });

  it("runs a game's waiting board in the trace of the click that asked for it", async () => {
    traceBoards(() => undefined);
    const latest = new LatestOnly();
    let open!: () => void;
    const gate = new Promise<void>((r) => { open = r; });
    const ranIn: string[] = [];
    const first = traced('first', () => latest.run('game', async () => { ranIn.push(currentTrace()!.id); await gate; }));
    const second = traced('second', () => latest.run('game', async () => { ranIn.push(currentTrace()!.id); }));
    open();
    await Promise.all([first, second]);
    expect(ranIn).toEqual(['first', 'second']);
  });
});
