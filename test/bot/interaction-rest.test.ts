/**
 * Requests made with an interaction's token (editReply, followUp) are not
 * counted in discord.js's client-side global limit, as Discord does not count
 * them in its own; the bot's other requests still are.
 */
import { REST, RESTEvents } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { exemptInteractionWebhooks, isInteractionWebhook } from '../../src/bot/interaction-rest';

function fakeRest() {
  const sent: string[] = [];
  // A client-side global limit of 2 requests per second, and an API that answers everything at once.
  const rest = new REST({
    api: 'http://127.0.0.1:9', globalRequestsPerSecond: 2, retries: 0,
    makeRequest: async (url) => {
      sent.push(new URL(url).pathname);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }) as never;
    },
  }).setToken('bot-token');
  const globalWaits: string[] = [];
  rest.on(RESTEvents.RateLimited, (info) => { if (info.global) globalWaits.push(info.route); });
  return { rest, sent, globalWaits };
}

describe('interaction-token requests and the client-side global limit', () => {
  it('knows them by their route and missing bot auth', () => {
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123/tok/messages/@original', auth: false })).toBe(true);
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123/tok', auth: false })).toBe(true);
    expect(isInteractionWebhook({ fullRoute: '/channels/1/messages', auth: true })).toBe(false);
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123', auth: undefined })).toBe(false);
  });

  it('without the exemption, ten edits of replies wait for the global limit', async () => {
    const { rest, sent, globalWaits } = fakeRest();
    await Promise.all(Array.from({ length: 10 }, (_, i) => rest.patch(`/webhooks/123/tok${i}/messages/@original`, { auth: false, body: {} })));
    expect(sent).toHaveLength(10);
    expect(globalWaits.length).toBeGreaterThan(0);
  }, 30_000);

  it('with it, they go out without waiting, while the bot\'s own requests still count', async () => {
    const { rest, sent, globalWaits } = fakeRest();
    exemptInteractionWebhooks(rest);
    await Promise.all(Array.from({ length: 10 }, (_, i) => rest.patch(`/webhooks/123/tok${i}/messages/@original`, { auth: false, body: {} })));
    expect(sent).toHaveLength(10);
    expect(globalWaits).toEqual([]);

    await Promise.all(Array.from({ length: 4 }, (_, i) => rest.get(`/channels/${100000000000000000n + BigInt(i)}`)));
    expect(sent).toHaveLength(14);
    expect(globalWaits.length).toBeGreaterThan(0);
    expect(globalWaits.every((r) => !r.startsWith('/webhooks/'))).toBe(true);
  }, 30_000);
});
