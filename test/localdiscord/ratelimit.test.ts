/**
 * Discord's rate limits on the local server: bucket headers on every answer,
 * 429 with retry_after/global when a bucket or the global limit runs out, the
 * per-channel message pace, interaction endpoints exempt from the global limit,
 * and discord.js pacing itself from the headers so every message still arrives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ChannelType, Events, type Client } from 'discord.js';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/localdiscord';
import { caesarCommand, connectBot } from './helpers';
import { RateLimiter } from '../../src/localdiscord/ratelimit';
import { schemaRecorder } from './recorder';

let discord: LocalDiscord | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await discord?.close();
  discord = undefined;
});

async function start(options: LocalDiscordOptions): Promise<LocalDiscord> {
  discord = await startLocalDiscord(options);
  return discord;
}

const api = (d: LocalDiscord, path: string, init: RequestInit = {}, auth = true) => fetch(`${d.apiUrl}/v10${path}`, {
  ...init,
  headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bot ${d.botToken}` } : {}), ...(init.headers ?? {}) },
});
const post = (d: LocalDiscord, channelId: string, content: string) => api(d, `/channels/${channelId}/messages`, { method: 'POST', body: JSON.stringify({ content }) });

describe('rate limits', () => {
  it('announces each bucket in X-RateLimit headers and answers 429 once the channel\'s 5 messages per 5 s are used', async () => {
    const rec = schemaRecorder();
    const d = await start({ inspect: rec.inspect });
    const answers = [];
    for (let k = 0; k < 6; k++) answers.push(await post(d, d.channelId, `m${k}`));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    const first = answers[0].headers;
    expect(first.get('x-ratelimit-limit')).toBe('5');
    expect(first.get('x-ratelimit-remaining')).toBe('4');
    expect(Number(first.get('x-ratelimit-reset-after'))).toBeGreaterThan(4);
    expect(Number(first.get('x-ratelimit-reset-after'))).toBeLessThanOrEqual(5);
    expect(Number(first.get('x-ratelimit-reset')) * 1000).toBeGreaterThan(Date.now());
    expect(first.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    expect(answers[4].headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = answers[5];
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await limited.json() as { retry_after: number; global: boolean; message: string };
    expect(body).toMatchObject({ global: false, message: 'You are being rate limited.' });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(5);
    // Only that channel's bucket is spent: a thread has its own, and edits are another bucket.
    const thread = await api(d, `/channels/${d.channelId}/threads`, { method: 'POST', body: JSON.stringify({ name: 't', type: 11 }) }).then((r) => r.json()) as { id: string };
    expect((await post(d, thread.id, 'in the thread')).status).toBe(200);
    const id = ((await answers[0].json()) as { id: string }).id;
    expect((await api(d, `/channels/${d.channelId}/messages/${id}`, { method: 'PATCH', body: JSON.stringify({ content: 'edited' }) })).status).toBe(200);
    expect(d.messages(d.channelId).map((m) => m.content)).toEqual(['edited', 'm1', 'm2', 'm3', 'm4']);
    expect(d.rateLimitHits()).toMatchObject([{ method: 'POST', global: false }]);
    // A 429 is Discord's answer, not a rule the bot broke.
    expect(d.violations()).toEqual([]);
    expect(rec.report()).toBe('');
  });

  it('limits the bot token to its global requests per second, but not interaction callbacks and webhooks', async () => {
    const d = await start({ rateLimits: { globalPerSecond: 5 } });
    client = await connectBot(d, { globalRequestsPerSecond: 1000 });
    await client.application!.commands.set([caesarCommand], d.guildId);
    const statuses: number[] = [];
    for (let k = 0; k < 6; k++) statuses.push((await api(d, `/channels/${d.channelId}`)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const last = await api(d, `/channels/${d.channelId}`);
    expect(last.status).toBe(429);
    expect(last.headers.get('x-ratelimit-global')).toBe('true');
    expect(last.headers.get('x-ratelimit-scope')).toBe('global');
    expect(await last.json()).toMatchObject({ global: true });
    // Still within the same second: interaction responses and follow-ups go through.
    client.on(Events.InteractionCreate, (i) => {
      if (i.isChatInputCommand()) void i.reply('answered').then(() => i.followUp('and followed up'));
    });
    const h = await d.as('alice').slash(d.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h.reply()).content).toBe('answered');
    await d.waitFor(() => h.messages().length === 2);
    expect(d.violations()).toEqual([]);
  });

  it('lets discord.js pace itself from the headers: a burst to one channel all arrives, in order, at the channel\'s pace', async () => {
    const d = await start({ rateLimits: { buckets: { messageCreate: { limit: 3, windowMs: 400 } } } });
    client = await connectBot(d);
    const general = client.channels.cache.get(d.channelId);
    if (general?.type !== ChannelType.GuildText) throw new Error('no text channel');
    await Promise.all(Array.from({ length: 12 }, (_, k) => general.send(`burst ${k}`)));
    const sent = d.messages(d.channelId);
    expect(sent.map((m) => m.content)).toEqual(Array.from({ length: 12 }, (_, k) => `burst ${k}`));
    // Never more than 3 created within any 400 ms: the server's bucket held.
    for (let k = 3; k < sent.length; k++) expect(sent[k].createdAt - sent[k - 3].createdAt).toBeGreaterThanOrEqual(400 - 5);
    expect(d.violations()).toEqual([]);
  });

  it('can be turned off, and back on, at run time', async () => {
    const d = await start({ rateLimits: false });
    for (let k = 0; k < 8; k++) expect((await post(d, d.channelId, `${k}`)).status).toBe(200);
    d.setRateLimits({ buckets: { messageCreate: { limit: 1, windowMs: 60_000 } } });
    expect((await post(d, d.channelId, 'a')).status).toBe(200);
    expect((await post(d, d.channelId, 'b')).status).toBe(429);
    d.setRateLimits(false);
    expect((await post(d, d.channelId, 'c')).status).toBe(200);
  });

  it('records a violation when 401/403/429 answers exceed the invalid-request budget', async () => {
    const d = await start({ rateLimits: { invalidRequestsPer10Min: 3 } });
    for (let k = 0; k < 4; k++) await api(d, `/channels/${d.channelId}`, {}, false);
    expect(d.violations().filter((v) => v.kind === 'invalid-requests')).toHaveLength(1);
  });

  it('counts only requests with the bot token against the global limit, per second (a fake clock)', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ globalPerSecond: 2 }, () => now);
    const get = () => limiter.take('GET', '/channels/1', true).ok;
    expect([get(), get(), get()]).toEqual([true, true, false]);
    expect(limiter.take('POST', '/interactions/5/tok/callback', false).ok).toBe(true);
    expect(limiter.take('POST', '/webhooks/9/tok', false).ok).toBe(true);
    expect(limiter.hits).toMatchObject([{ global: true, retryAfterMs: 1000 }]);
    now += 1000;
    expect(get()).toBe(true);
    // Route buckets are per major parameter: another channel has its own messages bucket.
    const send = (ch: string) => limiter.take('POST', `/channels/${ch}/messages`, false).ok;
    expect(Array.from({ length: 6 }, () => send('7'))).toEqual([true, true, true, true, true, false]);
    expect(send('8')).toBe(true);
    now += 5000;
    expect(send('7')).toBe(true);
  });
});
