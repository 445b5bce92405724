/**
 * The bot platform proven on the test game only (Numbers, src/games/numbers):
 * the registry, the generic router, service, AI worker, reminders, events and
 * storage work through the game contract, with no real game registered.
 */
import Keyv from 'keyv';
import { afterAll, describe, expect, it } from 'vitest';
import { slashCommands } from '../../commands';
import { aiWorkerState, stopAiWorker } from '../../src/bot/ai-pool';
import { gameId as gid } from '../../src/bot/custom-id';
import { whenGameFinished } from '../../src/bot/events';
import { runUpkeep } from '../../src/bot/reminders';
import { createRouter } from '../../src/bot/router';
import { draftGame, startGame } from '../../src/bot/service';
import { gameIds, registerGame } from '../../src/core/registry';
import { replay } from '../../src/core/replay';
import { numbers } from '../../src/games/numbers';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import type { NumbersState } from '../../src/games/numbers/types';
import { GameRepository } from '../../src/storage';
import { fakeComponent, fakeContext } from './fakes';

registerGame(numbersPlugin);
afterAll(() => stopAiWorker());

const lastLog = (logs: string[]) => JSON.parse(logs.filter((l) => l.includes('"msg":"interaction"')).at(-1)!);

async function duel(env: Record<string, string> = {}, clock?: () => number) {
  const f = fakeContext(env, clock);
  const route = createRouter(f.ctx, slashCommands());
  const game = draftGame(f.ctx, { game: 'numbers', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en-US' });
  await startGame(f.ctx, game);
  const state = game.state as NumbersState;
  return { ...f, route, game, state, mover: game.meta.seats[state.active]!, waiting: game.meta.seats[1 - state.active]! };
}

/** Every card value still hidden in a hand. */
const hidden = (s: NumbersState) => s.hands.flat().map(String);

describe('the platform on the test game', () => {
  it('knows only the games registered: the test game, its command and its strings', () => {
    expect(gameIds()).toEqual(['numbers']);
    const names = slashCommands().map((c) => c.data.name);
    expect(names).toEqual(['numbers', 'game', 'league', 'league-admin', 'help', 'settings']);
    const league = slashCommands().find((c) => c.data.name === 'league-admin')!.data as any;
    const create = league.options.find((o: any) => o.name === 'create');
    expect(create.options.find((o: any) => o.name === 'game').choices).toEqual([{ name: 'Numbers', value: 'numbers' }]);
  });

  it('starts a duel in a thread with the game\'s own texts, and public posts never show a hidden card', async () => {
    const { sent, state } = await duel();
    const texts = sent.map((s) => JSON.stringify(s.payload));
    expect(sent[0].payload.content).toMatch(/A game of \*\*Numbers\*\*/);
    const board = sent.find((s) => s.payload.files)!;
    expect(board.payload.files[0].name).toMatch(/^numbers-\w+-0\.png$/);
    expect(board.payload.files[0].attachment.subarray(1, 4).toString()).toBe('PNG');
    for (const card of hidden(state)) for (const t of texts) expect(t).not.toContain(card);
  });

  it('plays a move through the router: builder in the mover\'s ephemeral message, the other hand stays hidden', async () => {
    const { ctx, route, game, state, mover, sent, logs } = await duel();
    const play = fakeComponent(mover, gid(game.meta.id, state.version, 'play'));
    await route(play.i);
    expect(play.calls[0].method).toBe('deferReply');
    expect(play.ephemeral(play.calls[0])).toBe(true);
    const ui = JSON.stringify(play.last().payload);
    for (const c of state.hands[state.active]) expect(ui).toContain(String(c));
    for (const c of state.hands[1 - state.active]) expect(ui).not.toContain(String(c));
    const card = fakeComponent(mover, gid(game.meta.id, state.version, 'nc', 1));
    await route(card.i);
    expect(card.calls[0].method).toBe('deferUpdate');
    expect(lastLog(logs).outcome).toBe('played');
    const saved = (await ctx.repo.get<NumbersState>(game.meta.id))!;
    expect(saved.state!.played[state.active]).toEqual([state.hands[state.active][1]]);
    const after = sent.filter((s) => s.payload.files).at(-1)!;
    expect(after.payload.content).toContain(`played ${state.hands[state.active][1]}`);
    // Whole numbers only: a millisecond timestamp or a game id contains any 4 digits now and then.
    const stillHidden = new RegExp(`\\b(${hidden(saved.state!).join('|')})\\b`);
    expect(JSON.stringify(sent.map((s) => s.payload))).not.toMatch(stillHidden);
    expect(logs.join('\n')).not.toMatch(stillHidden);
  });

  it('refuses stale, foreign and out-of-turn clicks and changes nothing', async () => {
    const { ctx, route, game, state, mover, waiting } = await duel();
    const before = structuredClone((await ctx.repo.get(game.meta.id))!.state);
    for (const [user, id, text] of [
      [waiting, gid(game.meta.id, state.version, 'play'), /not your turn/],
      ['carol', gid(game.meta.id, state.version, 'play'), /not a player/],
      [mover, gid(game.meta.id, state.version + 3, 'nc', 0), /earlier position/],
    ] as const) {
      const c = fakeComponent(user, id);
      await route(c.i);
      expect(c.last().payload.content).toMatch(text);
    }
    expect((await ctx.repo.get(game.meta.id))!.state).toEqual(before);
  });

  it('shows a player their own hand only, in an ephemeral reply', async () => {
    const { route, game, state, waiting } = await duel();
    const c = fakeComponent(waiting, gid(game.meta.id, state.version, 'hand'));
    await route(c.i);
    const seat = game.meta.seats.indexOf(waiting);
    expect(c.ephemeral(c.calls[0])).toBe(true);
    for (const card of state.hands[seat]) expect(c.last().payload.content).toContain(String(card));
    for (const card of state.hands[1 - seat]) expect(c.last().payload.content).not.toContain(String(card));
  });

  it('lets the game\'s AI answer from the worker thread, announces the end, and keeps a record that replays', async () => {
    const { ctx } = fakeContext();
    const finished: string[] = [];
    const stop = whenGameFinished(async (_ctx, g) => { finished.push(g.meta.id); });
    const router = createRouter(ctx, slashCommands());
    const game = draftGame(ctx, { game: 'numbers', kind: 'bot', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: null, locale: 'en', level: 2 });
    expect(game.meta.seats).toEqual(['alice', null]);
    await startGame(ctx, game);
    for (let k = 0; k < 3; k++) {
      const s = (await ctx.repo.get<NumbersState>(game.meta.id))!.state!;
      expect(s.active).toBe(0);
      await router(fakeComponent('alice', gid(game.meta.id, s.version, 'nc', 0)).i);
    }
    stop();
    const saved = (await ctx.repo.get<NumbersState>(game.meta.id))!;
    expect(aiWorkerState()).toBe('running');
    expect(saved.meta.status).toBe('finished');
    // The computer played its highest card each time, as its AI does from its own view.
    const start = numbers.setup(numbers.parseOptions(saved.record.options), saved.record.seed);
    const aiCards = saved.record.actions.filter((a) => a.player === 1).map((a) => (a.action as { card: number }).card);
    expect(aiCards).toEqual([...start.hands[1]].sort((a, b) => b - a));
    expect(finished).toEqual([game.meta.id]);
    const again = replay(numbers, saved.record);
    expect(again.ok && again.state).toEqual(saved.state);
    // A new repository on the same store (a restart) loads the same game.
    const reopened = await new GameRepository(ctx.repo.keyv).get(game.meta.id);
    expect(reopened).toEqual(saved);
  });

  it('reminds the player to move with the platform\'s own text when the game has none', async () => {
    let now = 5_000_000;
    const { ctx, sent, game, state, mover } = await duel({ REMINDER_MINUTES: '10' }, () => now);
    now += 11 * 60_000;
    expect((await runUpkeep(ctx)).reminded).toEqual([game.meta.id]);
    const ping = sent.at(-1)!.payload;
    expect(ping.content).toBe(`<@${mover}>, it is your turn!`);
    expect(ping.allowedMentions).toEqual({ users: [mover] });
    expect(JSON.stringify(ping)).not.toMatch(new RegExp(hidden(state).join('|')));
  });

  it('expires an unanswered challenge and edits its message', async () => {
    let now = 5_000_000;
    const { ctx, edits } = fakeContext({ CHALLENGE_EXPIRE_SECONDS: '60' }, () => now);
    const game = draftGame(ctx, { game: 'numbers', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en' });
    game.meta.challengeMessageId = 'm-challenge';
    await ctx.repo.save(game);
    now += 59_000;
    expect((await runUpkeep(ctx)).expired).toEqual([]);
    now += 2_000;
    expect((await runUpkeep(ctx)).expired).toEqual([game.meta.id]);
    expect(edits[0]).toMatchObject({ channelId: 'chan', messageId: 'm-challenge', payload: { components: [] } });
    expect((await ctx.repo.get(game.meta.id))!.meta.status).toBe('expired');
  });

  it('keeps games apart in storage: saved, indexed while open, and reloaded unchanged', async () => {
    const repo = new GameRepository(new Keyv());
    const { ctx } = fakeContext();
    const game = draftGame({ ...ctx, repo }, { game: 'numbers', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en' });
    await repo.save(game);
    expect(await repo.openGamesOf('bob')).toEqual([game.meta.id]);
    expect(await repo.get(game.meta.id)).toEqual(game);
  });
});
