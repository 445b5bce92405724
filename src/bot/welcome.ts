/**
 * The bot's first message in a server: who it is and how to start (/help and
 * the games' commands). Posted once per server — when the bot joins one, and
 * at start-up for servers it has not greeted yet (it may have joined while it
 * was down) — in the server's system channel, or else the first text channel
 * where it may speak. Remembered in the server's settings, so a restart
 * never greets twice.
 */
import { ChannelType, PermissionFlagsBits, type Guild, type TextChannel } from 'discord.js';
import { gameList } from '../../commands/help';
import { pickLocale, translator } from '../i18n';
import { serverSettings, updateServerSettings } from '../storage/server-settings';
import type { BotContext } from './context';

function speakable(guild: Guild, channel: TextChannel | null): boolean {
  const me = guild.members.me;
  if (!channel || !me) return false;
  const p = channel.permissionsFor(me);
  return !!p && p.has(PermissionFlagsBits.ViewChannel) && p.has(PermissionFlagsBits.SendMessages);
}

function welcomeChannel(guild: Guild): TextChannel | null {
  const system = guild.systemChannel;
  if (system && speakable(guild, system)) return system;
  const texts = [...guild.channels.cache.values()]
    .filter((c): c is TextChannel => c.type === ChannelType.GuildText)
    .sort((a, b) => a.rawPosition - b.rawPosition || a.id.localeCompare(b.id));
  return texts.find((c) => speakable(guild, c)) ?? null;
}

/** Greets one server unless it was greeted before; failures are logged, never thrown. */
export async function welcome(ctx: BotContext, guild: Guild): Promise<void> {
  try {
    if ((await serverSettings(ctx.repo, guild.id)).welcomed) return;
    const channel = welcomeChannel(guild);
    if (!channel) return;
    const locale = pickLocale(guild.preferredLocale);
    // Remembered first: a crash after the post must not greet twice.
    await updateServerSettings(ctx.repo, guild.id, { welcomed: true });
    await channel.send({ content: translator(locale)('server.welcome', { games: gameList(locale) }), allowedMentions: { parse: [] } });
    ctx.log.info({ guild: guild.id, channel: channel.id }, 'welcome posted');
  } catch (e) {
    ctx.log.warn({ guild: guild.id, err: (e as Error).message }, 'welcome not posted');
  }
}

/** At start-up: every server the bot is in that it has not greeted yet. */
export async function welcomeAll(ctx: BotContext): Promise<void> {
  for (const guild of ctx.client.guilds.cache.values()) await welcome(ctx, guild);
}
