/**
 * /league-admin remove-member: an organiser removes a member; their unplayed
 * tables this season become forfeits against them (the league's rule), results
 * already logged stay, and they are no longer paired.
 */
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { startGame } from '../../src/bot/service';
import { translator } from '../../src/i18n';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { leagueCommand, leagueContext, pairedTable, type Member } from './fake-command';
import '../../src/games'; // registers the real games

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };
const players: Member[] = ['alice', 'bob', 'carol', 'dave'].map((id) => ({ id }));

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  return { reply: call.replies[0]?.content ?? '', outcome: call.log.outcome };
}

async function pairedLeague() {
  const { env, repo } = await pairedTable('caesar', players.map((p) => p.id), { name: 'Four', format: 'round-robin', deadlineHours: 48 });
  return { ctx: env.ctx, repo, state: async () => (await repo.listGuild('guild'))[0] };
}

describe('/league-admin remove-member', () => {
  it('forfeits the removed member\'s unplayed table, keeps the others open, and stops pairing them', async () => {
    const { ctx, state } = await pairedLeague();
    const before = await state();
    const tables = before.seasons[0].rounds[0].tables;
    const bobsTable = tables.findIndex((tb) => tb.seats.includes('bob'));
    const removed = await run(ctx, admin, 'remove-member', { member: { id: 'bob' }, reason: 'left the server' });
    expect(removed.outcome).toBe('ok');
    const after = await state();
    expect(after.members.find((m) => m.userId === 'bob')!.active).toBe(false);
    const round = after.seasons[0].rounds[0];
    expect(round.tables[bobsTable].forfeit).toBeDefined();
    expect(JSON.stringify(round.tables[bobsTable].forfeit)).toContain('bob');
    round.tables.forEach((tb, k) => { if (k !== bobsTable) expect(tb.forfeit ?? tb.result).toBeUndefined(); });
    expect(after.audit.at(-1)).toMatchObject({ by: 'admin', reason: 'left the server' });
    expect(after.audit.some((a) => a.action === 'removeMember')).toBe(true);
    // Removing again: not a member any more, said in the organiser's language; nothing changes.
    const again = await run(ctx, { ...admin, locale: 'ko' }, 'remove-member', { member: { id: 'bob' }, reason: 'x' });
    expect(again.outcome).toBe('memberNotFound');
    expect(again.reply).toBe('그 멤버는 이 리그에 없습니다.');
    expect((await state()).audit.length).toBe(after.audit.length);
    // The next round seats bob nowhere: his scheduled opponent gets a bye.
    const other = round.tables.find((_, k) => k !== bobsTable)!;
    expect((await run(ctx, admin, 'record', { winner: { id: other.seats[0] }, loser: { id: other.seats[1] } })).outcome).toBe('ok');
    expect((await run(ctx, admin, 'pair')).outcome).toBe('ok');
    const round2 = (await state()).seasons[0].rounds[1];
    expect(round2.tables.length).toBeGreaterThan(0);
    expect(round2.tables.some((tb) => tb.seats.includes('bob'))).toBe(false);
  });

  it('is refused to a member who is not an organiser', async () => {
    const { ctx, state } = await pairedLeague();
    const refused = await run(ctx, { id: 'alice', locale: 'cs' }, 'remove-member', { member: { id: 'bob' }, reason: 'no' });
    expect(refused.outcome).toBe('notOrganiser');
    expect(refused.reply).toBe(translator('cs')('league.error.notOrganiser'));
    expect(refused.reply).not.toBe(translator('en')('league.error.notOrganiser'));
    expect((await state()).members.find((m) => m.userId === 'bob')!.active).toBe(true);
  });

  it('ends the removed member\'s running ladder game as their forfeit and withdraws their open league challenge', async () => {
    const { ctx } = leagueContext();
    const repo = leagueRepositoryOf(ctx.repo);
    await run(ctx, admin, 'create', { name: 'Ladder', game: 'caesar', format: 'ladder' });
    for (const m of players.slice(0, 3)) await run(ctx, m, 'join');
    await run(ctx, admin, 'start-season');
    const play = async (who: Member, opponent: string) => {
      const call = leagueCommand(who, 'play', { opponent });
      await executeLeague(ctx, call.i, call.log as never);
      return call.log.gameId!;
    };
    const running = await play(players[0], 'bob');
    await ctx.mutex.run(running, async () => startGame(ctx, (await ctx.repo.get(running))!));
    const waiting = await play(players[2], 'bob');
    expect((await ctx.repo.get(waiting))!.meta.status).toBe('challenge');

    const removed = await run(ctx, admin, 'remove-member', { member: { id: 'bob' }, reason: 'banned' });
    expect(removed.outcome).toBe('ok');
    expect(removed.reply).toContain(`Their running league game (${running}) was ended as their forfeit.`);
    const game = (await ctx.repo.get<any>(running))!;
    expect(game.meta.status).toBe('finished');
    expect(game.record.result!.ranks[game.meta.seats.indexOf('bob')]).toBe(2);
    const state = (await repo.listGuild('guild'))[0];
    const entries = state.matches.filter((m) => m.gameId === running);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ source: 'forfeit', ranks: game.meta.seats.map((u: string | null) => (u === 'bob' ? 2 : 1)) });
    expect(state.audit.some((a) => a.by === 'system' && a.reason.includes('removed'))).toBe(true);
    // The challenge bob never answered is withdrawn, not played.
    expect((await ctx.repo.get(waiting))!.meta.status).toBe('expired');
  });
});
