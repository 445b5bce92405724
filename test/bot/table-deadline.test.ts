/**
 * Move deadlines of multi-player tables, on a Conquest II table driven by its
 * upkeep with a moved clock: the deadline comes from the table, else the
 * league, else the server, else MOVE_DEADLINE_HOURS; the member to act is
 * reminded once when three quarters of it have gone by (not again after a
 * restart); after it the others are asked, and an organiser may hand the
 * seat to the AI alone while a member outside the table may not.
 */
import { describe, expect, it } from 'vitest';
import { conquest2Adapter } from '../../src/games/conquest2/discord/adapter';
import { newTableMeta } from '../../src/games/conquest2/discord/table';
import { tableUpkeep, voteReplace } from '../../src/games/conquest2/discord/upkeep';
import type { C2State } from '../../src/games/conquest2/types';
import { leagueDeadlineHours, serverDeadlineHours } from '../../src/bot/move-deadline';
import { updateServerSettings } from '../../src/storage/server-settings';
import type { StoredGame } from '../../src/storage';
import { translator } from '../../src/i18n';
import { createLeague, updateLeague } from '../../src/leagues';
import { board } from '../games/conquest2/helpers';
import { fakeComponent, fakeContext } from './fakes';
import '../../src/games';

const HOUR = 3_600_000;
const MEMBERS = ['u0', 'u1', 'u2', 'u3'];

function tableGame(now: number, deadlineHours: number): StoredGame<C2State> {
  const state = board();
  return {
    meta: {
      id: 'd1', game: 'conquest2', status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'thread',
      seats: [...MEMBERS], challenger: 'u0', opponent: null, aiLevel: null, locale: 'en', createdAt: now, updatedAt: now, lastMoveAt: now,
      expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
      table: newTableMeta(4, deadlineHours),
    },
    record: { game: 'conquest2', options: state.options, seed: 'deadline', actions: [] },
    state,
  };
}

/** A click on the vote button by `user`, with the member's Discord permissions and roles. */
function voteClick(user: string, permissions: string[] = [], roles: string[] = []) {
  const f = fakeComponent(user, 'g:d1:0:qv:0');
  f.i.memberPermissions = { toArray: () => permissions };
  f.i.member = { roles };
  f.i.guild = { ownerId: 'owner' };
  return f;
}

describe('move deadlines of multi-player tables', () => {
  it('falls back from the league to the server to MOVE_DEADLINE_HOURS', async () => {
    const { ctx } = fakeContext({ MOVE_DEADLINE_HOURS: '30' });
    expect(await serverDeadlineHours(ctx, 'guild')).toBe(30);
    expect(await leagueDeadlineHours(ctx, { guildId: 'guild' })).toBe(30);
    await updateServerSettings(ctx.repo, 'guild', { moveDeadlineHours: 12 });
    expect(await serverDeadlineHours(ctx, 'guild')).toBe(12);
    expect(await serverDeadlineHours(ctx, 'other')).toBe(30);
    expect(await leagueDeadlineHours(ctx, { guildId: 'guild' })).toBe(12);
    expect(await leagueDeadlineHours(ctx, { guildId: 'guild', moveDeadlineHours: 5 })).toBe(5);
  });

  it('keeps a league\'s own table deadline as a setting, and drops it back to the server\'s', () => {
    const admin = { userId: 'admin', permissions: ['ManageGuild'], roleIds: [] };
    const made = createLeague({ id: 'l1', guildId: 'guild', name: 'Senate', game: 'conquest2', tableSize: 4 }, admin, 0);
    if (!made.ok) throw new Error('no league');
    const set = updateLeague(made.state, admin, { moveDeadlineHours: 6 }, 1);
    if (!set.ok) throw new Error('not set');
    expect(set.state.league.moveDeadlineHours).toBe(6);
    expect(set.events).toEqual([{ type: 'leagueUpdated', changed: ['moveDeadlineHours'] }]);
    const member = updateLeague(set.state, { userId: 'm', permissions: [], roleIds: [] }, { moveDeadlineHours: 1 }, 2);
    expect(member.ok).toBe(false);
    const cleared = updateLeague(set.state, admin, { moveDeadlineHours: null }, 3);
    if (!cleared.ok) throw new Error('not cleared');
    expect(cleared.state.league.moveDeadlineHours).toBeUndefined();
    expect(updateLeague(set.state, admin, { moveDeadlineHours: 1000 }, 4).ok).toBe(false);
  });

  it('reminds the member to act once at three quarters of the deadline, then asks the others; a restart repeats nothing', async () => {
    let now = 1_000_000;
    const { ctx, sent } = fakeContext({ REMINDER_MINUTES: '100000' }, () => now);
    ctx.adapters.conquest2 = conquest2Adapter;
    const game = tableGame(now, 8);
    await ctx.repo.save(game);
    now += 6 * HOUR - 60_000;
    await tableUpkeep(ctx, game);
    expect(sent).toEqual([]);
    now += 120_000;
    expect((await tableUpkeep(ctx, game)).reminded).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0].payload.content).toBe('<@u0>: 2 hours are left before this table\'s move deadline. After it, the others may let the AI play your seat.');
    expect(sent[0].payload.allowedMentions).toEqual({ users: ['u0'] });
    // Again, and after a restart (the game read back from the store): nothing more.
    await tableUpkeep(ctx, game);
    const reread = (await ctx.repo.get<C2State>('d1'))!;
    expect(reread.meta.deadlineRemindedVersion).toBe(game.state!.version);
    await tableUpkeep(ctx, reread);
    expect(sent).toHaveLength(1);

    now += 2 * HOUR;
    await tableUpkeep(ctx, reread);
    expect(sent).toHaveLength(2);
    expect(sent[1].payload.content).toMatch(/^<@u0> .*8 hours/);
    expect(sent[1].payload.content).toContain('A server or league organiser may also decide alone.');
    expect(sent[1].payload.allowedMentions).toEqual({ users: ['u1', 'u2', 'u3'] });
    await tableUpkeep(ctx, (await ctx.repo.get<C2State>('d1'))!);
    expect(sent).toHaveLength(2);
  });

  it('lets an organiser hand the silent seat to the AI alone; a member outside the table changes nothing', async () => {
    let now = 1_000_000;
    const { ctx } = fakeContext({ REMINDER_MINUTES: '100000' }, () => now);
    ctx.adapters.conquest2 = conquest2Adapter;
    await updateServerSettings(ctx.repo, 'guild', { organiserRoleId: 'orgs' });
    await ctx.repo.save(tableGame(now, 4));
    now += 5 * HOUR;
    await tableUpkeep(ctx, (await ctx.repo.get<C2State>('d1'))!);

    const stranger = voteClick('stranger');
    const refused = {} as { outcome?: string };
    await voteReplace(ctx, stranger.i, (await ctx.repo.get<C2State>('d1'))!, 0, refused as never);
    expect(refused.outcome).toBe('voteClosed');
    expect(stranger.last().payload.content).toBe(translator('en')('error.stale'));
    expect((await ctx.repo.get<C2State>('d1'))!.meta.seats[0]).toBe('u0');

    const organiser = voteClick('mod', [], ['orgs']);
    const log = {} as { outcome?: string };
    await voteReplace(ctx, organiser.i, (await ctx.repo.get<C2State>('d1'))!, 0, log as never);
    expect(log.outcome).toBe('organiserReplaced');
    expect(organiser.last().payload.content).toBe('As an organiser you decided: the AI now plays that seat.');
    const after = (await ctx.repo.get<C2State>('d1'))!;
    expect(after.meta.seats[0]).toBeNull();
    expect(after.meta.table!.ai[0]).toBe(true);
  });

  it('counts a seated member\'s vote once; a seated organiser decides alone before a majority; nobody decides their own seat', async () => {
    /** A table whose seat 0 let the deadline pass, the vote open; a click on it by a member with Discord permissions. */
    async function openVote() {
      let now = 1_000_000;
      const { ctx } = fakeContext({ REMINDER_MINUTES: '100000' }, () => now);
      ctx.adapters.conquest2 = conquest2Adapter;
      await ctx.repo.save(tableGame(now, 4));
      now += 5 * HOUR;
      await tableUpkeep(ctx, (await ctx.repo.get<C2State>('d1'))!);
      const click = async (user: string, permissions: string[] = []) => {
        const f = voteClick(user, permissions);
        const log = {} as { outcome?: string };
        await voteReplace(ctx, f.i, (await ctx.repo.get<C2State>('d1'))!, 0, log as never);
        return { outcome: log.outcome, content: f.last().payload.content as string };
      };
      return { ctx, click, seat0: async () => (await ctx.repo.get<C2State>('d1'))!.meta.seats[0] };
    }
    const a = await openVote();
    // The silent member cannot keep their seat by voting on it, even as an organiser.
    expect((await a.click('u0', ['ManageGuild'])).outcome).toBe('voteClosed');
    // Three others: two votes make a majority; one is counted once and waits.
    expect(await a.click('u2')).toEqual({ outcome: 'voted', content: 'Vote counted: 1 of 2.' });
    expect(await a.click('u2')).toEqual({ outcome: 'voted', content: 'Vote counted: 1 of 2.' });
    expect(await a.seat0()).toBe('u0');
    expect(await a.click('u3')).toEqual({ outcome: 'voted', content: 'Vote counted: 2 of 2.' });
    expect(await a.seat0()).toBeNull();

    const b = await openVote();
    expect(await b.click('u1', ['ManageGuild'])).toEqual({ outcome: 'organiserReplaced', content: 'As an organiser you decided: the AI now plays that seat.' });
    expect(await b.seat0()).toBeNull();
  });
});
