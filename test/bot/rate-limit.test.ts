/** The per-user limit of board reposts: a sliding window on the bot's clock. */
import { describe, expect, it } from 'vitest';
import { UserRateLimit } from '../../src/bot/rate-limit';

describe('UserRateLimit', () => {
  it('allows `limit` requests per window and user, then says from when the next one is allowed', () => {
    let now = 1_000_000;
    const limit = new UserRateLimit(3, 60_000, () => now);
    const first = now;
    expect(limit.take('a')).toBeNull();
    now += 5_000;
    expect(limit.take('a')).toBeNull();
    now += 5_000;
    expect(limit.take('a')).toBeNull();
    now += 10_000;
    expect(limit.take('a')).toBe(first + 60_000);
    // Someone else is not affected.
    expect(limit.take('b')).toBeNull();
    // A refused request does not count: once the first leaves the window, one more is allowed.
    now = first + 60_000;
    expect(limit.take('a')).toBeNull();
    expect(limit.take('a')).toBe(first + 5_000 + 60_000);
  });

  it('forgets users whose window has passed', () => {
    let now = 0;
    const limit = new UserRateLimit(1, 1000, () => now);
    for (let k = 0; k < 1500; k++) limit.take(`u${k}`);
    now = 5000;
    limit.take('late');
    expect((limit as unknown as { hits: Map<string, number[]> }).hits.size).toBe(1);
  });
});
