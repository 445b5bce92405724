/**
 * The local chat survives a restart of the local Discord when it is given a directory
 * (as `npm start` does): channels, the game's thread, its messages with their pictures and
 * buttons are back, and the real bot still answers a click on a board posted before the restart.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localChatDir, startLocalDiscord, type LocalDiscord } from '../../src/localdiscord';
import { buttons, gameOf, latestBoard, playOneMove, startDuel, startHarness, type Harness } from '../e2e/harness';

const dirs: string[] = [];
const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'legatus-persist-'));
  dirs.push(d);
  return d;
}

/** Posts as the bot over the HTTP API (users post only through commands). */
async function post(d: LocalDiscord, content: string): Promise<void> {
  const res = await fetch(`${d.apiUrl}/v10/channels/${d.channelId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${d.botToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  expect(res.status).toBe(200);
}

/** A bot and a local Discord on the game store and chat directory of `dir`, as `npm start` lays them out. */
async function start(dir: string): Promise<Harness> {
  const storage = `sqlite://${join(dir, 'legatus.sqlite')}`;
  const h = await startHarness({ STORAGE_URL: storage }, undefined, { persistDir: localChatDir(storage) });
  return h;
}

describe('the local chat across a restart', () => {
  it('keeps channels, the game thread and its messages, and the bot answers the old board', async () => {
    const dir = tempDir();
    const h1 = await start(dir);
    const { threadId, gameId } = await startDuel(h1, 'alice', 'bob');
    await playOneMove(h1, threadId);
    const general = h1.discord.messages(h1.discord.channelId).map((m) => ({ id: m.id, content: m.content, components: m.components }));
    const thread = h1.discord.messages(threadId).map((m) => ({
      id: m.id, content: m.content, embeds: m.embeds, components: m.components, threadId: m.threadId,
      attachments: m.attachments.map((a) => ({ id: a.id, filename: a.filename, data: a.data.toString('base64') })),
    }));
    const threadChannel = { ...h1.discord.channel(threadId)! };
    const board = latestBoard(h1, threadId)!;
    expect(board.attachments.length).toBeGreaterThan(0);
    await h1.close();
    expect(existsSync(join(dir, 'local-discord', 'world.json'))).toBe(true);

    const h2 = await start(dir);
    open.push(h2);
    expect(h2.discord.threads().map((t) => t.id)).toEqual([threadId]);
    expect(h2.discord.channel(threadId)).toMatchObject({ name: threadChannel.name, parentId: threadChannel.parentId, memberIds: threadChannel.memberIds });
    expect(h2.discord.messages(h2.discord.channelId).map((m) => ({ id: m.id, content: m.content, components: m.components }))).toEqual(general);
    expect(h2.discord.messages(threadId).map((m) => ({
      id: m.id, content: m.content, embeds: m.embeds, components: m.components, threadId: m.threadId,
      attachments: m.attachments.map((a) => ({ id: a.id, filename: a.filename, data: a.data.toString('base64') })),
    }))).toEqual(thread);
    // The picture is served again, at the new server's address.
    const restored = h2.discord.message(board.id)!;
    expect(restored.attachments[0].url.startsWith(h2.discord.url)).toBe(true);
    const res = await fetch(restored.attachments[0].url);
    expect(Buffer.from(await res.arrayBuffer()).equals(board.attachments[0].data)).toBe(true);

    // The board posted before the restart still plays: its Play button opens the builder and a move lands.
    expect(buttons(restored).some((b) => b.custom_id.startsWith(`g:${gameId}`) || b.custom_id.includes(gameId))).toBe(true);
    // playOneMove clicks Play on the newest board, which is the one posted before the restart.
    expect(latestBoard(h2, threadId)!.id).toBe(board.id);
    const next = await playOneMove(h2, threadId);
    expect(BigInt(next.id) > BigInt(board.id)).toBe(true);
    expect((await gameOf(h2, threadId)).meta.id).toBe(gameId);
  }, 120_000);

  it('starts with an empty chat and one warning when the saved chat is corrupt', async () => {
    const dir = tempDir();
    const first = await startLocalDiscord({ persistDir: dir, rateLimits: false });
    await post(first, 'Ave');
    await first.close();
    expect(readdirSync(dir)).toContain('world.json');
    writeFileSync(join(dir, 'world.json'), '{"format": 1, "messages": [tru');
    const warnings: string[] = [];
    const second = await startLocalDiscord({ persistDir: dir, rateLimits: false, warn: (l) => warnings.push(l) });
    open.push(second);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('starting with an empty chat');
    expect(second.messages(second.channelId)).toEqual([]);
    // And it saves afresh over the bad file.
    await post(second, 'Salve');
    await second.close();
    const third = await startLocalDiscord({ persistDir: dir, rateLimits: false, warn: (l) => warnings.push(l) });
    open.push(third);
    expect(third.messages(third.channelId).map((m) => m.content)).toEqual(['Salve']);
    expect(warnings).toHaveLength(1);
  });

  it('starts with a chat in memory and one warning when the directory cannot be written', async () => {
    const warnings: string[] = [];
    // A directory under a plain file cannot be created.
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const d = await startLocalDiscord({ persistDir: join(blocker, 'chat'), rateLimits: false, warn: (l) => warnings.push(l) });
    open.push(d);
    await post(d, 'Ave');
    expect(d.messages(d.channelId).map((m) => m.content)).toEqual(['Ave']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('lost on restart');
  });

  it('keeps nothing on disk unless asked to', async () => {
    const dir = tempDir();
    const d = await startLocalDiscord({ rateLimits: false });
    await post(d, 'Ave');
    await d.close();
    expect(readdirSync(dir)).toEqual([]);
  });
});
