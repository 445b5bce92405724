/**
 * The whole platform end to end on the test game only: the real discord.js
 * client in the bot, the local Discord, SQLite storage. A Numbers duel from
 * challenge to result, a restart in the middle, and hidden cards that never
 * reach a public message or a log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/core/registry';
import { replay } from '../../src/core/replay';
import { numbers } from '../../src/games/numbers';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import type { NumbersState } from '../../src/games/numbers/types';
import { act, buttons, isOver, latestBoard, mentioned, startHarness, userName, type Harness } from './harness';

registerGame(numbersPlugin);

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

describe('the test game through the local Discord', () => {
  it('goes from challenge to result with a restart in between, never showing a hidden card in public', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'numbers', { subcommand: 'duel', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).find((m) => buttons(m).some((b) => b.custom_id.endsWith(':accept')))!;
    expect(challenge.content).toMatch(/challenges .* to a game of Numbers/);
    await act(h, () => discord.as('bob').click(challenge, buttons(challenge).find((b) => b.custom_id.endsWith(':accept'))!.custom_id));
    const thread = discord.threads(discord.channelId)[0];
    expect(thread.name).toMatch(/^Numbers: /);
    let board = latestBoard(h, thread.id)!;
    const gameId = /numbers-(\w+)-/.exec(board.attachments[0].filename)![1];
    let moves = 0;
    while (!isOver(board)) {
      const { state } = (await h.repo.get<NumbersState>(gameId))!;
      const stillHidden = state!.hands.flat().map(String);
      const publicText = [...discord.messages(discord.channelId), ...discord.messages(thread.id)]
        .filter((m) => !m.ephemeral).map((m) => JSON.stringify([m.content, m.components, m.attachments.map((a) => a.filename)])).join('\n');
      // Whole numbers only: timestamps, snowflakes and game ids contain any 4 digits now and then.
      const hiddenCard = new RegExp(`\\b(${stillHidden.join('|')})\\b`);
      expect(publicText).not.toMatch(hiddenCard);
      expect(h.logs.join('\n')).not.toMatch(hiddenCard);

      const driver = discord.as(userName(h, mentioned(board)!));
      const handle = await act(h, () => driver.click(board, buttons(board).find((b) => b.custom_id.endsWith(':play'))!.custom_id));
      const builder = discord.message(handle.messages()[0].id)!;
      expect(builder.ephemeral).toBe(true);
      await act(h, () => driver.click(builder, buttons(builder)[0].custom_id));
      board = latestBoard(h, thread.id)!;
      moves++;
      if (moves === 2) await h.restartBot(); // nothing is lost: the next click is served by a new bot on the same file
      expect(moves).toBeLessThanOrEqual(6);
    }
    expect(moves).toBe(6);
    expect(board.content).toMatch(/Game over/);
    const stored = (await h.repo.get<NumbersState>(gameId))!;
    expect(stored.meta.status).toBe('finished');
    const again = replay(numbers, stored.record);
    expect(again.ok && again.state).toEqual(stored.state);
    expect(discord.violations()).toEqual([]);
  }, 120_000);
});
