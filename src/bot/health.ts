/**
 * GET /healthz (HEALTH_PORT): 200 with a JSON report when the bot can serve —
 * gateway connected, store answering, still accepting interactions — and 503
 * with the same report otherwise. For container health checks, systemd
 * watchdog scripts and load balancers. It reports no game, user or token.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HealthReport {
  ok: boolean;
  gateway: { connected: boolean };
  store: { reachable: boolean; error?: string };
  accepting: boolean;
  /** Work waiting or running, by queue (interactions in flight, renders, undelivered posts…). */
  queues: Record<string, number>;
  uptimeSeconds: number;
}

export interface HealthSources {
  gatewayConnected(): boolean;
  accepting(): boolean;
  /** One read from the store; rejects (or times out) when it cannot be reached. */
  pingStore(): Promise<void>;
  /** Depths by queue; may read the store (games owing posts). */
  queues(): Record<string, number> | Promise<Record<string, number>>;
}

/** Queue depths other modules report (render pool, outbox) without the health module knowing them. */
const queueDepths = new Map<string, () => number>();

/** Adds a queue to the health report; returns the function that removes it. */
export function reportQueueDepth(name: string, depth: () => number): () => void {
  queueDepths.set(name, depth);
  return () => { if (queueDepths.get(name) === depth) queueDepths.delete(name); };
}

export function registeredQueueDepths(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, depth] of queueDepths) {
    try {
      out[name] = depth();
    } catch {
      out[name] = -1;
    }
  }
  return out;
}

const STORE_TIMEOUT_MS = 2_000;
const started = Date.now();

export async function healthReport(sources: HealthSources): Promise<HealthReport> {
  let store: HealthReport['store'];
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sources.pingStore(),
      new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS); }),
    ]);
    store = { reachable: true };
  } catch (e) {
    // One line, without the URL (it may carry credentials).
    store = { reachable: false, error: String((e as Error).message ?? e).split('\n')[0].replace(/\/\/[^@/\s]*@/g, '//***@').slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
  const gateway = { connected: sources.gatewayConnected() };
  const accepting = sources.accepting();
  // A queue that cannot be read is reported as -1 rather than failing the check: the store's own
  // reachability is what says whether the bot can serve.
  const queues = await Promise.resolve().then(() => sources.queues()).catch(() => ({ unreadable: -1 }));
  return {
    ok: gateway.connected && store.reachable && accepting,
    gateway,
    store,
    accepting,
    queues: { ...queues, ...registeredQueueDepths() },
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
  };
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

export async function startHealthServer(port: number, host: string, sources: HealthSources): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path !== '/healthz') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    healthReport(sources).then((report) => {
      const body = JSON.stringify(report);
      res.writeHead(report.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    }, (e) => {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error: String((e as Error).message) }));
    });
  });
  // A health check must never keep the process alive on its own.
  server.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => { server.off('error', reject); resolve(); });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
    }),
  };
}
