/**
 * Two bot processes on one store both run the periodic delivery of owed posts. A post's nonce only
 * deduplicates within Discord's nonce window, so after a stall longer than that both could post the
 * same owed post: the delivery lease (src/bot/outbox.ts) lets exactly one of them deliver.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { deliver, deliverOwed, DELIVERY_LEASE_MS, setSenders } from '../../src/bot/outbox';
import { GameRepository, KeyedMutex, type StoredGame } from '../../src/storage';
import { fakeContext } from './fakes';

/** Longer than Discord's nonce window (a few minutes). */
const STALL_MS = 10 * 60_000;

let clock = 1_000_000;
const now = () => clock;
let posts: { process: string; kind: string; nonce: string }[] = [];

beforeEach(() => {
  clock = 1_000_000;
  posts = [];
  setSenders({
    start: async (ctx, _game, nonce) => { posts.push({ process: (ctx as unknown as { name: string }).name, kind: 'start', nonce }); },
    note: async (ctx, _game, _text, nonce) => { posts.push({ process: (ctx as unknown as { name: string }).name, kind: 'note', nonce }); },
    board: async (ctx, _game, nonce) => { posts.push({ process: (ctx as unknown as { name: string }).name, kind: 'board', nonce }); },
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

async function gameOwingPosts(ctx: ReturnType<typeof twoProcesses>['a']): Promise<string> {
  const game: StoredGame = {
    meta: {
      id: 'lease1', game: 'any', status: 'active', kind: 'duel', guildId: null, channelId: 'c1', threadId: 't1',
      seats: ['u1', 'u2'], challenger: 'u1', opponent: 'u2', aiLevel: null, locale: 'en', createdAt: clock, updatedAt: clock,
      lastMoveAt: clock, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
      abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'any', seed: 's', actions: [] } as never,
    state: null,
    outbox: [{ kind: 'start', version: 3 }, { kind: 'board', version: 3 }],
  };
  await ctx.repo.save(game);
  return game.meta.id;
}

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
