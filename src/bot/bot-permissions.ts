/**
 * What the bot itself must be allowed to do in a channel before it starts a
 * game there. Checked before anything is saved or created, so a missing
 * permission leaves no game, challenge or thread behind: the member is told
 * which permissions the server must give the bot.
 *
 * Ruling: without Create Public Threads the game is played in the channel
 * itself (an earlier, tested behaviour), so that one is not required; but a
 * bot that may create threads and not speak in them would leave an empty
 * thread, so then Send Messages in Threads is.
 */
import { PermissionFlagsBits, type PermissionsBitField } from 'discord.js';
import type { BotContext } from './context';

/** The permissions a game needs, in the order they are named to the member. */
const NEEDED = [
  ['ViewChannel', PermissionFlagsBits.ViewChannel],
  ['SendMessages', PermissionFlagsBits.SendMessages],
  ['AttachFiles', PermissionFlagsBits.AttachFiles],
] as const;

/** Raised by startGame when the bot may not play in the channel; nothing was started. */
export class MissingBotPermissions extends Error {
  constructor(readonly missing: string[]) {
    super(`the bot lacks ${missing.join(', ')}`);
    this.name = 'MissingBotPermissions';
  }
}

/** Names of the missing permissions, from a permission set of the bot in the channel (or thread). */
export function missingFrom(perms: Readonly<PermissionsBitField>, inThread: boolean): string[] {
  const missing: string[] = NEEDED.filter(([, bit]) => !perms.has(bit, true)).map(([name]) => name);
  const threads = inThread || perms.has(PermissionFlagsBits.CreatePublicThreads, true);
  if (inThread) {
    // A thread speaks through Send Messages in Threads, not Send Messages.
    const i = missing.indexOf('SendMessages');
    if (i >= 0) missing.splice(i, 1);
  }
  if (threads && !perms.has(PermissionFlagsBits.SendMessagesInThreads, true)) missing.push('SendMessagesInThreads');
  return missing;
}

/**
 * The permissions the bot lacks to start a game in a channel, from discord.js's cache
 * (roles, overwrites and the bot's member arrive with GUILD_CREATE and their updates).
 * Empty when nothing is missing or when the channel is outside a guild.
 */
export async function missingStartPermissions(ctx: BotContext, channelId: string): Promise<string[]> {
  const channel = await ctx.client.channels.fetch(channelId).catch(() => null);
  const me = ctx.client.user;
  // Outside a guild (or a stand-in client without a permission model) nothing is checked here:
  // Discord's own refusals remain the last word.
  if (!channel || !me || !('permissionsFor' in channel) || typeof channel.permissionsFor !== 'function') return [];
  const perms = channel.permissionsFor(me);
  if (!perms) return ['ViewChannel'];
  return missingFrom(perms, typeof channel.isThread === 'function' && channel.isThread());
}

/** Throws MissingBotPermissions when the bot may not start a game in the channel. */
export async function assertCanStart(ctx: BotContext, channelId: string): Promise<void> {
  const missing = await missingStartPermissions(ctx, channelId);
  if (missing.length) throw new MissingBotPermissions(missing);
}
