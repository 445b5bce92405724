/**
 * The final summary picture (issue 15) through the local Discord: when a game
 * of Caesar! against the computer and a Conquest table against an AI end (here
 * by the member's resignation), the final board post carries, beside the
 * board, a summary picture: a real PNG of the summary's size, with its
 * description in the game's language. Boards before the end carry none.
 */
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalMessage } from '../../src/localdiscord';
import { act, fillAndStart, latestBoard, resign, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); }, 60_000);
afterAll(async () => { await h?.close(); });

const summaryOf = (m: LocalMessage) => m.attachments.find((a) => a.filename.endsWith('-summary.png'));

async function isPng(data: Buffer): Promise<{ width: number; height: number }> {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  const img = await loadImage(data);
  return { width: img.width, height: img.height };
}

describe('the summary picture posted with the final result', () => {
  it('Caesar! against the computer: the final board carries the summary, earlier boards none', async () => {
    await act(h, () => h.discord.as('alice').slash(h.discord.channelId, 'caesar', { subcommand: 'bot', options: { level: 1 } }));
    const threadId = h.discord.threads(h.discord.channelId).at(-1)!.id;
    expect(summaryOf(latestBoard(h, threadId)!)).toBeUndefined();
    await resign(h, 'alice', threadId);
    const final = latestBoard(h, threadId)!;
    expect(final.content).toMatch(/Game over|wins/i);
    const summary = summaryOf(final);
    expect(summary).toBeDefined();
    expect(summary!.contentType).toBe('image/png');
    expect(summary!.description).toMatch(/final result/);
    const size = await isPng(summary!.data);
    expect(size.width).toBeGreaterThan(size.height);
  }, 120_000);

  it('Conquest Classic: the final map post carries the summary', async () => {
    await act(h, () => h.discord.as('alice').slash(h.discord.channelId, 'conquest', { subcommand: 'new', options: { players: 2, homes: 'random' } }));
    const { threadId } = await fillAndStart(h, h.discord.channelId, 't', 'alice', { ais: 1, seed: 'summary' });
    expect(summaryOf(latestBoard(h, threadId)!)).toBeUndefined();
    await resign(h, 'alice', threadId);
    const final = latestBoard(h, threadId)!;
    const summary = summaryOf(final);
    expect(summary).toBeDefined();
    expect(summary!.description).toMatch(/final result/);
    await isPng(summary!.data);
    expect(h.discord.violations()).toEqual([]);
  }, 120_000);
});
