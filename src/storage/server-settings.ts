/**
 * Settings of one Discord server (guild), kept in the bot's store beside its
 * games: set by the server's admins with commands, not by the process's
 * environment, so one bot serves many servers each with their own.
 */
import { z } from 'zod';
import type { GameRepository } from './game-repository';
import { StorageFailure } from './errors';
import { readOrQuarantine } from './raw';

const SettingsSchema = z.object({
  /** A role whose members may create leagues besides those with Manage Server. */
  organiserRoleId: z.string().min(1).max(32).optional(),
  /** Hours a member has to act in this server's games, unless a table or its league sets its own; absent: MOVE_DEADLINE_HOURS. */
  moveDeadlineHours: z.number().int().min(1).max(336).optional(),
  /** Whether the bot's first message (how to start) was posted in this server. */
  welcomed: z.boolean().optional(),
});
export type ServerSettings = z.infer<typeof SettingsSchema>;

const key = (guildId: string) => `server:${guildId}`;

export async function serverSettings(repo: GameRepository, guildId: string): Promise<ServerSettings> {
  return (await readOrQuarantine(repo.keyv, key(guildId), repo.log, (v) => SettingsSchema.parse(v))) ?? {};
}

/** Merges a change into the server's settings (a key set to undefined is removed). Throws when nothing was saved. */
export async function updateServerSettings(repo: GameRepository, guildId: string, change: Partial<ServerSettings>): Promise<ServerSettings> {
  const next = SettingsSchema.parse(Object.fromEntries(Object.entries({ ...(await serverSettings(repo, guildId)), ...change }).filter(([, v]) => v !== undefined)));
  let ok: boolean;
  try {
    ok = await repo.keyv.set(key(guildId), next);
  } catch (e) {
    throw new StorageFailure('write', key(guildId), e);
  }
  if (ok === false) throw new StorageFailure('write', key(guildId), new Error('the store refused the write'));
  return next;
}
