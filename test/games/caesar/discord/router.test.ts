import { describe, expect, it } from 'vitest';
import { slashCommands } from '../../../../commands';
import { gameId as gid } from '../../../../src/bot/custom-id';
import { createRouter } from '../../../../src/bot/router';
import { draftGame, startGame } from '../../../../src/bot/service';
import type { CaesarState } from '../../../../src/games/caesar/types';
import { caesar } from '../../../../src/games/caesar';
import { SPACES } from '../../../../src/games/caesar/data';
import { fakeComponent, fakeContext } from '../../../bot/fakes';
import '../../../../src/games'; // registers the real games

async function setup() {
  const f = fakeContext();
  const route = createRouter(f.ctx, slashCommands());
  const game = draftGame(f.ctx, { game: 'caesar', kind: 'duel', guildId: 'g', channelId: 'chan', challenger: 'alice', opponent: 'bob', locale: 'en-US' });
  await startGame(f.ctx, game);
  const state = game.state as CaesarState;
  const mover = game.meta.seats[state.active]!;
  const waiting = game.meta.seats[1 - state.active]!;
  return { ...f, route, game, state, mover, waiting };
}

const lastLog = (logs: string[]) => JSON.parse(logs.filter((l) => l.includes('"msg":"interaction"')).at(-1)!);

describe('router', () => {
  it('answers an unknown custom_id ephemerally', async () => {
    const { route, logs } = await setup();
    const c = fakeComponent('alice', 'something-else');
    await route(c.i);
    expect(c.calls.map((x) => x.method)).toEqual(['reply']);
    expect(c.ephemeral(c.calls[0])).toBe(true);
    expect(lastLog(logs).outcome).toBe('unknown');
  });

  it('acknowledges first: an ephemeral deferral on public messages, a deferred update on the builder', async () => {
    const { route, game, state, mover } = await setup();
    const play = fakeComponent(mover, gid(game.meta.id, state.version, 'play'));
    await route(play.i);
    expect(play.calls[0].method).toBe('deferReply');
    expect(play.ephemeral(play.calls[0])).toBe(true);
    expect(play.last().payload.content).toMatch(/Choose a token/);
    const token = state.sides[state.active].supply[0];
    const pick = fakeComponent(mover, gid(game.meta.id, state.version, 'tok', token));
    await route(pick.i);
    expect(pick.calls[0].method).toBe('deferUpdate');
    expect(pick.last().method).toBe('editReply');
  });

  it('rejects stale, foreign and out-of-turn clicks and changes nothing', async () => {
    const { ctx, route, game, state, mover, waiting, logs } = await setup();
    const before = structuredClone((await ctx.repo.get(game.meta.id))!.state);
    const cases: [string, string, RegExp, string][] = [
      [waiting, gid(game.meta.id, state.version, 'play'), /not your turn/, 'notYourTurn'],
      ['carol', gid(game.meta.id, state.version, 'play'), /not a player/, 'notInGame'],
      [mover, gid(game.meta.id, state.version + 5, 'play'), /earlier position/, 'stale'],
      [mover, gid('nosuchgame', 0, 'play'), /no longer valid/, 'unknown'],
    ];
    for (const [user, id, text, outcome] of cases) {
      const c = fakeComponent(user, id);
      await route(c.i);
      expect(c.last().payload.content).toMatch(text);
      expect(lastLog(logs).outcome).toBe(outcome);
    }
    expect((await ctx.repo.get(game.meta.id))!.state).toEqual(before);
  });

  it('runs one game\'s interactions one at a time: of two simultaneous moves only the first applies', async () => {
    const { ctx, route, game, state, mover, logs } = await setup();
    const legal = caesar.legalActions(state, state.active).filter((a) => a.type === 'place' && !a.faceDown) as any[];
    const [a, b] = [legal[0], legal.find((x) => x.token !== legal[0].token || x.space !== legal[0].space)];
    const idOf = (x: any) => gid(game.meta.id, state.version, 'pl', x.token, x.space, SPACES[x.space].provinces.indexOf(x.toward), 0);
    const c1 = fakeComponent(mover, idOf(a));
    const c2 = fakeComponent(mover, idOf(b));
    await Promise.all([route(c1.i), route(c2.i)]);
    const outcomes = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'interaction').slice(-2).map((l) => l.outcome).sort();
    expect(outcomes).toEqual(['played', 'stale']);
    const saved = (await ctx.repo.get(game.meta.id))!;
    expect(saved.record.actions).toHaveLength(1);
    expect((saved.state as CaesarState).version).toBe(state.version + 1);
  });

  it('logs one line per interaction with timings and public facts only', async () => {
    const { route, game, state, mover, logs } = await setup();
    const token = state.sides[state.active].supply[0];
    const c = fakeComponent(mover, gid(game.meta.id, state.version, 'tok', token));
    const n = logs.length;
    await route(c.i);
    const lines = logs.slice(n).map((l) => JSON.parse(l)).filter((l) => l.msg === 'interaction');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ gameId: game.meta.id, user: mover, verb: 'tok', outcome: 'ok' });
    expect(lines[0].ackMs).toBeGreaterThanOrEqual(0);
    expect(lines[0].totalMs).toBeGreaterThanOrEqual(lines[0].ackMs);
    expect(logs.join('\n')).not.toContain(token);
  });

  it('answers with an ephemeral error when a handler fails, and logs the failure', async () => {
    const { ctx, route, game, state, mover, logs } = await setup();
    ctx.repo.get = async () => { throw new Error('storage down'); };
    const c = fakeComponent(mover, gid(game.meta.id, state.version, 'play'));
    await route(c.i);
    expect(c.last().method).toBe('followUp');
    expect(c.ephemeral(c.last())).toBe(true);
    expect(c.last().payload.content).toMatch(/Something went wrong/);
    expect(lastLog(logs).outcome).toBe('error');
  });
});

describe('router: board post failure after a saved move', () => {
  it('keeps the move and tells the player to re-post the board', async () => {
    const { ctx, route, game, state, mover, logs } = await setup();
    const a = caesar.legalActions(state, state.active).find((x) => x.type === 'place' && !x.faceDown) as any;
    ctx.client.channels.fetch = async () => { throw new Error('thread gone'); };
    const c = fakeComponent(mover, gid(game.meta.id, state.version, 'pl', a.token, a.space, SPACES[a.space].provinces.indexOf(a.toward), 0));
    await route(c.i);
    expect(c.last().method).toBe('followUp');
    expect(c.last().payload.content).toMatch(/move is saved/);
    expect(lastLog(logs).outcome).toBe('playedNoBoard');
    expect((await ctx.repo.get(game.meta.id))!.record.actions).toHaveLength(1);
  });
});
