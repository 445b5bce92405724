/**
 * Per-user limits on requests that cost every member of a channel something
 * (a reposted board is a new picture in the thread). A sliding window: at most
 * `limit` requests per user in any `windowMs`. In memory, per process: a
 * restart forgives, which is fine for a courtesy limit.
 */
import type { BotContext } from './context';

export class UserRateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: number, private readonly windowMs: number, private readonly now: () => number) {}

  /** Counts a request and returns null when allowed; otherwise the time (ms) from which the next one is. */
  take(user: string): number | null {
    const now = this.now();
    const recent = (this.hits.get(user) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(user, recent);
      return recent[0] + this.windowMs;
    }
    recent.push(now);
    this.hits.set(user, recent);
    // Forget users whose window has passed, so the map holds only recent requesters.
    if (this.hits.size > 1000) {
      for (const [u, list] of this.hits) if (list.every((at) => now - at >= this.windowMs)) this.hits.delete(u);
    }
    return null;
  }
}

const boardLimits = new WeakMap<BotContext, UserRateLimit>();

/** The /game board limit of a bot (one per bot context, from its configuration). */
export function boardRepostLimit(ctx: BotContext): UserRateLimit {
  let limit = boardLimits.get(ctx);
  if (!limit) {
    limit = new UserRateLimit(ctx.config.BOARD_REPOST_LIMIT, ctx.config.BOARD_REPOST_WINDOW_SECONDS * 1000, ctx.now);
    boardLimits.set(ctx, limit);
  }
  return limit;
}
