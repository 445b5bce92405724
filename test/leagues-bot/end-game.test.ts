/**
 * /league-admin end-game: a moderator ends a stuck game of the server as
 * abandoned. Only Manage Server or an organiser role may; the players are told
 * in the game's thread; the game leaves the open index; a league game gets no
 * invented result (its table stays open for forfeit or void).
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { draftGame, startGame } from '../../src/bot/service';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { leagueCommand, leagueContext, type Member } from './fake-command';
import '../../src/games'; // registers the real games

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };
const alice: Member = { id: 'alice' };
const bob: Member = { id: 'bob' };

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return { reply: call.replies[0]?.content ?? '', outcome: call.log.outcome };
}

/** A casual Caesar! duel between alice and bob, started in the test guild. */
async function casualDuel(ctx: any) {
  const game = draftGame(ctx, { game: 'caesar', kind: 'duel', guildId: 'guild', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en-US' });
  await ctx.repo.save(game);
  await ctx.mutex.run(game.meta.id, () => startGame(ctx, game));
  return (await ctx.repo.get(game.meta.id))!;
}

describe('/league-admin end-game', () => {
  it('ends a casual game as abandoned, tells its thread, and drops it from the open index', async () => {
    const { ctx, sent } = leagueContext();
    const game = await casualDuel(ctx);
    expect(game.meta.status).toBe('active');
    expect(Object.keys(await ctx.repo.openIndex())).toContain(game.meta.id);
    const ended = await run(ctx, admin, 'end-game', { game: game.meta.id, reason: 'nobody moved for a week' });
    expect(ended.outcome).toBe('ended');
    expect(ended.reply).toContain(`Game ${game.meta.id} was ended as abandoned`);
    const after = (await ctx.repo.get<any>(game.meta.id))!;
    expect(after.meta.status).toBe('finished');
    expect(after.record.result?.reason).toBe('abandoned');
    expect(after.meta.endedBy).toBe('admin');
    const where = game.meta.threadId ?? game.meta.channelId;
    const note = sent.find((s) => s.channelId === where && String(s.payload.content ?? '').includes('ended this game as abandoned'));
    expect(note?.payload.content).toContain('<@admin> ended this game as abandoned. nobody moved for a week');
    expect(Object.keys(await ctx.repo.openIndex())).not.toContain(game.meta.id);
    // Once over, a second try says so and changes nothing.
    const again = await run(ctx, admin, 'end-game', { game: game.meta.id });
    expect(again.outcome).toBe('notRunning');
    expect((await ctx.repo.get<any>(game.meta.id))!.record.result?.reason).toBe('abandoned');
  });

  it('refuses a player without the permission, in their language, and changes nothing', async () => {
    const { ctx } = leagueContext();
    const game = await casualDuel(ctx);
    const refused = await run(ctx, { ...bob, locale: 'cs' }, 'end-game', { game: game.meta.id });
    expect(refused.outcome).toBe('notOrganiser');
    expect(refused.reply).toBe('Hru smějí ukončit jen členové s oprávněním Spravovat server nebo s rolí pořadatele.');
    expect((await ctx.repo.get<any>(game.meta.id))!.meta.status).toBe('active');
    const unknown = await run(ctx, { ...admin, locale: 'ro' }, 'end-game', { game: 'nope' });
    expect(unknown.outcome).toBe('notFound');
    expect(unknown.reply).toBe('Nu există jocul nope pe acest server.');
  });

  it('lets the server organiser role end a game', async () => {
    const { ctx } = leagueContext();
    await run(ctx, admin, 'organiser-role', { 'organiser-role': { id: 'mods' } });
    const game = await casualDuel(ctx);
    const ended = await run(ctx, { id: 'mod', roles: ['mods'] }, 'end-game', { game: game.meta.id });
    expect(ended.outcome).toBe('ended');
  });

  it('ends a league game without inventing a result: the table stays open for forfeit or void', async () => {
    const { ctx } = leagueContext();
    const repo = leagueRepositoryOf(ctx.repo);
    await run(ctx, admin, 'create', { name: 'Duo', game: 'caesar', format: 'round-robin', 'deadline-hours': 48, 'organiser-role': { id: 'org' } });
    for (const m of [alice, bob]) await run(ctx, m, 'join');
    await run(ctx, admin, 'start-season');
    await run(ctx, admin, 'pair');
    const call = leagueCommand(alice, 'play');
    await executeLeague(ctx, call.i, call.log as never);
    const gameId = call.log.gameId!;
    const game = (await ctx.repo.get(gameId))!;
    await ctx.mutex.run(gameId, () => startGame(ctx, game));
    // The league's own organiser role is enough for its games.
    const ended = await run(ctx, { id: 'org1', roles: ['org'] }, 'end-game', { game: gameId });
    expect(ended.outcome).toBe('ended');
    expect(ended.reply).toContain('`/league-admin forfeit` or `/league-admin void`');
    expect((await ctx.repo.get<any>(gameId))!.meta.status).toBe('finished');
    const [state] = await repo.listGuild('guild');
    const table = state.seasons[0].rounds[0].tables[0];
    expect(table.result).toBeUndefined();
    expect(table.forfeit).toBeUndefined();
    // The organisers then decide it by the league's rules.
    const forfeit = await run(ctx, admin, 'forfeit', { absent: { id: 'bob' }, reason: 'stalled' });
    expect(forfeit.outcome).toBe('ok');
    const [decided] = await repo.listGuild('guild');
    expect(decided.seasons[0].rounds[0].tables[0].forfeit).toBeDefined();
  });

  it('withdraws a challenge nobody answered', async () => {
    const { ctx } = leagueContext();
    const game = draftGame(ctx, { game: 'caesar', kind: 'duel', guildId: 'guild', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en-US' });
    await ctx.repo.save(game);
    const ended = await run(ctx, admin, 'end-game', { game: game.meta.id });
    expect(ended.outcome).toBe('ended');
    expect((await ctx.repo.get<any>(game.meta.id))!.meta.status).toBe('expired');
  });
});
