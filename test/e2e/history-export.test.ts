/**
 * History and sharing through the local Discord and the real discord.js
 * client: /game history pages through past positions with their board
 * pictures; a finished game's board offers a rematch, its history and its
 * record (JSON that `legatus replay` reads, and a move list).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecord, replayRecord } from '../../src/cli/replay';
import { act, buttons, latestBoard, playOneMove, resign, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const answer = (handle: { messages(): { id: string }[] }) => h.discord.message(handle.messages()[0].id)!;
const png = (m: { attachments: { data: Buffer; filename: string }[] }) => m.attachments.find((a) => a.filename.endsWith('.png'))!;

let threadId = '';
let gameId = '';

describe('history and sharing', () => {
  it('/game history shows the newest position with its picture and pages back and forward', async () => {
    const { discord } = h;
    await act(h, () => discord.as('alice').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
    const challenge = discord.messages(discord.channelId).at(-1)!;
    await act(h, () => discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
    threadId = discord.threads(discord.channelId).at(-1)!.id;
    gameId = buttons(latestBoard(h, threadId)!)[0].custom_id.split(':')[1];
    for (let k = 0; k < 3; k++) await playOneMove(h, threadId);
    const count = (await h.repo.get(gameId))!.record.actions.length;

    // A spectator may page too: every page is the public picture.
    const page = answer(await act(h, () => discord.as('carol').slash(threadId, 'game', { subcommand: 'history' })));
    expect(page.ephemeral).toBe(true);
    expect(page.content).toContain(`Game ${gameId} · position ${count} of ${count} moves`);
    expect(page.content).toMatch(/placed a .* token/);
    expect(png(page).data.subarray(1, 4).toString()).toBe('PNG');
    const nav = () => buttons(h.discord.message(page.id)!);
    expect(nav().map((b) => !!b.disabled)).toEqual([false, false, true, true]);

    const latest = png(page).data;
    await act(h, () => discord.as('carol').click(page, nav()[1].custom_id));
    const back = h.discord.message(page.id)!;
    expect(back.content).toContain(`position ${count - 1} of ${count} moves`);
    expect(back.attachments).toHaveLength(1);
    expect(png(back).data.equals(latest)).toBe(false);

    await act(h, () => discord.as('carol').click(back, nav()[0].custom_id));
    const first = h.discord.message(page.id)!;
    expect(first.content).toContain(`position 0 of ${count} moves`);
    expect(first.content).toContain('The starting position.');
    expect(nav().map((b) => !!b.disabled)).toEqual([true, true, false, false]);

    await act(h, () => discord.as('carol').click(first, nav()[3].custom_id));
    expect(h.discord.message(page.id)!.content).toContain(`position ${count} of ${count} moves`);
    // Paging changed nothing.
    expect((await h.repo.get(gameId))!.record.actions.length).toBe(count);
  });

  it('/game export waits for the end of the game: a running game\'s seed would tell hidden things', async () => {
    const early = answer(await act(h, () => h.discord.as('alice').slash(threadId, 'game', { subcommand: 'export' })));
    expect(early.content).toMatch(/when the game is over/);
    expect(early.attachments).toEqual([]);
  });

  it('a finished duel offers its record, its history and a rematch on the final board', async () => {
    const { discord } = h;
    await resign(h, 'alice', threadId);
    const final = latestBoard(h, threadId)!;
    expect(final.content).toMatch(/Game over/);
    const [rematch, history, record] = buttons(final);
    expect([rematch.label, history.label, record.label]).toEqual(['Rematch', 'History', 'Record']);

    const files = answer(await act(h, () => discord.as('bob').click(final, record.custom_id)));
    expect(files.ephemeral).toBe(true);
    const json = files.attachments.find((a) => a.filename === `caesar-${gameId}.json`)!;
    const moves = files.attachments.find((a) => a.filename.endsWith('-moves.txt'))!;
    expect(files.content).toContain(`legatus replay caesar-${gameId}.json`);
    expect(moves.data.toString()).toMatch(/placed a .* token/);
    // The JSON is what the command line replays.
    const dir = mkdtempSync(join(tmpdir(), 'legatus-export-'));
    try {
      writeFileSync(join(dir, 'record.json'), json.data);
      const rec = readRecord(join(dir, 'record.json'));
      expect(rec.actions).toEqual((await h.repo.get(gameId))!.record.actions);
      expect(() => replayRecord(rec)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const past = answer(await act(h, () => discord.as('dave').click(final, history.custom_id)));
    expect(past.content).toContain(`Game ${gameId} · position`);
    expect(png(past)).toBeDefined();

    const stranger = answer(await act(h, () => discord.as('carol').click(final, rematch.custom_id)));
    expect(stranger.content).toMatch(/Only the players/);
    const offered = answer(await act(h, () => discord.as('bob').click(final, rematch.custom_id)));
    expect(offered.content).toBe(`Rematch offered to <@${discord.users.alice.id}>.`);
    const offer = discord.messages(discord.channelId).at(-1)!;
    expect(offer.content).toMatch(/offers .* a rematch of Caesar!/);
    const threads = discord.threads(discord.channelId).length;
    await act(h, () => discord.as('alice').click(offer, buttons(offer)[0].custom_id));
    expect(discord.threads(discord.channelId)).toHaveLength(threads + 1);
    const next = discord.threads(discord.channelId).at(-1)!;
    const nextId = buttons(latestBoard(h, next.id)!)[0].custom_id.split(':')[1];
    const again = (await h.repo.get(nextId))!;
    expect(again.meta.status).toBe('active');
    expect(again.record.options).toEqual((await h.repo.get(gameId))!.record.options);
    expect(discord.violations()).toEqual([]);
  });
});
