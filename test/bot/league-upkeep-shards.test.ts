/**
 * League upkeep (reminders before a round's deadline, forfeits after it) is done by the process that serves
 * the league's server, as the games' own upkeep is: a process running other shards leaves it alone, even
 * when its guild cache still holds the server (after a resharding).
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { runLeagueUpkeep } from '../../src/bot/leagues/service';
import { startGame } from '../../src/bot/service';
import { shardOf } from '../../src/bot/shards';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { leagueCommand, leagueContext, type Member } from '../leagues-bot/fake-command';
import '../../src/games'; // registers the real games

const HOUR = 3_600_000;
const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return call.log;
}

/** A round-robin of two in the fake's server, round 1 paired, alice's game started. */
async function pairedLeague() {
  const env = leagueContext();
  const repo = leagueRepositoryOf(env.ctx.repo);
  await run(env.ctx, admin, 'create', { name: 'Duo', game: 'caesar', format: 'round-robin', 'deadline-hours': 48 });
  for (const id of ['alice', 'bob']) await run(env.ctx, { id }, 'join');
  await run(env.ctx, admin, 'start-season');
  await run(env.ctx, admin, 'pair');
  const played = await run(env.ctx, { id: 'alice' }, 'play');
  const game = (await env.ctx.repo.get(played.gameId!))!;
  await env.ctx.mutex.run(game.meta.id, () => startGame(env.ctx, game));
  const [state] = await repo.listGuild('guild');
  return { ...env, game, leagueId: state.league.id, pairedAt: state.seasons[0].rounds[0].pairedAt };
}

/** The client as a process running `shards` of `count` sees itself. */
function runShards(ctx: any, shards: number[], count: number): void {
  (ctx.client as any).options = { ...(ctx.client.options ?? {}), shards, shardCount: count };
}

describe('league upkeep across shards', () => {
  it('reminds and resolves only in the process serving the league\'s server', async () => {
    const { ctx, game, leagueId, setNow, pairedAt, sent } = await pairedLeague();
    const home = shardOf('guild', 2);
    const elsewhere = 1 - home;

    setNow(pairedAt + 40 * HOUR); // inside the reminder window of a 48 h deadline
    runShards(ctx, [elsewhere], 2);
    const before = sent.length;
    expect(await runLeagueUpkeep(ctx)).toEqual({ reminded: [], resolved: [] });
    expect(sent.length).toBe(before);
    runShards(ctx, [home], 2);
    expect((await runLeagueUpkeep(ctx)).reminded).toEqual([`${leagueId}:1:1:0`]);
    expect(sent.length).toBe(before + 1);

    setNow(pairedAt + 49 * HOUR); // past the deadline: the game still running is resolved
    runShards(ctx, [elsewhere], 2);
    expect((await runLeagueUpkeep(ctx)).resolved).toEqual([]);
    expect((await ctx.repo.get(game.meta.id))!.meta.status).toBe('active');
    runShards(ctx, [0, 1], 2); // one process running both shards serves every server
    expect((await runLeagueUpkeep(ctx)).resolved).toEqual([game.meta.id]);
    expect((await ctx.repo.get(game.meta.id))!.meta.status).toBe('finished');
  }, 60_000);
});
