/**
 * The posts a committed change owes the players: the start text and boards
 * (each board is also the turn ping), a moderator's note ending the game
 * (its text kept in the item), and, for a finished game, its final board and
 * league result. They are written into the game's record with the
 * change itself (one write: the outbox can never disagree with the move), and
 * removed once delivered. Delivery is at least once: right after the save,
 * again on start-up and on every upkeep pass for whatever is still owed, so a
 * bot killed between save and post reposts on its next start without anyone
 * asking. Each post carries a nonce made of game, kind and version, which
 * Discord enforces: a repost within minutes returns the first message.
 *
 * A post refused because its channel or thread no longer exists (Discord's
 * 10003, also for a thread deleted while the bot was away) ends the game as
 * abandoned; the players are told in the parent channel where it still exists.
 *
 * Any other failure is retried a bounded number of times: each failed attempt
 * is counted in the item, and from the second one on the periodic pass waits
 * a doubling delay before the next (a move or `/game board` tries at once). After MAX_ATTEMPTS the
 * post is given up: one error line names the game, the post and the error's
 * code (never its text or the post's content), the item moves to the game's
 * `failedPosts`, and the posts after it go on. The game's result (the
 * `finished` item, which records league results) is never given up: it is
 * retried at the longest wait until the store and Discord take it.
 */
import { DiscordAPIError } from 'discord.js';
import { translator } from '../i18n';
import type { DeliveryLease, FailedPost, OutboxItem, StoredGame } from '../storage';
import type { BotContext } from './context';
import { gameFinished } from './events';
import { servesGuild } from './shards';
import { SaveConflict } from '../storage/errors';

/** Discord: Unknown Channel (deleted channel or thread). */
const UNKNOWN_CHANNEL = 10003;

export function isGonePlace(e: unknown): boolean {
  return e instanceof DiscordAPIError && e.code === UNKNOWN_CHANNEL;
}

/** Attempts at one owed post before it is given up. */
export const MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 3_600_000;
/** Failed posts kept per game for an operator. */
const FAILED_KEPT = 10;

/**
 * The wait after the `attempts`-th failure: none after the first (the next
 * pass tries again, as a passing hiccup deserves), then 30 s doubling to at
 * most an hour (about half an hour in all before giving up).
 */
export function retryDelayMs(attempts: number): number {
  return attempts <= 1 ? 0 : Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 2));
}

/** What may be logged of a failure: its kind and codes, never its message (which may quote what was sent). */
function errorCodes(e: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { error: e instanceof Error ? e.constructor.name : typeof e };
  if (e instanceof DiscordAPIError) {
    out.code = e.code;
    out.status = e.status;
  }
  return out;
}

function versionOf(ctx: BotContext, game: StoredGame): number {
  return game.state === null ? 0 : ctx.adapters[game.meta.game].version(game.state);
}

/**
 * Records a post the game owes for its current version; call before the save
 * that commits the change. Only the newest board is owed: an older one still
 * waiting is superseded by it.
 */
export function owe(ctx: BotContext, game: StoredGame, kind: OutboxItem['kind'], extra: Pick<OutboxItem, 'text' | 'repost'> = {}): void {
  const version = versionOf(ctx, game);
  game.delivering = { holder: ctx.repo.holder, until: ctx.now() + SAVER_DELIVERS_MS };
  const items = (game.outbox ?? []).filter((i) => !(i.kind === kind && (kind === 'board' || i.version === version)));
  items.push({ kind, version, ...extra });
  // Start text, then a note, before boards before the league result, whatever order they were owed in:
  // a note ending the game must come before the final board, after which the thread is archived.
  const rank = { start: 0, note: 1, board: 2, finished: 3 } as const;
  game.outbox = items.sort((a, b) => rank[a.kind] - rank[b.kind]);
}

/**
 * The nonce of a post: at most 25 characters, the same for every attempt at the same post. A board
 * asked for again is named by the asking interaction (a snowflake, in base 36 to fit): its version
 * already has a board, whose nonce Discord would answer with that first board.
 */
export function postNonce(game: StoredGame, item: OutboxItem): string {
  if (item.repost !== undefined) {
    const asker = /^\d+$/.test(item.repost) ? BigInt(item.repost).toString(36) : item.repost;
    return `${game.meta.id}r${asker}`.slice(0, 25);
  }
  return `${game.meta.id}${item.kind[0]}${item.version}`.slice(0, 25);
}

/** What sends each kind of post; given by the game service (which owns the message shapes). */
export interface Senders {
  start(ctx: BotContext, game: StoredGame, nonce: string): Promise<void>;
  note(ctx: BotContext, game: StoredGame, text: string, nonce: string): Promise<void>;
  board(ctx: BotContext, game: StoredGame, nonce: string): Promise<void>;
}

let senders: Senders | null = null;

/** Called once by the game service (src/bot/service.ts) when it loads. */
export function setSenders(s: Senders): void {
  senders = s;
}

export type Delivery = 'done' | 'pending' | 'gone';

/**
 * How long a periodic pass may deliver one game's posts before another process may take over: well
 * under Discord's nonce window (a few minutes), so a holder stalled past its lease stops before it
 * could post what the taker already posted outside that window. A pass releases its lease when it ends,
 * so only a holder that crashed mid-pass makes the others wait this long; short, since that is how much
 * later a dead process's posts go out.
 */
export const DELIVERY_LEASE_MS = 20_000;

/**
 * How long other processes' periodic passes leave owed posts to the request that saved them (`delivering`,
 * stamped by `owe`), which is posting them right then: without it, a pass running meanwhile read the
 * same posts, drew the same board and posted it again (answered by its nonce, but twice the drawing). A
 * process killed between the save and its posts delays them by this much at most.
 */
export const SAVER_DELIVERS_MS = 15_000;

/**
 * Delivers what the game owes, in order, under the game's lock (the caller
 * holds it). The first failure leaves the posts after it for the next pass
 * (unless that failure gave its post up); the game's result is still tried. With `waitForRetry` (the
 * periodic pass) a post is not tried before its retry time. Saves the
 * changed outbox; a failure of that save only means a repeated post later
 * (deduplicated by its nonce) or an attempt not counted, so it is logged,
 * not thrown.
 *
 * The periodic pass (`waitForRetry`) runs in every process sharing the store, long after the save, so it
 * delivers only under a delivery lease for the game (repository `claimDeliveryLease`): another process
 * holding one delivers meanwhile, and a game saved since this copy was read is left to the next pass (its
 * posts may be delivered already). A holder stalled past its lease stops before its next post. The
 * request that saved the change delivers at once without one: it is within the nonce window by
 * construction, and a lease would cost the move two more writes.
 */
export async function deliver(ctx: BotContext, game: StoredGame, opts: { waitForRetry?: boolean; startUp?: boolean } = {}): Promise<Delivery> {
  if (!senders) throw new Error('the game service has not registered its senders');
  if (!game.outbox?.length) return 'done';
  if (!opts.waitForRetry) return deliverNow(ctx, game, opts, null);
  // Another process's request is posting these now. Not at start-up: a process just started cannot tell a
  // live saver from the one it replaces after a crash, and a repeat within the nonce window is harmless.
  const saver = game.delivering;
  if (!opts.startUp && saver && saver.holder !== ctx.repo.holder && saver.until > ctx.now()) return 'pending';
  const lease = await ctx.repo.claimDeliveryLease(game.meta.id, ctx.now(), DELIVERY_LEASE_MS);
  if (!lease) return 'pending';
  try {
    if (!(await ctx.repo.isCurrent(game))) return 'pending';
    return await deliverNow(ctx, game, opts, lease);
  } finally {
    await ctx.repo.releaseDeliveryLease(lease).catch((e: unknown) => {
      ctx.log.info({ gameId: game.meta.id, err: (e as Error).message }, 'delivery lease not released; it expires');
    });
  }
}

async function deliverNow(ctx: BotContext, game: StoredGame, opts: { waitForRetry?: boolean }, lease: DeliveryLease | null): Promise<Delivery> {
  if (!senders) throw new Error('the game service has not registered its senders');
  const owed = [...(game.outbox ?? [])];
  let changed = false;
  let boardPosted = false;
  let result: Delivery = 'done';
  const same = (a: OutboxItem, b: OutboxItem) => a.kind === b.kind && a.version === b.version;
  // Once a post failed or waits, the posts after it wait too (a thread's posts stay in order), but a
  // game's result still goes: a league record must not wait half an hour for a board Discord refuses.
  let blocked = false;
  for (const item of owed) {
    // Stalled past the lease: another process may have taken it over and posted these already. What was
    // posted is still marked below (a compare-and-set: refused if the taker saved first).
    if (lease && ctx.now() >= lease.until) {
      ctx.log.info({ gameId: game.meta.id }, 'delivery lease expired; owed posts left to the next pass');
      result = 'pending';
      break;
    }
    if (blocked && item.kind !== 'finished') continue;
    if (opts.waitForRetry && item.retryAt !== undefined && item.retryAt > ctx.now()) {
      result = 'pending';
      blocked = true;
      continue;
    }
    try {
      if (item.kind === 'start') await senders.start(ctx, game, postNonce(game, item));
      else if (item.kind === 'note') await senders.note(ctx, game, item.text ?? '', postNonce(game, item));
      else if (item.kind === 'board') await senders.board(ctx, game, postNonce(game, item));
      else if (!(await gameFinished(ctx, game))) throw new Error('a finished-game listener failed');
    } catch (e) {
      if (isGonePlace(e)) {
        await endGameOfGonePlace(ctx, game);
        return 'gone';
      }
      changed = true;
      const attempts = (item.attempts ?? 0) + 1;
      if (attempts >= MAX_ATTEMPTS && item.kind === 'finished') {
        // A league result is a record, not a post: it is never given up, only retried at the longest wait.
        if (attempts === MAX_ATTEMPTS) ctx.log.error({ gameId: game.meta.id, kind: item.kind, version: item.version, attempts, ...errorCodes(e) }, 'owed game result still failing; retried hourly');
      } else if (attempts >= MAX_ATTEMPTS) {
        ctx.log.error({ gameId: game.meta.id, kind: item.kind, version: item.version, attempts, ...errorCodes(e) }, 'owed post given up');
        game.outbox = (game.outbox ?? []).filter((i) => !same(i, item));
        const failed: FailedPost = { kind: item.kind, version: item.version, attempts, at: ctx.now() };
        game.failedPosts = [...(game.failedPosts ?? []), failed].slice(-FAILED_KEPT);
        continue;
      }
      item.attempts = attempts;
      item.retryAt = ctx.now() + retryDelayMs(attempts);
      ctx.log.warn({ gameId: game.meta.id, kind: item.kind, version: item.version, attempts, retryAt: item.retryAt, ...errorCodes(e) }, 'owed post not delivered; retried later');
      result = 'pending';
      blocked = true;
      continue;
    }
    game.outbox = (game.outbox ?? []).filter((i) => !same(i, item));
    if (item.kind === 'board') boardPosted = true;
    changed = true;
  }
  if (changed) {
    // What the saving request delivered, and what it could not, is settled: the periodic passes may go on.
    delete game.delivering;
    try {
      await ctx.repo.save(game);
    } catch (e) {
      // A conflict: another process saved the game meanwhile (and sees these posts owed, delivered or
      // superseded); a repeat is deduplicated by the posts' nonces.
      ctx.log[e instanceof SaveConflict ? 'info' : 'warn']({ gameId: game.meta.id, err: (e as Error).message }, 'delivered posts not marked; they may be repeated');
    }
    // Once the final board is in the thread (so the thread is there), it is archived.
    if (boardPosted && game.meta.status === 'finished') await archiveThread(ctx, game);
  }
  return result;
}

/**
 * A finished game's thread is archived once its last posts are out: it leaves the channel's
 * list of active threads and stays readable. Best effort: a bot without Manage Threads in a
 * thread it did not create, or a thread already gone, leaves it as it is.
 */
async function archiveThread(ctx: BotContext, game: StoredGame): Promise<void> {
  const threadId = game.meta.threadId;
  if (!threadId || threadId === game.meta.channelId) return;
  try {
    const thread = await ctx.client.channels.fetch(threadId);
    if (thread?.isThread() && !thread.archived) await thread.setArchived(true, 'the game is over');
  } catch (e) {
    ctx.log.info({ gameId: game.meta.id, err: (e as Error).message }, 'thread of a finished game not archived');
  }
}

/**
 * The place of a game is gone (thread or channel deleted): an open game ends
 * as abandoned (what its players could have agreed to) and counts as finished
 * for leagues; the players are told in the parent channel when it remains.
 * Returns whether it ended the game now.
 */
export async function endGameOfGonePlace(ctx: BotContext, game: StoredGame): Promise<boolean> {
  const wasOpen = game.meta.status === 'active' || game.meta.status === 'challenge';
  if (game.meta.status === 'active' && game.state) {
    const adapter = ctx.adapters[game.meta.game];
    game.state = adapter.abandon(game.state);
    const result = adapter.result(game.state);
    if (result) game.record.result = result;
    game.meta.status = 'finished';
  } else if (game.meta.status === 'challenge') {
    game.meta.status = 'expired';
  }
  game.meta.lastEvents = [];
  // Boards can no longer be posted; the league result still is owed.
  const leagueOwed = wasOpen ? game.meta.status === 'finished' : !!game.outbox?.some((i) => i.kind === 'finished');
  game.outbox = leagueOwed ? [{ kind: 'finished', version: versionOf(ctx, game) }] : [];
  await ctx.repo.save(game);
  ctx.log.warn({ gameId: game.meta.id, threadId: game.meta.threadId, channelId: game.meta.channelId }, 'game place deleted; game ended');
  if (wasOpen && game.meta.threadId && game.meta.threadId !== game.meta.channelId) {
    const players = game.meta.seats.filter((s): s is string => !!s).map((s) => `<@${s}>`).join(', ');
    try {
      const channel = await ctx.client.channels.fetch(game.meta.channelId);
      if (channel?.isSendable()) {
        await channel.send({
          content: translator(game.meta.locale)('error.placeGone', { players }),
          allowedMentions: { users: game.meta.seats.filter((s): s is string => !!s) },
          nonce: `${game.meta.id}g`, enforceNonce: true,
        });
      }
    } catch (e) {
      ctx.log.info({ gameId: game.meta.id, err: (e as Error).message }, 'players of a game whose place is gone could not be told');
    }
  }
  if (game.outbox.length) await deliver(ctx, game);
  return wasOpen;
}

/**
 * Delivers everything still owed, game by game under each game's lock. At
 * start-up (`openGames` true, the default) that means every open game's
 * record and the finished games the index marks; the upkeep pass, which reads
 * every open game anyway, asks only for the marked ones and delivers the open
 * games' posts in its own loop. Returns the games it completed.
 */
export async function deliverOwed(ctx: BotContext, opts: { openGames?: boolean } = {}): Promise<string[]> {
  const done: string[] = [];
  let games: { id: string; marked: boolean }[];
  try {
    games = opts.openGames === false
      ? (await ctx.repo.pendingGames()).map((id) => ({ id, marked: true }))
      : await ctx.repo.gamesMaybeOwing();
  } catch (e) {
    ctx.log.error({ err: (e as Error).message }, 'could not read the games owing posts');
    return done;
  }
  for (const { id, marked } of games) {
    try {
      await ctx.mutex.run(id, async () => {
        const game = await ctx.repo.get(id);
        if (!game) return;
        // Another process serves that game's server (its shard): it delivers there.
        if (!servesGuild(ctx.client, game.meta.guildId)) return;
        if (!game.outbox?.length) {
          // Delivered, but the index was not updated then: a save brings it in step.
          if (marked) await ctx.repo.save(game);
          return;
        }
        if ((await deliver(ctx, game, { waitForRetry: true, startUp: opts.openGames !== false })) !== 'pending') done.push(id);
      });
    } catch (e) {
      ctx.log.warn({ gameId: id, err: (e as Error).message }, 'delivering owed posts failed');
    }
  }
  if (done.length) ctx.log.info({ games: done.length }, 'owed posts delivered');
  return done;
}
