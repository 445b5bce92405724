/**
 * The league side of games: a game started with /league play is linked to its
 * table; its end records the result; the upkeep reminds before the deadline
 * (once) and resolves a league game still running after it.
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { onGameFinished, runLeagueUpkeep } from '../../src/bot/leagues/service';
import { endGame, startGame } from '../../src/bot/service';
import { runUpkeep } from '../../src/bot/reminders';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { answerInvitation, leagueCommand, leagueContext, pairedTable, type Member } from './fake-command';
import '../../src/games'; // registers the real games

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };
const alice: Member = { id: 'alice' };
const bob: Member = { id: 'bob' };
const HOUR = 3_600_000;

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return { reply: call.replies[0], log: call.log };
}

/** The opponent accepts a league challenge: the game starts (what the Accept button does). */
async function accepted(ctx: any, gameId: string) {
  const game = (await ctx.repo.get(gameId))!;
  await ctx.mutex.run(gameId, () => startGame(ctx, game));
  return (await ctx.repo.get(gameId))!;
}

const answer = answerInvitation;

/** A round-robin of two, round 1 paired, alice's game started through /league play. */
async function pairedGame() {
  const { env, repo } = await pairedTable('caesar', [alice.id, bob.id], { name: 'Duo', format: 'round-robin', deadlineHours: 48 });
  const played = await run(env.ctx, alice, 'play');
  // A rated duel waits for the opponent's Accept (an ordinary challenge); accepting starts it.
  expect(played.log.outcome).toBe('challenged');
  const gameId = played.log.gameId!;
  expect((await env.ctx.repo.get<any>(gameId))!.meta.status).toBe('challenge');
  const game = await accepted(env.ctx, gameId);
  const [state] = await repo.listGuild('guild');
  return { ...env, repo, game, leagueId: state.league.id, pairedAt: state.seasons[0].rounds[0].pairedAt };
}

describe('league games', () => {
  it('links the game to the scheduled table and records its result when it ends', async () => {
    const { ctx, repo, game, leagueId, sent } = await pairedGame();
    expect(await repo.gameLink(game.meta.id)).toEqual({ leagueId, round: 1, table: 0 });
    expect((await repo.get(leagueId))!.seasons[0].rounds[0].tables[0].gameId).toBe(game.meta.id);
    expect((await run(ctx, bob, 'play')).log.outcome).toBe('gameRunning');
    const bobSeat = game.meta.seats.indexOf('bob');
    await ctx.mutex.run(game.meta.id, () => endGame(ctx, game, { resign: bobSeat }));
    const state = (await repo.get(leagueId))!;
    expect(state.matches).toHaveLength(1);
    expect(state.matches[0]).toMatchObject({ gameId: game.meta.id, source: 'game', round: 1 });
    const ranks = Object.fromEntries(state.matches[0].players.map((p, k) => [p, state.matches[0].ranks[k]]));
    expect(ranks).toEqual({ alice: 1, bob: 2 });
    const texts = sent.map((s) => s.payload.content ?? '');
    expect(texts.some((c: string) => c.includes('result recorded: <@alice> beats <@bob>'))).toBe(true);
    expect(sent.some((s) => s.payload.files?.[0]?.name === 'league-standings-s1.png')).toBe(true);
  }, 30_000);

  it('an abandoned league game is a forfeit for the player who asked to abandon', async () => {
    const { ctx, repo, game, leagueId } = await pairedGame();
    game.meta.abandonRequestedBy = 'bob';
    await ctx.mutex.run(game.meta.id, () => endGame(ctx, game, 'abandon'));
    const table = (await repo.get(leagueId))!.seasons[0].rounds[0].tables[0];
    expect(table.forfeit).toMatchObject({ absent: ['bob'] });
  }, 30_000);

  it('reminds once before the deadline, then resolves the game still running after it', async () => {
    const { ctx, repo, game, leagueId, sent, setNow, pairedAt } = await pairedGame();
    setNow(pairedAt + 10 * HOUR);
    expect((await runLeagueUpkeep(ctx)).reminded).toEqual([]);
    setNow(pairedAt + 40 * HOUR); // 8 h before a 48 h deadline: inside the 12 h window
    expect((await runLeagueUpkeep(ctx)).reminded).toEqual([`${leagueId}:1:1:0`]);
    const reminder = sent.at(-1)!.payload;
    expect(reminder.content).toMatch(/<@alice>, <@bob>|<@bob>, <@alice>/);
    expect(reminder.content).toContain('round 1 match is not played yet');
    expect((await runLeagueUpkeep(ctx)).reminded).toEqual([]);

    const stored = (await ctx.repo.get<any>(game.meta.id))!;
    const late = stored.meta.seats[ctx.adapters.caesar.toMove(stored.state)!];
    setNow(pairedAt + 49 * HOUR);
    const report = await runLeagueUpkeep(ctx);
    expect(report.resolved).toEqual([game.meta.id]);
    const state = (await repo.get(leagueId))!;
    expect(state.seasons[0].rounds[0].tables[0].forfeit).toMatchObject({ absent: [late] });
    expect(state.audit.at(-1)).toMatchObject({ by: 'system', action: 'forfeit' });
    const ended = (await ctx.repo.get<any>(game.meta.id))!;
    expect(ended.meta.status).toBe('finished');
    expect(ended.record.result?.reason).toBe('resigned');
    expect((await repo.get(leagueId))!.matches.filter((m) => !m.voided)).toHaveLength(1);
    expect((await runLeagueUpkeep(ctx)).resolved).toEqual([]);
  }, 30_000);
});

describe('ladder games', () => {
  it('a ladder challenge through /league play counts when it ends', async () => {
    const env = leagueContext();
    const repo = leagueRepositoryOf(env.ctx.repo);
    await run(env.ctx, admin, 'create', { name: 'Ladder', game: 'caesar' });
    for (const m of [alice, bob]) await run(env.ctx, m, 'join');
    expect((await run(env.ctx, alice, 'play', { opponent: 'bob' })).log.outcome).toBe('noActiveSeason');
    await run(env.ctx, admin, 'start-season');
    expect((await run(env.ctx, alice, 'play', { opponent: 'alice' })).log.outcome).toBe('self');
    expect((await run(env.ctx, alice, 'play', { opponent: 'carol' })).log.outcome).toBe('notParticipant');
    const played = await run(env.ctx, alice, 'play', { opponent: 'bob' });
    const game = await accepted(env.ctx, played.log.gameId!);
    await env.ctx.mutex.run(game.meta.id, () => endGame(env.ctx, game, { resign: game.meta.seats.indexOf('alice') }));
    const [state] = await repo.listGuild('guild');
    expect(state.matches).toHaveLength(1);
    expect(state.matches[0]).toMatchObject({ gameId: game.meta.id, source: 'game' });
    expect(state.matches[0].round).toBeUndefined();
  }, 30_000);
});

describe('league tables of 3–6 players', () => {
  it('/league play seats a scheduled Conquest table in the league\'s order and its ranks are recorded by seat', async () => {
    const { env, repo, league: paired, seats } = await pairedTable('conquest', ['p1', 'p2', 'p3'], { name: 'Empire' });
    const { conquestAdapter } = await import('../../src/games/conquest/discord/adapter');
    env.ctx.adapters.conquest = conquestAdapter;
    expect(seats).toHaveLength(3);
    const played = await run(env.ctx, { id: seats[1] }, 'play');
    expect(played.log.outcome).toBe('invited');
    expect((await env.ctx.repo.get<any>(played.log.gameId!))!.meta.status).toBe('challenge');
    for (const user of [seats[0], seats[2]]) expect((await answer(env.ctx, user, played.log.gameId!, 'accept')).outcome).not.toBe('notInvited');
    const game = (await env.ctx.repo.get<any>(played.log.gameId!))!;
    expect(game.meta).toMatchObject({ kind: 'table', status: 'active', seats });
    expect((game.record.options as { players: number }).players).toBe(3);
    expect((await run(env.ctx, { id: seats[2] }, 'play')).log.outcome).toBe('gameRunning');

    // The engine's result (ranks by seat) becomes the league's result, whoever won.
    game.meta.status = 'finished';
    game.record.result = { ranks: [2, 1, 3], winners: [1], reason: 'test' };
    await env.ctx.repo.save(game);
    await onGameFinished(env.ctx, game);
    const state = (await repo.get(paired.league.id))!;
    expect(state.matches[0]).toMatchObject({ players: seats, ranks: [2, 1, 3], gameId: game.meta.id, round: 1 });
  }, 30_000);
});

describe('invitations to league tables of 3–6 players', () => {
  async function invited() {
    const { env, seats } = await pairedTable('conquest', ['p1', 'p2', 'p3'], { name: 'Empire' });
    const { conquestAdapter } = await import('../../src/games/conquest/discord/adapter');
    env.ctx.adapters.conquest = conquestAdapter;
    const played = await run(env.ctx, { id: seats[0] }, 'play');
    return { env, seats, gameId: played.log.gameId!, played };
  }

  it('posts one invitation naming the others and starts the table only when every player has accepted', async () => {
    const { env, seats, gameId, played } = await invited();
    expect(played.log.outcome).toBe('invited');
    const post = env.sent.find((m) => m.payload.content?.includes('invites'))!;
    expect(post.payload.content).toContain(`<@${seats[1]}>, <@${seats[2]}>`);
    expect(post.payload.content).toContain('Accepted: <@' + seats[0] + '>');
    expect(post.payload.allowedMentions).toEqual({ users: [seats[1], seats[2]] });
    expect((await answer(env.ctx, 'stranger', gameId, 'accept')).outcome).toBe('notInvited');
    expect((await answer(env.ctx, seats[0], gameId, 'accept')).outcome).toBe('already');
    expect((await answer(env.ctx, seats[1], gameId, 'accept')).outcome).toBe('accepted');
    expect((await answer(env.ctx, seats[1], gameId, 'accept')).outcome).toBe('already');
    expect((await env.ctx.repo.get(gameId))!.meta).toMatchObject({ status: 'challenge', table: { accepted: [seats[0], seats[1]] } });
    expect(env.edits.at(-1)!.payload.content).toContain(`Accepted: <@${seats[0]}>, <@${seats[1]}>`);
    const last = await answer(env.ctx, seats[2], gameId, 'accept');
    expect(last.outcome).toBe('started');
    expect((await env.ctx.repo.get(gameId))!.meta.status).toBe('active');
    expect(env.edits.at(-1)!.payload).toMatchObject({ content: expect.stringMatching(/^Every player accepted: the league game has started in <#/), components: [] });
  }, 30_000);

  it('is cancelled by one decline; /league play may then ask again', async () => {
    const { env, seats, gameId } = await invited();
    await answer(env.ctx, seats[1], gameId, 'accept');
    expect((await answer(env.ctx, seats[2], gameId, 'decline')).outcome).toBe('declined');
    expect((await env.ctx.repo.get(gameId))!.meta.status).toBe('declined');
    expect(env.edits.at(-1)!.payload).toEqual({ content: `<@${seats[2]}> declined: the league table is cancelled. Use \`/league play\` to ask again.`, components: [] });
    expect((await answer(env.ctx, seats[1], gameId, 'accept')).outcome).not.toBe('started');
    const again = await run(env.ctx, { id: seats[1] }, 'play');
    expect(again.log.outcome).toBe('invited');
    expect(again.log.gameId).not.toBe(gameId);
  }, 30_000);

  it('expires when not every player accepted in time, once', async () => {
    const { env, seats, gameId } = await invited();
    await answer(env.ctx, seats[1], gameId, 'accept');
    env.setNow(env.now() + env.ctx.config.CHALLENGE_EXPIRE_SECONDS * 1000);
    expect((await runUpkeep(env.ctx)).expired).toEqual([gameId]);
    expect((await env.ctx.repo.get(gameId))!.meta.status).toBe('expired');
    expect(env.edits.at(-1)!.payload).toEqual({ content: 'Not every player accepted in time: the league table is cancelled. Use `/league play` to ask again.', components: [] });
    expect((await runUpkeep(env.ctx)).expired).toEqual([]);
    expect((await answer(env.ctx, seats[2], gameId, 'accept')).outcome).not.toBe('started');
  }, 30_000);
});
