/**
 * A stand-in for a deferred /league ChatInputCommandInteraction: options by
 * name, the member's permissions and roles, and a record of the replies.
 */
import { handleChallenge } from '../../src/bot/components';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { challengeId } from '../../src/bot/custom-id';
import { fakeComponent, fakeContext } from '../bot/fakes';

export interface CommandCall { content: string; files: { attachment: Buffer; name: string }[] }

export interface Member { id: string; permissions?: string[]; roles?: string[]; locale?: string }

export function leagueContext(start = Date.UTC(2026, 0, 5)) {
  let now = start;
  const fake = fakeContext({}, () => now);
  // The league code reads the guild's preferred language for public messages.
  (fake.ctx.client as any).guilds = { cache: new Map([['guild', { id: 'guild', ownerId: 'owner', preferredLocale: 'en-US' }]]) };
  return { ...fake, setNow: (t: number) => { now = t; }, now: () => now };
}

export function leagueCommand(member: Member, subcommand: string, options: Record<string, string | number | boolean | { id: string }> = {}) {
  const replies: CommandCall[] = [];
  const get = (name: string, required?: boolean) => {
    const v = options[name];
    if (v === undefined && required) throw new Error(`option ${name} is required`);
    return v ?? null;
  };
  const i: any = {
    user: { id: member.id },
    locale: member.locale ?? 'en-US',
    guildId: 'guild',
    channelId: 'chan',
    guild: { id: 'guild', ownerId: 'owner' },
    member: { roles: member.roles ?? [] },
    memberPermissions: { toArray: () => [...(member.permissions ?? [])] },
    options: {
      getSubcommand: () => subcommand,
      getString: (n: string, r?: boolean) => get(n, r),
      getInteger: (n: string, r?: boolean) => get(n, r),
      getBoolean: (n: string, r?: boolean) => get(n, r),
      getUser: (n: string, r?: boolean) => get(n, r),
      getRole: (n: string, r?: boolean) => get(n, r),
    },
    async editReply(p: any) {
      const payload = typeof p === 'string' ? { content: p } : p;
      replies.push({ content: payload.content ?? '', files: payload.files ?? [] });
    },
  };
  return { i, replies, log: { outcome: 'pending' } as { outcome: string; gameId?: string } };
}

/** A member's click on a league challenge's or invitation's Accept or Decline button; the logged outcome. */
export async function answerInvitation(ctx: any, user: string, gameId: string, verb: 'accept' | 'decline') {
  const f = fakeComponent(user, challengeId(gameId, verb));
  const log: { outcome?: string } = {};
  await ctx.mutex.run(gameId, () => handleChallenge(ctx, f.i, { scope: 'c', gameId, verb }, log as never));
  return { outcome: log.outcome, reply: f.last().payload.content as string };
}

const organiser: Member = { id: 'admin', permissions: ['ManageGuild'] };

/**
 * The usual set-up of a league test: an organiser creates a league of `game` (Swiss unless
 * `format` says otherwise), `members` join, the season starts and round 1 is paired. Returns the
 * context, the league repository, the paired league and the seats of its first table.
 */
export async function pairedTable(game: string, members: string[], opts: { name?: string; format?: string; deadlineHours?: number } = {}) {
  const env = leagueContext();
  const repo = leagueRepositoryOf(env.ctx.repo);
  const run = async (member: Member, sub: string, options: Record<string, string | number> = {}) => {
    const call = leagueCommand(member, sub, options);
    await executeLeague(env.ctx, call.i, call.log as never);
    return call;
  };
  const created = await run(organiser, 'create', {
    name: opts.name ?? 'League', game, format: opts.format ?? 'swiss', ...(opts.deadlineHours ? { 'deadline-hours': opts.deadlineHours } : {}),
  });
  if (created.log.outcome !== 'created') throw new Error(`the league was not created: ${created.replies[0]?.content}`);
  for (const id of members) await run({ id }, 'join');
  await run(organiser, 'start-season');
  await run(organiser, 'pair');
  const [league] = await repo.listGuild('guild');
  return { env, repo, league, seats: league.seasons[0].rounds[0].tables[0].seats };
}
