/**
 * The gateway's rules, seen by a raw WebSocket client (close codes for bad
 * intents, zombies, floods; the identify pace and session starts) and by the
 * real discord.js client (server-initiated reconnect, invalid sessions,
 * unacknowledged heartbeats): discord.js resumes and no dispatch is lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Events, GatewayIntentBits, type Client } from 'discord.js';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/localdiscord';
import { caesarCommand, connectBot } from './helpers';

let discord: LocalDiscord | undefined;
let client: Client | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await client?.destroy();
  client = undefined;
  await discord?.close();
  discord = undefined;
});

async function start(options: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  discord = await startLocalDiscord({ rateLimits: false, ...options });
  return discord;
}

interface Raw {
  ws: WebSocket;
  received: { op: number; t?: string; d: any }[];
  next(op: number, t?: string): Promise<{ op: number; d: any }>;
  closed: Promise<number>;
  send(payload: unknown): void;
}

async function raw(d: LocalDiscord): Promise<Raw> {
  const ws = new WebSocket(d.gatewayUrl);
  sockets.push(ws);
  const received: Raw['received'] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.once('open', resolve));
  let seen = 0;
  return {
    ws, received, closed,
    send: (p) => ws.send(JSON.stringify(p)),
    next: (op, t) => new Promise((resolve) => {
      const look = () => {
        const i = received.findIndex((m, k) => k >= seen && m.op === op && (t === undefined || m.t === t));
        if (i >= 0) { seen = i + 1; resolve(received[i]); } else waiters.push(look);
      };
      look();
    }),
  };
}

const identify = (d: LocalDiscord, intents: number) => ({ op: 2, d: { token: d.botToken, intents, properties: { os: 'linux', browser: 'test', device: 'test' } } });

describe('gateway rules', () => {
  it('closes with 4013 for unknown intent bits and 4014 for privileged intents the app is not allowed', async () => {
    const d = await start();
    const a = await raw(d);
    expect((await a.next(10)).d.heartbeat_interval).toBe(41_250);
    a.send(identify(d, 1 << 30));
    expect(await a.closed).toBe(4013);
    const b = await raw(d);
    b.send(identify(d, GatewayIntentBits.Guilds | GatewayIntentBits.MessageContent));
    expect(await b.closed).toBe(4014);
    await d.close();
    const allowed = await start({ gateway: { privilegedIntents: GatewayIntentBits.GuildMembers } });
    const c = await raw(allowed);
    c.send(identify(allowed, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMembers));
    expect((await c.next(0, 'READY')).d.session_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('drops a connection that stops heartbeating (4009) and one that floods it (4008)', async () => {
    const d = await start({ gateway: { heartbeatIntervalMs: 150, sendLimit: { limit: 5, windowMs: 60_000 } } });
    const zombie = await raw(d);
    expect((await zombie.next(10)).d.heartbeat_interval).toBe(150);
    zombie.send(identify(d, GatewayIntentBits.Guilds));
    await zombie.next(0, 'READY');
    // Never heartbeats: closed once 1.5 intervals pass in silence.
    expect(await zombie.closed).toBe(4009);
    const flood = await raw(d);
    for (let k = 0; k < 6; k++) flood.send({ op: 1, d: null });
    expect(await flood.closed).toBe(4008);
    // A well-behaved one is acknowledged each time.
    const ok = await raw(d);
    ok.send({ op: 1, d: null });
    expect((await ok.next(11)).op).toBe(11);
  });

  it('paces IDENTIFY to one per window (INVALID_SESSION otherwise) and counts session starts', async () => {
    const d = await start({ gateway: { identifyWindowMs: 60_000, sessionStarts: 2 } });
    const gatewayBot = async () => (await (await fetch(`${d.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${d.botToken}` } })).json()) as { session_start_limit: { remaining: number; max_concurrency: number } };
    expect((await gatewayBot()).session_start_limit).toMatchObject({ remaining: 2, max_concurrency: 1 });
    const a = await raw(d);
    a.send(identify(d, 1));
    await a.next(0, 'READY');
    const b = await raw(d);
    b.send(identify(d, 1));
    expect((await b.next(9)).d).toBe(false);
    expect((await gatewayBot()).session_start_limit.remaining).toBe(1);
    await d.close();
    const e = await start({ gateway: { identifyWindowMs: 0, sessionStarts: 1 } });
    const first = await raw(e);
    first.send(identify(e, 1));
    await first.next(0, 'READY');
    const second = await raw(e);
    second.send(identify(e, 1));
    expect(await second.closed).toBe(4004);
  });

  it('refuses a RESUME of an unknown session or from a sequence it no longer has', async () => {
    const d = await start();
    const a = await raw(d);
    a.send({ op: 6, d: { token: d.botToken, session_id: 'nope', seq: 0 } });
    expect((await a.next(9)).d).toBe(false);
  });
});

describe('discord.js under server-initiated reconnects', () => {
  async function bot(d: LocalDiscord): Promise<{ answered: string[]; resumed: () => number; readies: () => number }> {
    client = await connectBot(d);
    await client.application!.commands.set([caesarCommand], d.guildId);
    const answered: string[] = [];
    let resumed = 0;
    let readies = 0;
    client.on(Events.ShardResume, () => resumed++);
    client.on(Events.ShardReady, () => readies++);
    client.on(Events.InteractionCreate, (i) => {
      // A duplicate delivery would fail here (40060) and show in `answered`.
      if (i.isChatInputCommand()) void i.reply(`hello ${i.user.username}`).then(() => answered.push(i.id), () => answered.push(`failed ${i.id}`));
    });
    return { answered, resumed: () => resumed, readies: () => readies };
  }

  it('resumes after opcode 7 and after a resumable INVALID_SESSION, replaying what was dispatched meanwhile', async () => {
    const d = await start();
    const b = await bot(d);
    d.gateway.reconnect();
    // Dispatched while the client is reconnecting: it arrives with the RESUME replay.
    const h1 = await d.as('alice').slash(d.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h1.reply()).content).toBe('hello alice');
    await d.waitFor(() => b.resumed() >= 1);
    d.gateway.invalidateSessions(true);
    const h2 = await d.as('bob').slash(d.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h2.reply()).content).toBe('hello bob');
    await d.waitFor(() => b.resumed() >= 2);
    expect(d.gateway.sessions()).toHaveLength(1);
    await d.waitFor(() => b.answered.length === 2);
    expect(b.answered).toEqual([h1.id, h2.id]);
    expect(d.violations()).toEqual([]);
  });

  it('identifies afresh after a non-resumable INVALID_SESSION and keeps answering', async () => {
    const d = await start({ gateway: { identifyWindowMs: 0 } });
    const b = await bot(d);
    const before = d.gateway.sessions()[0].id;
    d.gateway.invalidateSessions(false);
    await d.waitFor(() => d.gateway.sessions().some((s) => s.id !== before && s.connected), 15_000);
    const h = await d.as('carol').slash(d.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h.reply()).content).toBe('hello carol');
    expect(d.gateway.sessions().map((s) => s.id)).not.toContain(before);
  });

  it('reconnects and resumes when its heartbeats go unacknowledged (a zombie connection)', async () => {
    const d = await start({ gateway: { heartbeatIntervalMs: 200 } });
    const b = await bot(d);
    d.gateway.silence(500);
    await d.waitFor(() => b.resumed() >= 1, 15_000);
    const h = await d.as('dave').slash(d.channelId, 'caesar', { subcommand: 'solo' });
    expect((await h.reply()).content).toBe('hello dave');
    expect(d.gateway.sessions()).toHaveLength(1);
  });
});
