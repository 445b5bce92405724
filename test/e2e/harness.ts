/**
 * End-to-end harness: the local Discord, the real discord.js client inside the
 * bot, a SQLite file, and captured log lines. A "player" acts only through
 * interactions, always choosing the first offered option.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST } from 'discord.js';
import type { APIButtonComponentWithCustomId, APIStringSelectComponent } from 'discord-api-types/v10';
import { ComponentType } from 'discord-api-types/v10';
import { createBot, type Bot } from '../../src/bot/bot';
import { loadConfig, type Config } from '../../src/bot/config';
import { deployCommands } from '../../src/bot/deploy-commands';
import { createLogger, memoryDestination } from '../../src/bot/logger';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions, type LocalMessage } from '../../src/localdiscord';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';
import { gameIds } from '../../src/core/registry';

export interface Harness {
  discord: LocalDiscord;
  bot: Bot;
  repo: GameRepository;
  logs: string[];
  config: Config;
  /** Destroys the bot and every in-memory state, then starts a new bot on the same storage file. */
  restartBot(): Promise<void>;
  /** Resolves once `n` interaction log lines exist (each interaction logs exactly one, when fully handled). */
  handled(n: number, timeoutMs?: number): Promise<void>;
  interactionCount(): number;
  close(): Promise<void>;
}

/**
 * Starts the local Discord and a bot playing the registered games. A test
 * that registered none (registerGame) gets the shipped ones, as `npm start`.
 */
export async function startHarness(env: Record<string, string> = {}, clock?: () => number, local: LocalDiscordOptions = {}): Promise<Harness> {
  if (gameIds().length === 0) await import('../../src/games/index');
  const dir = mkdtempSync(join(tmpdir(), 'legatus-e2e-'));
  const config = loadConfig({ STORAGE_URL: `sqlite://${join(dir, 'games.sqlite')}`, LOG_LEVEL: 'info', ...env });
  // Rate limits off unless a test asks for them: these tests are about game flows, and pacing
  // every thread at 5 messages per 5 s would only slow them (test/localdiscord/faults.test.ts plays under them).
  // Likewise the identify pace (one IDENTIFY per 5 s) would add seconds to every bot restart here.
  const discord = await startLocalDiscord({ port: 0, rateLimits: false, ...local, gateway: { identifyWindowMs: 0, ...local.gateway } });
  const rest = new REST({ version: '10', api: discord.apiUrl }).setToken(discord.botToken);
  await deployCommands(rest, discord.applicationId, discord.guildId);
  const dest = memoryDestination();
  const log = createLogger({ level: 'info', destination: dest });

  const h: Harness = {
    discord,
    bot: null as unknown as Bot,
    repo: null as unknown as GameRepository,
    logs: dest.lines,
    config,
    async restartBot() {
      await h.bot.stop();
      await h.repo.close();
      await boot();
    },
    interactionCount: () => dest.lines.filter((l) => l.includes('"msg":"interaction"')).length,
    async handled(n, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (h.interactionCount() < n) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${n} handled interactions (have ${h.interactionCount()})`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async close() {
      await h.bot.stop();
      await h.repo.close();
      await discord.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  async function boot() {
    h.repo = new GameRepository(await openKeyv(config.STORAGE_URL));
    // No picture warm-up: most tests never draw a Conquest II map, and each bot started would pay for it.
    h.bot = await createBot({ config, log, apiUrl: discord.apiUrl, repo: h.repo, upkeepTimer: false, now: clock, warmUp: false });
    await h.bot.login(discord.botToken);
  }
  await boot();
  return h;
}

export function buttons(m: LocalMessage): APIButtonComponentWithCustomId[] {
  return m.components.flatMap((row) => (row.type === ComponentType.ActionRow ? row.components : []))
    .filter((c): c is APIButtonComponentWithCustomId => c.type === ComponentType.Button && 'custom_id' in c);
}

/**
 * Whether a button builds a move: not "back", and not what the answer to a finished move may offer
 * (the takeback against the computer: Caesar!'s ':ctb', Conquest's ':ktb'), which a test stepping
 * through a move must not click.
 */
export function isMoveStep(customId: string): boolean {
  return !/:(back|ctb|ktb)$/.test(customId);
}

export function moveButtons(m: LocalMessage): APIButtonComponentWithCustomId[] {
  return buttons(m).filter((b) => isMoveStep(b.custom_id));
}

export function selects(m: LocalMessage): APIStringSelectComponent[] {
  return m.components.flatMap((row) => (row.type === ComponentType.ActionRow ? row.components : []))
    .filter((c): c is APIStringSelectComponent => c.type === ComponentType.StringSelect);
}

/**
 * Runs one interaction and waits until the bot has completely handled it. An interaction
 * handle is waited for by its own id: counting log lines alone would be fooled by a stray
 * interaction finishing meanwhile (the play page's autocomplete requests, for one).
 */
export async function act<T>(h: Harness, fn: () => Promise<T>): Promise<T> {
  const before = h.interactionCount();
  const handle = await fn();
  const id = (handle as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') {
    await h.handled(before + 1);
    return handle;
  }
  const mark = `"interaction":"${id}"`;
  const end = Date.now() + 20_000;
  while (!h.logs.some((l) => l.includes(mark) && l.includes('"msg":"interaction"'))) {
    if (Date.now() > end) throw new Error(`timed out waiting for interaction ${id} to be handled`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return handle;
}

/** The newest board message of a game (the one with the Play button, or the last one when over). */
export function latestBoard(h: Harness, channelId: string): LocalMessage | undefined {
  const msgs = h.discord.messages(channelId).filter((m) => m.attachments.length > 0);
  return msgs[msgs.length - 1];
}

export function mentioned(m: LocalMessage): string | null {
  const match = /<@(\d+)>/.exec(m.content);
  return match ? match[1] : null;
}

export function userName(h: Harness, id: string): string {
  const entry = Object.entries(h.discord.users).find(([, u]) => u.id === id);
  if (!entry) throw new Error(`no local user ${id}`);
  return entry[0];
}

/**
 * The player to move opens the builder from the newest board and clicks the
 * first offered option at every step until the move is sent. Returns the new board.
 */
export async function playOneMove(h: Harness, channelId: string): Promise<LocalMessage> {
  const board = latestBoard(h, channelId)!;
  const play = buttons(board).find((b) => b.custom_id.endsWith(':play'));
  if (!play) throw new Error('no Play button on the newest board');
  const user = mentioned(board);
  if (!user) throw new Error(`no player mentioned on the board: ${board.content}`);
  const driver = h.discord.as(userName(h, user));
  const handle = await act(h, () => driver.click(board, play.custom_id));
  let ui = h.discord.message(handle.messages()[0]?.id ?? '') ?? (await handle.reply());
  for (let step = 0; step < 12; step++) {
    const sel = selects(ui)[0];
    const btn = moveButtons(ui)[0];
    if (!sel && !btn) break;
    if (sel) await act(h, () => driver.select(ui, sel.custom_id, [sel.options[0].value]));
    else await act(h, () => driver.click(ui, btn!.custom_id));
    ui = h.discord.message(ui.id)!;
  }
  const next = latestBoard(h, channelId)!;
  if (next.id === board.id) throw new Error(`the move did not produce a new board; builder says: ${ui.content}`);
  return next;
}

/** A board without game buttons (a finished game's final board keeps only Rematch / History / Record). */
export function isOver(board: LocalMessage): boolean {
  return !buttons(board).some((b) => b.custom_id.startsWith('g:'));
}

export async function gameOf(h: Harness, threadOrChannel: string): Promise<StoredGame<any>> {
  const ids = await h.repo.openGamesIn(threadOrChannel);
  const idx = await h.repo.openIndex();
  const id = ids[0] ?? Object.keys(idx)[0];
  const g = await h.repo.get(id);
  if (!g) throw new Error('no game');
  return g;
}

/** `a` challenges `b` to a Caesar! duel in the harness's channel and `b` accepts: the game's thread and id. */
export async function startDuel(h: Harness, a: string, b: string): Promise<{ threadId: string; gameId: string }> {
  const { discord } = h;
  await act(h, () => discord.as(a).slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: b } }));
  const challenge = discord.messages(discord.channelId).at(-1)!;
  await act(h, () => discord.as(b).click(challenge, buttons(challenge)[0].custom_id));
  const threadId = discord.threads(discord.channelId).at(-1)!.id;
  return { threadId, gameId: buttons(latestBoard(h, threadId)!)[0].custom_id.split(':')[1] };
}

/** /game resign and its confirmation ("Resign" on the ephemeral question); returns the confirming click. */
export async function resign(h: Harness, user: string, channelId: string, locale?: string) {
  const ask = await act(h, () => h.discord.as(user).slash(channelId, 'game', { subcommand: 'resign', ...(locale ? { locale } : {}) }));
  const question = h.discord.message(ask.messages()[0].id)!;
  const yes = buttons(question).find((b) => b.custom_id.endsWith(':rs:y'));
  if (!yes) throw new Error(`no resign confirmation: ${question.content}`);
  return act(h, () => h.discord.as(user).click(question, yes.custom_id));
}

/** The first message an interaction answered with (its ephemeral reply), as it is now. */
export function firstAnswer(h: Harness, handle: { messages(): { id: string }[] }): LocalMessage {
  const id = handle.messages()[0]?.id;
  const m = id ? h.discord.message(id) : undefined;
  if (!m) throw new Error('the interaction was not answered');
  return m;
}

/** The custom_id of a message's button ending in `:<verb>`. */
export function buttonFor(m: LocalMessage, verb: string): string {
  const b = buttons(m).find((x) => x.custom_id.endsWith(`:${verb}`));
  if (!b) throw new Error(`no '${verb}' button on: ${m.content}`);
  return b.custom_id;
}

/** The newest lobby of a table game in a channel: the message with its join button ('<prefix>join'). */
export function lobbyOf(h: Harness, channelId: string, prefix: string): LocalMessage {
  const m = h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(`:${prefix}join`))).at(-1);
  if (!m) throw new Error('no lobby');
  return m;
}

/** A click on the current lobby's `<prefix><verb>` button by `user`; the handle of the interaction. */
export function lobbyClick(h: Harness, channelId: string, prefix: string, user: string, verb: string) {
  const lobby = lobbyOf(h, channelId, prefix);
  return act(h, () => h.discord.as(user).click(lobby, buttonFor(lobby, `${prefix}${verb}`)));
}

/** The game id a table's lobby belongs to. */
export function lobbyGameId(h: Harness, channelId: string, prefix: string): string {
  return buttons(lobbyOf(h, channelId, prefix))[0].custom_id.split(':')[1];
}

/**
 * The host fills the table's free seats with `ais` AIs, fixes the seed (so a
 * test plays a known game) and starts it; the game's thread.
 */
export async function fillAndStart(h: Harness, channelId: string, prefix: string, host: string, opts: { ais: number; seed?: string }): Promise<{ gameId: string; threadId: string }> {
  const gameId = lobbyGameId(h, channelId, prefix);
  for (let k = 0; k < opts.ais; k++) await lobbyClick(h, channelId, prefix, host, 'ai');
  if (opts.seed) {
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = opts.seed;
    await h.repo.save(draft);
  }
  await lobbyClick(h, channelId, prefix, host, 'start');
  const threadId = h.discord.threads(channelId).at(-1)!.id;
  return { gameId, threadId };
}
