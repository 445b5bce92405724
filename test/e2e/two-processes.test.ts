/**
 * Two full bot processes (`tsx src/main.ts`, as `npm start` runs it) on one
 * store and one token, against one local Discord: what happens when an
 * operator starts a second process by mistake, or runs two on purpose.
 *
 * Discord sends every interaction to every session of the server's shard and
 * only the first acknowledgement counts: the other process's acknowledgement
 * is refused (40060) and it does nothing. Two clicks on the same position
 * (a double click, or a second client) may each be won by a different
 * process: both read the game at that position, and the game's save is a
 * compare-and-set, so exactly one move is committed; the other process reads
 * the game again and tells its clicker the button belongs to an earlier
 * position, posting nothing. Both processes also run their upkeep every
 * second, which reads every open game and delivers what is owed (leaving
 * the posts of a change saved less than 15 s ago to the process that saved it).
 *
 * Checked on SQLite, and on real Redis and PostgreSQL servers started by the
 * test: one move per position, the loser's ephemeral answer, one board per
 * version, and the stored game equal to the replay of its record.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpExchange, InteractionHandle, LocalDiscord, LocalMessage } from '../../src/localdiscord';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';
import { getGame } from '../../src/core/registry';
import { replay } from '../../src/core/replay';
import { translator } from '../../src/i18n';
import { SAVER_DELIVERS_MS } from '../../src/bot/outbox';
import { buttons, moveButtons, selects } from './harness';
import { closeProcessDiscord, killTree, openProcessDiscord, runBot, type RunningBot } from '../support/bot-process';
import { startPostgres, startRedis, type TestServer } from '../storage/servers';

let discord: LocalDiscord;
let dir: string;
/** What each interaction answered (by its token): edits of its reply and follow-ups, in order. */
const answers = new Map<string, string[]>();
const servers: TestServer[] = [];

beforeAll(async () => {
  ({ discord, dir } = await openProcessDiscord('legatus-two-', {
    inspect: {
      http(x: HttpExchange) {
        const m = /^\/webhooks\/\d+\/([^/]+)(\/messages\/@original)?$/.exec(x.path);
        if (!m || x.status >= 300 || !x.request) return;
        const content = x.request.json.content;
        if (typeof content === 'string') answers.set(m[1], [...(answers.get(m[1]) ?? []), content]);
      },
    },
  }));
  // Loading every game and registering its commands took over a minute on a loaded 2-core machine.
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.remove()));
  await closeProcessDiscord(discord, dir);
});

const t = translator('en');
const boards = (channelId: string): LocalMessage[] => discord.messages(channelId).filter((m) => m.attachments.length > 0);
/** The version a board's Play button carries (`g:<game>:<version>:play`); older boards lose their buttons. */
const versionOf = (board: LocalMessage): number | null => {
  const play = buttons(board).find((b) => b.custom_id.endsWith(':play'));
  return play ? Number(play.custom_id.split(':')[2]) : null;
};
/** The version a board was posted for: its nonce is `<game>b<version>` (src/bot/outbox.ts). */
const postedVersion = (board: LocalMessage, gameId: string): number => {
  const m = new RegExp(`^${gameId}b(\\d+)$`).exec(String(board.toAPI().nonce));
  if (!m) throw new Error(`board ${board.id} carries no board nonce of game ${gameId}`);
  return Number(m[1]);
};

interface Bot { name: string; run: RunningBot; session: string }

/** Both processes' log lines about one interaction. */
function linesOf(bots: Bot[], id: string): { bot: string; outcome: string }[] {
  return bots.flatMap((b) => b.run.lines.filter((l) => l.msg === 'interaction' && l.interaction === id).map((l) => ({ bot: b.name, outcome: l.outcome as string })));
}

/** Waits until `expected` processes logged the interaction as handled (one line each). */
async function handled(bots: Bot[], handle: InteractionHandle, expected: number): Promise<{ bot: string; outcome: string }[]> {
  await discord.waitFor(() => linesOf(bots, handle.id).length >= expected || undefined, 60_000);
  return linesOf(bots, handle.id);
}

/** Polls `probe` (it may read the store) until it holds. */
async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function storedGame(url: string, id: string): Promise<StoredGame<any>> {
  const repo = new GameRepository(await openKeyv(url));
  try {
    return (await repo.get(id))!;
  } finally {
    await repo.close();
  }
}

/** Starts processes A and B one after the other, each with its gateway session's id. */
async function startTwo(bots: Bot[], env: Record<string, string>): Promise<void> {
  for (const name of ['A', 'B']) {
    const run = runBot('src/main.ts', discord, dir, env);
    bots.push({ name, run, session: '' });
    await run.waitLog((l) => l.msg === 'bot ready', 90_000);
    const known = new Set(bots.map((b) => b.session));
    const mine = discord.gateway.sessions().filter((s) => s.connected && !known.has(s.id));
    expect(mine).toHaveLength(1);
    bots.at(-1)!.session = mine[0].id;
  }
}

describe.each([
  ['SQLite', async () => `sqlite://${join(dir, 'games.sqlite')}`],
  ['Redis', async () => { const s = await startRedis(); servers.push(s); return s.url; }],
  ['PostgreSQL', async () => { const s = await startPostgres(); servers.push(s); return s.url; }],
] as const)('two bot processes on one %s store', (_name, store) => {
  it('one move per position, the loser answers "earlier position" and posts nothing, one board per version', async () => {
    const url = await store();
    const env = { STORAGE_URL: url, REMINDER_CHECK_SECONDS: '1', RENDER_WORKERS: '1', SHUTDOWN_GRACE_SECONDS: '30' };
    const bots: Bot[] = [];
    try {
      await startTwo(bots, env);
      const [a, b] = bots;
      const alice = discord.as('alice');

      // alice hears of her turns by DM: one DM per position, whichever process delivers the board.
      const settings = await alice.slash(discord.channelId, 'settings', { options: { notifications: 'dm' } });
      expect((await handled(bots, settings, 2)).map((l) => l.outcome).sort()).toEqual(['elsewhere', 'saved']);

      // The command reaches both processes: one starts the game, the other lost the acknowledgement.
      const start = await alice.slash(discord.channelId, 'caesar', { subcommand: 'bot' });
      const startLines = await handled(bots, start, 2);
      expect(startLines.map((l) => l.outcome).sort()).toEqual(['elsewhere', 'started']);
      const thread = await discord.waitFor(() => discord.threads(discord.channelId).at(-1), 60_000);
      await discord.waitFor(() => boards(thread.id)[0], 60_000);
      const gameId = /^g:([^:]+):/.exec(buttons(boards(thread.id)[0]).find((x) => x.custom_id.endsWith(':play'))!.custom_id)![1];

      let played = 0;
      const rounds = 5;
      for (let round = 0; round < rounds; round++) {
        // Rounds 0 and 1: Discord's own delivery (both processes receive every click). Later rounds:
        // the two clicks of each step are won by different processes, in turn A first and B first.
        const steered = round >= 2;
        const pair = round % 2 === 0 ? [a, b] : [b, a];
        const board = boards(thread.id).at(-1)!;
        const version = versionOf(board);
        if (version === null) break; // the game is over
        const play = buttons(board).find((x) => x.custom_id.endsWith(':play'))!;
        const open = await alice.click(board, play.custom_id, steered ? { session: pair[0].session } : {});
        await handled(bots, open, steered ? 1 : 2);
        let ui = await open.reply(60_000);
        let moved = false;
        for (let step = 0; step < 12 && !moved; step++) {
          const sel = selects(ui)[0];
          const btn = moveButtons(ui)[0];
          if (!sel && !btn) break;
          // A double click: two interactions on the same builder step.
          const send = (to?: Bot) => (sel
            ? alice.select(ui, sel.custom_id, [sel.options[0].value], to ? { session: to.session } : {})
            : alice.click(ui, btn!.custom_id, to ? { session: to.session } : {}));
          const clicks = await Promise.all([send(steered ? pair[0] : undefined), send(steered ? pair[1] : undefined)]);
          const outcomes = await Promise.all(clicks.map((c) => handled(bots, c, steered ? 1 : 2)));
          for (const lines of outcomes) {
            // Each click is handled by exactly one process; unsteered, the other logs that it lost the acknowledgement.
            const real = lines.filter((l) => l.outcome !== 'elsewhere');
            expect(real).toHaveLength(1);
            expect(lines).toHaveLength(steered ? 1 : 2);
          }
          if (steered) expect(outcomes.map((l) => l[0].bot).sort()).toEqual(['A', 'B']);
          const results = outcomes.map((lines) => lines.find((l) => l.outcome !== 'elsewhere')!.outcome);
          if (results.includes('played')) {
            // Exactly one of the two clicks moved; the other was told its position is gone, or the game
            // over when that move ended it.
            const over = (await storedGame(url, gameId)).meta.status === 'finished';
            const lost = over ? 'gameOver' : 'stale';
            expect([...results].sort()).toEqual(['played', lost].sort());
            const loser = clicks[results.indexOf(lost)];
            expect(answers.get(loser.token)).toEqual([t(over ? 'error.gameOver' : 'error.stale')]);
            expect(loser.messages().every((m) => m.flags !== undefined && (m.flags & 64) !== 0)).toBe(true);
            moved = true;
            played++;
          } else {
            expect(results).toEqual(['ok', 'ok']);
          }
          ui = discord.message(ui.id)!;
        }
        expect(moved).toBe(true);
        // The new board arrives (the AI's answer is part of the same save); the loser posted none.
        await discord.waitFor(() => (boards(thread.id).length > boards(thread.id).indexOf(board) + 1 ? true : undefined), 60_000);
      }

      // Let both upkeeps run over the game a few more times, then stop both (each drains and exits 0).
      await discord.waitFor(() => (bots.every((x) => x.run.lines.filter((l) => l.msg === 'owed posts delivered' || l.msg === 'interaction').length > 0) ? true : undefined), 10_000);
      await new Promise((r) => setTimeout(r, 2_500));
      for (const x of bots) x.run.child.kill('SIGTERM');
      expect(await Promise.all(bots.map((x) => x.run.exited))).toEqual([0, 0]);

      // One board per version, in order, and the last one is the stored position.
      const versions = boards(thread.id).map((m) => postedVersion(m, gameId));
      expect(versions).toHaveLength(played + 1);
      expect(new Set(versions).size).toBe(versions.length);
      expect([...versions].sort((x, y) => x - y)).toEqual(versions);
      const game = await storedGame(url, gameId);
      const module = getGame('caesar');
      const again = replay(module, game.record);
      expect(again.ok).toBe(true);
      if (again.ok) expect(again.state).toEqual(game.state);
      const aliceSeat = game.meta.seats.indexOf(discord.users.alice.id);
      expect(game.record.actions.filter((x) => x.player === aliceSeat)).toHaveLength(played);
      if (game.meta.status === 'active') expect(versions.at(-1)).toBe(game.state.version);
      expect(game.outbox ?? []).toEqual([]);
      const turnDms = discord.directMessages('alice').filter((m) => m.content.startsWith(t('server.notify.turn', { game: 'Caesar!' })));
      expect(turnDms.length).toBeGreaterThanOrEqual(played);
      expect(new Set(turnDms.map((m) => String(m.toAPI().nonce))).size).toBe(turnDms.length);
      // Nothing but the expected: no failed interaction, no violation of Discord's rules.
      for (const x of bots) expect(x.run.lines.filter((l) => l.msg === 'interaction failed')).toEqual([]);
      // A save refused because the other process saved first is an expected event of two processes, not a warning.
      for (const x of bots) expect(x.run.lines.filter((l) => typeof l.level === 'number' && l.level >= 40).map((l) => l.msg)).toEqual([]);
      // The only refusals are the acknowledgements that lost the race (unsteered clicks: one per click).
      const refused = discord.violations();
      expect(refused.filter((v) => v.code !== 40060 || !/^\/interactions\/\d+\/[^/]+\/callback$/.test(v.path ?? ''))).toEqual([]);
      expect(refused.length).toBeGreaterThan(0);
    } finally {
      for (const x of bots) killTree(x.run.child);
    }
  }, 600_000);
});

describe('two bot processes, one killed', () => {
  it('a process killed -9 between a move\'s save and its board: the other posts the board once the saver\'s window is over', async () => {
    const url = `sqlite://${join(dir, 'killed.sqlite')}`;
    const bots: Bot[] = [];
    try {
      await startTwo(bots, { STORAGE_URL: url, REMINDER_CHECK_SECONDS: '1', RENDER_WORKERS: '1' });
      const [a, b] = bots;
      const bob = discord.as('bob');
      const threadsBefore = discord.threads(discord.channelId).length;
      const start = await bob.slash(discord.channelId, 'caesar', { subcommand: 'bot' });
      await handled(bots, start, 2);
      const thread = await discord.waitFor(() => discord.threads(discord.channelId)[threadsBefore], 60_000);
      const first = await discord.waitFor(() => boards(thread.id)[0], 60_000);
      const play = buttons(first).find((x) => x.custom_id.endsWith(':play'))!;
      const gameId = play.custom_id.split(':')[1];
      // The start's posts are marked delivered, so nothing is owed until bob's move: the next post in the
      // thread is that move's board, made by A (the request that saved it; B leaves it to A meanwhile).
      await until(async () => !(await storedGame(url, gameId)).outbox?.length, 60_000);

      // A wins every click of bob's move; Discord holds the move's board post, and A dies during it.
      const held = discord.faults.add({ method: 'POST', path: `/channels/${thread.id}/messages`, delayMs: 20_000, status: 503, times: 1 });
      let ui = await (await bob.click(first, play.custom_id, { session: a.session })).reply(60_000);
      for (let step = 0; step < 12 && held.hits === 0; step++) {
        const sel = selects(ui)[0];
        const btn = moveButtons(ui)[0];
        if (!sel && !btn) break;
        const h = sel ? await bob.select(ui, sel.custom_id, [sel.options[0].value], { session: a.session }) : await bob.click(ui, btn!.custom_id, { session: a.session });
        // The click that moves is never answered: A is still posting its board when it dies.
        await discord.waitFor(() => (held.hits > 0 || linesOf(bots, h.id).length > 0 ? true : undefined), 60_000);
        ui = discord.message(ui.id)!;
      }
      await discord.waitFor(() => (held.hits > 0 ? true : undefined), 60_000);
      killTree(a.run.child);
      await a.run.exited;

      // The kill came between the move's save and its board: the stored game owes a newer board, none is posted.
      const owed = (await storedGame(url, gameId)).outbox?.find((i) => i.kind === 'board');
      expect(owed?.version).toBeGreaterThan(postedVersion(first, gameId));
      expect(boards(thread.id)).toHaveLength(1);
      // B's upkeep leaves the board to its saver for SAVER_DELIVERS_MS after the save (A could have been
      // drawing it still), then posts it, once; no delivery lease is in its way (A held none).
      const second = await discord.waitFor(() => boards(thread.id)[1], SAVER_DELIVERS_MS + 30_000);
      expect(postedVersion(second, gameId)).toBe(owed!.version);
      // The game goes on through B.
      const next = buttons(second).find((x) => x.custom_id.endsWith(':play'))!;
      const builder = await (await bob.click(second, next.custom_id, { session: b.session })).reply(60_000);
      expect(selects(builder).length + moveButtons(builder).length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(boards(thread.id)).toHaveLength(2);
      const game = await storedGame(url, gameId);
      expect(game.outbox ?? []).toEqual([]);
      expect(game.delivering).toBeUndefined();
      expect(game.meta.boardMessageId).toBe(second.id);
      b.run.child.kill('SIGTERM');
      expect(await b.run.exited).toBe(0);
      expect(b.run.lines.filter((l) => typeof l.level === 'number' && l.level >= 40).map((l) => l.msg)).toEqual([]);
    } finally {
      for (const x of bots) killTree(x.run.child);
    }
  }, 300_000);
});
