/**
 * Fault injection on the HTTP API, for tests of how the bot copes with
 * Discord's bad days: 5xx answers on chosen routes (before the request takes
 * effect, or after it — Discord sometimes reports 502 for a message it did
 * create), slow answers, and whole outages.
 */
export interface FaultRule {
  /** HTTP method to affect; any when absent. */
  method?: string;
  /**
   * The API path (without /api/vN) to affect: a RegExp, or a template such as
   * `/channels/{id}/messages` where each `{…}` stands for one path segment.
   */
  path: string | RegExp;
  /**
   * Answer this status (e.g. 500, 502, 503) instead of the normal answer. 429 answers an
   * unannounced ("shared" scope) rate limit with `retryAfterMs`, which a client cannot foresee.
   */
  status?: number;
  /** With status 429: the `retry_after` to announce. Default 1000 ms. */
  retryAfterMs?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /**
   * With `status`: carry the request out first, then answer the error anyway (the
   * client cannot tell it worked). With `delayMs`: carry it out at once and delay only
   * the answer. Default false: a failed request changes nothing; a delay precedes the work.
   */
  after?: boolean;
  /** How many matching requests to affect; default: all until removed. */
  times?: number;
}

export interface ActiveFault {
  readonly rule: FaultRule;
  /** Requests this rule affected so far. */
  readonly hits: number;
  remove(): void;
}

interface Entry {
  rule: FaultRule;
  re: RegExp;
  hits: number;
}

export class Faults {
  private entries: Entry[] = [];

  add(rule: FaultRule): ActiveFault {
    const re = typeof rule.path === 'string'
      ? new RegExp(`^${rule.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`)
      : rule.path;
    const entry: Entry = { rule, re, hits: 0 };
    this.entries.push(entry);
    const list = this.entries;
    return {
      rule,
      get hits() { return entry.hits; },
      remove() {
        const i = list.indexOf(entry);
        if (i >= 0) list.splice(i, 1);
      },
    };
  }

  clear(): void {
    this.entries.length = 0;
  }

  /** The rules that apply to this request (each consumes one of its `times`). */
  match(method: string, path: string): FaultRule[] {
    const out: FaultRule[] = [];
    for (const e of [...this.entries]) {
      if (e.rule.method && e.rule.method.toUpperCase() !== method) continue;
      if (!e.re.test(path)) continue;
      e.hits += 1;
      out.push(e.rule);
      if (e.rule.times !== undefined && e.hits >= e.rule.times) this.entries.splice(this.entries.indexOf(e), 1);
    }
    return out;
  }
}

/** Body and headers of an injected failure. */
export function faultAnswer(rule: FaultRule): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  const status = rule.status ?? 500;
  if (status === 429) {
    const retry = rule.retryAfterMs ?? 1000;
    return {
      status,
      body: { code: 0, message: 'You are being rate limited.', retry_after: retry / 1000, global: false },
      headers: { 'retry-after': String(Math.ceil(retry / 1000)), 'x-ratelimit-scope': 'shared' },
    };
  }
  return { status, body: serverErrorBody(status), headers: {} };
}

export function serverErrorBody(status: number): Record<string, unknown> {
  const text: Record<number, string> = { 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };
  return { code: 0, message: `${status}: ${text[status] ?? 'Server Error'}` };
}
