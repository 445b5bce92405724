import { describe, expect, it } from 'vitest';
import { runUpkeep } from '../../../../src/bot/reminders';
import { draftGame, playMove, startGame } from '../../../../src/bot/service';
import { caesar } from '../../../../src/games/caesar';
import type { CaesarState } from '../../../../src/games/caesar/types';
import { fakeContext } from '../../../bot/fakes';
import '../../../../src/games'; // registers the real games

describe('upkeep: reminders and challenge expiry', () => {
  it('pings the player to move once per turn after REMINDER_MINUTES, and never the computer', async () => {
    let now = 1_000_000;
    const { ctx, sent } = fakeContext({ REMINDER_MINUTES: '10' }, () => now);
    const duel = draftGame(ctx, { game: 'caesar', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'cs' });
    await startGame(ctx, duel);
    const solo = draftGame(ctx, { game: 'caesar', kind: 'solo', guildId: 'g', channelId: 'chan', challenger: 'carol', opponent: null, locale: 'en' });
    await startGame(ctx, solo);
    const pings = () => sent.filter((s) => /turn|tahu/.test(s.payload.content ?? '') && !s.payload.files);

    now += 9 * 60_000;
    expect((await runUpkeep(ctx)).reminded).toEqual([]);
    now += 2 * 60_000;
    expect((await runUpkeep(ctx)).reminded.sort()).toEqual([duel.meta.id, solo.meta.id].sort());
    const state = (await ctx.repo.get<CaesarState>(duel.meta.id))!.state!;
    const mover = duel.meta.seats[state.active]!;
    const duelPing = pings().find((p) => p.channelId === duel.meta.threadId)!;
    expect(duelPing.payload.content).toContain(`<@${mover}>`);
    expect(duelPing.payload.content).toMatch(/jste na tahu/); // the game's locale (cs)
    expect(duelPing.payload.allowedMentions).toEqual({ users: [mover] });
    now += 60 * 60_000;
    expect((await runUpkeep(ctx)).reminded).toEqual([]);

    const game = (await ctx.repo.get<CaesarState>(duel.meta.id))!;
    const out = await playMove(ctx, game, state.active, caesar.legalActions(state, state.active)[0]);
    expect(out.ok).toBe(true);
    expect((await runUpkeep(ctx)).reminded).toEqual([]);
    now += 11 * 60_000;
    expect((await runUpkeep(ctx)).reminded).toContain(duel.meta.id);
  });

  it('expires a challenge after CHALLENGE_EXPIRE_SECONDS and edits its message', async () => {
    let now = 5_000_000;
    const { ctx, edits } = fakeContext({ CHALLENGE_EXPIRE_SECONDS: '60' }, () => now);
    const game = draftGame(ctx, { game: 'caesar', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en' });
    game.meta.challengeMessageId = 'm-challenge';
    await ctx.repo.save(game);
    now += 59_000;
    expect((await runUpkeep(ctx)).expired).toEqual([]);
    now += 2_000;
    expect((await runUpkeep(ctx)).expired).toEqual([game.meta.id]);
    expect(edits[0]).toMatchObject({ channelId: 'chan', messageId: 'm-challenge', payload: { components: [] } });
    expect(edits[0].payload.content).toMatch(/expired/);
    expect((await ctx.repo.get(game.meta.id))!.meta.status).toBe('expired');
    expect(await ctx.repo.openGamesOf('alice')).toEqual([]);
  });
});
