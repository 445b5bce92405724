import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { leagueRepositoryOf } from '../../src/storage/league-repository';
import { leagueCommand, leagueContext, type Member } from './fake-command';
import '../../src/games'; // registers the real games

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };
const ref: Member = { id: 'ref', roles: ['role-ref'] };
const alice: Member = { id: 'alice' };
const bob: Member = { id: 'bob' };

async function run(ctx: any, member: Member, sub: string, options: Record<string, any> = {}) {
  const call = leagueCommand(member, sub, options);
  await executeLeague(ctx, call.i, call.log as never);
  expect(call.replies).toHaveLength(1);
  return { reply: call.replies[0], outcome: call.log.outcome };
}

async function setup() {
  const env = leagueContext();
  const repo = leagueRepositoryOf(env.ctx.repo);
  await run(env.ctx, admin, 'create', { name: 'Senate Cup', game: 'caesar', format: 'ladder', 'organiser-role': { id: 'role-ref' } });
  for (const m of [alice, bob]) await run(env.ctx, m, 'join');
  const [state] = await repo.listGuild('guild');
  return { ...env, repo, id: state.league.id };
}

describe('/league permissions', () => {
  it('refuses to create a league for a member without Manage Server, and stores nothing', async () => {
    const { ctx, sent } = leagueContext();
    const { reply, outcome } = await run(ctx, alice, 'create', { name: 'Mine', game: 'caesar' });
    expect(outcome).toBe('notOrganiser');
    expect(reply.content).toMatch(/Only organisers/);
    expect(await leagueRepositoryOf(ctx.repo).listGuild('guild')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('the server\'s organiser role, set with /league-admin organiser-role, may create a league', async () => {
    const { ctx } = leagueContext();
    // The server's organiser role is a setting of the server, set by those who manage it.
    expect((await run(ctx, { id: 'x', roles: ['role-org'] }, 'organiser-role', { 'organiser-role': { id: 'role-org' } })).outcome).toBe('notOrganiser');
    const set = await run(ctx, admin, 'organiser-role', { 'organiser-role': { id: 'role-org' } });
    expect(set.reply.content).toContain('<@&role-org>');
    expect((await run(ctx, { id: 'x', roles: ['role-other'] }, 'create', { name: 'A', game: 'caesar' })).outcome).toBe('notOrganiser');
    expect((await run(ctx, { id: 'x', roles: ['role-org'] }, 'create', { name: 'A', game: 'caesar' })).outcome).toBe('created');
  });

  it('a member who is not an organiser cannot record a result: refused, nothing stored or announced', async () => {
    const { ctx, repo, id, sent } = await setup();
    await run(ctx, admin, 'start-season');
    const before = await repo.get(id);
    const announced = sent.length;
    const { reply, outcome } = await run(ctx, alice, 'record', { winner: { id: 'alice' }, loser: { id: 'bob' } });
    expect(outcome).toBe('notOrganiser');
    expect(reply.content).toBe('Only organisers (Manage Server or the league\'s organiser role) may do that.');
    expect(await repo.get(id)).toEqual(before);
    expect(sent.length).toBe(announced);
    // The refusal speaks the member's language.
    const cs = await run(ctx, { ...alice, locale: 'cs' }, 'void', { match: 'm1', reason: 'x' });
    expect(cs.reply.content).toMatch(/pořadatelé/);
  });

  it('the league\'s organiser role may record, void (audited, with its reason) and read the audit', async () => {
    const { ctx, repo, id, sent } = await setup();
    await run(ctx, ref, 'start-season');
    const recorded = await run(ctx, ref, 'record', { winner: { id: 'bob' }, loser: { id: 'alice' }, reason: 'played at the club' });
    expect(recorded.outcome).toBe('ok');
    expect(recorded.reply.content).toContain('<@bob> beats <@alice>');
    let state = (await repo.get(id))!;
    expect(state.matches).toHaveLength(1);
    expect(sent.some((s) => s.payload.files?.[0]?.name === 'league-standings-s1.png')).toBe(true);

    expect((await run(ctx, alice, 'audit')).outcome).toBe('notOrganiser');
    const voided = await run(ctx, ref, 'void', { match: 'm1', reason: 'wrong players' });
    expect(voided.outcome).toBe('ok');
    state = (await repo.get(id))!;
    expect(state.matches[0].voided).toMatchObject({ by: 'ref', reason: 'wrong players' });
    expect(state.audit.at(-1)).toMatchObject({ by: 'ref', action: 'voidResult', reason: 'wrong players' });
    const audit = await run(ctx, ref, 'audit');
    expect(audit.reply.content).toContain('wrong players');
    const again = await run(ctx, ref, 'void', { match: 'm1', reason: 'twice' });
    expect(again.reply.content).toBe('That result was already voided.');
  });
});

describe('/league for members', () => {
  it('joins, refuses a second join, shows info, standings (PNG and text) and a profile chart', async () => {
    const { ctx } = await setup();
    expect((await run(ctx, alice, 'join')).reply.content).toBe('You are already in this league.');
    expect((await run(ctx, alice, 'standings')).reply.content).toBe('This league has not started a season yet.');
    await run(ctx, admin, 'start-season');
    await run(ctx, admin, 'record', { winner: { id: 'alice' }, loser: { id: 'bob' } });
    const info = await run(ctx, bob, 'info');
    expect(info.reply.content).toContain('**Senate Cup** · Caesar! · open ladder');
    expect(info.reply.content).toContain('Season 1: running, rounds paired: 0, results: 1.');
    const standings = await run(ctx, bob, 'standings', { season: 1 });
    expect(standings.reply.files[0].attachment.subarray(1, 4).toString()).toBe('PNG');
    expect(standings.reply.content).toMatch(/1\s+useralice\s+1138\?/);
    const czech = await run(ctx, { ...bob, locale: 'cs' }, 'standings');
    expect(czech.reply.content).toContain('Tabulka ligy **Senate Cup**, sezóna 1:');
    expect(czech.reply.content).toContain('  #  Hráč               Hodn.    H    V  Forma\n  1  useralice          1138?    1    1  V');
    const profile = await run(ctx, bob, 'profile', { member: { id: 'alice' } });
    expect(profile.reply.content).toContain('rating 1138?, games 1, wins 1');
    expect(profile.reply.files[0].name).toBe('league-profile-alice.png');
    const board = await run(ctx, bob, 'leaderboard', { game: 'caesar' });
    expect(board.reply.content).toContain('1. useralice · 1138?');
  });

  it('names the league when the server has several, and says which exist', async () => {
    const { ctx } = await setup();
    await run(ctx, admin, 'create', { name: 'Winter', game: 'caesar' });
    expect((await run(ctx, alice, 'info')).reply.content).toMatch(/several leagues.*Senate Cup, Winter/);
    expect((await run(ctx, alice, 'info', { league: 'winter' })).reply.content).toContain('**Winter**');
    expect((await run(ctx, alice, 'info', { league: 'Summer' })).outcome).toBe('noLeague');
    expect((await run(ctx, admin, 'create', { name: 'winter', game: 'caesar' })).outcome).toBe('nameTaken');
  });
});

describe('/league organiser commands on a schedule', () => {
  it('pairs a round-robin, grants a forfeit, replaces a player, and ends the season with a champion', async () => {
    const { ctx, sent } = leagueContext();
    const repo = leagueRepositoryOf(ctx.repo);
    await run(ctx, admin, 'create', { name: 'Circle', game: 'caesar', format: 'round-robin' });
    for (const m of ['p1', 'p2', 'p3', 'p4']) await run(ctx, { id: m }, 'join');
    expect((await run(ctx, admin, 'pair')).reply.content).toBe('No season is running.');
    await run(ctx, admin, 'start-season');
    const paired = await run(ctx, admin, 'pair');
    expect(paired.reply.content).toMatch(/round 1 is paired/);
    expect(sent.some((s) => /round 1 is paired/.test(s.payload.content ?? ''))).toBe(true);
    const [state] = await repo.listGuild('guild');
    const [first, second] = state.seasons[0].rounds[0].tables;

    const schedule = await run(ctx, { id: first.seats[0] }, 'my-matches');
    expect(schedule.reply.content).toContain(`<@${first.seats[1]}>`);
    expect(schedule.reply.content).toContain('to play');

    expect((await run(ctx, { id: 'p1' }, 'forfeit', { absent: { id: first.seats[1] }, reason: 'no show' })).outcome).toBe('notOrganiser');
    const forfeit = await run(ctx, admin, 'forfeit', { absent: { id: first.seats[1] }, reason: 'no show' });
    expect(forfeit.reply.content).toContain(`forfeit against <@${first.seats[1]}>. Reason: no show`);
    expect((await run(ctx, admin, 'pair')).reply.content).toBe('The last round still has unplayed matches.');

    const replaced = await run(ctx, admin, 'replace', { out: { id: second.seats[0] }, in: { id: 'p5' }, reason: 'moved away' });
    expect(replaced.reply.content).toContain(`<@p5> replaces <@${second.seats[0]}>`);
    const after = (await repo.get(state.league.id))!;
    expect(after.seasons[0].rounds[0].tables[1].seats).toContain('p5');

    const ended = await run(ctx, admin, 'end-season', { reason: 'winter break' });
    expect(ended.reply.content).toContain(`Champion: <@${first.seats[0]}>`);
    expect((await repo.get(state.league.id))!.audit.at(-1)).toMatchObject({ action: 'endSeason', reason: 'winter break' });
  });
});

describe('/league settings', () => {
  it('lets organisers rename and change deadlines at any time, the format only between seasons', async () => {
    const { ctx, repo, id } = await setup();
    expect((await run(ctx, alice, 'settings', { 'deadline-hours': 24 })).outcome).toBe('notOrganiser');
    const renamed = await run(ctx, ref, 'settings', { name: 'Senate Trophy', 'deadline-hours': 24, reason: 'shorter rounds' });
    expect(renamed.reply.content).toBe('**Senate Trophy**: settings changed (name, deadline).');
    let state = (await repo.get(id))!;
    expect(state.league).toMatchObject({ name: 'Senate Trophy', deadlineHours: 24 });
    expect(state.audit.at(-1)).toMatchObject({ by: 'ref', action: 'updateLeague', reason: 'shorter rounds' });
    await run(ctx, admin, 'start-season');
    expect((await run(ctx, admin, 'settings', { format: 'swiss' })).reply.content).toBe('A season is already running.');
    state = (await repo.get(id))!;
    expect(state.league.format).toBe('ladder');
  });
});
