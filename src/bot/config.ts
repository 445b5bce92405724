/**
 * Settings from the environment, validated once at start-up (see .env.example).
 */
import { z } from 'zod';
import { DEFAULT_SQLITE_SYNC, DEFAULT_STORAGE_URL, SQLITE_SYNC_MODES } from '../storage/keyv-store';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());
const int = (def: number, min = 0) => z.preprocess((v) => (v === '' || v === undefined ? def : v), z.coerce.number().int().min(min));

export const ConfigSchema = z.object({
  DISCORD_TOKEN: optionalText,
  DISCORD_APP_ID: optionalText,
  DEV_GUILD_ID: optionalText,
  STORAGE_URL: z.preprocess((v) => (v === '' || v === undefined ? DEFAULT_STORAGE_URL : v), z.string()),
  /** SQLite only: how a commit reaches the disk (`full`: synced before the player is answered; see docs/bot.md). */
  SQLITE_SYNC: z.preprocess((v) => (v === '' || v === undefined ? DEFAULT_SQLITE_SYNC : String(v).toLowerCase()),
    z.enum(SQLITE_SYNC_MODES)),
  LOG_LEVEL: z.preprocess((v) => (v === '' || v === undefined ? 'info' : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  REMINDER_MINUTES: int(720, 1),
  REMINDER_CHECK_SECONDS: int(60, 1),
  CHALLENGE_EXPIRE_SECONDS: int(900, 10),
  /** Casual duels: hours a player may take for a move before the other may claim the win or abandon alone. */
  MOVE_DEADLINE_HOURS: int(72, 1),
  /** n-seat table lobbies: hours a lobby may wait for its host to start it before it expires. */
  TABLE_LOBBY_EXPIRE_HOURS: int(48, 1),
  DEFAULT_AI_LEVEL: int(2, 1),
  /** Render worker threads for board pictures; 0 draws on the main thread, one at a time. Default: the cores. */
  RENDER_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(64).optional()),
  /**
   * Nice value of the render worker threads on Linux (0–19; default 10, DEFAULT_RENDER_NICE). It weighs them only
   * against the threads of the bot's own scheduling group (its session or container); see docs/bot.md.
   */
  RENDER_NICE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(19).optional()),
  LOCAL_PORT: int(8787, 0),
  /** How long SIGTERM/SIGINT wait for interactions in flight and their posts before stopping anyway. */
  SHUTDOWN_GRACE_SECONDS: int(20, 0),
  /** Port of GET /healthz (none when unset). */
  HEALTH_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  /** Address the health endpoint listens on. */
  HEALTH_HOST: z.preprocess((v) => (v === '' || v === undefined ? '0.0.0.0' : v), z.string()),
  /** Board reposts (/game board) one user may ask for per window. */
  BOARD_REPOST_LIMIT: int(3, 1),
  BOARD_REPOST_WINDOW_SECONDS: int(60, 1),
  /** REST base URL of a Discord-compatible API (a proxy, or the local Discord in tests); Discord's own when unset. */
  DISCORD_API_URL: optionalText,
  LOCAL_HOST: z.preprocess((v) => (v === '' || v === undefined ? '127.0.0.1' : v), z.string()),
  /**
   * Gateway shards of the whole bot: a number, or `auto` (Discord's recommendation). Unset: one.
   * Also what discord.js's ShardingManager gives each process it spawns (src/sharded.ts).
   */
  SHARD_COUNT: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.literal('auto'), z.coerce.number().int().min(1).max(4096)]).optional()),
  /**
   * The shards this process runs (`0,2` or `[0,2]`); unset: all of SHARD_COUNT. Several processes
   * on one store may split the shards between them (each serves its shards' servers).
   */
  SHARDS: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : String(v).replace(/^\[|\]$/g, '').split(',').map((x) => x.trim())),
    z.array(z.coerce.number().int().min(0)).min(1).optional(),
  ),
}).superRefine((c, ctx) => {
  if (c.SHARDS === undefined) return;
  if (typeof c.SHARD_COUNT !== 'number') {
    ctx.addIssue({ code: 'custom', path: ['SHARDS'], message: 'needs SHARD_COUNT set to a number' });
    return;
  }
  const count = c.SHARD_COUNT;
  if (c.SHARDS.some((id) => id >= count)) ctx.addIssue({ code: 'custom', path: ['SHARDS'], message: `shard ids must be below SHARD_COUNT (${count})` });
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
