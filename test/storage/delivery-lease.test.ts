/**
 * Delivery leases (GameRepository.claimDeliveryLease): two connections to one store (Redis,
 * PostgreSQL, SQLite), as two processes have. Exactly one of two claims at once wins; an expired lease is taken over; a released
 * one is free at once; a holder whose lease was taken over cannot release the taker's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRepository, openKeyv } from '../../src/storage';
import { sharedStores } from './servers';

describe.each(sharedStores('legatus-lease-'))('delivery lease on one %s store', (_name, start) => {
  let a: GameRepository;
  let b: GameRepository;
  beforeAll(async () => {
    const url = await start();
    a = new GameRepository(await openKeyv(url));
    b = new GameRepository(await openKeyv(url));
  }, 60_000);
  afterAll(async () => { await a?.close(); await b?.close(); });

  it('goes to exactly one of two processes claiming at once', async () => {
    expect(a.holder).not.toBe(b.holder);
    for (let round = 0; round < 10; round++) {
      const id = `g${round}`;
      const claims = await Promise.all([a.claimDeliveryLease(id, 1000, 60_000), b.claimDeliveryLease(id, 1000, 60_000)]);
      const won = claims.filter((c) => c !== null);
      expect(won).toHaveLength(1);
      expect(won[0]!.until).toBe(61_000);
    }
  });

  it('is refused while held, taken over once expired, and a stale holder cannot release the taker', async () => {
    const first = await a.claimDeliveryLease('g', 0, 60_000);
    expect(first?.holder).toBe(a.holder);
    expect(await b.claimDeliveryLease('g', 59_999, 60_000)).toBeNull();
    const taken = await b.claimDeliveryLease('g', 60_000, 60_000);
    expect(taken?.holder).toBe(b.holder);
    // The crashed or stalled first holder comes back: its release must not free the taker's lease.
    await a.releaseDeliveryLease(first!);
    expect(await a.claimDeliveryLease('g', 60_001, 60_000)).toBeNull();
    // The taker's own release frees it at once.
    await b.releaseDeliveryLease(taken!);
    expect((await a.claimDeliveryLease('g', 60_002, 60_000))?.holder).toBe(a.holder);
  });
});
