/**
 * Applies a message body (create or edit) to a stored message, after the
 * checks Discord makes: field limits, emptiness, attachment size and flags.
 * Validation happens before any mutation, so a refused edit changes nothing.
 */
import type { ParsedBody } from './body';
import { Errors, invalidFormBody } from './errors';
import { validateMessageBody } from './limits';
import { imageDimensions } from './image-size';
import type { MessageRecord, World } from './state';
import type { LocalAttachment } from './types';

export const SUPPRESS_EMBEDS = 1 << 2;
export const SUPPRESS_NOTIFICATIONS = 1 << 12;
export const IS_COMPONENTS_V2 = 1 << 15;

export interface ApplyOptions {
  mode: 'create' | 'edit';
  /** Flags the sender may set in this context (ephemeral only for interaction responses). */
  allowedFlags: number;
  attachmentLimit: number;
}

export function applyMessageBody(world: World, msg: MessageRecord, body: ParsedBody, opts: ApplyOptions): void {
  const json = body.json;
  const flagsIn = typeof json.flags === 'number' ? json.flags : undefined;
  const nextFlags = opts.mode === 'create'
    ? (flagsIn ?? 0) & opts.allowedFlags
    // Edits may only toggle SUPPRESS_EMBEDS / add COMPONENTS_V2; ephemerality is fixed at creation.
    : (msg.flags & ~SUPPRESS_EMBEDS) | ((flagsIn ?? msg.flags) & (SUPPRESS_EMBEDS | IS_COMPONENTS_V2));
  const errors = validateMessageBody({ ...json, flags: nextFlags });
  if (errors.length) throw invalidFormBody(errors);

  for (const f of body.files) {
    if (f.data.length > opts.attachmentLimit) throw Errors.tooLarge();
  }

  // Resolve attachments: `attachments[].id` is either a files[n] index (new) or an existing attachment id (kept).
  const byIndex = new Map<string, (typeof body.files)[number]>();
  body.files.forEach((f, i) => {
    const m = /^files\[(\d+)\]$/.exec(f.field) ?? /^file(\d*)$/.exec(f.field);
    byIndex.set(m && m[1] !== '' ? m[1] : String(i), f);
  });
  let attachments: LocalAttachment[];
  const makeNew = (index: string, meta: Record<string, any> = {}): LocalAttachment => {
    const f = byIndex.get(index)!;
    const id = world.ids.next();
    const filename = typeof meta.filename === 'string' && meta.filename ? meta.filename : f.filename;
    return {
      id,
      filename,
      size: f.data.length,
      contentType: f.contentType,
      url: `${world.config.baseUrl}/attachments/${msg.channelId}/${id}/${encodeURIComponent(filename)}`,
      data: f.data,
      ...(typeof meta.description === 'string' ? { description: meta.description } : {}),
    };
  };
  if (Array.isArray(json.attachments)) {
    attachments = [];
    for (const a of json.attachments as Record<string, any>[]) {
      const key = String(a?.id);
      if (byIndex.has(key)) attachments.push(makeNew(key, a));
      else {
        const existing = msg.attachments.find((x) => x.id === key);
        if (!existing) throw invalidFormBody([{ path: ['attachments'], code: 'ATTACHMENT_NOT_FOUND', message: `Attachment ${key} not found` }]);
        attachments.push(existing);
      }
    }
    // Files not referenced by `attachments` are still uploaded, as discord.js relies on.
    for (const key of byIndex.keys()) {
      if (!(json.attachments as Record<string, any>[]).some((a) => String(a?.id) === key)) attachments.push(makeNew(key));
    }
  } else {
    attachments = [...(opts.mode === 'edit' ? msg.attachments : []), ...[...byIndex.keys()].map((k) => makeNew(k))];
  }
  if (attachments.length > 10) {
    throw invalidFormBody([{ path: ['attachments'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' }]);
  }

  const content = json.content !== undefined ? String(json.content ?? '') : opts.mode === 'edit' ? msg.content : '';
  const embeds = json.embeds !== undefined ? (json.embeds ?? []) : opts.mode === 'edit' ? msg.embeds : [];
  const components = json.components !== undefined ? (json.components ?? []) : opts.mode === 'edit' ? msg.components : [];
  const v2 = (nextFlags & IS_COMPONENTS_V2) !== 0;
  if (!content && embeds.length === 0 && components.length === 0 && attachments.length === 0 && !json.poll && !json.sticker_ids?.length) {
    throw Errors.emptyMessage();
  }
  if (v2 && (content || embeds.length)) {
    throw invalidFormBody([{ path: ['content'], code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: 'content and embeds cannot be used with IS_COMPONENTS_V2' }]);
  }

  // Discord replaces attachment://name references with the uploaded file's URL.
  const byName = new Map(attachments.map((a) => [a.filename, a.url]));
  msg.content = content;
  msg.embeds = normalizeEmbeds(resolveAttachmentUrls(embeds, byName), attachments);
  msg.components = normalizeComponents(resolveAttachmentUrls(components, byName));
  msg.attachments = attachments;
  msg.flags = nextFlags;
  // Who the new message notifies: its user mentions that allowed_mentions lets through (an edit pings nobody).
  if (opts.mode === 'create') msg.pinged = (nextFlags & SUPPRESS_NOTIFICATIONS) ? [] : pingedBy(content, json.allowed_mentions);
  if (json.message_reference && typeof json.message_reference === 'object' && opts.mode === 'create') {
    const ref = json.message_reference as Record<string, any>;
    if (ref.message_id) msg.messageReference = { message_id: String(ref.message_id), channel_id: String(ref.channel_id ?? msg.channelId) };
  }
  if (opts.mode === 'edit') {
    msg.editedAt = Date.now();
    msg.edits += 1;
  }
}

function resolveAttachmentUrls<T>(value: T, byName: Map<string, string>): T {
  if (Array.isArray(value)) return value.map((v) => resolveAttachmentUrls(v, byName)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'url' && typeof v === 'string' && v.startsWith('attachment://')) {
        out[k] = byName.get(v.slice('attachment://'.length)) ?? v;
      } else out[k] = resolveAttachmentUrls(v, byName);
    }
    return out as T;
  }
  return value;
}

type Obj = Record<string, any>;

/**
 * Components as Discord stores and returns them: every component gets a numeric
 * `id` (the sender's, or the next free one in reading order), select menus get
 * their default `min_values`/`max_values` of 1, containers their `spoiler` flag.
 */
export function normalizeComponents<T>(components: T): T {
  if (!Array.isArray(components)) return components;
  const used = new Set<number>();
  const walk = (c: unknown, visit: (o: Obj) => void): void => {
    if (!c || typeof c !== 'object') return;
    const o = c as Obj;
    visit(o);
    if (Array.isArray(o.components)) o.components.forEach((x: unknown) => walk(x, visit));
    if (o.component) walk(o.component, visit);
    if (o.accessory) walk(o.accessory, visit);
  };
  const copy = structuredClone(components) as unknown[];
  copy.forEach((c) => walk(c, (o) => { if (Number.isInteger(o.id)) used.add(o.id); }));
  let next = 1;
  copy.forEach((c) => walk(c, (o) => {
    if (!Number.isInteger(o.id)) {
      while (used.has(next)) next++;
      o.id = next;
      used.add(next);
    }
    if (o.type === 3 || o.type === 5 || o.type === 6 || o.type === 7 || o.type === 8) {
      o.min_values ??= 1;
      o.max_values ??= 1;
    }
    if (o.type === 17) {
      o.accent_color ??= null;
      o.spoiler ??= false;
    }
  }));
  return copy as T;
}

/** Embeds as Discord returns them: `type: 'rich'`, fields with `inline`, images with a proxy URL and, for uploads, their size. */
export function normalizeEmbeds(embeds: unknown, attachments: LocalAttachment[]): any[] {
  if (!Array.isArray(embeds)) return [];
  const media = (m: unknown) => {
    if (!m || typeof m !== 'object') return m;
    const o = { ...(m as Obj) };
    const upload = attachments.find((a) => a.url === o.url);
    if (typeof o.url === 'string') o.proxy_url ??= o.url;
    if (upload) Object.assign(o, imageDimensions(upload), { content_type: upload.contentType });
    return o;
  };
  return embeds.map((e: Obj) => {
    const out: Obj = { type: 'rich', ...e };
    if (Array.isArray(e.fields)) out.fields = e.fields.map((f: Obj) => ({ ...f, inline: f.inline ?? false }));
    if (e.image) out.image = media(e.image);
    if (e.thumbnail) out.thumbnail = media(e.thumbnail);
    return out;
  });
}


/** The users a message's text mentions that its `allowed_mentions` (absent: everyone mentioned) lets Discord notify. */
export function pingedBy(content: string, allowed: unknown): string[] {
  const mentioned = [...new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]))];
  if (!allowed || typeof allowed !== 'object') return mentioned;
  const a = allowed as { parse?: unknown; users?: unknown };
  if (Array.isArray(a.parse) && a.parse.includes('users')) return mentioned;
  const users = Array.isArray(a.users) ? a.users.map(String) : [];
  return mentioned.filter((id) => users.includes(id));
}
