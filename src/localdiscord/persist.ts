/**
 * Saving the local Discord's world to disk, so the chat of `npm start` survives a restart
 * the way the games in the game store do: channels, threads, messages with their components
 * and attachments, users' locales, roles and overwrites, and the id generator.
 *
 * Layout in `dir`: `world.json` (everything but attachment bytes) and `attachments/<id>`
 * (each file written once: attachments never change after upload, so a save rewrites only
 * the small JSON). Both are written to a temporary file and renamed, so a crash mid-write
 * leaves the previous save. Saves are debounced: a burst of posts costs one write.
 *
 * Ephemeral messages are not kept: Discord drops them when the client reloads, too.
 * Interactions are not kept: their tokens belong to the bot process that is gone.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { MessageRecord, type World, type WorldChannel } from './state';

const FORMAT = 1;

const attachmentSchema = z.object({
  id: z.string().regex(/^\d+$/),
  filename: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  description: z.string().optional(),
});

const interactionInfoSchema: z.ZodType<Record<string, unknown>> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.number(),
    name: z.string().optional(),
    userId: z.string(),
    interactedMessageId: z.string().optional(),
    triggering: interactionInfoSchema.optional(),
    originalResponseId: z.string().optional(),
  }),
);

const messageSchema = z.object({
  id: z.string().regex(/^\d+$/),
  channelId: z.string(),
  author: z.object({ id: z.string(), username: z.string(), bot: z.boolean() }),
  createdAt: z.number(),
  content: z.string(),
  embeds: z.array(z.record(z.string(), z.unknown())),
  components: z.array(z.record(z.string(), z.unknown())),
  attachments: z.array(attachmentSchema),
  flags: z.number().int(),
  interaction: interactionInfoSchema.optional(),
  threadId: z.string().optional(),
  editedAt: z.number().optional(),
  edits: z.number().int().nonnegative(),
  deleted: z.boolean(),
  messageReference: z.object({ message_id: z.string(), channel_id: z.string() }).optional(),
  webhookId: z.string().optional(),
  nonce: z.string().optional(),
  type: z.number().int(),
});

const channelSchema = z.object({
  id: z.string().regex(/^\d+$/),
  name: z.string(),
  type: z.number().int(),
  parentId: z.string().optional(),
  starterMessageId: z.string().optional(),
  ownerId: z.string().optional(),
  memberIds: z.array(z.string()),
  archived: z.boolean(),
  createdAt: z.number(),
  autoArchiveDuration: z.number().optional(),
  locked: z.boolean().optional(),
  slowmodeSeconds: z.number().optional(),
  lastActivityAt: z.number().optional(),
  archivedAt: z.number().optional(),
  joinedAt: z.record(z.string(), z.number()).optional(),
});

const bits = z.string().regex(/^\d+$/);
const savedSchema = z.object({
  format: z.literal(FORMAT),
  guildId: z.string(),
  ids: z.object({ last: bits, increment: bits }),
  users: z.array(z.object({ id: z.string(), locale: z.string() })),
  channels: z.array(channelSchema),
  /** Message ids per channel, in posting order. */
  order: z.record(z.string(), z.array(z.string())),
  messages: z.array(messageSchema),
  roles: z.array(z.object({ id: z.string(), name: z.string(), permissions: bits, position: z.number(), managed: z.boolean() })),
  memberRoles: z.record(z.string(), z.array(z.string())),
  overwrites: z.record(z.string(), z.array(z.object({ id: z.string(), type: z.union([z.literal(0), z.literal(1)]), allow: bits, deny: bits }))),
  departed: z.array(z.string()),
});
type Saved = z.infer<typeof savedSchema>;

function snapshot(world: World): Saved {
  const kept = [...world.messages.values()].filter((m) => !m.ephemeral);
  const keptIds = new Set(kept.map((m) => m.id));
  return {
    format: FORMAT,
    guildId: world.guildId,
    ids: world.ids.state(),
    users: [...world.userById.values()].map((u) => ({ id: u.id, locale: u.locale })),
    channels: [...world.channels.values()].map((c) => ({ ...c })),
    order: Object.fromEntries([...world.channelMessages].map(([ch, ids]) => [ch, ids.filter((id) => keptIds.has(id))])),
    messages: kept.map((m) => ({
      id: m.id,
      channelId: m.channelId,
      author: { ...m.author },
      createdAt: m.createdAt,
      content: m.content,
      embeds: m.embeds as unknown as Record<string, unknown>[],
      components: m.components as unknown as Record<string, unknown>[],
      attachments: m.attachments.map((a) => ({ id: a.id, filename: a.filename, size: a.size, contentType: a.contentType, ...(a.description !== undefined ? { description: a.description } : {}) })),
      flags: m.flags,
      interaction: m.interaction as Record<string, unknown> | undefined,
      threadId: m.threadId,
      editedAt: m.editedAt,
      edits: m.edits,
      deleted: m.deleted,
      messageReference: m.messageReference,
      webhookId: m.webhookId,
      nonce: m.nonce,
      type: m.type,
    })),
    roles: [...world.perms.roles.values()].map((r) => ({ ...r, permissions: r.permissions.toString() })),
    memberRoles: Object.fromEntries(world.perms.memberRoles),
    overwrites: Object.fromEntries([...world.perms.overwrites].map(([ch, list]) => [ch, list.map((o) => ({ id: o.id, type: o.type, allow: o.allow.toString(), deny: o.deny.toString() }))])),
    departed: [...world.departed],
  };
}

function restore(world: World, saved: Saved, attachmentDir: string): void {
  // Everything that can fail is read before the world is touched, so a bad save leaves it fresh.
  const data = new Map<string, Buffer>();
  for (const s of saved.messages) for (const a of s.attachments) data.set(a.id, readAttachment(attachmentDir, a.id));
  world.ids.restore(saved.ids);
  for (const u of saved.users) {
    const user = world.userById.get(u.id);
    if (user) user.locale = u.locale;
  }
  world.channels.clear();
  for (const c of saved.channels) world.channels.set(c.id, c as WorldChannel);
  world.messages.clear();
  for (const s of saved.messages) {
    const m = new MessageRecord(world, s.id, s.channelId, s.author, s.createdAt);
    Object.assign(m, {
      content: s.content, embeds: s.embeds, components: s.components, flags: s.flags, interaction: s.interaction, threadId: s.threadId,
      editedAt: s.editedAt, edits: s.edits, deleted: s.deleted, messageReference: s.messageReference, webhookId: s.webhookId, nonce: s.nonce, type: s.type,
    });
    // The port may differ from the last run's, so urls are rebuilt from the current address.
    m.attachments = s.attachments.map((a) => ({
      ...a,
      url: `${world.config.baseUrl}/attachments/${s.channelId}/${a.id}/${encodeURIComponent(a.filename)}`,
      data: data.get(a.id)!,
    }));
    world.messages.set(m.id, m);
  }
  world.channelMessages.clear();
  for (const [ch, ids] of Object.entries(saved.order)) world.channelMessages.set(ch, ids.filter((id) => world.messages.has(id)));
  world.perms.roles.clear();
  for (const r of saved.roles) world.perms.roles.set(r.id, { ...r, permissions: BigInt(r.permissions) });
  world.perms.memberRoles.clear();
  for (const [id, roles] of Object.entries(saved.memberRoles)) world.perms.memberRoles.set(id, roles);
  world.perms.overwrites.clear();
  for (const [ch, list] of Object.entries(saved.overwrites)) {
    world.perms.overwrites.set(ch, list.map((o) => ({ id: o.id, type: o.type, allow: BigInt(o.allow), deny: BigInt(o.deny) })));
  }
  world.departed.clear();
  for (const id of saved.departed) world.departed.add(id);
}

function readAttachment(dir: string, id: string): Buffer {
  const file = join(dir, id);
  if (!existsSync(file)) throw new Error(`attachment ${id} is missing`);
  return readFileSync(file);
}

function writeAtomic(file: string, data: string | Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

export interface WorldPersistence {
  /** Writes any pending change now (called on close). */
  flush(): void;
  /** Stops saving after a final flush. */
  close(): void;
}

/**
 * Loads `dir` into `world` (a missing save starts empty; an unreadable or invalid one is
 * reported through `warn` once and the world starts empty, never a crash) and saves every
 * later change there, `debounceMs` after the last one of a burst.
 */
export function persistWorld(world: World, dir: string, warn: (line: string) => void, debounceMs = 250): WorldPersistence {
  const file = join(dir, 'world.json');
  const attachmentDir = join(dir, 'attachments');
  let written: Set<string>;
  try {
    mkdirSync(attachmentDir, { recursive: true });
    written = new Set(readdirSync(attachmentDir).filter((f) => /^\d+$/.test(f)));
  } catch (e) {
    // A chat that cannot be kept is no reason to refuse to start: it lives in memory, as in tests.
    warn(`the local chat cannot be kept in ${dir} (${(e as Error).message}); it will be lost on restart`);
    return { flush() {}, close() {} };
  }
  if (existsSync(file)) {
    try {
      const parsed = savedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (parsed.data.guildId !== world.guildId) throw new Error('it belongs to a different local guild');
      restore(world, parsed.data, attachmentDir);
      // Pictures replaced by edits are no longer referenced; only after a good load, so a bad save keeps its files.
      const used = new Set(parsed.data.messages.flatMap((m) => m.attachments.map((a) => a.id)));
      for (const id of [...written]) {
        if (used.has(id)) continue;
        rmSync(join(attachmentDir, id), { force: true });
        written.delete(id);
      }
    } catch (e) {
      warn(`the saved local chat in ${file} cannot be loaded (${(e as Error).message}); starting with an empty chat`);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const save = () => {
    timer = undefined;
    try {
      const saved = snapshot(world);
      for (const m of saved.messages) {
        const record = world.messages.get(m.id)!;
        for (const a of record.attachments) {
          if (written.has(a.id)) continue;
          writeAtomic(join(attachmentDir, a.id), a.data);
          written.add(a.id);
        }
      }
      writeAtomic(file, JSON.stringify(saved));
    } catch (e) {
      warn(`the local chat could not be saved to ${file}: ${(e as Error).message}`);
    }
  };
  const unsubscribe = world.onChange(() => {
    if (closed || timer) return;
    timer = setTimeout(save, debounceMs);
    timer.unref?.();
  });
  return {
    flush() {
      if (timer) clearTimeout(timer);
      save();
    },
    close() {
      if (closed) return;
      this.flush();
      closed = true;
      unsubscribe();
    },
  };
}

/** Removes a saved chat (for tests and for starting over). */
export function forgetWorld(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Where `npm start` keeps the local chat: beside the game store's SQLite file when the store
 * is one (`sqlite://./var/legatus.sqlite` → `./var/local-discord`), else in `./var/local-discord`.
 */
export function localChatDir(storageUrl: string): string {
  const m = /^sqlite:\/\/(.+)$/.exec(storageUrl);
  return m && m[1] !== ':memory:' ? join(dirname(m[1]), 'local-discord') : join('var', 'local-discord');
}
