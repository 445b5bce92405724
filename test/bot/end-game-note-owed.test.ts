/**
 * `/league-admin end-game` on a running game owes its note with the end (one
 * save): a note Discord refuses at first is not lost but retried like a board,
 * and it still comes before the final board once the thread takes posts again.
 */
import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { executeLeague } from '../../src/bot/leagues/handlers';
import { runUpkeep } from '../../src/bot/reminders';
import { draftGame, startGame } from '../../src/bot/service';
import { leagueCommand, leagueContext, type Member } from '../leagues-bot/fake-command';
import '../../src/games'; // registers the real games

const admin: Member = { id: 'admin', permissions: ['ManageGuild'] };

const missingAccess = () => new DiscordAPIError({ code: 50001, message: 'Missing Access' }, 50001, 403, 'POST', '/channels/x/messages', {});

describe('a moderator note ending a running game', () => {
  it('is owed with the end: refused at first, it is posted on a later pass, before the final board', async () => {
    const { ctx, sent, setNow, now } = leagueContext();
    const draft = draftGame(ctx, { game: 'caesar', kind: 'duel', guildId: 'guild', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en-US' });
    await ctx.repo.save(draft);
    await ctx.mutex.run(draft.meta.id, () => startGame(ctx, draft));
    const game = (await ctx.repo.get(draft.meta.id))!;
    const threadId = game.meta.threadId!;

    // The thread refuses every post for now.
    const channels = ctx.client.channels as unknown as { fetch: (id: string) => Promise<any> };
    const fetch = channels.fetch.bind(channels);
    let refusing = true;
    channels.fetch = async (id: string) => {
      const channel = await fetch(id);
      if (id !== threadId || !refusing) return channel;
      return { ...channel, send: async () => { throw missingAccess(); } };
    };
    const call = leagueCommand(admin, 'end-game', { game: game.meta.id, reason: 'gone quiet' });
    await executeLeague(ctx, call.i, call.log as never);
    expect(call.log.outcome).toBe('ended');

    const note = '<@admin> ended this game as abandoned. gone quiet';
    const ended = (await ctx.repo.get(game.meta.id))!;
    expect(ended.meta.status).toBe('finished');
    expect(ended.outbox?.map((i) => i.kind)).toEqual(['note', 'board']);
    expect(ended.outbox?.[0]).toMatchObject({ text: note, attempts: 1 });
    expect(sent.filter((s) => s.channelId === threadId && s.payload.content === note)).toHaveLength(0);

    // The thread takes posts again: the next pass posts the note, then the final board, and nothing is owed.
    refusing = false;
    setNow(now() + 60_000);
    await runUpkeep(ctx);
    const posts = sent.filter((s) => s.channelId === threadId);
    const noteAt = posts.findIndex((s) => s.payload.content === note);
    const boardAt = posts.findIndex((s, k) => k > noteAt && (s.payload.files?.length ?? 0) > 0);
    expect(noteAt).toBeGreaterThanOrEqual(0);
    expect(posts.filter((s) => s.payload.content === note)).toHaveLength(1);
    expect(posts[noteAt].payload.nonce).toBe(`${game.meta.id}n${(ended.state as { version: number }).version}`);
    expect(boardAt).toBeGreaterThan(noteAt);
    expect((await ctx.repo.get(game.meta.id))!.outbox).toBeUndefined();
  });
});
