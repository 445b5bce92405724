/**
 * GET /healthz: 200 when the gateway is connected, the store answers and the
 * bot accepts interactions; 503 with the same JSON otherwise. The whole
 * process is tested in test/e2e/process.test.ts; here each failing part alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reportQueueDepth, startHealthServer, type HealthServer, type HealthSources } from '../../src/bot/health';

let server: HealthServer | null = null;
afterEach(async () => { await server?.close(); server = null; });

function sources(change: Partial<HealthSources> = {}): HealthSources {
  return {
    gatewayConnected: () => true,
    accepting: () => true,
    pingStore: async () => undefined,
    queues: () => ({ interactions: 2 }),
    ...change,
  };
}

async function get(src: HealthSources, path = '/healthz') {
  server = await startHealthServer(0, '127.0.0.1', src);
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe('health endpoint', () => {
  it('answers 200 with the gateway, the store and the queue depths', async () => {
    const remove = reportQueueDepth('renders', () => 5);
    try {
      const r = await get(sources());
      expect(r.status).toBe(200);
      expect(r.type).toBe('application/json');
      expect(r.body).toMatchObject({ ok: true, gateway: { connected: true }, store: { reachable: true }, accepting: true, queues: { interactions: 2, renders: 5 } });
    } finally {
      remove();
    }
  });

  it('answers 503 when the gateway is down', async () => {
    const r = await get(sources({ gatewayConnected: () => false }));
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ ok: false, gateway: { connected: false }, store: { reachable: true } });
  });

  it('answers 503 when the store fails, without the credentials of its URL', async () => {
    const r = await get(sources({ pingStore: async () => { throw new Error('connect ECONNREFUSED redis://user:hunter2@10.0.0.5:6379'); } }));
    expect(r.status).toBe(503);
    expect(r.body.store).toEqual({ reachable: false, error: 'connect ECONNREFUSED redis://***@10.0.0.5:6379' });
    expect(JSON.stringify(r.body)).not.toContain('hunter2');
  });

  it('answers 503 when the store does not answer at all', async () => {
    const r = await get(sources({ pingStore: () => new Promise(() => undefined) }));
    expect(r.status).toBe(503);
    expect(r.body.store).toMatchObject({ reachable: false, error: expect.stringMatching(/no answer within/) });
  });

  it('answers 503 while shutting down (no longer accepting), and 404 elsewhere', async () => {
    const r = await get(sources({ accepting: () => false }));
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ ok: false, accepting: false });
    const other = await fetch(`http://127.0.0.1:${server!.port}/metrics`);
    expect(other.status).toBe(404);
  });
});
