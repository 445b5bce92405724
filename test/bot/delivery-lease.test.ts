/**
 * Two bot processes on one store both run the periodic delivery of owed posts. A post's nonce only
 * deduplicates within Discord's nonce window, so after a stall longer than that both could post the
 * same owed post: the delivery lease (src/bot/outbox.ts) lets exactly one of them deliver.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { deliver, deliverOwed, DELIVERY_LEASE_MS, owe, SAVER_DELIVERS_MS, setSenders } from '../../src/bot/outbox';
import { GameRepository, KeyedMutex, type StoredGame } from '../../src/storage';
import { fakeContext } from './fakes';

/** Longer than Discord's nonce window (a few minutes). */
const STALL_MS = 10 * 60_000;

let clock = 1_000_000;
const now = () => clock;
let posts: { process: string; kind: string; nonce: string }[] = [];
/** Boards refused by Discord until set back to false (a 503). */
let boardsRefused = false;

beforeEach(() => {
  clock = 1_000_000;
  posts = [];
  boardsRefused = false;
  setSenders({
    start: async (ctx, _game, nonce) => { posts.push({ process: (ctx as unknown as { name: string }).name, kind: 'start', nonce }); },
    note: async (ctx, _game, _text, nonce) => { posts.push({ process: (ctx as unknown as { name: string }).name, kind: 'note', nonce }); },
    board: async (ctx, _game, nonce) => {
      if (boardsRefused) throw new Error('503 Service Unavailable');
      posts.push({ process: (ctx as unknown as { name: string }).name, kind: 'board', nonce });
    },
  });
});

/** Two processes: each its own connection (repository, so its own lease holder) and lock, one store. */
function twoProcesses() {
  const a = fakeContext({}, now).ctx;
  const b = { ...fakeContext({}, now).ctx, repo: new GameRepository(a.repo.keyv), mutex: new KeyedMutex() };
  Object.assign(a, { name: 'a' });
  Object.assign(b, { name: 'b' });
  return { a, b };
}

type Ctx = ReturnType<typeof twoProcesses>['a'];

function newGame(): StoredGame {
  return {
    meta: {
      id: 'lease1', game: 'any', status: 'active', kind: 'duel', guildId: null, channelId: 'c1', threadId: 't1',
      seats: ['u1', 'u2'], challenger: 'u1', opponent: 'u2', aiLevel: null, locale: 'en', createdAt: clock, updatedAt: clock,
      lastMoveAt: clock, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
      abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'any', seed: 's', actions: [] } as never,
    state: null,
  };
}

/** A game owing two posts, as an older store (or a finished request) leaves them: nobody delivering them now. */
async function gameOwingPosts(ctx: Ctx): Promise<string> {
  const game = newGame();
  game.outbox = [{ kind: 'start', version: 3 }, { kind: 'board', version: 3 }];
  await ctx.repo.save(game);
  return game.meta.id;
}

/** A game started by a request of `ctx`'s process: saved owing its start text and board, which that request posts next. */
async function startedBy(ctx: Ctx): Promise<StoredGame> {
  const game = newGame();
  owe(ctx, game, 'start');
  owe(ctx, game, 'board');
  await ctx.repo.save(game);
  return game;
}

const seen = () => posts.map((p) => `${p.process}:${p.kind}`);

describe('delivery lease between two processes on one store', () => {
  it('a process that read the owed posts, then stalled past the nonce window, does not post them again', async () => {
    const { a, b } = twoProcesses();
    const id = await gameOwingPosts(a);
    // Process a's periodic pass has read the game (owing two posts) when it stalls.
    const stale = (await a.repo.get(id))!;
    // Meanwhile process b's pass delivers and marks them done.
    expect(await deliverOwed(b)).toEqual([id]);
    expect(posts.map((p) => `${p.process}:${p.kind}`)).toEqual(['b:start', 'b:board']);
    clock += STALL_MS;
    // a resumes with what it read: the game was saved since, so it leaves it to the next pass.
    expect(await deliver(a, stale, { waitForRetry: true })).toBe('pending');
    expect(posts).toHaveLength(2);
    expect((await b.repo.get(id))!.outbox).toBeUndefined();
  });

  it('a holder stalled past its lease stops; the process that took the lease over delivers, each post once', async () => {
    const { a, b } = twoProcesses();
    const id = await gameOwingPosts(a);
    // a stalls right after taking the lease and finding its copy current.
    let reached!: () => void;
    const atStall = new Promise<void>((r) => { reached = r; });
    let resume!: () => void;
    const stall = new Promise<void>((r) => { resume = r; });
    const isCurrent = a.repo.isCurrent.bind(a.repo);
    a.repo.isCurrent = async (g) => { const current = await isCurrent(g); reached(); await stall; return current; };
    const game = (await a.repo.get(id))!;
    const aDelivery = deliver(a, game, { waitForRetry: true });
    await Promise.race([atStall, new Promise((_, fail) => setTimeout(() => fail(new Error('a never took a lease')), 2000))]);

    // While a holds an unexpired lease, b's pass leaves the game alone.
    expect(await deliverOwed(b)).toEqual([]);
    expect(posts).toEqual([]);
    // a's lease runs out (a is stalled far longer than Discord's nonce window): b takes it over.
    clock += STALL_MS;
    expect(await deliverOwed(b)).toEqual([id]);
    resume();
    expect(await aDelivery).toBe('pending');
    expect(posts.map((p) => `${p.process}:${p.kind}`)).toEqual(['b:start', 'b:board']);
    expect((await b.repo.get(id))!.outbox).toBeUndefined();
  });

  it('an expired lease of a crashed process is taken over; the request that saved a change delivers without one', async () => {
    const { a, b } = twoProcesses();
    const id = await gameOwingPosts(a);
    // a took the lease and crashed: no release.
    expect(await a.repo.claimDeliveryLease(id, clock, DELIVERY_LEASE_MS)).not.toBeNull();
    expect(await deliverOwed(b)).toEqual([]);
    // The fast path (right after a save, waitForRetry unset) is not held up by the lease.
    const fresh = (await b.repo.get(id))!;
    fresh.outbox = [{ kind: 'board', version: 4 }];
    await b.repo.save(fresh);
    expect(await deliver(b, fresh)).toBe('done');
    expect(posts.map((p) => `${p.process}:${p.kind}`)).toEqual(['b:board']);
    // Once a's lease expired, b's pass takes it over.
    const again = (await b.repo.get(id))!;
    again.outbox = [{ kind: 'board', version: 5 }];
    await b.repo.save(again);
    expect(await deliverOwed(b)).toEqual([]);
    clock += DELIVERY_LEASE_MS;
    expect(await deliverOwed(b)).toEqual([id]);
    expect(posts.map((p) => p.nonce)).toEqual([`${id}b4`, `${id}b5`]);
  });
});

describe('the request that saved a change delivers it; the other processes\' periodic passes wait for it', () => {
  it('another process leaves the posts a request is delivering; if that process died, it posts them once its window is over', async () => {
    const { a, b } = twoProcesses();
    // a's request saved the game; a is killed before posting anything (or is still drawing the board).
    const { meta: { id } } = await startedBy(a);
    // b's upkeep pass reads the game meanwhile: the posts are a's to make, b draws and posts nothing.
    expect(await deliver(b, (await b.repo.get(id))!, { waitForRetry: true })).toBe('pending');
    clock += SAVER_DELIVERS_MS - 1;
    expect(await deliver(b, (await b.repo.get(id))!, { waitForRetry: true })).toBe('pending');
    expect(posts).toEqual([]);
    // a never came back: b's next pass after the window posts them, no lease in the way.
    clock += 1;
    expect(await deliver(b, (await b.repo.get(id))!, { waitForRetry: true })).toBe('done');
    expect(seen()).toEqual(['b:start', 'b:board']);
    expect((await b.repo.get(id))!.outbox).toBeUndefined();
    expect((await b.repo.get(id))!.delivering).toBeUndefined();
  });

  it('a live saver posts them once: the other process\'s pass while it draws posts nothing', async () => {
    const { a, b } = twoProcesses();
    const game = await startedBy(a);
    // b's pass runs while a's request is still drawing the board, then a posts.
    expect(await deliver(b, (await b.repo.get(game.meta.id))!, { waitForRetry: true })).toBe('pending');
    expect(await deliver(a, game)).toBe('done');
    expect(await deliver(b, (await b.repo.get(game.meta.id))!, { waitForRetry: true })).toBe('done');
    expect(posts.map((p) => `${p.process}:${p.kind}:${p.nonce}`)).toEqual([`a:start:${game.meta.id}s0`, `a:board:${game.meta.id}b0`]);
    const stored = (await b.repo.get(game.meta.id))!;
    expect(stored.outbox).toBeUndefined();
    expect(stored.delivering).toBeUndefined();
  });

  it('a post the saving request could not make is retried by the next pass of any process at once, not after the window', async () => {
    const { a, b } = twoProcesses();
    const game = await startedBy(a);
    boardsRefused = true;
    expect(await deliver(a, game)).toBe('pending');
    boardsRefused = false;
    expect(seen()).toEqual(['a:start']);
    expect(await deliver(b, (await b.repo.get(game.meta.id))!, { waitForRetry: true })).toBe('done');
    expect(seen()).toEqual(['a:start', 'b:board']);
  });

  it('the saving process\'s own passes and a process just started do not wait for the window', async () => {
    const { a, b } = twoProcesses();
    const first = await startedBy(a);
    // a's own upkeep (its request failed to mark them, say): a knows it is not posting them.
    expect(await deliver(a, (await a.repo.get(first.meta.id))!, { waitForRetry: true })).toBe('done');
    expect(seen()).toEqual(['a:start', 'a:board']);
    // b restarted right after a crash of the saver: its start-up pass reposts at once (nonces answer repeats).
    posts = [];
    const second = newGame();
    second.meta.id = 'lease2';
    owe(a, second, 'board');
    await a.repo.save(second);
    expect(await deliverOwed(b)).toEqual(['lease2']);
    expect(seen()).toEqual(['b:board']);
  });
});
