/**
 * What happens to a bot's channels without the bot asking: moderators delete
 * messages and threads, members leave, threads archive themselves after their
 * inactivity period, permissions and slowmode change. Each action changes the
 * world and sends the gateway events Discord sends, so the bot (and its cache)
 * learns of it the way it would in production.
 */
import { ChannelType, GatewayDispatchEvents } from 'discord-api-types/v10';
import { DriverError } from './driver';
import type { Gateway } from './gateway';
import type { LocalRole, Overwrite } from './permissions';
import type { World } from './state';
import type { LocalUser } from './types';

export type Who = string | LocalUser;

export class Moderation {
  constructor(private world: World, private gateway: Gateway) {}

  private user(who: Who | 'bot'): LocalUser {
    if (who === 'bot') return this.world.botUser;
    const u = this.world.userByName(who);
    if (!u) throw new DriverError(`no local user ${typeof who === 'string' ? who : who.id}`);
    return u;
  }

  /** A moderator deletes a message (any author). */
  deleteMessage(id: string): void {
    const m = this.world.messages.get(id);
    if (!m || m.deleted) throw new DriverError(`message ${id} does not exist`);
    m.deleted = true;
    if (!m.ephemeral) this.gateway.dispatch(GatewayDispatchEvents.MessageDelete, { id: m.id, channel_id: m.channelId, guild_id: this.world.guildId });
    this.world.changed();
  }

  /** An admin creates a text channel (CHANNEL_CREATE); returns its id. */
  createChannel(name: string): string {
    const id = this.world.ids.next();
    const ch = { id, name, type: ChannelType.GuildText, memberIds: [], archived: false, createdAt: this.world.now() };
    this.world.channels.set(id, ch as never);
    this.world.channelMessages.set(id, []);
    this.gateway.dispatch(GatewayDispatchEvents.ChannelCreate, this.world.apiChannel(ch as never));
    this.world.changed();
    return id;
  }

  /** A moderator deletes a thread: it and its messages are gone (THREAD_DELETE). */
  deleteThread(id: string): void {
    const t = this.world.channels.get(id);
    if (!t || !t.parentId) throw new DriverError(`${id} is not a thread`);
    this.world.channels.delete(id);
    for (const mid of this.world.channelMessages.get(id) ?? []) {
      const m = this.world.messages.get(mid);
      if (m) m.deleted = true;
    }
    this.world.channelMessages.delete(id);
    const starter = t.starterMessageId ? this.world.messages.get(t.starterMessageId) : undefined;
    if (starter) starter.threadId = undefined;
    this.gateway.dispatch(GatewayDispatchEvents.ThreadDelete, { id, guild_id: this.world.guildId, parent_id: t.parentId, type: t.type });
    this.world.changed();
  }

  /** Archives (and optionally locks) a thread, as a moderator or Discord's auto-archive would. */
  archiveThread(id: string, opts: { locked?: boolean } = {}): void {
    const t = this.world.channels.get(id);
    if (!t || !t.parentId) throw new DriverError(`${id} is not a thread`);
    t.archived = true;
    t.archivedAt = this.world.now();
    if (opts.locked !== undefined) t.locked = opts.locked;
    this.gateway.dispatch(GatewayDispatchEvents.ThreadUpdate, this.world.apiChannel(t));
    this.world.changed();
  }

  /** Archives every thread idle for its `auto_archive_duration` (run each minute, and on demand). Returns their ids. */
  archiveIdleThreads(): string[] {
    const now = this.world.now();
    const done: string[] = [];
    for (const t of this.world.channels.values()) {
      if (!t.parentId || t.archived) continue;
      const idleSince = t.lastActivityAt ?? t.createdAt;
      if (now - idleSince >= (t.autoArchiveDuration ?? 1440) * 60_000) {
        this.archiveThread(t.id);
        done.push(t.id);
      }
    }
    return done;
  }

  /** A member leaves (or is kicked): GUILD_MEMBER_REMOVE, and they leave every thread. */
  removeMember(who: Who): void {
    const u = this.user(who);
    if (u.bot) throw new DriverError('the bot cannot leave its own test guild');
    if (this.world.departed.has(u.id)) return;
    this.world.departed.add(u.id);
    for (const t of this.world.channels.values()) {
      const i = t.memberIds.indexOf(u.id);
      if (i < 0) continue;
      t.memberIds.splice(i, 1);
      this.gateway.dispatch(GatewayDispatchEvents.ThreadMembersUpdate, {
        id: t.id, guild_id: this.world.guildId, member_count: t.memberIds.length, removed_member_ids: [u.id],
      });
    }
    this.gateway.dispatch(GatewayDispatchEvents.GuildMemberRemove, { guild_id: this.world.guildId, user: this.world.apiUser(u) });
    this.world.changed();
  }

  /** Seconds members must wait between their messages in a channel (bots are exempt, as on Discord). */
  setSlowmode(channelId: string, seconds: number): void {
    const ch = this.world.channels.get(channelId);
    if (!ch) throw new DriverError(`no channel ${channelId}`);
    ch.slowmodeSeconds = seconds;
    this.gateway.dispatch(ch.parentId ? GatewayDispatchEvents.ThreadUpdate : GatewayDispatchEvents.ChannelUpdate, this.world.apiChannel(ch));
    this.world.changed();
  }

  // --- permissions -----------------------------------------------------------

  /** Sets the @everyone role's permissions (what every member may do guild-wide). */
  setEveryone(bits: bigint): void {
    this.updateRole(this.world.everyoneRoleId, bits);
  }

  /**
   * Gives a member (or the bot: its managed role) exactly these guild-wide permissions on top
   * of @everyone's, through a role of their own.
   */
  setRole(who: Who | 'bot', bits: bigint): void {
    const u = this.user(who);
    if (u.id === this.world.botUser.id) return this.updateRole(this.world.botRoleId, bits);
    const roles = this.world.perms.roles;
    let role = [...roles.values()].find((r) => r.name === `member-${u.username}`);
    if (!role) {
      role = { id: this.world.ids.next(), name: `member-${u.username}`, permissions: bits, position: roles.size, managed: false };
      roles.set(role.id, role);
      this.gateway.dispatch(GatewayDispatchEvents.GuildRoleCreate, { guild_id: this.world.guildId, role: this.world.apiRole(role) });
      const mine = this.world.perms.memberRoles.get(u.id) ?? [];
      this.world.perms.memberRoles.set(u.id, [...mine, role.id]);
      this.gateway.dispatch(GatewayDispatchEvents.GuildMemberUpdate, { guild_id: this.world.guildId, ...this.world.apiMember(u) });
      this.world.changed();
    } else this.updateRole(role.id, bits);
  }

  private updateRole(id: string, bits: bigint): void {
    const role = this.world.perms.roles.get(id) as LocalRole;
    role.permissions = bits;
    this.gateway.dispatch(GatewayDispatchEvents.GuildRoleUpdate, { guild_id: this.world.guildId, role: this.world.apiRole(role) });
    this.world.changed();
  }

  /**
   * Sets (or with `null` removes) a permission overwrite on a text channel for a member, the
   * bot (its role) or everyone. Threads have no overwrites of their own: they follow the parent.
   */
  setOverwrite(channelId: string, who: Who | 'bot' | 'everyone', change: { allow?: bigint; deny?: bigint } | null): void {
    const ch = this.world.channels.get(channelId);
    if (!ch) throw new DriverError(`no channel ${channelId}`);
    if (ch.type !== ChannelType.GuildText) throw new DriverError('threads take their parent channel\'s overwrites: set them there');
    const target: Pick<Overwrite, 'id' | 'type'> = who === 'everyone' ? { id: this.world.everyoneRoleId, type: 0 }
      : who === 'bot' ? { id: this.world.botRoleId, type: 0 } : { id: this.user(who).id, type: 1 };
    const list = (this.world.perms.overwrites.get(channelId) ?? []).filter((o) => o.id !== target.id);
    if (change) list.push({ ...target, allow: change.allow ?? 0n, deny: change.deny ?? 0n });
    this.world.perms.overwrites.set(channelId, list);
    this.gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, this.world.apiChannel(ch));
    this.world.changed();
  }

  /** Computed permissions of a member or the bot, in a channel or thread when given. */
  of(who: Who | 'bot', channelId?: string): bigint {
    return this.world.memberPermissions(this.user(who).id, channelId);
  }
}

