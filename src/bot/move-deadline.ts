/**
 * How long a member may take to act, for every game of a server: a table's
 * own deadline (chosen when it is opened) comes first, then its league's
 * (`/league-admin settings move-deadline-hours`), then the server's
 * (`/league-admin move-deadline`), then the process's MOVE_DEADLINE_HOURS.
 * What happens when it passes is the game kind's rule (a duel's claim, a
 * table's vote to let the AI take the seat); who besides the players may
 * decide it is here too.
 */
import type { ButtonInteraction, ChatInputCommandInteraction, StringSelectMenuInteraction } from 'discord.js';
import { canOrganise, type Actor, type League } from '../leagues';
import type { StoredGame } from '../storage';
import { leagueRepositoryOf } from '../storage/league-repository';
import { serverSettings } from '../storage/server-settings';
import type { BotContext } from './context';

/** The longest deadline a table, a league or a server may set: two weeks. */
export const MOVE_DEADLINE_MAX_HOURS = 336;

/** The share of the move deadline after which the member(s) to act are reminded, once a position. */
export const DEADLINE_REMINDER_AT = 0.75;

/** The server's default deadline in hours, else the process's. */
export async function serverDeadlineHours(ctx: BotContext, guildId: string | null): Promise<number> {
  const own = guildId ? (await serverSettings(ctx.repo, guildId)).moveDeadlineHours : undefined;
  return own ?? ctx.config.MOVE_DEADLINE_HOURS;
}

/** A league table's deadline: the league's own, else the server's. */
export async function leagueDeadlineHours(ctx: BotContext, league: Pick<League, 'guildId' | 'moveDeadlineHours'>): Promise<number> {
  return league.moveDeadlineHours ?? serverDeadlineHours(ctx, league.guildId);
}

type MemberInteraction = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

/** Who is acting, as the league rules see it. The server owner holds every permission on Discord. */
export function actorOf(i: MemberInteraction): Actor {
  const permissions = i.memberPermissions?.toArray() ?? [];
  if (i.guild?.ownerId === i.user.id && !permissions.includes('Administrator')) permissions.push('Administrator');
  const roles = i.member?.roles;
  const roleIds = Array.isArray(roles) ? roles : roles ? [...roles.cache.keys()] : [];
  return { userId: i.user.id, permissions, roleIds };
}

/**
 * Whether the member may decide alone for a game's seats (hand a silent seat
 * to the AI): Manage Server, the server's organiser role, or the organiser
 * role of the game's league.
 */
export async function organisesGame(ctx: BotContext, i: MemberInteraction, game: StoredGame): Promise<boolean> {
  const actor = actorOf(i);
  if (canOrganise(actor, {})) return true;
  const roles: (string | undefined)[] = [];
  if (game.meta.guildId) roles.push((await serverSettings(ctx.repo, game.meta.guildId)).organiserRoleId);
  const link = await leagueRepositoryOf(ctx.repo).gameLink(game.meta.id);
  if (link) roles.push((await leagueRepositoryOf(ctx.repo).get(link.leagueId))?.league.organiserRoleId);
  return roles.some((organiserRoleId) => organiserRoleId !== undefined && canOrganise(actor, { organiserRoleId }));
}
