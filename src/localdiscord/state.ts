/**
 * In-memory world of the local Discord: one guild, #general, its threads,
 * messages with attachments, registered commands and live interactions.
 * Every mutation calls `changed()` so waiters, the gateway and the page react.
 */
import {
  ChannelType,
  MessageType,
  type APIApplicationCommand,
  type APIChannel,
  type APIEmbed,
  type APIGuildMember,
  type APIMessage,
  type APIMessageTopLevelComponent,
  type APIRole,
  type APIUser,
} from 'discord-api-types/v10';
import { imageDimensions } from './image-size';
import { basePermissions, BOT_PERMS, channelPermissions, MEMBER_PERMS, Perm, type LocalRole, type Overwrite, type PermissionData } from './permissions';
import { Errors } from './errors';
import { SnowflakeGenerator } from './snowflake';
import type { InteractionResponse, LocalAttachment, LocalChannel, LocalMessage, LocalUser, Violation } from './types';

export const EPHEMERAL = 1 << 6;
/** 2025-01-01T00:00:00Z: creation time of the fixed guild, channel and users. */
const FIXED_EPOCH = Date.UTC(2025, 0, 1);
export const LOADING = 1 << 7;

export { Perm } from './permissions';

export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  userId: string;
  channelId: string;
  commandName?: string;
  createdAt: number;
  /** Creation on the server's clock (token lifetime). */
  issuedAt: number;
  payload: Record<string, unknown>;
  /** Initial callback type once acknowledged. */
  ackType?: number;
  /** Deadline passed without an acknowledgement. */
  expired: boolean;
  timer?: NodeJS.Timeout;
  /** Message of the component that was used (component / modal-from-component interactions). */
  sourceMessageId?: string;
  /** Modal submits: the interaction that opened the modal. */
  triggering?: MessageInteractionInfo;
  /** The "@original" message: created by 4/5, or the source message after 6/7. */
  originalMessageId?: string;
  messageIds: string[];
  /** Edit count of the source message when a deferred update (6) was sent. */
  editsAtAck?: number;
  /** Modal the bot opened with callback 9 (for submitModal). */
  modal?: { custom_id: string; title: string; components: unknown[] };
  response?: InteractionResponse;
  resolveResponse: (r: InteractionResponse) => void;
  responsePromise: Promise<InteractionResponse>;
}

export class MessageRecord implements LocalMessage {
  content = '';
  embeds: APIEmbed[] = [];
  components: APIMessageTopLevelComponent[] = [];
  attachments: LocalAttachment[] = [];
  flags = 0;
  visibleTo?: string;
  interaction?: MessageInteractionInfo;
  threadId?: string;
  editedAt?: number;
  /** Number of successful edits; lets waiters tell an edit apart from the old state. */
  edits = 0;
  /** Users the message notified when it was posted (mentions allowed by allowed_mentions). */
  pinged: string[] = [];
  deleted = false;
  messageReference?: { message_id: string; channel_id: string };
  webhookId?: string;
  /** The sender's nonce, echoed back like Discord does. */
  nonce?: string;
  type: number = MessageType.Default;

  declare readonly world: World;

  constructor(
    world: World,
    readonly id: string,
    readonly channelId: string,
    readonly author: { id: string; username: string; bot: boolean },
    readonly createdAt: number,
  ) {
    // Non-enumerable so printing a message in a test does not dump the whole world.
    Object.defineProperty(this, 'world', { value: world, enumerable: false });
  }

  get ephemeral(): boolean {
    return (this.flags & EPHEMERAL) !== 0;
  }

  toAPI(): APIMessage {
    const w = this.world;
    const author = w.userById.get(this.author.id);
    const interactionUser = this.interaction ? w.userById.get(this.interaction.userId) : undefined;
    const msg: Record<string, unknown> = {
      id: this.id,
      type: this.type,
      channel_id: this.channelId,
      author: author ? w.apiUser(author) : { id: this.author.id, username: this.author.username, discriminator: '0', avatar: null, global_name: null, bot: this.author.bot },
      content: this.content,
      timestamp: new Date(this.createdAt).toISOString(),
      edited_timestamp: this.editedAt ? new Date(this.editedAt).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: this.mentionedUsers().map((u) => w.apiUser(u)),
      mention_roles: [],
      attachments: this.attachments.map((a) => ({
        id: a.id,
        filename: a.filename,
        size: a.size,
        url: a.url,
        proxy_url: a.url,
        content_type: a.contentType,
        ...(a.description ? { description: a.description } : {}),
        ...(a.contentType.startsWith('image/') ? imageDimensions(a) : {}),
      })),
      embeds: this.embeds,
      pinned: false,
      flags: this.flags,
      components: this.components,
    };
    if (this.webhookId) {
      msg.webhook_id = this.webhookId;
      msg.application_id = w.applicationId;
    }
    if (this.interaction && interactionUser) {
      msg.interaction_metadata = interactionMetadata(w, this.interaction, this.id);
      msg.interaction = { id: this.interaction.id, type: this.interaction.type, name: this.interaction.name ?? '', user: w.apiUser(interactionUser) };
    }
    if (this.nonce !== undefined) msg.nonce = this.nonce;
    if (this.messageReference) msg.message_reference = { type: 0, ...this.messageReference, guild_id: w.guildId };
    if (this.threadId) {
      const t = w.channels.get(this.threadId);
      if (t) msg.thread = w.apiChannel(t);
    }
    const ch = w.channels.get(this.channelId);
    if (ch && !this.ephemeral) msg.guild_id = w.guildId;
    return msg as unknown as APIMessage;
  }

  private mentionedUsers(): LocalUser[] {
    const ids = new Set<string>();
    for (const m of this.content.matchAll(/<@!?(\d+)>/g)) ids.add(m[1]);
    return [...ids].map((id) => this.world.userById.get(id)).filter((u): u is LocalUser => !!u);
  }
}


/** A channel or thread with the server-side facts the public type leaves out. */
export type WorldChannel = LocalChannel & {
  autoArchiveDuration?: number;
  locked?: boolean;
  /** Seconds a member must wait between messages (`rate_limit_per_user`); bots are exempt. */
  slowmodeSeconds?: number;
  /** Last message or un-archive time, from which auto-archive counts. */
  lastActivityAt?: number;
  archivedAt?: number;
  /** When each member joined the thread. */
  joinedAt?: Record<string, number>;
};

/** What a message knows of the interaction that created it (for `interaction_metadata`). */
export interface MessageInteractionInfo {
  id: string;
  type: number;
  name?: string;
  userId: string;
  /** Component interactions: the message whose component was used. */
  interactedMessageId?: string;
  /** Modal submits: the interaction that opened the modal. */
  triggering?: MessageInteractionInfo;
  /** The interaction's original response, on its follow-ups. */
  originalResponseId?: string;
}

function interactionMetadata(w: World, i: MessageInteractionInfo, messageId?: string): Record<string, unknown> {
  const user = w.userById.get(i.userId);
  const out: Record<string, unknown> = {
    id: i.id,
    type: i.type,
    ...(user ? { user: w.apiUser(user) } : {}),
    authorizing_integration_owners: { '0': w.guildId },
  };
  if (i.interactedMessageId) out.interacted_message_id = i.interactedMessageId;
  if (i.triggering) out.triggering_interaction_metadata = interactionMetadata(w, i.triggering);
  if (i.originalResponseId && i.originalResponseId !== messageId) out.original_response_message_id = i.originalResponseId;
  return out;
}

export interface WorldConfig {
  /** The server's clock for ages (thread auto-archive, 30046, token lifetime); Date.now unless a test moves time. */
  now: () => number;
  baseUrl: string;
  oldMessageEditsPerHour: number;
  userNames: string[];
  botCanCreateThreads: boolean;
}

export class World {
  readonly ids = new SnowflakeGenerator();
  readonly guildId: string;
  readonly channelId: string;
  readonly applicationId: string;
  readonly botUser: LocalUser;
  readonly users: Record<string, LocalUser> = {};
  readonly userById = new Map<string, LocalUser>();
  readonly everyoneRoleId: string;
  readonly botRoleId: string;
  readonly channels = new Map<string, WorldChannel>();
  readonly messages = new Map<string, MessageRecord>();
  readonly channelMessages = new Map<string, string[]>();
  readonly globalCommands = new Map<string, APIApplicationCommand>();
  readonly guildCommands = new Map<string, APIApplicationCommand>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  readonly violationList: Violation[] = [];
  /** Direct-message channels the bot opened (POST /users/@me/channels): channel id → the user. */
  readonly dmChannels = new Map<string, string>();
  /** Users who refuse direct messages from the server's members (Discord answers 50007). */
  readonly dmsClosed = new Set<string>();
  /** Users who left the guild (moderation): no longer members, their interactions impossible. */
  readonly departed = new Set<string>();
  /** Roles, member roles and channel overwrites (see permissions.ts). */
  readonly perms: PermissionData;
  readonly unknown: string[] = [];
  readonly createdAt = Date.now();
  private listeners = new Set<() => void>();

  constructor(readonly config: WorldConfig) {
    // The fixed cast (guild, #general, bot, users) gets the same ids on every run, so
    // saved references and the page's remembered user survive a server restart.
    const fixed = new SnowflakeGenerator();
    const stable = () => fixed.next(FIXED_EPOCH);
    this.guildId = stable();
    this.everyoneRoleId = this.guildId;
    this.botRoleId = stable();
    this.applicationId = stable();
    this.botUser = { id: this.applicationId, username: 'Legatus', globalName: 'Legatus', bot: true, locale: 'en-US' };
    this.userById.set(this.botUser.id, this.botUser);
    for (const name of config.userNames) {
      const u: LocalUser = { id: stable(), username: name, globalName: name[0].toUpperCase() + name.slice(1), bot: false, locale: 'en-US' };
      this.users[name] = u;
      this.userById.set(u.id, u);
    }
    this.channelId = stable();
    this.channels.set(this.channelId, {
      id: this.channelId,
      name: 'general',
      type: ChannelType.GuildText,
      memberIds: [],
      archived: false,
      createdAt: this.createdAt,
    });
    this.channelMessages.set(this.channelId, []);
    const owner = Object.values(this.users)[0] ?? this.botUser;
    this.perms = {
      ownerId: owner.id,
      everyoneRoleId: this.everyoneRoleId,
      roles: new Map<string, LocalRole>([
        [this.everyoneRoleId, { id: this.everyoneRoleId, name: '@everyone', permissions: MEMBER_PERMS, position: 0, managed: false }],
        [this.botRoleId, { id: this.botRoleId, name: 'Legatus', permissions: BOT_PERMS, position: 1, managed: true }],
      ]),
      memberRoles: new Map([[this.botUser.id, [this.botRoleId]]]),
      overwrites: new Map<string, Overwrite[]>(),
    };
    if (!config.botCanCreateThreads) {
      this.perms.overwrites.set(this.channelId, [{ id: this.botRoleId, type: 0, allow: 0n, deny: Perm.CreatePublicThreads | Perm.CreatePrivateThreads }]);
    }
  }

  now(): number {
    return this.config.now();
  }

  private oldEdits = new Map<string, number[]>();

  /** Discord's 30046: edits of messages older than an hour are limited per channel (numbers unpublished; configurable). */
  oldMessageEdit(msg: { channelId: string; createdAt: number; ephemeral?: boolean }): void {
    const now = this.now();
    if (msg.ephemeral || now - msg.createdAt < 3_600_000) return;
    const list = (this.oldEdits.get(msg.channelId) ?? []).filter((t) => t > now - 3_600_000);
    if (list.length >= this.config.oldMessageEditsPerHour) throw Errors.oldMessageEdits();
    list.push(now);
    this.oldEdits.set(msg.channelId, list);
  }

  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  changed(): void {
    for (const fn of [...this.listeners]) fn();
  }

  userByName(nameOrId: string | LocalUser): LocalUser | undefined {
    if (typeof nameOrId !== 'string') return this.userById.get(nameOrId.id);
    const key = nameOrId.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '');
    return this.users[key] ?? this.userById.get(key) ?? Object.values(this.users).find((u) => u.username.toLowerCase() === key.toLowerCase());
  }

  /** The bot's permissions: in a channel or thread when given, else guild-wide. */
  botPermissions(channelId?: string): bigint {
    return this.memberPermissions(this.botUser.id, channelId);
  }

  /** A member's permissions: in a channel or thread when given (0 if they cannot see it), else guild-wide. */
  memberPermissions(userId: string, channelId?: string): bigint {
    if (this.departed.has(userId)) return 0n;
    const ch = channelId ? this.channels.get(channelId) : undefined;
    return ch ? channelPermissions(this.perms, userId, ch) : basePermissions(this.perms, userId);
  }

  apiUser(u: LocalUser): APIUser {
    return {
      id: u.id, username: u.username, global_name: u.globalName, discriminator: '0', avatar: null,
      ...(u.bot ? { bot: true } : {}),
      // Discord always sends these; a bot's public flags are 0 until it is verified.
      public_flags: 0, flags: 0, banner: null, accent_color: null, avatar_decoration_data: null, collectibles: null, primary_guild: null,
    } as unknown as APIUser;
  }

  /** The bot's own user as `GET /users/@me` and READY give it (with the private fields). */
  apiSelf(): APIUser {
    return { ...this.apiUser(this.botUser), mfa_enabled: false, locale: 'en-US', verified: true, email: null, premium_type: 0 } as unknown as APIUser;
  }

  apiMember(u: LocalUser): APIGuildMember {
    return {
      user: this.apiUser(u),
      nick: null,
      avatar: null,
      roles: this.perms.memberRoles.get(u.id) ?? [],
      joined_at: new Date(this.createdAt).toISOString(),
      premium_since: null,
      banner: null,
      communication_disabled_until: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
    } as unknown as APIGuildMember;
  }

  apiRoles(): APIRole[] {
    return [...this.perms.roles.values()].map((r) => this.apiRole(r));
  }

  apiRole(r: LocalRole): APIRole {
    return {
      id: r.id, name: r.name, color: 0, colors: { primary_color: 0, secondary_color: null, tertiary_color: null }, hoist: false,
      icon: null, unicode_emoji: null, position: r.position, permissions: r.permissions.toString(), managed: r.managed,
      mentionable: false, flags: 0, ...(r.managed ? { tags: { bot_id: this.botUser.id } } : {}),
    } as unknown as APIRole;
  }

  apiChannel(c: WorldChannel): APIChannel {
    if (c.type === ChannelType.GuildText) {
      const overwrites = (this.perms.overwrites.get(c.id) ?? []).map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() }));
      return {
        id: c.id,
        type: ChannelType.GuildText,
        guild_id: this.guildId,
        name: c.name,
        position: 0,
        permission_overwrites: overwrites,
        nsfw: false,
        topic: 'Local Discord',
        last_message_id: this.lastMessageId(c.id),
        rate_limit_per_user: c.slowmodeSeconds ?? 0,
        parent_id: null,
        default_auto_archive_duration: 1440,
        flags: 0,
      } as unknown as APIChannel;
    }
    return {
      id: c.id,
      type: c.type,
      guild_id: this.guildId,
      name: c.name,
      parent_id: c.parentId ?? null,
      owner_id: c.ownerId,
      last_message_id: this.lastMessageId(c.id),
      rate_limit_per_user: 0,
      message_count: this.channelMessages.get(c.id)?.length ?? 0,
      member_count: c.memberIds.length,
      total_message_sent: this.channelMessages.get(c.id)?.length ?? 0,
      flags: 0,
      thread_metadata: {
        archived: c.archived,
        auto_archive_duration: c.autoArchiveDuration ?? 1440,
        archive_timestamp: new Date(c.archivedAt ?? c.createdAt).toISOString(),
        locked: c.locked ?? false,
        create_timestamp: new Date(c.createdAt).toISOString(),
        ...(c.type === ChannelType.PrivateThread ? { invitable: true } : {}),
      },
    } as unknown as APIChannel;
  }

  lastMessageId(channelId: string): string | null {
    const list = this.channelMessages.get(channelId);
    return list && list.length ? list[list.length - 1] : null;
  }

  addMessage(channelId: string, author: LocalUser, now = this.now()): MessageRecord {
    const m = new MessageRecord(this, this.ids.next(now), channelId, { id: author.id, username: author.username, bot: author.bot }, now);
    this.messages.set(m.id, m);
    let list = this.channelMessages.get(channelId);
    if (!list) this.channelMessages.set(channelId, (list = []));
    list.push(m.id);
    return m;
  }

  /** The bot's DM channel with a user, opened on first use (Discord gives the same channel every time). */
  dmChannelOf(userId: string): string {
    for (const [id, u] of this.dmChannels) if (u === userId) return id;
    const id = this.ids.next();
    this.dmChannels.set(id, userId);
    return id;
  }

  /** Whether `viewer` (undefined = public) may see the message. */
  visible(m: MessageRecord, viewer?: string): boolean {
    if (!m.ephemeral) return true;
    return viewer !== undefined && m.visibleTo === viewer;
  }

  listMessages(channelId: string, viewer?: string, includeDeleted = false): MessageRecord[] {
    const ids = this.channelMessages.get(channelId) ?? [];
    return ids
      .map((id) => this.messages.get(id)!)
      .filter((m) => (includeDeleted || !m.deleted) && this.visible(m, viewer));
  }

  threadsOf(parentId: string): LocalChannel[] {
    return [...this.channels.values()].filter((c) => c.parentId === parentId);
  }

  recordViolation(v: Omit<Violation, 'at'>): void {
    this.violationList.push({ ...v, at: Date.now() });
    this.changed();
  }
}
