/**
 * Public types of the local Discord server and its test driver.
 *
 * The bot's end-to-end tests code against these; keep them backward compatible.
 * Wire payloads use discord-api-types so what the server sends is checked
 * against Discord's own shapes.
 */
import type { ActiveFault, FaultRule } from './faults';
import type { RateLimitHit, RateLimitOptions } from './ratelimit';
import type {
  APIActionRowComponent,
  APIApplicationCommand,
  APIComponentInMessageActionRow,
  APIEmbed,
  APIMessage,
  APIMessageTopLevelComponent,
} from 'discord-api-types/v10';

export interface LocalDiscordOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1 (never expose the fake beyond loopback by default). */
  host?: string;
  /** Largest accepted attachment, bytes per file. Default 10 MiB (Discord's default). */
  attachmentLimit?: number;
  /** Interaction acknowledgement deadline in ms. Default 3000 (Discord's rule). */
  ackDeadlineMs?: number;
  /** Lifetime of an interaction token for follow-ups/edits, ms. Default 15 min. */
  tokenLifetimeMs?: number;
  /** Bot token the server accepts; default a fixed fake token. */
  botToken?: string;
  /** Names of the local human users; default alice, bob, carol, dave. */
  userNames?: string[];
  /** Whether the bot may create threads in #general (to test the no-thread fallback). Default true. */
  botCanCreateThreads?: boolean;
  /**
   * Discord's HTTP rate limits (per-route buckets, 5 messages per 5 s per channel, 50 requests/s global),
   * on by default; `false` turns them off, an object tightens or loosens them (see ratelimit.ts).
   */
  rateLimits?: RateLimitOptions | false;
  /**
   * Gateway rules: heartbeat interval and zombie timeout, the 120-payloads-per-minute send limit,
   * privileged intents allowed, the identify pace (1 per 5 s) and session starts left (see gateway.ts).
   */
  gateway?: Partial<GatewayOptions>;
  /**
   * The server's clock for ages: message age (30046), thread inactivity (auto-archive), token lifetime.
   * Default Date.now; a test can move it forward instead of waiting. Acknowledgement deadlines use real timers.
   */
  clock?: () => number;
  /** Edits of hour-old messages allowed per channel and hour before 30046 (Discord does not publish the number). Default 10. */
  oldMessageEditsPerHour?: number;
  /**
   * Directory where the chat (channels, threads, messages, attachments) is saved on every change
   * and loaded from at start, so it survives a restart (see persist.ts). Default: none, the chat
   * lives in memory only (what tests want unless they opt in).
   */
  persistDir?: string;
  /** Sink for warnings (a saved chat that cannot be loaded or saved). Default: `log`. */
  warn?: (line: string) => void;
  /** Sink for the server's own log lines (unknown routes, violations). Default: silent. */
  log?: (line: string) => void;
  /**
   * Observers of everything the server says (tests validate it against Discord's schemas):
   * every HTTP API exchange once answered, and every gateway payload sent to a bot.
   */
  inspect?: {
    http?: (exchange: HttpExchange) => void;
    gateway?: (payload: GatewayPayload) => void;
  };
}

/** One answered request to the HTTP API (path without the /api/vN prefix). */
export interface HttpExchange {
  method: string;
  path: string;
  query: string;
  status: number;
  /** The parsed request body (JSON or multipart `payload_json`, plus the files' names and sizes). */
  request?: { json: Record<string, unknown>; files: { field: string; filename: string; size: number }[] };
  /** The JSON body answered (undefined for 204). */
  response?: unknown;
}

/** A gateway payload as sent: `{ op, d, s, t }`. */
export interface GatewayPayload {
  op: number;
  d: unknown;
  s: number | null;
  t: string | null;
}

export interface LocalUser {
  id: string;
  username: string;
  globalName: string;
  bot: boolean;
  /** Discord locale sent with this user's interactions (e.g. 'en-US', 'cs'). Mutable via UserDriver.setLocale. */
  locale: string;
}

export interface LocalAttachment {
  id: string;
  filename: string;
  size: number;
  contentType: string;
  /** Absolute URL served by the local server (`/attachments/...`). */
  url: string;
  /** The uploaded bytes. */
  data: Buffer;
  description?: string;
}

export interface LocalMessage {
  id: string;
  channelId: string;
  author: { id: string; username: string; bot: boolean };
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  attachments: LocalAttachment[];
  flags: number;
  /** True when the message carries the EPHEMERAL flag (1<<6). */
  ephemeral: boolean;
  /** For ephemeral messages: the only user who may see it. */
  visibleTo?: string;
  /** Set when the message is an interaction response or follow-up. */
  interaction?: { id: string; type: number; name?: string; userId: string };
  /** Thread started from this message, if any. */
  threadId?: string;
  /** User ids the message notified when it was posted: its mentions that `allowed_mentions` let through. */
  pinged: string[];
  createdAt: number;
  editedAt?: number;
  deleted: boolean;
  /** The message as the HTTP API returns it. */
  toAPI(): APIMessage;
}

export interface LocalChannel {
  id: string;
  name: string;
  /** 0 text channel, 11 public thread, 12 private thread. */
  type: number;
  parentId?: string;
  /** Message the thread was started from, when it was. */
  starterMessageId?: string;
  ownerId?: string;
  memberIds: string[];
  archived: boolean;
  createdAt: number;
}

export type { RateLimitOptions, RateLimitHit, BucketLimit, BucketName } from './ratelimit';
export type { FaultRule, ActiveFault } from './faults';

export type ViolationKind =
  /** An interaction got no initial response within the ack deadline. */
  | 'ack-deadline'
  /** The server refused a request from the bot with a Discord error (limits, expired token, ...). */
  | 'rejected'
  /** More 401/403/429 answers in 10 minutes than Discord tolerates before banning the IP. */
  | 'invalid-requests';

export interface Violation {
  kind: ViolationKind;
  at: number;
  /** Discord JSON error code (e.g. 50035, 10062, 40060), when kind is 'rejected'. */
  code?: number;
  status?: number;
  method?: string;
  path?: string;
  message: string;
  /** Field errors in Discord's nested shape, for 50035. */
  errors?: unknown;
  interactionId?: string;
}

/** What the bot answered first to an interaction. */
export type InteractionResponse =
  | {
      kind: 'callback';
      /** InteractionResponseType: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
      type: number;
      /** Callback data as sent by the bot. */
      data?: Record<string, unknown>;
      /** Message created (4) or updated (7) by the callback, if any. */
      message?: LocalMessage;
      /** ms from dispatch to the callback. */
      latencyMs: number;
    }
  | { kind: 'expired'; latencyMs: number };

export interface InteractionHandle {
  id: string;
  token: string;
  /** InteractionType: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  type: number;
  userId: string;
  channelId: string;
  /** Resolves with the first response, or `{kind:'expired'}` after the ack deadline. */
  response(): Promise<InteractionResponse>;
  /** Messages created through this interaction (original response + follow-ups), oldest first. */
  messages(): LocalMessage[];
  /** Waits until the interaction's original message exists and its content is final (not a "thinking" deferral). */
  reply(timeoutMs?: number): Promise<LocalMessage>;
}

export interface SlashOptions {
  subcommand?: string;
  group?: string;
  /**
   * Option values by name. Types come from the registered command definition:
   * user/member options accept a user name ('bob'), '@bob', an id or a LocalUser.
   */
  options?: Record<string, string | number | boolean | LocalUser>;
  /** Override the user's locale for this interaction. */
  locale?: string;
  /** Deliver the interaction to this gateway session only (see ComponentOptions.session). */
  session?: string;
}

export interface ComponentOptions {
  /** Skip the checks against the message's current components (simulates a stale client view). */
  force?: boolean;
  /**
   * Deliver the interaction to this gateway session only (an id from `gateway.sessions()`). Discord
   * sends it to every session of the server's shard and the first acknowledgement wins; this picks
   * the winner, e.g. which of two bot processes on one token handles a click.
   */
  session?: string;
}

export interface UserDriver {
  user: LocalUser;
  /** Runs a registered chat-input command (guild command first, then global). Throws if not registered. */
  slash(channelId: string, name: string, opts?: SlashOptions): Promise<InteractionHandle>;
  /**
   * Types `typed` into the option `focused` (marked `autocomplete`) of a registered command: an
   * APPLICATION_COMMAND_AUTOCOMPLETE interaction (type 4) with the other options given so far;
   * resolves with the choices of the bot's answer (callback type 8).
   */
  autocomplete(channelId: string, name: string, opts: SlashOptions & { focused: string; typed: string }): Promise<{ name: string; value: string | number }[]>;
  /** Parses and runs '/caesar challenge opponent:@bob' against the registered definitions. */
  command(channelId: string, line: string): Promise<InteractionHandle>;
  /**
   * Clicks a button; throws if the message (as this user sees it) has no enabled button with that custom_id.
   * `force` sends the click anyway, as a client showing an outdated copy of the message would (stale-button tests).
   */
  click(message: LocalMessage | string, customId: string, opts?: ComponentOptions): Promise<InteractionHandle>;
  /** Chooses values in a string select menu; throws if the menu or a value does not exist (unless `force`). */
  select(message: LocalMessage | string, customId: string, values: string[], opts?: ComponentOptions): Promise<InteractionHandle>;
  /** Submits a modal the bot opened for this user (callback type 9). */
  submitModal(customId: string, fields: Record<string, string>): Promise<InteractionHandle>;
  /**
   * Sends an interaction exactly as given, without any of the client's checks: what a modified
   * client or a forged request could make Discord deliver (tests of the bot's input validation).
   * `data` is the interaction's `data`; `message` is the message it claims to come from;
   * `edit` may change anything in the final payload (delete `message`, break a field's type).
   */
  raw(channelId: string, type: number, data: Record<string, unknown>, opts?: RawInteractionOptions): Promise<InteractionHandle>;
  setLocale(locale: string): void;
}

export interface RawInteractionOptions {
  message?: LocalMessage | string;
  edit?: (payload: Record<string, any>) => void;
}

export interface MessageQuery {
  /** User whose view to return: public messages plus that user's ephemerals. Default: public only. */
  viewer?: string;
  /** Include deleted messages. Default false. */
  includeDeleted?: boolean;
}

export interface LocalDiscord {
  /** http://127.0.0.1:PORT */
  url: string;
  /** http://127.0.0.1:PORT/api — pass as `rest.api` to discord.js. */
  apiUrl: string;
  /** ws://127.0.0.1:PORT/gateway — what GET /gateway/bot returns. */
  gatewayUrl: string;
  /** http://127.0.0.1:PORT/ — the play page. */
  pageUrl: string;
  port: number;
  botToken: string;
  applicationId: string;
  botUser: LocalUser;
  guildId: string;
  /** Id of #general. */
  channelId: string;
  users: Record<string, LocalUser>;
  as(user: string | LocalUser): UserDriver;
  /** Messages of a channel or thread, oldest first, as `viewer` sees them. */
  messages(channelId: string, query?: MessageQuery): LocalMessage[];
  message(messageId: string): LocalMessage | undefined;
  /** The direct messages the bot sent a user (POST /users/@me/channels, then the DM channel), oldest first. */
  directMessages(user: string | LocalUser): LocalMessage[];
  /** A user who closes DMs from server members: the bot's DMs to them are refused (50007), as on Discord. */
  closeDirectMessages(user: string | LocalUser, closed?: boolean): void;
  /** Threads whose parent is the channel, oldest first. */
  threads(parentChannelId?: string): LocalChannel[];
  channel(channelId: string): LocalChannel | undefined;
  /** Registered commands: global ones, or a guild's when guildId is given. */
  commands(guildId?: string): APIApplicationCommand[];
  /** Polls `probe` (also right after every state change) until it returns a truthy value. */
  waitFor<T>(probe: () => T | undefined | null | false, timeoutMs?: number): Promise<T>;
  violations(): Violation[];
  clearViolations(): void;
  /** `METHOD /path` of requests no route matched (answered 404 / 0 Unknown route). */
  unknownRoutes(): string[];
  /** Number of open, identified gateway connections. */
  connectedBots(): number;
  /** Closes every gateway connection with a resumable close code (the client should RESUME). */
  dropGatewayConnections(): void;
  /** What moderators and Discord itself do to the bot's channels, with the gateway events that follow. */
  moderator: {
    deleteMessage(messageId: string): void;
    /** Creates a text channel beside #general (CHANNEL_CREATE); returns its id. */
    createChannel(name: string): string;
    /** Deletes a thread and its messages (THREAD_DELETE). */
    deleteThread(threadId: string): void;
    archiveThread(threadId: string, opts?: { locked?: boolean }): void;
    /** Archives threads idle for their auto_archive_duration on the server's clock; returns their ids (also runs each minute). */
    archiveIdleThreads(): string[];
    /** The member leaves the guild (GUILD_MEMBER_REMOVE) and every thread; their interactions become impossible. */
    removeMember(user: string | LocalUser): void;
    /** `rate_limit_per_user` of a channel or thread: members wait between messages; bots are exempt. */
    setSlowmode(channelId: string, seconds: number): void;
  };
  /**
   * Permissions (Discord's bit values, e.g. `1n << 11n` Send Messages; `Perm` in permissions.ts names them).
   * Changes reach the bot as GUILD_ROLE_* / GUILD_MEMBER_UPDATE / CHANNEL_UPDATE, so its cache agrees.
   */
  permissions: {
    /** The @everyone role's guild-wide permissions. */
    setEveryone(bits: bigint): void;
    /** A member's own role (or, for 'bot', the bot's managed role) with these permissions. */
    setRole(who: string | LocalUser | 'bot', bits: bigint): void;
    /** A channel overwrite (threads follow their parent's); `null` removes it. */
    setOverwrite(channelId: string, who: string | LocalUser | 'bot' | 'everyone', change: { allow?: bigint; deny?: bigint } | null): void;
    /** Computed permissions, in a channel or thread when given (0 if it cannot be seen). */
    of(who: string | LocalUser | 'bot', channelId?: string): bigint;
  };
  /** Server-side gateway events, to test the client's recovery. */
  gateway: {
    /** Opcode 7 to every connection: the client should reconnect and RESUME. */
    reconnect(): void;
    /** Opcode 9; with `resumable: false` the sessions end and clients must IDENTIFY again (missing what was sent meanwhile). */
    invalidateSessions(resumable: boolean): void;
    /** Opcode 1: asks for an immediate heartbeat. */
    requestHeartbeat(): void;
    /** Leaves heartbeats unacknowledged for `ms`, so the client sees a zombie connection and reconnects. */
    silence(ms: number): void;
    sessions(): GatewaySessionInfo[];
  };
  /** Replaces the rate limit settings (and forgets the buckets); `false` turns them off. */
  setRateLimits(options: RateLimitOptions | false): void;
  /** Every 429 the server answered, oldest first. */
  rateLimitHits(): RateLimitHit[];
  /** Fault injection on the HTTP API (5xx, slow answers, outages). */
  faults: {
    add(rule: FaultRule): ActiveFault;
    clear(): void;
    /** Every API request answers `status` (default 503) for `ms`. */
    outage(ms: number, status?: number): ActiveFault;
  };
  close(): Promise<void>;
}

export type { APIActionRowComponent, APIComponentInMessageActionRow };

/** Limits of the local gateway (see gateway.ts). */
export interface GatewayOptions {
  /** Interval announced in HELLO. Default 41 250 ms, Discord's. */
  heartbeatIntervalMs: number;
  /**
   * A connection that sends no heartbeat for this long after HELLO or its last heartbeat
   * is a zombie: the server closes it (4009, session timed out). Default 1.5 × the interval.
   */
  zombieAfterMs: number;
  /** Payloads a client may send per window before being closed with 4008. Default 120 per 60 s. */
  sendLimit: { limit: number; windowMs: number };
  /** Privileged intents the application is allowed (others close with 4014). Default none. */
  privilegedIntents: number;
  /** IDENTIFYs allowed per `identifyWindowMs` (`max_concurrency`); faster ones get INVALID_SESSION. Default 1 per 5 s. */
  identifyWindowMs: number;
  /** Session starts left today (`session_start_limit.remaining`); at 0 IDENTIFY fails with 4004. Default 1000. */
  sessionStarts: number;
  /** Shards GET /gateway/bot recommends (what discord.js's `shards: 'auto'` and the ShardingManager's 'auto' use). Default 1. */
  recommendedShards: number;
}

export interface GatewaySessionInfo {
  id: string;
  intents: number;
  seq: number;
  connected: boolean;
  /** `[shard_id, num_shards]` as the session identified (`[0, 1]` when it did not ask for a shard). */
  shard: [number, number];
}
