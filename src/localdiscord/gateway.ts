/**
 * Gateway v10 over `ws`, JSON encoding without compression (discord.js only
 * asks for zlib-stream when zlib-sync is installed, which this project avoids).
 * Sessions survive a dropped socket so discord.js can RESUME and get the
 * dispatches it missed; a clean close (1000) ends the session as on Discord.
 *
 * Sharding as on Discord: IDENTIFY may carry `shard: [shard_id, num_shards]`;
 * a guild's events (and its interactions) go only to the sessions of shard
 * `(guild_id >> 22) % num_shards`, events without a guild (DMs) only to shard 0.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
  type GatewayGuildCreateDispatchData,
  type GatewayReadyDispatchData,
} from 'discord-api-types/v10';
import type { World } from './state';
import type { GatewayOptions, GatewayPayload, GatewaySessionInfo } from './types';

export type { GatewayOptions, GatewaySessionInfo } from './types';

/** Discord's default heartbeat interval. */
export const HEARTBEAT_INTERVAL = 41_250;

/** Intents that need approval in the developer portal (GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT). */
export const PRIVILEGED_INTENTS = GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;
const KNOWN_INTENTS = Object.values(GatewayIntentBits).filter((v): v is number => typeof v === 'number').reduce((a, b) => a | b, 0);


export const DEFAULT_GATEWAY: GatewayOptions = {
  heartbeatIntervalMs: HEARTBEAT_INTERVAL,
  zombieAfterMs: HEARTBEAT_INTERVAL * 1.5,
  sendLimit: { limit: 120, windowMs: 60_000 },
  privilegedIntents: 0,
  identifyWindowMs: 5000,
  sessionStarts: 1000,
  recommendedShards: 1,
};

/** The shard a guild's events go to (Discord's formula). */
export function shardOfGuild(guildId: string, numShards: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(numShards));
}

/** The guild an event belongs to, if any: its `guild_id`, or the guild itself for GUILD_* events about one. */
function guildOfEvent(t: string, d: unknown): string | null {
  if (!d || typeof d !== 'object') return null;
  const o = d as { guild_id?: unknown; id?: unknown };
  if (typeof o.guild_id === 'string') return o.guild_id;
  if ((t === GatewayDispatchEvents.GuildCreate || t === GatewayDispatchEvents.GuildUpdate || t === GatewayDispatchEvents.GuildDelete) && typeof o.id === 'string') return o.id;
  return null;
}

interface Session {
  id: string;
  intents: number;
  /** `[shard_id, num_shards]`. */
  shard: [number, number];
  seq: number;
  /** Dispatches kept for RESUME. */
  backlog: { s: number; t: string; d: unknown }[];
  ws?: WebSocket;
  /** When the socket went away; a session not resumed within RESUME_WINDOW_MS is dropped. */
  disconnectedAt?: number;
}

/** One socket: its session once identified, the heartbeat watchdog, the send counter. */
interface Connection {
  ws: WebSocket;
  session?: Session;
  watchdog?: NodeJS.Timeout;
  sent: number[];
}

const RESUME_WINDOW_MS = 60_000;
const BACKLOG = 1000;

/** Intent needed to receive each dispatch; absent = always sent. */
const INTENT_OF: Record<string, number> = {
  [GatewayDispatchEvents.MessageCreate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageUpdate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageDelete]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.ThreadCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadListSync]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildRoleCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.GuildRoleUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadMembersUpdate]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildMemberAdd]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildMemberUpdate]: GatewayIntentBits.GuildMembers,
  [GatewayDispatchEvents.GuildMemberRemove]: GatewayIntentBits.GuildMembers,
};


export class Gateway {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 * 1024 });
  private sessions = new Map<string, Session>();
  private connections = new Set<Connection>();
  private lastIdentify = 0;
  private silentUntil = 0;
  readonly options: GatewayOptions;

  constructor(
    private world: World,
    private botToken: string,
    private gatewayUrl: () => string,
    private log: (line: string) => void,
    private inspect?: (payload: GatewayPayload) => void,
    options: Partial<GatewayOptions> = {},
  ) {
    const interval = options.heartbeatIntervalMs ?? DEFAULT_GATEWAY.heartbeatIntervalMs;
    this.options = { ...DEFAULT_GATEWAY, zombieAfterMs: interval * 1.5, ...options };
    this.wss.on('connection', (ws) => this.accept(ws));
  }

  handleUpgrade(req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  connected(): number {
    return [...this.sessions.values()].filter((s) => s.ws && s.ws.readyState === s.ws.OPEN).length;
  }

  sessionList(): GatewaySessionInfo[] {
    return [...this.sessions.values()].map((s) => ({ id: s.id, intents: s.intents, seq: s.seq, connected: !!s.ws && s.ws.readyState === s.ws.OPEN, shard: [...s.shard] as [number, number] }));
  }

  /** `session_start_limit` as GET /gateway/bot reports it. */
  sessionStartLimit(): { total: number; remaining: number; reset_after: number; max_concurrency: number } {
    return { total: 1000, remaining: Math.max(0, this.options.sessionStarts), reset_after: 86_400_000, max_concurrency: 1 };
  }

  /** Closes sockets with 4000 (unknown error): resumable, so clients RESUME. */
  dropAll(): void {
    for (const s of this.sessions.values()) {
      s.ws?.close(4000, 'Unknown error');
      s.ws = undefined;
      s.disconnectedAt = Date.now();
    }
  }

  /** Opcode 7: asks every client to reconnect and resume (Discord does this when it moves sessions). */
  requestReconnect(): void {
    for (const c of this.connections) {
      this.send(c.ws, { op: GatewayOpcodes.Reconnect, d: null, s: null, t: null });
      this.detach(c);
    }
  }

  /**
   * After telling a client to reconnect or resume, Discord sends that session nothing
   * more until it resumes: later dispatches wait in the backlog and come with the replay.
   * (Sending them live as well would deliver them twice.)
   */
  private detach(c: Connection): void {
    if (!c.session || c.session.ws !== c.ws) return;
    c.session.ws = undefined;
    c.session.disconnectedAt = Date.now();
  }

  /**
   * Opcode 9. Resumable: clients RESUME on the same socket. Not resumable: the sessions
   * end here, so clients IDENTIFY afresh and what was dispatched meanwhile is lost to them.
   */
  invalidateSessions(resumable: boolean): void {
    for (const c of this.connections) {
      if (!c.session) continue;
      if (!resumable) {
        this.sessions.delete(c.session.id);
        c.session = undefined;
      }
      this.send(c.ws, { op: GatewayOpcodes.InvalidSession, d: resumable, s: null, t: null });
      if (resumable) this.detach(c);
    }
  }

  /** Opcode 1: asks clients for a heartbeat now. */
  requestHeartbeat(): void {
    for (const c of this.connections) this.send(c.ws, { op: GatewayOpcodes.Heartbeat, d: null, s: null, t: null });
  }

  /** Stops acknowledging heartbeats for `ms`: to the client the connection looks dead (a zombie) and it should reconnect. */
  silence(ms: number): void {
    this.silentUntil = Date.now() + ms;
  }

  close(): void {
    for (const c of this.connections) if (c.watchdog) clearTimeout(c.watchdog);
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  /**
   * `onlySession`: deliver to that session alone. Discord sends an interaction to every session of
   * the shard and only the first acknowledgement counts; a test uses this to pick which of two bot
   * processes wins a click, an interleaving Discord itself may produce.
   */
  dispatch(t: string, d: unknown, onlySession?: string): void {
    const need = INTENT_OF[t];
    const now = Date.now();
    for (const s of [...this.sessions.values()]) {
      if (!s.ws && s.disconnectedAt !== undefined && now - s.disconnectedAt > RESUME_WINDOW_MS) {
        this.sessions.delete(s.id);
        continue;
      }
      if (onlySession !== undefined && s.id !== onlySession) continue;
      if (need !== undefined && (s.intents & need) === 0) continue;
      if (!this.onShard(s, guildOfEvent(t, d))) continue;
      this.sendDispatch(s, t, d);
    }
  }

  /** Whether a session receives the events of a guild (null: no guild, a DM: shard 0). */
  private onShard(s: Session, guildId: string | null): boolean {
    const [id, count] = s.shard;
    return guildId === null ? id === 0 : shardOfGuild(guildId, count) === id;
  }

  private sendDispatch(s: Session, t: string, d: unknown): void {
    s.seq += 1;
    const event = { s: s.seq, t, d };
    s.backlog.push(event);
    if (s.backlog.length > BACKLOG) s.backlog.shift();
    this.send(s.ws, { op: GatewayOpcodes.Dispatch, ...event });
  }

  private send(ws: WebSocket | undefined, payload: GatewayPayload): void {
    if (ws && ws.readyState === ws.OPEN) {
      ws.send(JSON.stringify(payload));
      this.inspect?.(payload);
    }
  }

  /** (Re)arms the heartbeat watchdog: a connection silent for `zombieAfterMs` is closed. */
  private watch(c: Connection): void {
    if (c.watchdog) clearTimeout(c.watchdog);
    c.watchdog = setTimeout(() => {
      this.log(`gateway: no heartbeat for ${this.options.zombieAfterMs} ms, closing ${c.session ? `session ${c.session.id}` : 'connection'}`);
      this.closeWith(c, 4009, 'Session timed out');
    }, this.options.zombieAfterMs);
    c.watchdog.unref?.();
  }

  private closeWith(c: Connection, code: number, reason: string): void {
    if (c.watchdog) clearTimeout(c.watchdog);
    c.ws.close(code, reason);
  }

  private accept(ws: WebSocket): void {
    const c: Connection = { ws, sent: [] };
    this.connections.add(c);
    this.send(ws, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs }, s: null, t: null });
    this.watch(c);
    ws.on('message', (raw) => {
      const now = Date.now();
      c.sent.push(now);
      while (c.sent.length && c.sent[0] <= now - this.options.sendLimit.windowMs) c.sent.shift();
      if (c.sent.length > this.options.sendLimit.limit) {
        this.log(`gateway: more than ${this.options.sendLimit.limit} payloads in ${this.options.sendLimit.windowMs} ms, closing with 4008`);
        return this.closeWith(c, 4008, 'Rate limited.');
      }
      let msg: { op: number; d: any };
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return this.closeWith(c, 4002, 'Error while decoding payload.');
      }
      switch (msg.op) {
        case GatewayOpcodes.Heartbeat:
          this.watch(c);
          if (Date.now() >= this.silentUntil) this.send(ws, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
          break;
        case GatewayOpcodes.Identify:
          this.identify(c, msg.d ?? {});
          break;
        case GatewayOpcodes.Resume:
          this.resume(c, msg.d ?? {});
          break;
        case GatewayOpcodes.RequestGuildMembers: {
          if (!c.session) return this.closeWith(c, 4003, 'Not authenticated.');
          const d = msg.d ?? {};
          const members = Object.values(this.world.users).concat(this.world.botUser)
            .filter((u) => !this.world.departed.has(u.id)).map((u) => this.world.apiMember(u));
          this.sendDispatch(c.session, GatewayDispatchEvents.GuildMembersChunk, {
            guild_id: this.world.guildId, members, chunk_index: 0, chunk_count: 1, not_found: [], nonce: d.nonce,
          });
          break;
        }
        case GatewayOpcodes.PresenceUpdate:
        case GatewayOpcodes.VoiceStateUpdate:
          // Accepted and ignored: a text-only bot needs nothing back.
          if (!c.session) return this.closeWith(c, 4003, 'Not authenticated.');
          break;
        default:
          return this.closeWith(c, 4001, 'Unknown opcode.');
      }
    });
    ws.on('close', (code) => {
      if (c.watchdog) clearTimeout(c.watchdog);
      this.connections.delete(c);
      const session = c.session;
      if (session && session.ws === ws) {
        session.ws = undefined;
        session.disconnectedAt = Date.now();
        // 1000/1001 from the client means "I am done": Discord invalidates the session.
        if (code === 1000 || code === 1001) this.sessions.delete(session.id);
        this.world.changed();
      }
    });
  }

  private identify(c: Connection, d: Record<string, any>): void {
    if (c.session) return this.closeWith(c, 4005, 'Already authenticated.');
    if (!this.tokenOk(d.token)) return this.closeWith(c, 4004, 'Authentication failed.');
    if (this.options.sessionStarts <= 0) return this.closeWith(c, 4004, 'Authentication failed.');
    const intents = Number(d.intents);
    if (!Number.isInteger(intents) || intents < 0 || (intents & ~KNOWN_INTENTS) !== 0) return this.closeWith(c, 4013, 'Invalid intent(s).');
    if ((intents & PRIVILEGED_INTENTS & ~this.options.privilegedIntents) !== 0) return this.closeWith(c, 4014, 'Disallowed intent(s).');
    let shard: [number, number] = [0, 1];
    if (d.shard !== undefined) {
      const [id, count] = Array.isArray(d.shard) ? d.shard : [];
      if (d.shard.length !== 2 || !Number.isInteger(id) || !Number.isInteger(count) || count < 1 || id < 0 || id >= count) {
        return this.closeWith(c, 4010, 'Invalid shard.');
      }
      shard = [id, count];
    }
    const now = Date.now();
    if (now - this.lastIdentify < this.options.identifyWindowMs) {
      // Faster than max_concurrency allows: Discord answers INVALID_SESSION (not resumable).
      this.log('gateway: IDENTIFY faster than the identify limit, answering INVALID_SESSION');
      this.send(c.ws, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
      return;
    }
    this.lastIdentify = now;
    this.options.sessionStarts -= 1;
    const session: Session = { id: randomUUID().replace(/-/g, ''), intents, shard, seq: 0, backlog: [], ws: c.ws };
    c.session = session;
    this.sessions.set(session.id, session);
    this.sendDispatch(session, GatewayDispatchEvents.Ready, this.readyData(session));
    if (this.onShard(session, this.world.guildId)) this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, this.guildCreateData());
    this.log(`gateway: IDENTIFY session ${session.id} intents ${session.intents} shard ${shard.join('/')}`);
    this.world.changed();
  }

  private resume(c: Connection, d: Record<string, any>): void {
    const s = this.sessions.get(String(d.session_id));
    const from = Number(d.seq ?? 0);
    const oldest = s?.backlog[0]?.s ?? 1;
    if (!s || !this.tokenOk(d.token) || from < oldest - 1 || from > s.seq) {
      this.send(c.ws, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
      return;
    }
    if (s.ws && s.ws !== c.ws) s.ws.terminate();
    if (c.session && c.session !== s) return this.closeWith(c, 4005, 'Already authenticated.');
    s.ws = c.ws;
    s.disconnectedAt = undefined;
    c.session = s;
    for (const e of s.backlog) if (e.s > from) this.send(c.ws, { op: GatewayOpcodes.Dispatch, ...e });
    this.sendDispatch(s, GatewayDispatchEvents.Resumed, null);
    this.log(`gateway: RESUME session ${s.id} from seq ${from}`);
    this.world.changed();
  }

  private tokenOk(token: unknown): boolean {
    return typeof token === 'string' && token.replace(/^Bot /, '') === this.botToken;
  }

  private readyData(s: Session): GatewayReadyDispatchData {
    return {
      v: 10,
      user: this.world.apiSelf(),
      guilds: this.onShard(s, this.world.guildId) ? [{ id: this.world.guildId, unavailable: true }] : [],
      session_id: s.id,
      resume_gateway_url: this.gatewayUrl(),
      shard: s.shard,
      application: { id: this.world.applicationId, flags: 0 },
    } as unknown as GatewayReadyDispatchData;
  }

  guildCreateData(): GatewayGuildCreateDispatchData {
    const w = this.world;
    const all = [...w.channels.values()];
    const channels = all.filter((c) => !c.parentId).map((c) => {
      const { guild_id: _g, ...rest } = w.apiChannel(c) as unknown as Record<string, unknown>;
      return rest;
    });
    const threads = all.filter((c) => c.parentId && !c.archived).map((c) => w.apiChannel(c));
    const members = [w.botUser, ...Object.values(w.users)].filter((u) => !w.departed.has(u.id)).map((u) => w.apiMember(u));
    return {
      id: w.guildId,
      name: 'Local Forum',
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: w.perms.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: w.apiRoles(),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: w.channelId,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      home_header: null,
      banner: null,
      region: 'deprecated',
      widget_channel_id: null,
      max_presences: null,
      max_members: 500_000,
      nsfw: false,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: 'en-US',
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      safety_alerts_channel_id: null,
      incidents_data: null,
      hub_type: null,
      max_video_channel_users: 25,
      max_stage_video_channel_users: 50,
      approximate_member_count: members.length,
      approximate_presence_count: 0,
      joined_at: new Date(w.createdAt).toISOString(),
      large: false,
      unavailable: false,
      member_count: members.length,
      voice_states: [],
      members,
      channels,
      threads,
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
      lazy: true,
      widget_enabled: false,
    } as unknown as GatewayGuildCreateDispatchData;
  }
}
