/**
 * Discord's permission model, as far as a text-only bot meets it: guild roles
 * (@everyone, the bot's managed role, roles tests add), channel overwrites
 * (threads take their parent's), the owner and Administrator having every
 * permission, and the thread rules (private threads visible to members and
 * thread managers). The computation follows Discord's documented order:
 * base from roles, then @everyone overwrite, role overwrites, member overwrite;
 * without View Channel nothing else counts.
 */
export const Perm = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
} as const;

/** Every permission bit Discord defines today (bits 0–50). */
export const ALL_PERMISSIONS = (1n << 51n) - 1n;

/** What @everyone may do in a fresh community server. */
export const MEMBER_PERMS =
  Perm.CreateInstantInvite | Perm.AddReactions | Perm.ViewChannel | Perm.SendMessages | Perm.EmbedLinks |
  Perm.AttachFiles | Perm.ReadMessageHistory | Perm.UseExternalEmojis | Perm.UseApplicationCommands |
  Perm.CreatePublicThreads | Perm.CreatePrivateThreads | Perm.SendMessagesInThreads;

/** The bot's managed role: a member's rights plus managing messages and threads. */
export const BOT_PERMS = MEMBER_PERMS | Perm.ManageMessages | Perm.ManageThreads | Perm.MentionEveryone;

export interface LocalRole {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  /** The bot's integration role (Discord manages it). */
  managed: boolean;
}

export interface Overwrite {
  /** Role id (type 0) or user id (type 1). */
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

export interface PermissionData {
  ownerId: string;
  everyoneRoleId: string;
  roles: Map<string, LocalRole>;
  /** Roles of each member besides @everyone. */
  memberRoles: Map<string, string[]>;
  /** Overwrites of text channels (threads use their parent's). */
  overwrites: Map<string, Overwrite[]>;
}

export interface ChannelFacts {
  id: string;
  type: number;
  parentId?: string;
  memberIds: string[];
}

export function basePermissions(data: PermissionData, userId: string): bigint {
  if (userId === data.ownerId) return ALL_PERMISSIONS;
  let p = data.roles.get(data.everyoneRoleId)?.permissions ?? 0n;
  for (const r of data.memberRoles.get(userId) ?? []) p |= data.roles.get(r)?.permissions ?? 0n;
  return p & Perm.Administrator ? ALL_PERMISSIONS : p;
}

/** A member's permissions in a channel or thread (0 when they cannot see it). */
export function channelPermissions(data: PermissionData, userId: string, channel: ChannelFacts): bigint {
  const base = basePermissions(data, userId);
  if (base === ALL_PERMISSIONS) return ALL_PERMISSIONS;
  const isThread = channel.type === 11 || channel.type === 12;
  const list = data.overwrites.get(isThread ? channel.parentId ?? '' : channel.id) ?? [];
  let p = base;
  const everyone = list.find((o) => o.type === 0 && o.id === data.everyoneRoleId);
  if (everyone) p = (p & ~everyone.deny) | everyone.allow;
  const mine = data.memberRoles.get(userId) ?? [];
  let allow = 0n;
  let deny = 0n;
  for (const o of list) {
    if (o.type === 0 && o.id !== data.everyoneRoleId && mine.includes(o.id)) {
      allow |= o.allow;
      deny |= o.deny;
    }
  }
  p = (p & ~deny) | allow;
  const member = list.find((o) => o.type === 1 && o.id === userId);
  if (member) p = (p & ~member.deny) | member.allow;
  // A private thread is visible to its members and to those who manage threads.
  if (channel.type === 12 && !channel.memberIds.includes(userId) && !(p & Perm.ManageThreads)) return 0n;
  return p & Perm.ViewChannel ? p : 0n;
}

/** Names of the missing bits, for messages ("SendMessages, AttachFiles"). */
export function missingNames(have: bigint, need: bigint): string[] {
  return Object.entries(Perm).filter(([, bit]) => (need & bit) !== 0n && (have & bit) === 0n).map(([name]) => name);
}
