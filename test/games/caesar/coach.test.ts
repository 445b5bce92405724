import { afterAll, describe, expect, it } from 'vitest';
import '../../../src/games';
import { caesar } from '../../../src/games/caesar';
import { randomAction } from '../../../src/games/caesar/ai';
import { review as reviewAnalysis, type ReviewAnswer } from '../../../src/games/caesar/ai/coach';
import { hintContent, hintRequest, reviewContent, reviewRequest } from '../../../src/games/caesar/discord/coach';
import { aiWorkerState, stopAiWorker } from '../../../src/bot/ai-pool';
import { leagues } from '../../../src/bot/leagues/service';
import { runCoach } from '../../../commands/game-coach';
import { translator } from '../../../src/i18n';
import { initialRngState, Rng } from '../../../src/core/rng';
import type { StoredGame } from '../../../src/storage';
import type { CaesarAction, CaesarOptions, CaesarState, CaesarView, Side } from '../../../src/games/caesar/types';
import { fakeContext } from '../../bot/fakes';

afterAll(() => stopAiWorker());

const ALL: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: true }, solo: null };
const t = translator('en');

/** A duel between u0 (seat 0) and u1 (seat 1), `state` and the actions that led to it. */
function storedGame(state: CaesarState, seed: string, actions: { player: number; action: unknown }[], status: 'active' | 'finished'): StoredGame {
  const now = Date.now();
  return {
    meta: {
      id: `g-${seed}-${status}`, game: 'caesar', status, kind: 'duel', guildId: 'guild', channelId: 'chan', threadId: 'thread',
      seats: ['u0', 'u1'], challenger: 'u0', opponent: 'u1', aiLevel: null, locale: 'en', createdAt: now, updatedAt: now,
      lastMoveAt: now, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
      abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: state.options, seed, actions },
    state,
  };
}

/** Random play from a fresh game until `stop` says so (or the game ends). */
function play(seed: string, stop: (s: CaesarState) => boolean) {
  const rng = new Rng(initialRngState(`coach:${seed}`));
  let state = caesar.setup(ALL, seed);
  const actions: { player: number; action: CaesarAction }[] = [];
  while (!caesar.result(state) && !stop(state)) {
    const p = caesar.activePlayers(state)[0] as Side;
    const a = randomAction(state, p, rng);
    const out = caesar.apply(state, p, a);
    if (!out.ok) throw new Error(out.error.message);
    actions.push({ player: p, action: a });
    state = out.state;
  }
  return { state, actions };
}

/** A position where the side to place faces a concealed (face-down Checkpoint) token of the opponent. */
function facingConcealed(): { state: CaesarState; actions: { player: number; action: CaesarAction }[]; seat: Side; seed: string } {
  for (let k = 0; k < 200; k++) {
    const seed = `concealed-${k}`;
    const g = play(seed, (s) => {
      const side = s.active;
      return s.pending === null && s.spaces.some((sp) => sp.placed?.concealed && sp.placed.side !== side) && s.sides[1 - side].supply.length > 0;
    });
    if (!caesar.result(g.state)) return { ...g, seat: g.state.active, seed };
  }
  throw new Error('no position with a concealed token found');
}

function interaction(userId: string) {
  const replies: any[] = [];
  const i: any = { user: { id: userId }, locale: 'en-US', channelId: 'thread', editReply: async (p: any) => { replies.push(p); } };
  return { i, replies };
}

const log = () => ({ outcome: '' } as any);

/** Every token id that lies on the border spaces of `view`. */
const tokensOnBoard = (view: CaesarView) => view.spaces.map((sp) => sp.placed?.token).filter((x): x is string => !!x);

describe('Caesar! coach', () => {
  it('refuses hint and review in league games, before any analysis, with a clear message', async () => {
    const { ctx, sent } = fakeContext();
    const active = storedGame(caesar.setup(ALL, 'lg'), 'lg', [], 'active');
    const done = play('lg-done', () => false);
    const finished = storedGame(done.state, 'lg-done', done.actions, 'finished');
    for (const g of [active, finished]) {
      await ctx.repo.save(g);
      await leagues(ctx).linkGame(g.meta.id, { leagueId: 'L1', round: 1, table: 0 });
    }
    const hint = interaction('u0');
    await runCoach(ctx, hint.i, 'hint', active.meta.id, log());
    expect(hint.replies.at(-1).content).toBe(t('coach.league'));
    expect(hint.replies.at(-1).files).toEqual([]);
    const review = interaction('u1');
    await runCoach(ctx, review.i, 'review', finished.meta.id, log());
    expect(review.replies.at(-1).content).toBe(t('coach.league'));
    expect(sent).toEqual([]);
    // Refused before asking the AI: the worker was never started.
    expect(aiWorkerState()).toBe('idle');
    expect(t('coach.league')).toMatch(/league/);
    for (const l of ['cs', 'ro', 'ko']) expect(translator(l)('coach.league')).not.toBe(t('coach.league'));
  });

  it('answers a hint in a casual game with the master\'s placement, to the player to move only', async () => {
    const { ctx } = fakeContext();
    const { state, actions, seat, seed } = facingConcealed();
    const game = storedGame(state, seed, actions, 'active');
    await ctx.repo.save(game);
    const other = interaction(seat === 0 ? 'u1' : 'u0');
    await runCoach(ctx, other.i, 'hint', game.meta.id, log());
    expect(other.replies.at(-1).content).toBe(t('coach.notYourTurn'));
    const stranger = interaction('u9');
    await runCoach(ctx, stranger.i, 'hint', game.meta.id, log());
    expect(stranger.replies.at(-1).content).toBe(t('error.notInGame'));
    const me = interaction(`u${seat}`);
    await runCoach(ctx, me.i, 'hint', game.meta.id, log());
    const reply = me.replies.at(-1);
    expect(reply.content).toMatch(/^The master would play: \*\*/);
    expect(reply.files).toHaveLength(1);
    expect(reply.files[0].attachment.subarray(1, 4).toString()).toBe('PNG');
    // The review waits for the end of the game.
    await runCoach(ctx, me.i, 'review', game.meta.id, log());
    expect(me.replies.at(-1).content).toBe(t('coach.notFinished'));
  });

  it('never reveals hidden information in a hint: the AI gets the player\'s view, the opponent\'s face-down tokens stay unnamed', () => {
    const { state, seat } = facingConcealed();
    const opp = (1 - seat) as Side;
    const req = hintRequest(state, seat, 's');
    expect(req.view).toEqual(caesar.view(state, seat));
    expect(req.view.sides[opp].supply).toBeNull();
    // By value: the same request whatever the opponent's hidden tokens are.
    const scrambled = structuredClone(state);
    const pool = [...scrambled.sides[opp].supply, ...scrambled.sides[opp].bag].reverse();
    scrambled.sides[opp].supply = pool.slice(0, state.sides[opp].supply.length);
    scrambled.sides[opp].bag = pool.slice(state.sides[opp].supply.length);
    scrambled.rng = initialRngState('another');
    expect(hintRequest(scrambled, seat, 's')).toEqual(req);
    const concealed = state.spaces.filter((sp) => sp.placed?.concealed && sp.placed.side === opp);
    expect(concealed.length).toBeGreaterThan(0);
    for (const sp of concealed) expect(req.view.spaces[sp.id].placed).toEqual({ token: null, side: opp, toward: null, faceDown: true, concealed: true });
    // The hint as shown: any answer the AI gives names only the asker's tokens, and the picture keeps the face-down ones hidden.
    const mine = (caesar.legalActions(state, seat) as CaesarAction[]).filter((a) => a.type === 'place');
    const answer = { kind: 'hint' as const, moves: mine.slice(0, 3).map((action, k) => ({ action, value: 1 - k, samples: 4 })) };
    const out = hintContent(req, answer, t);
    const hidden = new Set([...state.sides[opp].supply, ...state.sides[opp].bag, ...concealed.map((sp) => sp.placed!.token)]);
    for (const p of out.pictures) {
      for (const sp of concealed) expect(p.view.spaces[sp.id].placed?.token).toBeNull();
      for (const id of tokensOnBoard(p.view)) expect(hidden.has(id)).toBe(false);
      expect(p.view.sides[opp].supply).toBeNull();
    }
    expect(out.content).toContain('The master would play');
  });

  it('reviews a finished game: at most three moves per player, each priced against a better one, from each player\'s view', () => {
    const { state, actions } = play('review-1', () => false);
    expect(caesar.result(state)).not.toBeNull();
    const game = storedGame(state, 'review-1', actions, 'finished');
    const req = reviewRequest(game);
    expect(req.seats).toEqual([0, 1]);
    const answer = reviewAnalysis({ ...req, units: 400 }) as ReviewAnswer;
    expect(answer.reviewed).toBe(actions.filter((a) => a.action.type === 'place').length);
    for (const seat of [0, 1]) {
      const mine = answer.moves.filter((m) => m.seat === seat);
      expect(mine.length).toBeLessThanOrEqual(3);
      for (const [k, m] of mine.entries()) {
        expect(m.played).toEqual(actions[m.index].action);
        expect(actions[m.index].player).toBe(seat);
        expect(m.better).not.toEqual(m.played);
        expect(m.cost).toBeGreaterThan(0);
        if (k > 0) expect(m.cost).toBeLessThanOrEqual(mine[k - 1].cost);
      }
    }
    expect(answer.moves.length).toBeGreaterThan(0);
  });

  it('never reveals in a public review a token nobody else saw by the end', () => {
    // A finished game where a side still holds tokens behind its screen (never seen by the other).
    let found: { state: CaesarState; actions: { player: number; action: CaesarAction }[]; seed: string } | null = null;
    for (let k = 0; k < 50 && !found; k++) {
      const g = play(`rv-${k}`, () => false);
      if (g.state.sides.some((s) => s.supply.length > 0)) found = { ...g, seed: `rv-${k}` };
    }
    expect(found).not.toBeNull();
    const { state, actions, seed } = found!;
    const game = storedGame(state, seed, actions, 'finished');
    const end = caesar.view(state, null) as CaesarView;
    const unseen = new Set([...end.sides[0].unseen, ...end.sides[1].unseen]);
    // Claim, for every placement of the game, that the better move was a still-hidden token on the same space.
    let replay = caesar.setup(ALL, seed);
    const moves: ReviewAnswer['moves'] = [];
    for (const [index, { player, action }] of actions.entries()) {
      if (action.type === 'place' && moves.length < 3) {
        const held = [...state.sides[player].supply, ...state.sides[player].bag].find((id) => unseen.has(id));
        if (held) moves.push({ seat: player as Side, index, turn: replay.turn, played: action, better: { ...action, token: held, faceDown: false }, cost: 1 });
      }
      const out = caesar.apply(replay, player, action);
      if (!out.ok) throw new Error(out.error.message);
      replay = out.state;
    }
    expect(moves.length).toBeGreaterThan(0);
    const out = reviewContent(game, { kind: 'review', moves, reviewed: 10 }, t);
    expect(out.content).toContain('not seen by the others');
    expect(out.pictures.length).toBe(moves.length);
    for (const p of out.pictures) {
      for (const id of tokensOnBoard(p.view)) expect(unseen.has(id)).toBe(false);
      expect(p.view.viewer).toBeNull();
      expect(p.view.sides.every((s) => s.supply === null)).toBe(true);
    }
  });
});
