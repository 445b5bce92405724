/**
 * Game lifecycle shared by commands, components and reminders: create,
 * start (thread + first board), apply a move (and the computer's replies),
 * post the board, end. Callers hold the game's mutex around these.
 *
 * Order of work for a move: apply → save (with the posts it owes, see
 * outbox.ts) → only then reply or post, so a crash never shows a move that
 * was not stored, and a move that was stored always gets its posts. A save
 * that fails throws (StorageFailure, SaveConflict): nothing was committed,
 * nothing is posted, and the router tells the user to try again.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { ButtonStyle, ChannelType, ComponentType, ThreadAutoArchiveDuration, type SendableChannels } from 'discord.js';
import type { Row } from '../core/discord-adapter';
import { challengeId, historyId } from './custom-id';
import { getPlugin } from '../core/registry';
import type { RuleError } from '../core/game';
import { translator, type Translate } from '../i18n';
import type { GameKind, GameMeta, StoredGame } from '../storage';
import type { BotContext } from './context';
import { aiAction, aiInterrupt } from './ai-pool';
import { deliver, owe, setSenders } from './outbox';
import { LatestOnly } from './render-pool/latest';
import { assertCanStart } from './bot-permissions';
import { notifyBoard, seatChoices } from './notify';
import { boardPosted, mark } from './board-trace';
import { boardTuning, drawEarly, dropEarly, takeEarly } from './board-early';

export function newGameId(): string {
  // 8 base-36 characters: short enough for custom_ids, enough to never collide in practice.
  return BigInt(`0x${randomBytes(6).toString('hex')}`).toString(36).padStart(8, '0').slice(-8);
}

export function newSeed(): string {
  return randomBytes(12).toString('base64url');
}

export function seatName(ctx: BotContext, meta: GameMeta, seat: number, t: Translate): string {
  const user = meta.seats[seat];
  if (user) return `<@${user}>`;
  const own = ctx.adapters[meta.game]?.computerName;
  return own ? own(meta, seat, t) : t('player.ai', { level: meta.aiLevel ?? 2 });
}

export function translateRuleError(error: RuleError, t: Translate): string {
  // A game's own error string (its code is a key of its strings, e.g. conquest2.error.tooMany) comes first.
  const own = t(error.code, error.params ?? {});
  if (own && own !== error.code) return t('error.illegal', { reason: own });
  const m = /^[a-z0-9]+\.error\.(\w+)$/.exec(error.code);
  const key = m ? `rule.${m[1]}` : '';
  const text = key ? t(key) : '';
  return t('error.illegal', { reason: text && text !== key ? text : t('rule.generic') });
}

export interface NewGameRequest {
  game: string;
  kind: GameKind;
  guildId: string | null;
  channelId: string;
  challenger: string;
  opponent: string | null;
  locale: string;
  modules?: string | null;
  difficulty?: string | null;
  level?: number | null;
  /** Seat the starting user takes in solo and computer games. */
  side?: number | null;
  /** Seats of an n-seat table. */
  players?: number | null;
}

/** A stored game in 'challenge' status (duels) or ready to start (solo, bot). Not saved yet. */
export function draftGame(ctx: BotContext, req: NewGameRequest): StoredGame {
  const adapter = ctx.adapters[req.game];
  const { options, humanSeats, seats: tableSeats } = adapter.newGame({ kind: req.kind, modules: req.modules, difficulty: req.difficulty, level: req.level, side: req.side, players: req.players });
  const now = ctx.now();
  const seatCount = tableSeats ?? adapter.seatCount;
  const seats: (string | null)[] = Array.from({ length: seatCount }, () => null);
  if (req.kind !== 'duel') seats[humanSeats[0]] = req.challenger;
  return {
    meta: {
      id: newGameId(),
      game: req.game,
      status: req.kind === 'duel' || req.kind === 'table' ? 'challenge' : 'active',
      kind: req.kind,
      guildId: req.guildId,
      channelId: req.channelId,
      threadId: null,
      seats,
      challenger: req.challenger,
      opponent: req.opponent,
      aiLevel: req.kind === 'bot' ? req.level ?? ctx.config.DEFAULT_AI_LEVEL : null,
      locale: req.locale,
      createdAt: now,
      updatedAt: now,
      lastMoveAt: now,
      expiresAt: req.kind === 'duel' ? now + ctx.config.CHALLENGE_EXPIRE_SECONDS * 1000 : null,
      challengeMessageId: null,
      boardMessageId: null,
      remindedVersion: null,
      abandonRequestedBy: null,
      lastEvents: [],
    },
    record: { game: req.game, options, seed: newSeed(), actions: [] },
    state: null,
  };
}

async function sendable(ctx: BotContext, channelId: string): Promise<SendableChannels> {
  const channel = await ctx.client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} is not sendable`);
  return channel;
}

/** Opens the game's thread; falls back to the channel itself when threads cannot be created there. */
async function openThread(ctx: BotContext, game: StoredGame, name: string): Promise<string | null> {
  try {
    const channel = await ctx.client.channels.fetch(game.meta.channelId);
    if (!channel || channel.type !== ChannelType.GuildText) return null;
    // Two games between the same players would share a name: the later one carries its game id.
    const taken = channel.threads.cache?.some((th) => th.name === name.slice(0, 100) && !th.archived) ?? false;
    const unique = taken ? `${name.slice(0, 100 - game.meta.id.length - 3)} · ${game.meta.id}` : name;
    const thread = await channel.threads.create({
      name: unique.slice(0, 100),
      type: ChannelType.PublicThread,
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
    });
    return thread.id;
  } catch (e) {
    ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'thread creation failed; playing in the channel');
    return null;
  }
}

/** The players' names as plain text (for labels, where a mention shows as raw text), in seat order. */
export function plainSeatNames(ctx: BotContext, meta: GameMeta, t: Translate): Promise<string[]> {
  return Promise.all(meta.seats.map((user, seat) => (user ? userName(ctx, user) : Promise.resolve(seatName(ctx, meta, seat, t)))));
}

async function userName(ctx: BotContext, id: string | null): Promise<string> {
  if (!id) return '?';
  try {
    const u = await ctx.client.users.fetch(id);
    return u.globalName ?? u.username;
  } catch {
    return id;
  }
}

/**
 * Starts a drafted game: seats (random for duels), thread, set-up, computer
 * moves if the computer starts, save, then the first board message.
 */
export async function startGame(ctx: BotContext, game: StoredGame): Promise<void> {
  // Before anything changes: a bot that may not post here would leave an orphan game.
  await assertCanStart(ctx, game.meta.channelId);
  const adapter = ctx.adapters[game.meta.game];
  const t = translator(game.meta.locale);
  if (game.meta.kind === 'duel') {
    const pair = [game.meta.challenger, game.meta.opponent];
    game.meta.seats = randomInt(2) === 0 ? pair : [pair[1], pair[0]];
  }
  const names = await Promise.all(game.meta.seats.map((s, i) => (s ? userName(ctx, s) : Promise.resolve(seatName(ctx, game.meta, i, t)))));
  game.meta.threadId = await openThread(ctx, game, adapter.threadName(names, t));
  const { state, events } = adapter.setup(game.record.options, game.record.seed);
  game.state = state;
  game.meta.status = 'active';
  const allEvents = [...events, ...(await advanceComputer(ctx, game))];
  finishIfOver(ctx, game);
  game.meta.lastMoveAt = ctx.now();
  game.meta.lastEvents = adapter.publicEvents(allEvents);
  owe(ctx, game, 'start');
  owe(ctx, game, 'board');
  if (game.record.result) owe(ctx, game, 'finished');
  try {
    await ctx.repo.save(game);
  } catch (e) {
    // Nothing was started: the empty thread would only mislead the players.
    if (game.meta.threadId) await deleteThread(ctx, game.meta.threadId);
    throw e;
  }
  await deliver(ctx, game);
}

async function deleteThread(ctx: BotContext, threadId: string): Promise<void> {
  try {
    const thread = await ctx.client.channels.fetch(threadId);
    if (thread?.isThread()) await thread.delete();
  } catch (e) {
    ctx.log.warn({ threadId, err: (e as Error).message }, 'could not delete the thread of a game that was not saved');
  }
}

async function sendStart(ctx: BotContext, game: StoredGame, nonce: string): Promise<void> {
  const t = translator(game.meta.locale);
  const where = await sendable(ctx, game.meta.threadId ?? game.meta.channelId);
  await where.send({
    content: ctx.adapters[game.meta.game].startText(game, (seat) => seatName(ctx, game.meta, seat, t), t),
    allowedMentions: { parse: [] },
    nonce, enforceNonce: true,
  });
}

/**
 * Plays the computer's moves until a human must act or the game ends. The
 * game's AI sees only the acting seat's view and runs off the main thread.
 *
 * At each position the computer seats that may act out of turn
 * (GameAdapter.computerInterrupters) are asked first, each once, in the
 * game's order; the first that acts makes a new position. Only then does the
 * seat that must act (computerSeat) move, if it is a computer's. A position
 * where neither happens is left to the humans.
 */
async function advanceComputer(ctx: BotContext, game: StoredGame): Promise<unknown[]> {
  const adapter = ctx.adapters[game.meta.game];
  const events: unknown[] = [];
  const request = (state: unknown, seat: number) => ({
    view: adapter.aiView(state, seat), seat, level: game.meta.aiLevel ?? 2, seed: `${game.record.seed}:${adapter.version(state)}`,
  });
  const play = (seat: number, action: unknown) => {
    const out = adapter.apply(game.state, seat, action);
    if (!out.ok) throw new Error(`computer move refused: ${out.error.code}`);
    game.state = out.state;
    game.record.actions.push({ player: seat, action });
    events.push(...out.events);
  };
  for (let guard = 0; guard < 1000; guard++) {
    const state = game.state;
    if (adapter.result(state)) break;
    let interrupted = false;
    for (const seat of adapter.computerInterrupters?.(state, game.meta) ?? []) {
      const action = await aiInterrupt(game.meta.game, request(state, seat));
      if (action === null || action === undefined) continue;
      play(seat, action);
      interrupted = true;
      break;
    }
    if (interrupted) continue;
    const seat = adapter.computerSeat(state, game.meta);
    if (seat === null) break;
    play(seat, await aiAction(game.meta.game, request(state, seat)));
  }
  return events;
}

function finishIfOver(ctx: BotContext, game: StoredGame): void {
  const result = ctx.adapters[game.meta.game].result(game.state);
  if (result) {
    game.meta.status = 'finished';
    game.record.result = result;
  }
}

/**
 * Lets the computer seats move from the saved position, as after a human move (out-of-turn seats first,
 * then the deciding one): the upkeep's way back into a game after a restart. Saves and owes the board
 * when any seat moved; returns whether one did.
 */
export async function resumeComputer(ctx: BotContext, game: StoredGame): Promise<boolean> {
  const before = game.record.actions.length;
  const events = await advanceComputer(ctx, game);
  if (game.record.actions.length === before) return false;
  await recordMoves(ctx, game, events, true);
  return true;
}

/**
 * What every change of position by moves needs before anyone is told: the result if the game ended,
 * the move clock, the events the next board shows, the posts owed (the board when `boardOwed` or the
 * game is over), then the save, which throws when it fails so that nothing is posted.
 */
async function recordMoves(ctx: BotContext, game: StoredGame, events: unknown[], boardOwed: boolean): Promise<void> {
  finishIfOver(ctx, game);
  game.meta.lastMoveAt = ctx.now();
  game.meta.remindedVersion = null;
  game.meta.lastEvents = ctx.adapters[game.meta.game].publicEvents(events);
  if (boardOwed || game.meta.status !== 'active') owe(ctx, game, 'board');
  if (game.meta.status === 'finished') owe(ctx, game, 'finished');
  mark('applied');
  // The board is drawn while the move is saved (./board-early.ts); it is posted only once the save is done.
  if (boardTuning.early && game.outbox?.some((i) => i.kind === 'board')) {
    drawEarly(game.meta.id, ctx.adapters[game.meta.game].version(game.state), () => buildBoard(ctx, game));
  }
  try {
    await ctx.repo.save(game);
  } catch (e) {
    dropEarly(game.meta.id);
    throw e;
  }
}

export type MoveOutcome = { ok: true; events: unknown[] } | { ok: false; error: RuleError };

/**
 * Applies a human move (validated by the engine again) and the computer's
 * answer, and saves it with the posts it owes (postBoard delivers them).
 * Throws when the save fails: then nothing was committed.
 */
export async function playMove(ctx: BotContext, game: StoredGame, seat: number, action: unknown): Promise<MoveOutcome> {
  const adapter = ctx.adapters[game.meta.game];
  const out = adapter.apply(game.state, seat, action);
  if (!out.ok) return out;
  game.state = out.state;
  game.record.actions.push({ player: seat, action });
  const events = [...out.events, ...(await advanceComputer(ctx, game))];
  // A move ends a pending proposal to abandon: its buttons carry the old version.
  game.meta.abandonRequestedBy = null;
  await recordMoves(ctx, game, events, !adapter.boardAfter || adapter.boardAfter(out.events));
  return { ok: true, events };
}

/**
 * Ends a game by resignation or agreement, saves it with its final board and result owed, and delivers them.
 * `note` (a moderator's words) is owed with them and posted before the final board.
 */
export async function endGame(ctx: BotContext, game: StoredGame, how: { resign: number } | 'abandon', note?: string): Promise<void> {
  const adapter = ctx.adapters[game.meta.game];
  game.state = how === 'abandon' ? adapter.abandon(game.state) : adapter.resign(game.state, how.resign);
  finishIfOver(ctx, game);
  game.meta.lastEvents = [];
  if (note !== undefined) owe(ctx, game, 'note', { text: note });
  owe(ctx, game, 'board');
  if (game.meta.status === 'finished') owe(ctx, game, 'finished');
  await ctx.repo.save(game);
  await deliver(ctx, game);
}

/** A game's board posts asked for outside a move (/game board): while one is drawn and posted, only the newest waiting follows. */
const boardPosts = new LatestOnly();

/**
 * Delivers the posts the game owes (its new board among them); when it owes
 * none, posts a NEW board message as asked (/game board). Never edits an old
 * one: Discord limits edits of hour-old messages. Throws when an owed post
 * could not be delivered (it is retried by the upkeep). When several boards of
 * one game wait for their picture, only the newest is drawn and posted, and
 * never before an older one (src/bot/render-pool/latest.ts).
 */
export async function postBoard(ctx: BotContext, game: StoredGame): Promise<void> {
  mark('board.queued');
  await boardPosts.run(game.meta.id, () => { mark('board.start'); return postBoardNow(ctx, game); });
}

/**
 * `/game board`: the game's owed posts when it owes any, else a new board, owed first (saved, a
 * compare-and-set) and then delivered like any owed post under a nonce of its own (`asker`, the
 * interaction's id). A save lost to another process (SaveConflict) has posted nothing: the caller
 * reads the game again and asks again. Throws when the board could not be posted yet (it is retried
 * by the upkeep).
 */
export async function repostBoard(ctx: BotContext, game: StoredGame, asker: string): Promise<void> {
  // Saved before it waits behind the game's other board posts: the save needs no picture.
  if (!game.outbox?.length) {
    owe(ctx, game, 'board', { repost: asker });
    await ctx.repo.save(game);
  }
  await boardPosts.run(game.meta.id, async () => {
    if ((await deliver(ctx, game)) === 'pending' && game.outbox?.some((i) => i.kind !== 'finished')) {
      throw new Error('the board could not be posted yet');
    }
  });
}

async function postBoardNow(ctx: BotContext, game: StoredGame): Promise<void> {
  if (game.outbox?.length) {
    // Only a board still owed counts as "not posted"; a league result still owed is retried quietly.
    if ((await deliver(ctx, game)) === 'pending' && game.outbox?.some((i) => i.kind !== 'finished')) {
      throw new Error('the board could not be posted yet');
    }
    return;
  }
  await sendBoard(ctx, game);
  try {
    await ctx.repo.save(game);
  } catch (e) {
    ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'board message id not saved');
  }
}

/** The game's board message as its adapter builds it (picture included). */
function buildBoard(ctx: BotContext, game: StoredGame) {
  const t = translator(game.meta.locale);
  return ctx.adapters[game.meta.game].boardPost(game, game.meta.lastEvents, t, (seat) => seatName(ctx, game.meta, seat, t));
}

async function sendBoard(ctx: BotContext, game: StoredGame, nonce?: string): Promise<void> {
  const adapter = ctx.adapters[game.meta.game];
  const t = translator(game.meta.locale);
  // Who may be pinged is read while the picture is drawn.
  const choices = seatChoices(ctx, game);
  choices.catch(() => undefined);
  const post = await (game.state !== null ? takeEarly(game.meta.id, adapter.version(game.state)) : undefined) ?? await buildBoard(ctx, game);
  if (game.meta.status === 'finished' && post.components.length < 5) post.components = [...post.components, endRow(game, t)];
  mark('board.built');
  const channel = await sendable(ctx, game.meta.threadId ?? game.meta.channelId);
  mark('channel');
  // Each player's notification choice (/settings, ./notify.ts): pinged by the board, told by DM, or neither.
  const message = await notifyBoard(ctx, game, post.content ?? '', channel.id, async (ping): Promise<{ id: string }> => {
    mark('post.call');
    const sent = await channel.send({ ...post, allowedMentions: { users: ping }, ...(nonce ? { nonce, enforceNonce: true } : {}) });
    boardPosted(channel.id, sent.id);
    return sent;
  }, choices);
  const previous = game.meta.boardMessageId;
  game.meta.boardMessageId = message.id;
  if (previous && previous !== message.id) await clearButtons(ctx, channel, previous, game.meta.id);
}

/**
 * The buttons of a finished game's final board: a rematch (duels between two members), its history, its record,
 * and the coach's review where the game has a coach (the thread is archived at the end, so a button is how players reach it).
 */
function endRow(game: StoredGame, t: Translate): Row {
  const duel = game.meta.kind === 'duel' && game.meta.seats.filter((s) => !!s).length === 2;
  return {
    type: ComponentType.ActionRow,
    components: [
      ...(duel ? [{ type: ComponentType.Button as const, custom_id: challengeId(game.meta.id, 'rematch'), label: t('server.rematch.button'), style: ButtonStyle.Primary as const }] : []),
      { type: ComponentType.Button, custom_id: historyId(game.meta.id, game.record.actions.length, 'o'), label: t('server.end.history'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: challengeId(game.meta.id, 'export'), label: t('server.end.export'), style: ButtonStyle.Secondary },
      ...(getPlugin(game.meta.game).coach ? [{ type: ComponentType.Button as const, custom_id: challengeId(game.meta.id, 'review'), label: t('server.end.review'), style: ButtonStyle.Secondary as const }] : []),
    ],
  };
}

/**
 * An older board loses its buttons once a newer one is posted, so nobody presses a button of a
 * past position (such a click would only be answered "earlier position"). Best effort: a board
 * that cannot be edited (deleted, too old for the edit limit) keeps them and stays harmless.
 */
async function clearButtons(ctx: BotContext, channel: SendableChannels, messageId: string, gameId: string): Promise<void> {
  try {
    if ('messages' in channel) await channel.messages.edit(messageId, { components: [] });
  } catch (e) {
    ctx.log.info({ gameId, err: (e as Error).message }, 'buttons of an older board not removed');
  }
}

async function sendNote(ctx: BotContext, game: StoredGame, text: string, nonce: string): Promise<void> {
  const where = await sendable(ctx, game.meta.threadId ?? game.meta.channelId);
  await where.send({ content: text, allowedMentions: { parse: [] }, nonce, enforceNonce: true });
}

setSenders({ start: sendStart, note: sendNote, board: sendBoard });

export async function sendTo(ctx: BotContext, channelId: string, payload: Parameters<SendableChannels['send']>[0]) {
  const channel = await sendable(ctx, channelId);
  return channel.send(payload);
}

/** Edits a message the bot posted in a channel (challenges, abandon proposals). */
export async function editMessage(ctx: BotContext, channelId: string, messageId: string, payload: { content: string; components: Row[] }) {
  const channel = await ctx.client.channels.fetch(channelId);
  if (!channel || !channel.isTextBased()) return;
  await channel.messages.edit(messageId, payload);
}
