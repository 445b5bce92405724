/**
 * Gateway v10 over `ws`, JSON encoding without compression (discord.js only
 * asks for zlib-stream when zlib-sync is installed, which this project avoids).
 * Sessions survive a dropped socket so discord.js can RESUME and get the
 * dispatches it missed; a clean close (1000) ends the session as on Discord.
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
import type { GatewayPayload } from './types';

const HEARTBEAT_INTERVAL = 41_250;

interface Session {
  id: string;
  intents: number;
  seq: number;
  /** Dispatches kept for RESUME. */
  backlog: { s: number; t: string; d: unknown }[];
  ws?: WebSocket;
  /** When the socket went away; a session not resumed within RESUME_WINDOW_MS is dropped. */
  disconnectedAt?: number;
}

const RESUME_WINDOW_MS = 60_000;

/** Intent needed to receive each dispatch; absent = always sent. */
const INTENT_OF: Record<string, number> = {
  [GatewayDispatchEvents.MessageCreate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageUpdate]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.MessageDelete]: GatewayIntentBits.GuildMessages,
  [GatewayDispatchEvents.ThreadCreate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadDelete]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ChannelUpdate]: GatewayIntentBits.Guilds,
  [GatewayDispatchEvents.ThreadMembersUpdate]: GatewayIntentBits.GuildMembers,
};

export class Gateway {
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 * 1024 });
  private sessions = new Map<string, Session>();

  constructor(
    private world: World,
    private botToken: string,
    private gatewayUrl: () => string,
    private log: (line: string) => void,
    private inspect?: (payload: GatewayPayload) => void,
  ) {
    this.wss.on('connection', (ws) => this.accept(ws));
  }

  handleUpgrade(req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  connected(): number {
    return [...this.sessions.values()].filter((s) => s.ws && s.ws.readyState === s.ws.OPEN).length;
  }

  /** Closes sockets with 4000 (unknown error): resumable, so clients RESUME. */
  dropAll(): void {
    for (const s of this.sessions.values()) {
      s.ws?.close(4000, 'Unknown error');
      s.ws = undefined;
      s.disconnectedAt = Date.now();
    }
  }

  close(): void {
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  dispatch(t: string, d: unknown): void {
    const need = INTENT_OF[t];
    const now = Date.now();
    for (const s of [...this.sessions.values()]) {
      if (!s.ws && s.disconnectedAt !== undefined && now - s.disconnectedAt > RESUME_WINDOW_MS) {
        this.sessions.delete(s.id);
        continue;
      }
      if (need !== undefined && (s.intents & need) === 0) continue;
      this.sendDispatch(s, t, d);
    }
  }

  private sendDispatch(s: Session, t: string, d: unknown): void {
    s.seq += 1;
    const event = { s: s.seq, t, d };
    s.backlog.push(event);
    if (s.backlog.length > 1000) s.backlog.shift();
    this.send(s.ws, { op: GatewayOpcodes.Dispatch, ...event });
  }

  private send(ws: WebSocket | undefined, payload: GatewayPayload): void {
    if (ws && ws.readyState === ws.OPEN) {
      ws.send(JSON.stringify(payload));
      this.inspect?.(payload);
    }
  }

  private accept(ws: WebSocket): void {
    let session: Session | undefined;
    this.send(ws, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: HEARTBEAT_INTERVAL }, s: null, t: null });
    ws.on('message', (raw) => {
      let msg: { op: number; d: any };
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      switch (msg.op) {
        case GatewayOpcodes.Heartbeat:
          this.send(ws, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
          break;
        case GatewayOpcodes.Identify: {
          if (session) return void ws.close(4005, 'Already authenticated');
          if (!this.tokenOk(msg.d?.token)) return void ws.close(4004, 'Authentication failed');
          session = { id: randomUUID().replace(/-/g, ''), intents: Number(msg.d?.intents ?? 0), seq: 0, backlog: [], ws };
          this.sessions.set(session.id, session);
          this.sendDispatch(session, GatewayDispatchEvents.Ready, this.readyData(session));
          this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, this.guildCreateData());
          this.log(`gateway: IDENTIFY session ${session.id} intents ${session.intents}`);
          this.world.changed();
          break;
        }
        case GatewayOpcodes.Resume: {
          const s = this.sessions.get(String(msg.d?.session_id));
          if (!s || !this.tokenOk(msg.d?.token)) {
            this.send(ws, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
            return;
          }
          s.ws?.terminate();
          s.ws = ws;
          s.disconnectedAt = undefined;
          session = s;
          const from = Number(msg.d?.seq ?? 0);
          for (const e of s.backlog) if (e.s > from) this.send(ws, { op: GatewayOpcodes.Dispatch, ...e });
          this.sendDispatch(s, GatewayDispatchEvents.Resumed, null);
          this.log(`gateway: RESUME session ${s.id} from seq ${from}`);
          break;
        }
        case GatewayOpcodes.RequestGuildMembers: {
          const d = msg.d ?? {};
          const members = Object.values(this.world.users).concat(this.world.botUser).map((u) => this.world.apiMember(u));
          if (session) {
            this.sendDispatch(session, GatewayDispatchEvents.GuildMembersChunk, {
              guild_id: this.world.guildId, members, chunk_index: 0, chunk_count: 1, not_found: [], nonce: d.nonce,
            });
          }
          break;
        }
        default:
          // Presence/voice updates: accepted and ignored, as a text-only bot needs nothing back.
          break;
      }
    });
    ws.on('close', (code) => {
      if (session && session.ws === ws) {
        session.ws = undefined;
        session.disconnectedAt = Date.now();
        // 1000/1001 from the client means "I am done": Discord invalidates the session.
        if (code === 1000 || code === 1001) this.sessions.delete(session.id);
        this.world.changed();
      }
    });
  }

  private tokenOk(token: unknown): boolean {
    return typeof token === 'string' && token.replace(/^Bot /, '') === this.botToken;
  }

  private readyData(s: Session): GatewayReadyDispatchData {
    return {
      v: 10,
      user: this.world.apiSelf(),
      guilds: [{ id: this.world.guildId, unavailable: true }],
      session_id: s.id,
      resume_gateway_url: this.gatewayUrl(),
      shard: [0, 1],
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
    const members = [w.botUser, ...Object.values(w.users)].map((u) => w.apiMember(u));
    return {
      id: w.guildId,
      name: 'Local Forum',
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: Object.values(w.users)[0]?.id ?? w.botUser.id,
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
