import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../../../src/core/replay';
import { caesar } from '../../../../src/games/caesar';
import { act, buttons, isOver, latestBoard, playOneMove, startHarness, type Harness } from '../../../e2e/harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

describe('a Caesar! duel through interactions only', () => {
  it('goes from challenge to victory', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).find((m) => buttons(m).some((b) => b.custom_id.endsWith(':accept')))!;
    expect(challenge.content).toContain(`<@${discord.users.bob.id}>`);
    const accept = buttons(challenge).find((b) => b.custom_id.endsWith(':accept'))!;
    await act(h, () => discord.as('bob').click(challenge, accept.custom_id));
    const thread = discord.threads(discord.channelId)[0];
    expect(thread).toBeDefined();
    let board = latestBoard(h, thread.id)!;
    expect(board.attachments[0].contentType).toBe('image/png');
    let moves = 0;
    while (!isOver(board)) {
      board = await playOneMove(h, thread.id);
      moves++;
      expect(moves).toBeLessThan(400);
    }
    expect(board.content).toMatch(/Game over/);
    const gameId = /caesar-(\w+)-/.exec(board.attachments[0].filename)![1];
    const stored = await h.repo.get<any>(gameId);
    expect(stored!.meta.status).toBe('finished');
    expect(stored!.record.result!.winners.length).toBe(1);
    expect(stored!.record.actions.length).toBeGreaterThanOrEqual(moves);
    // The kept record (options, seed, actions) replays to the very state that was saved.
    const replayed = replay(caesar, stored!.record);
    expect(replayed.ok).toBe(true);
    expect(replayed.state).toEqual(stored!.state);
    expect(discord.violations()).toEqual([]);
  }, 240_000);
});
