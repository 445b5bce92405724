/**
 * How each member wants to hear about their games on a server (`/settings`):
 * pings in the game's thread (the default, what Discord does with a mention), a
 * direct message, or nothing. Kept per user and server in the bot's store.
 * Every notice about a player (the board that says it is their turn, reminders,
 * deadline notices, in any game and in leagues) goes through `noticeRecipients`:
 * the public text stays the same, only who is pinged changes, and those who chose
 * a DM get one with a link to where it happened. A DM that cannot be delivered
 * (closed DMs, a member who left) is logged and changes nothing else.
 */
import { z } from 'zod';
import { translator } from '../i18n';
import { StorageFailure } from '../storage/errors';
import { readOrQuarantine } from '../storage/raw';
import { findPlugin } from '../core/registry';
import type { StoredGame } from '../storage';
import type { BotContext } from './context';

export const NOTIFY_CHOICES = ['thread', 'dm', 'none'] as const;
export type NotifyChoice = (typeof NOTIFY_CHOICES)[number];
const ChoiceSchema = z.object({ notify: z.enum(NOTIFY_CHOICES) });

const key = (guildId: string, userId: string) => `notify:${guildId}:${userId}`;

/** A member's choice on a server; pings in the thread when they never chose. */
export async function notifyChoice(ctx: BotContext, guildId: string | null, userId: string): Promise<NotifyChoice> {
  if (!guildId) return 'thread';
  const saved = await readOrQuarantine(ctx.repo.keyv, key(guildId, userId), ctx.repo.log, (v) => ChoiceSchema.parse(v));
  return saved?.notify ?? 'thread';
}

/** Saves a member's choice; throws (nothing saved) when the store refuses. */
export async function setNotifyChoice(ctx: BotContext, guildId: string, userId: string, notify: NotifyChoice): Promise<void> {
  let ok: boolean;
  try {
    ok = await ctx.repo.keyv.set(key(guildId, userId), ChoiceSchema.parse({ notify }));
  } catch (e) {
    throw new StorageFailure('write', key(guildId, userId), e);
  }
  if (ok === false) throw new StorageFailure('write', key(guildId, userId), new Error('the store refused the write'));
}

export interface Notice {
  guildId: string | null;
  /** Where the public message is posted (a game's thread, a league's channel): the DM links to it. */
  channelId: string;
  /** The public text; a DM repeats it. */
  content: string;
  /** The members the notice is about (those it would ping). */
  users: readonly string[];
  /** The language of the DM (the game's or the server's). */
  locale: string;
}

/**
 * Posts a notice about members: `post` gets who of `notice.users` may be pinged (their choice is
 * the thread); once it is posted, those who chose a DM get one. A choice that cannot be read
 * counts as the default. Returns what `post` returned.
 */
export async function notifyAbout<T>(ctx: BotContext, notice: Notice, post: (ping: string[]) => Promise<T>): Promise<T> {
  const ping: string[] = [];
  const dm: string[] = [];
  for (const user of new Set(notice.users)) {
    const choice = await notifyChoice(ctx, notice.guildId, user).catch(() => 'thread' as const);
    if (choice === 'thread') ping.push(user);
    if (choice === 'dm') dm.push(user);
  }
  const out = await post(ping);
  if (dm.length) await sendDms(ctx, notice, dm);
  return out;
}

/**
 * `nonce`: the same for every attempt at the same notice (Discord then keeps only the first within a
 * few minutes): a turn DM sent by two bot processes delivering the same board arrives once.
 */
async function sendDms(ctx: BotContext, notice: Notice, users: string[], nonce?: string): Promise<void> {
  const t = translator(notice.locale);
  const content = t('server.notify.dm', { text: notice.content, where: `<#${notice.channelId}>` }).slice(0, 2000);
  for (const user of users) {
    try {
      const u = await ctx.client.users.fetch(user);
      await u.send({ content, allowedMentions: { parse: [] }, ...(nonce ? { nonce, enforceNonce: true } : {}) });
      ctx.log.info({ user, channelId: notice.channelId, kind: 'dmNotice' }, 'notice sent by DM');
    } catch (e) {
      ctx.log.info({ user, err: (e as Error).message }, 'a DM notice could not be delivered');
    }
  }
}

/** The members a text mentions (`<@id>`), in order; what a board or a reminder pings. */
export function mentionedIn(text: string): string[] {
  return [...new Set([...text.matchAll(/<@!?(\d+|[A-Za-z][\w-]*)>/g)].map((m) => m[1]))];
}

/** Turn DMs already sent (game and user → the game's version): a board posted again does not DM again. */
const turnDms = new Map<string, string>();
const TURN_DMS_MAX = 10_000;

/**
 * The notification choice of each seated member of a game, read at once (a choice that cannot be read
 * counts as the default). A board starts reading them while its picture is drawn.
 */
export async function seatChoices(ctx: BotContext, game: StoredGame): Promise<Map<string, NotifyChoice>> {
  const seated = [...new Set(game.meta.seats.filter((s): s is string => !!s))];
  const read = await Promise.all(seated.map((u) => notifyChoice(ctx, game.meta.guildId, u).catch(() => 'thread' as const)));
  return new Map(seated.map((u, k) => [u, read[k]]));
}

/**
 * A game's board: it may ping only the players whose choice is the thread (`post` gets them);
 * once it is posted, the players whose turn it announces (mentioned in its text) and who chose a
 * DM get one, once per position.
 */
export async function notifyBoard<T>(ctx: BotContext, game: StoredGame, boardText: string, where: string, post: (ping: string[]) => Promise<T>,
  read: Promise<Map<string, NotifyChoice>> = seatChoices(ctx, game)): Promise<T> {
  const seated = [...new Set(game.meta.seats.filter((s): s is string => !!s))];
  const choices = await read;
  const out = await post(seated.filter((u) => choices.get(u) === 'thread'));
  if (game.meta.status !== 'active' || !game.state) return out;
  const version = String(ctx.adapters[game.meta.game]?.version(game.state) ?? '');
  const fresh = mentionedIn(boardText).filter((u) => choices.get(u) === 'dm' && turnDms.get(`${game.meta.id}:${u}`) !== version);
  if (!fresh.length) return out;
  for (const u of fresh) {
    if (turnDms.size >= TURN_DMS_MAX) turnDms.delete(turnDms.keys().next().value!);
    turnDms.set(`${game.meta.id}:${u}`, version);
  }
  const t = translator(game.meta.locale);
  const title = findPlugin(game.meta.game)?.title ?? game.meta.game;
  // The in-memory mark above is this process's; the nonce (game, "t", version) also holds across processes.
  await sendDms(ctx, { guildId: game.meta.guildId, channelId: where, content: t('server.notify.turn', { game: title }), users: fresh, locale: game.meta.locale }, fresh,
    `${game.meta.id}t${version}`.slice(0, 25));
  return out;
}
