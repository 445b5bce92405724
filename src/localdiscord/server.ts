/**
 * The local Discord server: HTTP API v10 subset + gateway + play page on one
 * loopback port. Composition and routing only; the rules live in limits.ts,
 * messages.ts, interactions.ts, permissions.ts, ratelimit.ts, gateway.ts, and
 * what tests can make happen in faults.ts and moderation.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { ChannelType, GatewayDispatchEvents } from 'discord-api-types/v10';
import { parseBody, readRaw, type ParsedBody } from './body';
import { availableCommands, Driver, DriverError, waitUntil } from './driver';
import { DiscordHttpError, Errors, invalidFormBody } from './errors';
import { Gateway } from './gateway';
import { Interactions, type JsonReply } from './interactions';
import { LIMITS, validateCommand, validateCommandList } from './limits';
import { applyMessageBody, SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2 } from './messages';
import { faultAnswer, Faults, type FaultRule } from './faults';
import { Moderation } from './moderation';
import { PageHub } from './page';
import { RateLimiter } from './ratelimit';
import { missingNames, Perm } from './permissions';
import { persistWorld } from './persist';
import { World, type MessageRecord } from './state';
import type { LocalDiscord, LocalDiscordOptions, LocalUser } from './types';

const DEFAULT_TOKEN = 'LOCAL.bot-token.legatus';
const CHANNEL_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2;

interface Ctx {
  method: string;
  path: string;
  m: RegExpExecArray;
  query: URLSearchParams;
  req: IncomingMessage;
  body: () => Promise<ParsedBody>;
}

type Route = [method: string, pattern: RegExp, auth: boolean, handler: (ctx: Ctx) => Promise<JsonReply> | JsonReply];

export async function startLocalDiscord(options: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  const host = options.host ?? '127.0.0.1';
  const botToken = options.botToken ?? DEFAULT_TOKEN;
  const attachmentLimit = options.attachmentLimit ?? 10 * 1024 * 1024;
  const log = options.log ?? (() => {});
  let baseUrl = '';
  const world = new World({
    now: options.clock ?? (() => Date.now()),
    oldMessageEditsPerHour: options.oldMessageEditsPerHour ?? 10,
    baseUrl: '',
    userNames: options.userNames ?? ['alice', 'bob', 'carol', 'dave'],
    botCanCreateThreads: options.botCanCreateThreads ?? true,
  });
  const gateway = new Gateway(world, botToken, () => baseUrl.replace(/^http/, 'ws') + '/gateway', log, options.inspect?.gateway, options.gateway);
  const interactions = new Interactions(world, gateway, {
    ackDeadlineMs: options.ackDeadlineMs ?? 3000,
    tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60 * 1000,
    attachmentLimit,
  }, log);
  const drivers = new Map<string, Driver>();
  const as = (user: string | LocalUser): Driver => {
    const u = world.userByName(user);
    if (!u || u.bot) throw new DriverError(`no local user ${typeof user === 'string' ? user : user.id}`);
    let d = drivers.get(u.id);
    if (!d) drivers.set(u.id, (d = new Driver(world, interactions, u)));
    return d;
  };
  const page = new PageHub(world, as, () => gateway.connected() > 0);
  const moderation = new Moderation(world, gateway);
  // Discord archives idle threads on its own; check once a minute (tests call archiveIdleThreads()).
  const archiver = setInterval(() => moderation.archiveIdleThreads(), 60_000);
  archiver.unref();

  const json = (status: number, body?: unknown): JsonReply => ({ status, json: body });
  const channelOr404 = (id: string) => {
    const c = world.channels.get(id);
    if (!c) throw Errors.unknownChannel();
    return c;
  };
  /**
   * The bot's permissions in a channel or thread, refusing as Discord does: 50001 Missing Access
   * when it cannot see the channel, 50013 Missing Permissions when a needed bit is missing.
   */
  const botNeeds = (channelId: string, need: bigint = 0n): bigint => {
    const ch = channelOr404(channelId);
    const have = world.botPermissions(ch.id);
    if (!(have & Perm.ViewChannel)) throw Errors.missingAccess();
    if ((have & need) !== need) {
      log(`missing permissions in ${ch.name}: ${missingNames(have, need).join(', ')}`);
      throw Errors.missingPermissions();
    }
    return have;
  };
  const isThread = (ch: { type: number }) => ch.type === ChannelType.PublicThread || ch.type === ChannelType.PrivateThread;
  /** Archived threads refuse changes until un-archived (sending a message un-archives an unlocked one). */
  const notArchived = (channelId: string) => {
    const ch = channelOr404(channelId);
    if (isThread(ch) && ch.archived) throw Errors.threadArchived();
  };
  /**
   * Files need Attach Files. Embeds need Embed Links: without it Discord refuses a message that
   * is only embeds and silently drops embeds from any other.
   */
  const contentRules = (channelId: string, body: ParsedBody) => {
    const have = botNeeds(channelId, body.files.length ? Perm.AttachFiles : 0n);
    const embeds = body.json.embeds;
    if (Array.isArray(embeds) && embeds.length && !(have & Perm.EmbedLinks)) {
      const rest = !!body.json.content || (Array.isArray(body.json.components) && body.json.components.length > 0) || body.files.length > 0;
      if (!rest) throw Errors.missingPermissions();
      body.json.embeds = [];
    }
  };
  const oldMessageEdit = (msg: MessageRecord) => world.oldMessageEdit(msg);
  const nonces = new Map<string, { id: string; at: number }>();
  const NONCE_WINDOW_MS = 5 * 60_000;
  const deleteMessage = (msg: MessageRecord) => {
    msg.deleted = true;
    gateway.dispatch(GatewayDispatchEvents.MessageDelete, { id: msg.id, channel_id: msg.channelId, guild_id: world.guildId });
    world.changed();
  };
  const publicMessage = (channelId: string, id: string) => {
    const msg = world.messages.get(id);
    if (!msg || msg.deleted || msg.ephemeral || msg.channelId !== channelId) throw Errors.unknownMessage();
    return msg;
  };
  const commandStore = (guildId?: string) => {
    if (guildId !== undefined && guildId !== world.guildId) throw Errors.missingAccess();
    return guildId ? world.guildCommands : world.globalCommands;
  };
  const storeCommand = (body: Record<string, any>, guildId: string | undefined, existingId?: string) => {
    const id = existingId ?? world.ids.next();
    const cmd = {
      id,
      application_id: world.applicationId,
      version: world.ids.next(),
      type: 1,
      default_member_permissions: null,
      dm_permission: true,
      nsfw: false,
      ...(guildId ? { guild_id: guildId } : {}),
      ...body,
      description: body.description ?? '',
      options: body.options ?? [],
    };
    commandStore(guildId).set(id, cmd as never);
    return cmd;
  };
  const putCommands = async (ctx: Ctx, guildId?: string) => {
    const list = (await ctx.body()).json as unknown;
    const errors = validateCommandList(list);
    if (errors.length) throw invalidFormBody(errors);
    const store = commandStore(guildId);
    const old = new Map([...store.values()].map((c) => [`${c.type ?? 1}:${c.name}`, c.id]));
    store.clear();
    const out = (list as Record<string, any>[]).map((c) => storeCommand(c, guildId, old.get(`${c.type ?? 1}:${c.name}`)));
    world.changed();
    return json(200, out);
  };
  const postCommand = async (ctx: Ctx, guildId?: string) => {
    const body = (await ctx.body()).json;
    const errors = validateCommand(body);
    if (errors.length) throw invalidFormBody(errors);
    const store = commandStore(guildId);
    const existing = [...store.values()].find((c) => c.name === body.name && (c.type ?? 1) === (body.type ?? 1));
    const type = body.type ?? 1;
    const max = type === 2 ? LIMITS.userCommands : type === 3 ? LIMITS.messageCommands : LIMITS.commands;
    const sameType = [...store.values()].filter((c) => (c.type ?? 1) === type).length;
    if (!existing && sameType >= max) throw new DiscordHttpError(400, 30032, `Maximum number of application commands reached (${max})`);
    const cmd = storeCommand(body, guildId, existing?.id);
    world.changed();
    return json(existing ? 200 : 201, cmd);
  };
  const patchCommand = async (ctx: Ctx, id: string, guildId?: string) => {
    const store = commandStore(guildId);
    const existing = store.get(id);
    if (!existing) throw Errors.unknownCommand();
    const merged = { ...existing, ...(await ctx.body()).json };
    const errors = validateCommand(merged);
    if (errors.length) throw invalidFormBody(errors);
    const cmd = storeCommand(merged, guildId, id);
    world.changed();
    return json(200, cmd);
  };

  /** A message in the bot's DM with a user: refused when the user closed their DMs or left. */
  /**
   * enforce_nonce: the same nonce from the same author in the same channel within a few minutes
   * returns the first message instead of creating another (what makes a retried send safe).
   * `first` is that message when there is one; `remember` records a new one.
   */
  const nonceOf = (channelId: string, body: ParsedBody) => {
    const nonce = typeof body.json.nonce === 'string' || typeof body.json.nonce === 'number' ? String(body.json.nonce) : undefined;
    const key = nonce !== undefined && body.json.enforce_nonce === true ? `${channelId}:${world.botUser.id}:${nonce}` : undefined;
    const seen = key ? nonces.get(key) : undefined;
    const earlier = seen && world.now() - seen.at < NONCE_WINDOW_MS ? world.messages.get(seen.id) : undefined;
    return {
      nonce,
      first: earlier && !earlier.deleted ? earlier : undefined,
      remember: (id: string) => { if (key) nonces.set(key, { id, at: world.now() }); },
    };
  };

  const sendDm = (channelId: string, userId: string, body: ParsedBody) => {
    if (world.dmsClosed.has(userId) || world.departed.has(userId)) throw Errors.cannotSendToUser();
    const once = nonceOf(channelId, body);
    if (once.first) return json(200, once.first.toAPI());
    const msg = world.addMessage(channelId, world.botUser);
    try {
      applyMessageBody(world, msg, body, { mode: 'create', allowedFlags: CHANNEL_FLAGS, attachmentLimit });
    } catch (e) {
      world.messages.delete(msg.id);
      world.channelMessages.get(channelId)!.pop();
      throw e;
    }
    if (once.nonce !== undefined) msg.nonce = once.nonce;
    once.remember(msg.id);
    world.changed();
    return json(200, msg.toAPI());
  };

  const createThread = async (ctx: Ctx, parentId: string, fromMessageId?: string) => {
    const parent = channelOr404(parentId);
    if (parent.type !== ChannelType.GuildText) throw invalidFormBody([{ path: ['channel'], code: 'THREAD_INVALID_PARENT', message: 'Threads can only be created in text channels' }]);
    const body = (await ctx.body()).json;
    const privateThread = !fromMessageId && (body.type ?? ChannelType.PrivateThread) === ChannelType.PrivateThread;
    botNeeds(parentId, (privateThread ? Perm.CreatePrivateThreads : Perm.CreatePublicThreads) | (fromMessageId ? Perm.ReadMessageHistory : 0n));
    const name = typeof body.name === 'string' ? body.name : '';
    const errs = [];
    if ([...name].length < 1 || [...name].length > 100) errs.push({ path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    if (body.auto_archive_duration !== undefined && ![60, 1440, 4320, 10080].includes(body.auto_archive_duration)) {
      errs.push({ path: ['auto_archive_duration'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {60, 1440, 4320, 10080}.' });
    }
    if (errs.length) throw invalidFormBody(errs);
    let id: string;
    let type: number;
    if (fromMessageId) {
      const starter = publicMessage(parentId, fromMessageId);
      if (starter.threadId) throw Errors.threadAlreadyCreated();
      // On Discord a thread started from a message shares the message's id.
      id = starter.id;
      type = ChannelType.PublicThread;
      starter.threadId = id;
    } else {
      id = world.ids.next();
      type = body.type ?? ChannelType.PrivateThread;
      if (type !== ChannelType.PublicThread && type !== ChannelType.PrivateThread) {
        throw invalidFormBody([{ path: ['type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }]);
      }
    }
    const now = Date.now();
    const thread = {
      id, name, type, parentId, ownerId: world.botUser.id, memberIds: [world.botUser.id], archived: false,
      createdAt: now, lastActivityAt: now, joinedAt: { [world.botUser.id]: now },
      autoArchiveDuration: body.auto_archive_duration ?? 1440, starterMessageId: fromMessageId,
    };
    world.channels.set(id, thread);
    world.channelMessages.set(id, []);
    const api = world.apiChannel(thread);
    gateway.dispatch(GatewayDispatchEvents.ThreadCreate, { ...api, newly_created: true, member: threadMember(id, world.botUser.id) });
    if (fromMessageId) {
      const starter = world.messages.get(fromMessageId)!;
      gateway.dispatch(GatewayDispatchEvents.MessageUpdate, { ...starter.toAPI(), guild_id: world.guildId });
    }
    world.changed();
    return json(201, api);
  };
  const threadMember = (threadId: string, userId: string) => {
    const joined = world.channels.get(threadId)?.joinedAt?.[userId] ?? world.channels.get(threadId)?.createdAt ?? Date.now();
    return { id: threadId, user_id: userId, join_timestamp: new Date(joined).toISOString(), flags: 0 };
  };
  const threadMemberUpdate = (threadId: string, userId: string, add: boolean) => {
    const t = channelOr404(threadId);
    if (!t.parentId) throw invalidFormBody([{ path: ['channel_id'], code: 'CHANNEL_NOT_THREAD', message: 'Not a thread' }]);
    if (!world.userById.has(userId)) throw Errors.unknownUser();
    if (world.departed.has(userId)) throw Errors.unknownMember();
    const self = userId === world.botUser.id;
    // Joining or leaving oneself needs only sight of the thread; adding someone needs the right
    // to send in it; removing someone needs Manage Threads (or owning the private thread).
    const need = self ? 0n : add ? Perm.SendMessagesInThreads : t.type === ChannelType.PrivateThread && t.ownerId === world.botUser.id ? 0n : Perm.ManageThreads;
    botNeeds(threadId, need);
    if (t.archived) throw Errors.threadArchived();
    const had = t.memberIds.includes(userId);
    if (add && !had) {
      t.memberIds.push(userId);
      t.joinedAt = { ...t.joinedAt, [userId]: Date.now() };
    }
    if (!add && had) t.memberIds.splice(t.memberIds.indexOf(userId), 1);
    if (add !== had) {
      gateway.dispatch(GatewayDispatchEvents.ThreadMembersUpdate, {
        id: threadId, guild_id: world.guildId, member_count: t.memberIds.length,
        ...(add ? { added_members: [threadMember(threadId, userId)] } : { removed_member_ids: [userId] }),
      });
      world.changed();
    }
    return json(204);
  };

  const app = () => ({
    id: world.applicationId, name: 'Legatus', icon: null, description: 'Local Discord application', type: null, bot_public: true,
    bot_require_code_grant: false, verify_key: '0'.repeat(64), flags: 0, flags_new: '0', team: null, summary: '',
    bot: world.apiUser(world.botUser), owner: world.apiUser(Object.values(world.users)[0] ?? world.botUser),
    approximate_guild_count: 1, approximate_user_install_count: 0, approximate_user_authorization_count: 0,
    interactions_endpoint_url: null, role_connections_verification_url: null, redirect_uris: [], tags: [],
    explicit_content_filter: 0, integration_types_config: { '0': {} }, eligible_oauth2_scopes: ['bot', 'applications.commands'],
  });

  const S = '(\\d+)';
  const T = '([^/]+)';
  const routes: Route[] = [
    ['GET', /^\/gateway$/, false, () => json(200, { url: baseUrl.replace(/^http/, 'ws') + '/gateway' })],
    ['GET', /^\/gateway\/bot$/, true, () => json(200, {
      url: baseUrl.replace(/^http/, 'ws') + '/gateway', shards: gateway.options.recommendedShards,
      session_start_limit: gateway.sessionStartLimit(),
    })],
    ['GET', /^\/users\/@me$/, true, () => json(200, world.apiSelf())],
    ['GET', new RegExp(`^/users/${S}$`), true, (c) => {
      const u = world.userById.get(c.m[1]);
      if (!u) throw Errors.unknownUser();
      return json(200, world.apiUser(u));
    }],
    // Direct messages: the bot opens a DM channel with a member, then posts in it like in any channel.
    ['POST', /^\/users\/@me\/channels$/, true, async (c) => {
      const body = (await c.body()).json;
      const u = typeof body.recipient_id === 'string' ? world.userById.get(body.recipient_id) : undefined;
      if (!u || u.bot) throw invalidFormBody([{ path: ['recipient_id'], code: 'NUMBER_TYPE_COERCE', message: 'Value is not snowflake.' }]);
      const id = world.dmChannelOf(u.id);
      return json(200, { id, type: ChannelType.DM, last_message_id: world.lastMessageId(id), flags: 0, recipients: [world.apiUser(u)] });
    }],
    ['GET', /^\/applications\/@me$/, true, () => json(200, app())],
    ['GET', new RegExp(`^/oauth2/applications/@me$`), true, () => json(200, app())],
    // Application commands (global and guild).
    ['GET', new RegExp(`^/applications/${S}/commands$`), true, (c) => appCheck(c.m[1], () => json(200, [...world.globalCommands.values()]))],
    ['PUT', new RegExp(`^/applications/${S}/commands$`), true, (c) => appCheck(c.m[1], () => putCommands(c))],
    ['POST', new RegExp(`^/applications/${S}/commands$`), true, (c) => appCheck(c.m[1], () => postCommand(c))],
    ['GET', new RegExp(`^/applications/${S}/commands/${S}$`), true, (c) => appCheck(c.m[1], () => {
      const cmd = world.globalCommands.get(c.m[2]);
      if (!cmd) throw Errors.unknownCommand();
      return json(200, cmd);
    })],
    ['PATCH', new RegExp(`^/applications/${S}/commands/${S}$`), true, (c) => appCheck(c.m[1], () => patchCommand(c, c.m[2]))],
    ['DELETE', new RegExp(`^/applications/${S}/commands/${S}$`), true, (c) => appCheck(c.m[1], () => {
      if (!world.globalCommands.delete(c.m[2])) throw Errors.unknownCommand();
      world.changed();
      return json(204);
    })],
    ['GET', new RegExp(`^/applications/${S}/guilds/${S}/commands$`), true, (c) => appCheck(c.m[1], () => json(200, [...commandStore(c.m[2]).values()]))],
    ['PUT', new RegExp(`^/applications/${S}/guilds/${S}/commands$`), true, (c) => appCheck(c.m[1], () => putCommands(c, c.m[2]))],
    ['POST', new RegExp(`^/applications/${S}/guilds/${S}/commands$`), true, (c) => appCheck(c.m[1], () => postCommand(c, c.m[2]))],
    ['GET', new RegExp(`^/applications/${S}/guilds/${S}/commands/${S}$`), true, (c) => appCheck(c.m[1], () => {
      const cmd = commandStore(c.m[2]).get(c.m[3]);
      if (!cmd) throw Errors.unknownCommand();
      return json(200, cmd);
    })],
    ['PATCH', new RegExp(`^/applications/${S}/guilds/${S}/commands/${S}$`), true, (c) => appCheck(c.m[1], () => patchCommand(c, c.m[3], c.m[2]))],
    ['DELETE', new RegExp(`^/applications/${S}/guilds/${S}/commands/${S}$`), true, (c) => appCheck(c.m[1], () => {
      if (!commandStore(c.m[2]).delete(c.m[3])) throw Errors.unknownCommand();
      world.changed();
      return json(204);
    })],
    ['GET', new RegExp(`^/applications/${S}/guilds/${S}/commands/permissions$`), true, () => json(200, [])],
    // Interactions.
    ['POST', new RegExp(`^/interactions/${S}/${T}/callback$`), false, async (c) =>
      interactions.callback(c.m[1], c.m[2], await c.body(), c.query.get('with_response') === 'true')],
    ['GET', new RegExp(`^/webhooks/${S}/${T}/messages/(@original|\\d+)$`), false, (c) => interactions.getMessage(c.m[1], c.m[2], c.m[3])],
    ['PATCH', new RegExp(`^/webhooks/${S}/${T}/messages/(@original|\\d+)$`), false, async (c) => interactions.editMessage(c.m[1], c.m[2], c.m[3], await c.body())],
    ['DELETE', new RegExp(`^/webhooks/${S}/${T}/messages/(@original|\\d+)$`), false, (c) => interactions.deleteMessage(c.m[1], c.m[2], c.m[3])],
    // Without ?wait=true Discord creates the message but answers 204 with no body.
    ['POST', new RegExp(`^/webhooks/${S}/${T}$`), false, async (c) => {
      const reply = interactions.followUp(c.m[1], c.m[2], await c.body());
      return c.query.get('wait') === 'true' ? reply : json(204);
    }],
    // Guild.
    ['GET', new RegExp(`^/guilds/${S}$`), true, (c) => {
      if (c.m[1] !== world.guildId) throw Errors.unknownGuild();
      const g = gateway.guildCreateData() as unknown as Record<string, unknown>;
      const { members: _m, channels: _c, threads: _t, presences: _p, voice_states: _v, ...rest } = g;
      return json(200, rest);
    }],
    ['GET', new RegExp(`^/guilds/${S}/channels$`), true, (c) => {
      if (c.m[1] !== world.guildId) throw Errors.unknownGuild();
      return json(200, [...world.channels.values()].filter((ch) => !ch.parentId).map((ch) => world.apiChannel(ch)));
    }],
    ['GET', new RegExp(`^/guilds/${S}/threads/active$`), true, (c) => {
      if (c.m[1] !== world.guildId) throw Errors.unknownGuild();
      const threads = [...world.channels.values()].filter((ch) => ch.parentId && !ch.archived);
      // `members` lists the bot's own thread memberships, as Discord does for the caller.
      const members = threads.filter((t) => t.memberIds.includes(world.botUser.id)).map((t) => threadMember(t.id, world.botUser.id));
      return json(200, { threads: threads.map((ch) => world.apiChannel(ch)), members, has_more: false });
    }],
    ['GET', new RegExp(`^/guilds/${S}/roles$`), true, () => json(200, world.apiRoles())],
    ['GET', new RegExp(`^/guilds/${S}/members/${S}$`), true, (c) => {
      const u = world.userById.get(c.m[2]);
      if (!u || world.departed.has(u.id)) throw Errors.unknownMember();
      return json(200, world.apiMember(u));
    }],
    ['GET', new RegExp(`^/guilds/${S}/members$`), true, () => json(200, [world.botUser, ...Object.values(world.users)].filter((u) => !world.departed.has(u.id)).map((u) => world.apiMember(u)))],
    // Channels and messages.
    ['GET', new RegExp(`^/channels/${S}$`), true, (c) => {
      botNeeds(c.m[1]);
      return json(200, world.apiChannel(channelOr404(c.m[1])));
    }],
    ['PATCH', new RegExp(`^/channels/${S}$`), true, async (c) => {
      const ch = channelOr404(c.m[1]);
      const body = (await c.body()).json;
      if (isThread(ch)) {
        // Thread owners may rename and (un)archive; locking or changing others' threads needs
        // Manage Threads; anyone who may send there may un-archive an unlocked thread.
        const have = botNeeds(ch.id);
        const manage = (have & Perm.ManageThreads) !== 0n;
        const onlyUnarchive = Object.keys(body).every((k) => k === 'archived') && body.archived === false && !ch.locked;
        if (!manage && body.locked !== undefined) throw Errors.missingPermissions();
        if (!manage && ch.ownerId !== world.botUser.id && !(onlyUnarchive && have & Perm.SendMessagesInThreads)) throw Errors.missingPermissions();
        if (ch.locked && !manage) throw Errors.missingPermissions();
        if (ch.archived && body.archived !== false) throw Errors.threadArchived();
      } else {
        botNeeds(ch.id, Perm.ManageChannels);
      }
      const wasArchived = ch.archived;
      if (typeof body.name === 'string') ch.name = body.name;
      if (typeof body.archived === 'boolean') ch.archived = body.archived;
      if (typeof body.locked === 'boolean') ch.locked = body.locked;
      if (typeof body.auto_archive_duration === 'number') ch.autoArchiveDuration = body.auto_archive_duration;
      if (typeof body.rate_limit_per_user === 'number') ch.slowmodeSeconds = body.rate_limit_per_user;
      if (ch.archived !== wasArchived) {
        if (ch.archived) ch.archivedAt = world.now();
        else ch.lastActivityAt = world.now();
      }
      const api = world.apiChannel(ch);
      gateway.dispatch(isThread(ch) ? GatewayDispatchEvents.ThreadUpdate : GatewayDispatchEvents.ChannelUpdate, api);
      world.changed();
      return json(200, api);
    }],
    ['GET', new RegExp(`^/channels/${S}/messages$`), true, (c) => {
      const have = botNeeds(c.m[1]);
      // Without Read Message History Discord answers an empty list.
      if (!(have & Perm.ReadMessageHistory)) return json(200, []);
      let list = world.listMessages(c.m[1]);
      const before = c.query.get('before');
      const after = c.query.get('after');
      if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
      if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
      const limit = Math.min(100, Math.max(1, Number(c.query.get('limit') ?? 50)));
      // Discord returns newest first.
      const out = after ? list.slice(0, limit) : list.slice(-limit);
      return json(200, out.reverse().map((m) => m.toAPI()));
    }],
    ['POST', new RegExp(`^/channels/${S}/messages$`), true, async (c) => {
      const dmUser = world.dmChannels.get(c.m[1]);
      if (dmUser !== undefined) return sendDm(c.m[1], dmUser, await c.body());
      const ch = channelOr404(c.m[1]);
      const body = await c.body();
      botNeeds(ch.id, isThread(ch) ? Perm.SendMessagesInThreads : Perm.SendMessages);
      contentRules(ch.id, body);
      // A locked archived thread stays closed to those who cannot manage threads.
      if (isThread(ch) && ch.archived && ch.locked && !(world.botPermissions(ch.id) & Perm.ManageThreads)) throw Errors.threadArchived();
      const once = nonceOf(ch.id, body);
      if (once.first) return json(200, once.first.toAPI());
      const msg = world.addMessage(ch.id, world.botUser);
      try {
        applyMessageBody(world, msg, body, { mode: 'create', allowedFlags: CHANNEL_FLAGS, attachmentLimit });
      } catch (e) {
        world.messages.delete(msg.id);
        world.channelMessages.get(ch.id)!.pop();
        throw e;
      }
      if (msg.messageReference) msg.type = 19;
      if (once.nonce !== undefined) msg.nonce = once.nonce;
      once.remember(msg.id);
      ch.lastActivityAt = world.now();
      // Sending a message un-archives a thread, as on Discord.
      if (ch.archived) {
        ch.archived = false;
        gateway.dispatch(GatewayDispatchEvents.ThreadUpdate, world.apiChannel(ch));
      }
      gateway.dispatch(GatewayDispatchEvents.MessageCreate, { ...msg.toAPI(), guild_id: world.guildId, member: world.apiMember(world.botUser) });
      world.changed();
      return json(200, msg.toAPI());
    }],
    ['GET', new RegExp(`^/channels/${S}/messages/${S}$`), true, (c) => {
      botNeeds(c.m[1], Perm.ReadMessageHistory);
      return json(200, publicMessage(c.m[1], c.m[2]).toAPI());
    }],
    ['PATCH', new RegExp(`^/channels/${S}/messages/${S}$`), true, async (c) => {
      const msg = publicMessage(c.m[1], c.m[2]);
      const body = await c.body();
      if (msg.author.id !== world.botUser.id) throw Errors.cannotEditOthers();
      contentRules(msg.channelId, body);
      notArchived(msg.channelId);
      oldMessageEdit(msg);
      applyMessageBody(world, msg, body, { mode: 'edit', allowedFlags: CHANNEL_FLAGS, attachmentLimit });
      gateway.dispatch(GatewayDispatchEvents.MessageUpdate, { ...msg.toAPI(), guild_id: world.guildId });
      world.changed();
      return json(200, msg.toAPI());
    }],
    ['DELETE', new RegExp(`^/channels/${S}/messages/${S}$`), true, (c) => {
      const msg = publicMessage(c.m[1], c.m[2]);
      botNeeds(msg.channelId, msg.author.id === world.botUser.id ? 0n : Perm.ManageMessages);
      notArchived(msg.channelId);
      deleteMessage(msg);
      return json(204);
    }],
    ['DELETE', new RegExp(`^/channels/${S}$`), true, (c) => {
      const ch = channelOr404(c.m[1]);
      // A thread needs Manage Threads; a server's channel Manage Channels (which the bot is not given).
      botNeeds(ch.id, isThread(ch) ? Perm.ManageThreads : Perm.ManageChannels);
      if (!isThread(ch)) throw Errors.missingPermissions();
      const api = world.apiChannel(ch);
      moderation.deleteThread(ch.id);
      return json(200, api);
    }],
    ['POST', new RegExp(`^/channels/${S}/typing$`), true, (c) => {
      const ch = channelOr404(c.m[1]);
      botNeeds(ch.id, isThread(ch) ? Perm.SendMessagesInThreads : Perm.SendMessages);
      return json(204);
    }],
    ['POST', new RegExp(`^/channels/${S}/threads$`), true, (c) => createThread(c, c.m[1])],
    ['POST', new RegExp(`^/channels/${S}/messages/${S}/threads$`), true, (c) => createThread(c, c.m[1], c.m[2])],
    ['PUT', new RegExp(`^/channels/${S}/thread-members/@me$`), true, (c) => threadMemberUpdate(c.m[1], world.botUser.id, true)],
    ['DELETE', new RegExp(`^/channels/${S}/thread-members/@me$`), true, (c) => threadMemberUpdate(c.m[1], world.botUser.id, false)],
    ['PUT', new RegExp(`^/channels/${S}/thread-members/${S}$`), true, (c) => threadMemberUpdate(c.m[1], c.m[2], true)],
    ['DELETE', new RegExp(`^/channels/${S}/thread-members/${S}$`), true, (c) => threadMemberUpdate(c.m[1], c.m[2], false)],
    ['GET', new RegExp(`^/channels/${S}/thread-members$`), true, (c) => json(200, channelOr404(c.m[1]).memberIds.map((u) => threadMember(c.m[1], u)))],
    ['GET', new RegExp(`^/channels/${S}/thread-members/${S}$`), true, (c) => {
      const t = channelOr404(c.m[1]);
      if (!t.memberIds.includes(c.m[2])) throw Errors.unknownMember();
      return json(200, threadMember(t.id, c.m[2]));
    }],
  ];

  function appCheck<R>(appId: string, fn: () => R): R {
    if (appId !== world.applicationId) throw Errors.unknownApplication();
    return fn();
  }

  const maxBody = Math.max(30 * 1024 * 1024, attachmentLimit * 10 + 1024 * 1024);
  const limiter = new RateLimiter(options.rateLimits === undefined ? {} : options.rateLimits);
  const faultRules = new Faults();
  let invalidReported = false;

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, apiPath: string): Promise<void> {
    const method = req.method ?? 'GET';
    let parsed: ParsedBody | undefined;
    const ctxBody = async () => {
      if (!parsed) parsed = await parseBody(req, await readRaw(req, maxBody));
      return parsed;
    };
    let interactionId: string | undefined;
    let headers: Record<string, string> = {};
    let rateLimited = false;
    try {
      for (const [rm, pattern, auth, handler] of routes) {
        if (rm !== method) continue;
        const m = pattern.exec(apiPath);
        if (!m) continue;
        const botAuth = req.headers.authorization === `Bot ${botToken}`;
        if (auth && !botAuth) throw Errors.unauthorized();
        if (apiPath.startsWith('/interactions/')) interactionId = m[1];
        const verdict = limiter.take(method, apiPath, botAuth);
        headers = verdict.headers;
        if (!verdict.ok) {
          rateLimited = true;
          if (!parsed) req.resume();
          log(`rate limited: ${method} ${apiPath} (${verdict.body.global ? 'global' : 'route'}, retry after ${String(verdict.body.retry_after)} s)`);
          return respond(429, verdict.body);
        }
        const faults = faultRules.match(method, apiPath);
        const delay = (after: boolean) => Math.max(0, ...faults.filter((f) => !!f.after === after).map((f) => f.delayMs ?? 0));
        const failBefore = faults.find((f) => f.status && !f.after);
        const failAfter = faults.find((f) => f.status && f.after);
        if (delay(false)) await sleep(delay(false));
        const fail = (rule: FaultRule) => {
          const a = faultAnswer(rule);
          headers = { ...headers, ...a.headers };
          log(`fault: ${method} ${apiPath} → ${a.status}${rule.after ? ' (after carrying it out)' : ''}`);
          return respond(a.status, a.body);
        };
        if (failBefore) {
          if (!parsed) req.resume();
          return fail(failBefore);
        }
        const reply = await handler({ method, path: apiPath, m, query: url.searchParams, req, body: ctxBody });
        if (delay(true)) await sleep(delay(true));
        if (failAfter) return fail(failAfter);
        return respond(reply.status, reply.json);
      }
      world.unknown.push(`${method} ${apiPath}`);
      log(`unknown route: ${method} ${apiPath}`);
      throw Errors.unknownRoute();
    } catch (e) {
      const err = e instanceof DiscordHttpError ? e : new DiscordHttpError(500, 0, `500: Internal Server Error (${(e as Error).message})`);
      if (!(e instanceof DiscordHttpError)) log(`error: ${(e as Error).stack}`);
      if (err.code !== 0 || err.status !== 404) {
        world.recordViolation({
          kind: 'rejected', code: err.code, status: err.status, method, path: apiPath, message: err.message,
          ...(err.errors ? { errors: err.errors } : {}), ...(interactionId ? { interactionId } : {}),
        });
        log(`rejected: ${method} ${apiPath} → ${err.status} ${err.code} ${err.message}${err.errors ? ' ' + JSON.stringify(err.errors) : ''}`);
      }
      // Drain an unread body so the client sees the response, not a reset.
      if (!parsed) req.resume();
      return respond(err.status, err.toJSON());
    }

    function respond(status: number, body?: unknown): void {
      if ((status === 401 || status === 403 || status === 429) && limiter.countInvalid() && !invalidReported) {
        invalidReported = true;
        world.recordViolation({ kind: 'invalid-requests', message: 'more 401/403/429 answers within 10 minutes than Discord allows before banning the IP', method, path: apiPath });
      }
      const sent = send(res, status, body, headers);
      if (rateLimited) world.changed();
      options.inspect?.http?.({
        method, path: apiPath, query: url.searchParams.toString(), status: sent,
        request: parsed ? { json: parsed.json, files: parsed.files.map((f) => ({ field: f.field, filename: f.filename, size: f.data.length })) } : undefined,
        response: sent === 204 ? undefined : body,
      });
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const apiMatch = /^\/api(?:\/v\d+)?(\/.*)$/.exec(decodeURIComponent(url.pathname));
    if (apiMatch) {
      void handleApi(req, res, url, apiMatch[1]);
      return;
    }
    void page.handle(req, res, url).catch((e) => send(res, 500, { error: String(e) }));
  });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === '/gateway' || path === '/gateway/') gateway.handleUpgrade(req, socket, head);
    else if (path === '/local/events') page.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;
  (world.config as { baseUrl: string }).baseUrl = baseUrl;
  log(`local Discord listening on ${baseUrl}`);
  // After listening: restored attachment urls need the current address.
  const persistence = options.persistDir ? persistWorld(world, options.persistDir, options.warn ?? log) : undefined;

  let closed = false;
  return {
    url: baseUrl,
    apiUrl: `${baseUrl}/api`,
    gatewayUrl: `${baseUrl.replace(/^http/, 'ws')}/gateway`,
    pageUrl: `${baseUrl}/`,
    port,
    botToken,
    applicationId: world.applicationId,
    botUser: world.botUser,
    guildId: world.guildId,
    channelId: world.channelId,
    users: world.users,
    as,
    messages: (channelId, q = {}) => world.listMessages(channelId, q.viewer, q.includeDeleted),
    directMessages: (user) => {
      const u = world.userByName(user);
      if (!u) throw new Error(`no local user ${String(user)}`);
      const id = [...world.dmChannels].find(([, v]) => v === u.id)?.[0];
      return id ? world.listMessages(id) : [];
    },
    closeDirectMessages: (user, closed = true) => {
      const u = world.userByName(user);
      if (!u) throw new Error(`no local user ${String(user)}`);
      if (closed) world.dmsClosed.add(u.id);
      else world.dmsClosed.delete(u.id);
    },
    message: (id) => world.messages.get(id),
    threads: (parentId = world.channelId) => world.threadsOf(parentId),
    channel: (id) => world.channels.get(id),
    commands: (guildId) => [...(guildId ? world.guildCommands : world.globalCommands).values()],
    waitFor: (probe, timeoutMs = 5000) => waitUntil(world, probe, timeoutMs),
    violations: () => [...world.violationList],
    clearViolations: () => void (world.violationList.length = 0),
    unknownRoutes: () => [...world.unknown],
    connectedBots: () => gateway.connected(),
    dropGatewayConnections: () => gateway.dropAll(),
    gateway: {
      reconnect: () => gateway.requestReconnect(),
      invalidateSessions: (resumable) => gateway.invalidateSessions(resumable),
      requestHeartbeat: () => gateway.requestHeartbeat(),
      silence: (ms) => gateway.silence(ms),
      sessions: () => gateway.sessionList(),
    },
    moderator: {
      deleteMessage: (id) => moderation.deleteMessage(id),
      deleteThread: (id) => moderation.deleteThread(id),
      createChannel: (name) => moderation.createChannel(name),
      archiveThread: (id, o) => moderation.archiveThread(id, o),
      archiveIdleThreads: () => moderation.archiveIdleThreads(),
      removeMember: (who) => moderation.removeMember(who),
      setSlowmode: (id, seconds) => moderation.setSlowmode(id, seconds),
    },
    permissions: {
      setEveryone: (bits) => moderation.setEveryone(bits),
      setRole: (who, bits) => moderation.setRole(who, bits),
      setOverwrite: (id, who, change) => moderation.setOverwrite(id, who, change),
      of: (who, id) => moderation.of(who, id),
    },
    setRateLimits: (o) => limiter.configure(o),
    rateLimitHits: () => [...limiter.hits],
    faults: {
      add: (rule) => faultRules.add(rule),
      clear: () => faultRules.clear(),
      outage: (ms, statusCode = 503) => {
        const f = faultRules.add({ path: /.*/, status: statusCode });
        const t = setTimeout(() => f.remove(), ms);
        t.unref?.();
        return f;
      },
    },
    close: async () => {
      if (closed) return;
      closed = true;
      interactions.clearTimers();
      clearInterval(archiver);
      persistence?.close();
      gateway.close();
      page.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export { availableCommands };

/** Writes the reply; returns the status actually sent (a 200 without a body goes out as 204). */
function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): number {
  if (res.headersSent || res.destroyed) return status;
  if (status === 204 || body === undefined) {
    const s = status === 200 ? 204 : status;
    res.writeHead(s, headers);
    res.end();
    return s;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
  return status;
}
