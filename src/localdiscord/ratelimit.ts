/**
 * Discord's HTTP rate limits (developers/topics/rate-limits): per-route buckets
 * scoped by their major parameter (channel, guild, webhook), announced with
 * `X-RateLimit-*` headers on every answer; a 429 with `retry_after` and `global`
 * when a bucket or the bot's global limit (50 requests/s) is exhausted.
 * Interaction callbacks and interaction webhooks are not sent with the bot
 * token and are exempt from the global limit, as on Discord.
 *
 * Discord publishes no per-route numbers (clients must read the headers); the
 * table below uses the values bots observe — 5 messages per 5 s per channel,
 * 5 edits per 5 s, 5 requests per 2 s per interaction webhook — and is
 * configurable.
 */
import { createHash } from 'node:crypto';

export interface BucketLimit {
  limit: number;
  windowMs: number;
}

/** Route buckets the server knows by name; everything else falls in `other` (per route and major parameter). */
export type BucketName = 'messageCreate' | 'messageEdit' | 'messageDelete' | 'threadCreate' | 'threadMembers' | 'channelEdit' | 'webhook' | 'commands' | 'other';

export interface RateLimitOptions {
  /** Requests per second with the bot token across all routes; `false` disables the global limit. Default 50. */
  globalPerSecond?: number | false;
  /** Per-bucket overrides, e.g. `{ messageCreate: { limit: 2, windowMs: 1000 } }`. */
  buckets?: Partial<Record<BucketName, BucketLimit>>;
  /** 401/403/429 answers allowed per 10 minutes before Discord would ban the IP (recorded as a violation). Default 10 000. */
  invalidRequestsPer10Min?: number;
}

export const DEFAULT_BUCKETS: Record<BucketName, BucketLimit> = {
  messageCreate: { limit: 5, windowMs: 5000 },
  messageEdit: { limit: 5, windowMs: 5000 },
  messageDelete: { limit: 5, windowMs: 1000 },
  threadCreate: { limit: 10, windowMs: 10_000 },
  threadMembers: { limit: 10, windowMs: 10_000 },
  channelEdit: { limit: 5, windowMs: 5000 },
  webhook: { limit: 5, windowMs: 2000 },
  commands: { limit: 5, windowMs: 20_000 },
  other: { limit: 50, windowMs: 1000 },
};

/** [method, path pattern, bucket, index of the major parameter in the match]. Order matters: first match wins. */
const TABLE: [string, RegExp, BucketName, number][] = [
  ['POST', /^\/channels\/(\d+)\/messages$/, 'messageCreate', 1],
  ['PATCH', /^\/channels\/(\d+)\/messages\/\d+$/, 'messageEdit', 1],
  ['DELETE', /^\/channels\/(\d+)\/messages\/\d+$/, 'messageDelete', 1],
  ['POST', /^\/channels\/(\d+)\/(?:messages\/\d+\/)?threads$/, 'threadCreate', 1],
  ['PUT', /^\/channels\/(\d+)\/thread-members\/[^/]+$/, 'threadMembers', 1],
  ['DELETE', /^\/channels\/(\d+)\/thread-members\/[^/]+$/, 'threadMembers', 1],
  ['PATCH', /^\/channels\/(\d+)$/, 'channelEdit', 1],
  ['*', /^\/webhooks\/(\d+\/[^/]+)(?:\/.*)?$/, 'webhook', 1],
  ['PUT', /^\/applications\/\d+\/(?:guilds\/(\d+)\/)?commands$/, 'commands', 1],
];

export interface RateLimitHit {
  at: number;
  method: string;
  path: string;
  bucket: string;
  global: boolean;
  retryAfterMs: number;
}

export type Verdict =
  | { ok: true; headers: Record<string, string> }
  | { ok: false; status: 429; headers: Record<string, string>; body: Record<string, unknown> };

interface BucketState {
  remaining: number;
  resetAt: number;
}

/** Route templates with the major parameter kept and other ids replaced, so each route gets its own `other` bucket. */
function routeKey(method: string, path: string): { bucket: BucketName; key: string; major: string } {
  for (const [m, re, bucket, major] of TABLE) {
    if (m !== '*' && m !== method) continue;
    const match = re.exec(path);
    if (match) return { bucket, key: `${bucket}:${m}`, major: match[major] ?? 'global' };
  }
  const major = /^\/(?:channels|guilds)\/(\d+)/.exec(path)?.[1] ?? 'none';
  const shape = path.replace(/\/\d{5,}/g, '/:id');
  return { bucket: 'other', key: `other:${method} ${shape}`, major };
}

export class RateLimiter {
  private buckets = new Map<string, BucketState>();
  private global: BucketState = { remaining: 0, resetAt: 0 };
  private invalid: number[] = [];
  readonly hits: RateLimitHit[] = [];
  private options: RateLimitOptions | false;

  constructor(options: RateLimitOptions | false, private now: () => number = Date.now) {
    this.options = options;
  }

  configure(options: RateLimitOptions | false): void {
    this.options = options;
    this.buckets.clear();
    this.global = { remaining: 0, resetAt: 0 };
  }

  get enabled(): boolean {
    return this.options !== false;
  }

  private limitOf(bucket: BucketName): BucketLimit {
    return (this.options && this.options.buckets?.[bucket]) || DEFAULT_BUCKETS[bucket];
  }

  /**
   * Takes one request from its route bucket (and from the global limit when it
   * carries the bot token). Returns the headers to send, or the 429 to answer.
   */
  take(method: string, path: string, botAuth: boolean): Verdict {
    if (this.options === false) return { ok: true, headers: {} };
    const now = this.now();
    const { bucket, key, major } = routeKey(method, path);
    const { limit, windowMs } = this.limitOf(bucket);
    const id = `${key}|${major}`;
    let state = this.buckets.get(id);
    if (!state || now >= state.resetAt) {
      state = { remaining: limit, resetAt: now + windowMs };
      this.buckets.set(id, state);
    }
    const hash = createHash('sha1').update(key).digest('hex').slice(0, 32);
    const headers = (remaining: number): Record<string, string> => ({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, remaining)),
      'x-ratelimit-reset': ((state!.resetAt) / 1000).toFixed(3),
      'x-ratelimit-reset-after': (Math.max(0, state!.resetAt - now) / 1000).toFixed(3),
      'x-ratelimit-bucket': hash,
    });

    const perSecond = this.options.globalPerSecond ?? 50;
    if (botAuth && perSecond !== false) {
      if (now >= this.global.resetAt) this.global = { remaining: perSecond, resetAt: now + 1000 };
      if (this.global.remaining <= 0) {
        const retry = this.global.resetAt - now;
        this.hits.push({ at: now, method, path, bucket: 'global', global: true, retryAfterMs: retry });
        return {
          ok: false,
          status: 429,
          headers: { 'retry-after': String(Math.ceil(retry / 1000)), 'x-ratelimit-global': 'true', 'x-ratelimit-scope': 'global' },
          body: { code: 0, message: 'You are being rate limited.', retry_after: round3(retry / 1000), global: true },
        };
      }
    }
    if (state.remaining <= 0) {
      const retry = state.resetAt - now;
      this.hits.push({ at: now, method, path, bucket: key, global: false, retryAfterMs: retry });
      return {
        ok: false,
        status: 429,
        headers: { ...headers(0), 'retry-after': String(Math.ceil(retry / 1000)), 'x-ratelimit-scope': 'user' },
        body: { code: 0, message: 'You are being rate limited.', retry_after: round3(retry / 1000), global: false },
      };
    }
    state.remaining -= 1;
    if (botAuth && perSecond !== false) this.global.remaining -= 1;
    return { ok: true, headers: headers(state.remaining) };
  }

  /** Counts a 401/403/429 answer (the server calls it for each); true once the 10-minute budget is exceeded (Discord would ban the IP). */
  countInvalid(now = this.now()): boolean {
    if (this.options === false) return false;
    this.invalid.push(now);
    while (this.invalid.length && this.invalid[0] < now - 600_000) this.invalid.shift();
    return this.invalid.length > (this.options.invalidRequestsPer10Min ?? 10_000);
  }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
