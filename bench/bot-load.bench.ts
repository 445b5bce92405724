/**
 * The bot under load: many concurrent games against the local Discord, the
 * real discord.js client, SQLite storage. Every game plays moves at the same
 * time through interactions (open the builder, click through it). Reports the
 * time to the first response (ack) and to the new board message.
 *
 * BOT_LOAD_GAMES (default 30) and BOT_LOAD_MOVES (default 4 per game) tune it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST } from 'discord.js';
import { ComponentType } from 'discord-api-types/v10';
import { createBot } from '../src/bot/bot';
import { loadConfig } from '../src/bot/config';
import { deployCommands } from '../src/bot/deploy-commands';
import { createLogger, memoryDestination } from '../src/bot/logger';
import { startLocalDiscord, type LocalMessage } from '../src/localdiscord';
import '../src/games'; // registers the real games

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: round(q(0.5)), p95: round(q(0.95)), max: round(s[s.length - 1] ?? NaN) };
}
const round = (x: number) => Math.round(x * 10) / 10;

export default async function botLoad(): Promise<Record<string, unknown>> {
  const games = Number(process.env.BOT_LOAD_GAMES ?? 30);
  const movesPerGame = Number(process.env.BOT_LOAD_MOVES ?? 4);
  const dir = mkdtempSync(join(tmpdir(), 'legatus-load-'));
  const discord = await startLocalDiscord({ port: 0, userNames: Array.from({ length: games }, (_, k) => `player${k}`) });
  const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
  await deployCommands(rest, discord.applicationId, discord.guildId);
  // Interaction ids the bot has finished handling (its log line is written last), with waiters:
  // the bench must not scan all log lines on every change, or it measures itself.
  const done = new Set<string>();
  const waiters = new Map<string, () => void>();
  const dest = memoryDestination();
  const write = dest.write.bind(dest);
  dest.write = (chunk: string) => {
    write(chunk);
    const id = /"interaction":"(\d+)"/.exec(chunk)?.[1];
    if (id && chunk.includes('"msg":"interaction"')) {
      done.add(id);
      waiters.get(id)?.();
      waiters.delete(id);
    }
  };
  const config = loadConfig({ STORAGE_URL: `sqlite://${join(dir, 'load.sqlite')}` });
  const bot = await createBot({ config, log: createLogger({ destination: dest }), apiUrl: discord.apiUrl, upkeepTimer: false });
  await bot.login(discord.botToken);

  const handled = (id: string) => (done.has(id) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(id, resolve)));
  const ackClient: number[] = [];
  const ackBot: number[] = [];
  const toBoard: number[] = [];
  const buttonsOf = (m: LocalMessage) => m.components.flatMap((r) => (r.type === ComponentType.ActionRow ? r.components : []));

  try {
    return await run();
  } finally {
    await bot.stop();
    await discord.close();
    rmSync(dir, { recursive: true, force: true });
  }

  async function run(): Promise<Record<string, unknown>> {
    const t0 = performance.now();
    // Every player starts a solo game against Crassus at the same moment: one thread per game.
    const starts = await Promise.all(Array.from({ length: games }, (_, k) => discord.as(`player${k}`).slash(discord.channelId, 'caesar', { subcommand: 'solo' })));
    await Promise.all(starts.map(async (h) => { ackClient.push((await h.response()).latencyMs); await handled(h.id); }));
    const startSeconds = (performance.now() - t0) / 1000;

    const threads = discord.threads(discord.channelId);
    // Each game's thread is the one whose board names its player.
    const threadOf = (userId: string) => threads.find((t) => discord.messages(t.id).some((m) => m.attachments.length && m.content.includes(`<@${userId}>`)))!.id;
    let moves = 0;
    let failures = 0;
    const t1 = performance.now();
    await Promise.all(Array.from({ length: games }, async (_, k) => {
      const driver = discord.as(`player${k}`);
      const threadId = threadOf(driver.user.id);
      const boards = () => discord.messages(threadId).filter((m) => m.attachments.length);
      for (let move = 0; move < movesPerGame; move++) {
        const board = boards().at(-1)!;
        const play = buttonsOf(board).find((c) => 'custom_id' in c && c.custom_id.endsWith(':play'));
        if (!play || !('custom_id' in play)) break;
        let h = await driver.click(board, play.custom_id);
        ackClient.push((await h.response()).latencyMs);
        await handled(h.id);
        const first = h.messages()[0];
        if (!first) { failures++; break; }
        let ui = discord.message(first.id)!;
        for (let step = 0; step < 10; step++) {
          const comps = buttonsOf(ui);
          const sel = comps.find((c) => c.type === ComponentType.StringSelect);
          const btn = comps.find((c) => c.type === ComponentType.Button && 'custom_id' in c && !c.custom_id.endsWith(':back'));
          if (!sel && !btn) break;
          const started = performance.now();
          h = sel && 'options' in sel
            ? await driver.select(ui, sel.custom_id, [sel.options[0].value])
            : await driver.click(ui, (btn as { custom_id: string }).custom_id);
          ackClient.push((await h.response()).latencyMs);
          const before = boards().length;
          await handled(h.id);
          if (boards().length > before) toBoard.push(performance.now() - started);
          ui = discord.message(ui.id)!;
        }
        if (boards().at(-1)!.id === board.id) { failures++; break; }
        moves++;
      }
    }));
    const playSeconds = (performance.now() - t1) / 1000;
    for (const l of dest.lines) {
      const j = JSON.parse(l);
      if (j.msg === 'interaction' && typeof j.ackMs === 'number') ackBot.push(j.ackMs);
    }
    const violations = discord.violations().length;
    const outcomes: Record<string, number> = {};
    for (const l of dest.lines) {
      const j = JSON.parse(l);
      if (j.msg === 'interaction') outcomes[j.outcome] = (outcomes[j.outcome] ?? 0) + 1;
    }
    return {
      concurrent_games: games,
      moves_played: moves,
      start_all_games_s: round(startSeconds),
      moves_per_s: round(moves / playSeconds),
      ack_ms_client: stats(ackClient),
      ack_ms_bot: stats(ackBot),
      click_to_new_board_ms: stats(toBoard),
      failed_moves: failures,
      outcomes,
      violations,
    };
  }
}
