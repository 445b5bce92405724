/**
 * Request bodies as Discord accepts them: JSON, or multipart/form-data with a
 * `payload_json` part and `files[n]` parts (what discord.js sends with files).
 */
import type { IncomingMessage } from 'node:http';
import { DiscordHttpError, Errors } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedBody {
  json: Record<string, any>;
  files: UploadedFile[];
}

export async function readRaw(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw Errors.tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function parseBody(req: IncomingMessage, raw: Buffer): Promise<ParsedBody> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    // undici's Request parses multipart for us; no extra dependency needed.
    const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(raw) }).formData();
    const entries: [string, FormDataEntryValue][] = [];
    form.forEach((value, field) => entries.push([field, value]));
    let json: Record<string, any> = {};
    const files: UploadedFile[] = [];
    for (const [field, value] of entries) {
      if (typeof value === 'string') {
        if (field === 'payload_json') json = parseJson(value);
        continue;
      }
      files.push({
        field,
        filename: value.name || 'file',
        contentType: value.type || guessType(value.name),
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
    return { json, files };
  }
  if (raw.length === 0) return { json: {}, files: [] };
  return { json: parseJson(raw.toString('utf8')), files: [] };
}

function parseJson(text: string): Record<string, any> {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? v : {};
  } catch {
    throw new DiscordHttpError(400, 50109, 'The request body contains invalid JSON.');
  }
}

export function guessType(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (
    { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', txt: 'text/plain; charset=utf-8', json: 'application/json', svg: 'image/svg+xml' } as Record<string, string>
  )[ext] ?? 'application/octet-stream';
}
