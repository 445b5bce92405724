/**
 * Who may organise a league: members with the Manage Server permission (or
 * Administrator, which implies it on Discord), or holders of the league's
 * organiser role. Permission names are discord.js PermissionFlagsBits keys, as
 * returned by `interaction.memberPermissions.toArray()`.
 */
import type { League } from './model';

export interface MemberAccess {
  permissions: string[];
  roleIds: string[];
}

/** An organiser action's author: who they are and what Discord says they may do. */
export interface Actor extends MemberAccess {
  userId: string;
}

const ORGANISER_PERMISSIONS = new Set(['ManageGuild', 'Administrator']);

export function canOrganise(member: MemberAccess, league: Pick<League, 'organiserRoleId'>): boolean {
  if (member.permissions.some((p) => ORGANISER_PERMISSIONS.has(p))) return true;
  return league.organiserRoleId !== undefined && member.roleIds.includes(league.organiserRoleId);
}
