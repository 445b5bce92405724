/**
 * The Legatus bot on a bad day, against the local Discord with Discord's rate
 * limits on: unannounced 429s and 5xx bursts on its posts (also a 502 for a
 * post that was in fact made), slow answers, gateway reconnects (opcode 7,
 * invalid sessions, unacknowledged heartbeats) in the middle of moves, a
 * deleted board message and a deleted game thread. Every move is stored
 * once, and every move gets exactly one new board.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalMessage } from '../../src/localdiscord';
import type { LocalDiscordOptions } from '../../src/localdiscord';
import { act, buttons, gameOf, latestBoard, mentioned, playOneMove, startHarness, userName, type Harness } from '../e2e/harness';
import { schemaRecorder, type Recorder } from './recorder';

let h: Harness | undefined;
let rec: Recorder | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  // Even on a bad day every answer (429s included; 5xx have no documented body) matches Discord's schemas.
  const report = rec?.report();
  rec = undefined;
  expect(report ?? '').toBe('');
});

async function harness(local: LocalDiscordOptions): Promise<Harness> {
  rec = schemaRecorder();
  return startHarness({}, undefined, { ...local, inspect: rec.inspect });
}

const boards = (hh: Harness, threadId: string): LocalMessage[] => hh.discord.messages(threadId).filter((m) => m.attachments.length > 0);

async function duel(hh: Harness): Promise<string> {
  const d = hh.discord;
  await act(hh, () => d.as('alice').slash(d.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob' } }));
  const challenge = d.messages(d.channelId).find((m) => buttons(m).some((b) => b.custom_id.endsWith(':accept')))!;
  await act(hh, () => d.as('bob').click(challenge, buttons(challenge).find((b) => b.custom_id.endsWith(':accept'))!.custom_id));
  return d.threads(d.channelId).at(-1)!.id;
}

/** Each move stored once, one board per move plus the first, every board a different message. */
async function expectIntact(hh: Harness, threadId: string, moves: number): Promise<void> {
  const list = boards(hh, threadId);
  expect(list).toHaveLength(moves + 1);
  expect(new Set(list.map((m) => m.content + m.attachments[0].size)).size).toBe(moves + 1);
  const game = await gameOf(hh, threadId);
  expect(game.record.actions).toHaveLength(moves);
  expect(game.meta.boardMessageId).toBe(list.at(-1)!.id);
}

describe('the bot under rate limits and HTTP faults', () => {
  it('retries 429s, 5xx bursts and a 502 for a post that was made, without losing or doubling a board', async () => {
    h = await harness({
      // Tighter than Discord, so the pace is felt: one message per 300 ms per channel, 20 requests/s.
      rateLimits: { globalPerSecond: 20, buckets: { messageCreate: { limit: 1, windowMs: 300 } } },
    });
    const d = h.discord;
    const thread = await duel(h);
    const posts = '/channels/{id}/messages';
    let moves = 0;
    // Unannounced ("shared") 429s: discord.js waits retry_after and tries again.
    const shared = d.faults.add({ method: 'POST', path: posts, status: 429, retryAfterMs: 250, times: 2 });
    await playOneMove(h, thread); moves++;
    expect(shared.hits).toBe(2);
    // A burst of 500s before the post takes effect: retried.
    const burst = d.faults.add({ method: 'POST', path: posts, status: 500, times: 2 });
    await playOneMove(h, thread); moves++;
    expect(burst.hits).toBe(2);
    // A 502 although the message was posted: the retry carries the same enforced nonce, so Discord
    // hands back the first message instead of a second board.
    const lost = d.faults.add({ method: 'POST', path: posts, status: 502, after: true, times: 1 });
    await playOneMove(h, thread); moves++;
    expect(lost.hits).toBe(1);
    // Slow answers everywhere.
    const slow = d.faults.add({ path: /.*/, delayMs: 150, times: 20 });
    await playOneMove(h, thread); moves++;
    expect(slow.hits).toBeGreaterThan(0);
    await expectIntact(h, thread, moves);
    expect(d.violations()).toEqual([]);
  }, 60_000);

  it('keeps a stored move when Discord is down for longer than the retries, says so, and /game board restores the picture', async () => {
    h = await harness({ rateLimits: {} });
    const d = h.discord;
    const thread = await duel(h);
    await playOneMove(h, thread);
    const before = boards(h, thread).length;
    // Every board post fails, past discord.js's three retries.
    const down = d.faults.add({ method: 'POST', path: '/channels/{id}/messages', status: 503 });
    const board = latestBoard(h, thread)!;
    const mover = d.as(userName(h, mentioned(board)!));
    await expect(playOneMove(h, thread)).rejects.toThrow(/did not produce a new board/);
    expect(down.hits).toBe(4);
    expect(boards(h, thread)).toHaveLength(before);
    // The move is not lost, and the player was told the picture is missing.
    expect((await gameOf(h, thread)).record.actions).toHaveLength(2);
    expect(d.messages(thread, { viewer: mover.user.id }).some((m) => m.ephemeral && /Your move is saved, but the board could not be posted/.test(m.content))).toBe(true);
    down.remove();
    await act(h, () => d.as('alice').slash(thread, 'game', { subcommand: 'board' }));
    expect(boards(h, thread)).toHaveLength(before + 1);
    await playOneMove(h, thread);
    expect((await gameOf(h, thread)).record.actions).toHaveLength(3);
  }, 60_000);
});

describe('the bot under gateway reconnects', () => {
  it('resumes through opcode 7, invalid sessions and a zombie connection in the middle of moves, handling each interaction once', async () => {
    h = await harness({ rateLimits: {}, gateway: { heartbeatIntervalMs: 250 } });
    const d = h.discord;
    const thread = await duel(h);
    const dispatched = () => h!.interactionCount();
    let moves = 0;
    const disruptions = [
      () => d.gateway.reconnect(),
      () => d.gateway.invalidateSessions(true),
      () => d.gateway.silence(600),
      () => d.gateway.reconnect(),
    ];
    for (const disrupt of disruptions) {
      const board = latestBoard(h, thread)!;
      const mover = d.as(userName(h, mentioned(board)!));
      const play = buttons(board).find((b) => b.custom_id.endsWith(':play'))!;
      // The disruption lands between the click's dispatch and the bot's answer.
      const before = dispatched();
      const click = await mover.click(board, play.custom_id);
      disrupt();
      expect((await click.response()).kind).toBe('callback');
      await h.handled(before + 1);
      // Finish the move through the builder.
      const rest = await playOneMoveFromBuilder(h, thread, click.messages()[0]?.id, mover);
      moves++;
      expect(rest.id).not.toBe(board.id);
    }
    await expectIntact(h, thread, moves);
    // One log line per interaction: none handled twice, none lost.
    const ids = h.logs.filter((l) => l.includes('"msg":"interaction"')).map((l) => JSON.parse(l).interaction as string);
    expect(new Set(ids).size).toBe(ids.length);
    expect(d.violations()).toEqual([]);
    expect(d.gateway.sessions().filter((s) => s.connected)).toHaveLength(1);
  }, 60_000);

  it('identifies afresh after a non-resumable invalid session and the game goes on', async () => {
    h = await harness({ rateLimits: {} });
    const d = h.discord;
    const thread = await duel(h);
    await playOneMove(h, thread);
    const old = d.gateway.sessions()[0].id;
    d.gateway.invalidateSessions(false);
    await d.waitFor(() => d.gateway.sessions().some((s) => s.connected && s.id !== old), 15_000);
    await playOneMove(h, thread);
    await expectIntact(h, thread, 2);
    expect(d.violations()).toEqual([]);
  }, 60_000);
});

describe('the bot when moderators delete things', () => {
  it('reposts a deleted board on /game board and plays on; ends the game when its thread is deleted', async () => {
    h = await harness({ rateLimits: {} });
    const d = h.discord;
    const thread = await duel(h);
    await playOneMove(h, thread);
    const deleted = latestBoard(h, thread)!.id;
    d.moderator.deleteMessage(deleted);
    expect(latestBoard(h, thread)).toBeDefined();
    const remaining = boards(h, thread).length;
    await act(h, () => d.as('bob').slash(thread, 'game', { subcommand: 'board' }));
    expect(boards(h, thread)).toHaveLength(remaining + 1);
    await playOneMove(h, thread);
    const game = await gameOf(h, thread);
    expect(game.record.actions).toHaveLength(2);

    d.moderator.deleteThread(thread);
    const ended = await waitForStatus(h, game.meta.id, 'finished');
    expect(ended.record.actions).toHaveLength(2);
    expect(await h.repo.openGamesOf(d.users.alice.id)).not.toContain(game.meta.id);
    // Taking the buttons off the older board is best effort: the bot cannot know a moderator deleted
    // it (no message events without the message intents), and Discord answers Unknown Message.
    expect(d.violations().filter((v) => !(v.code === 10008 && v.method === 'PATCH' && v.path?.endsWith(`/messages/${deleted}`)))).toEqual([]);
  }, 60_000);
});

async function waitForStatus(hh: Harness, id: string, status: string) {
  for (let k = 0; k < 200; k++) {
    const g = await hh.repo.get(id);
    if (g?.meta.status === status) return g;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`game ${id} never reached ${status}`);
}

/** After the Play click: clicks the first offered option in the builder until the new board appears. */
async function playOneMoveFromBuilder(hh: Harness, threadId: string, builderId: string | undefined, mover: ReturnType<Harness['discord']['as']>): Promise<LocalMessage> {
  const before = latestBoard(hh, threadId)!.id;
  let ui = hh.discord.message(builderId ?? '')!;
  for (let step = 0; step < 12 && latestBoard(hh, threadId)!.id === before; step++) {
    const row = ui.components.flatMap((r) => ('components' in r ? (r.components as unknown as Record<string, any>[]) : []));
    const sel = row.find((c) => c.type === 3);
    const btn = row.find((c) => c.type === 2 && c.custom_id && !String(c.custom_id).endsWith(':back'));
    if (!sel && !btn) break;
    if (sel) await act(hh, () => mover.select(ui, sel.custom_id, [sel.options[0].value]));
    else await act(hh, () => mover.click(ui, btn!.custom_id));
    ui = hh.discord.message(ui.id)!;
  }
  const next = latestBoard(hh, threadId)!;
  if (next.id === before) throw new Error(`no new board; builder says ${ui.content}`);
  return next;
}
