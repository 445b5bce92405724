/**
 * The play page's side of the server: static files, attachment bytes, a JSON
 * snapshot of what one user sees, actions (command / click / select / modal)
 * and a WebSocket that tells open pages to refresh.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { readRaw } from './body';
import { availableCommands, parseCommandLine, type Driver } from './driver';
import type { World } from './state';
import type { LocalUser } from './types';

const STATIC: Record<string, [file: string, type: string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/style.css': ['style.css', 'text/css; charset=utf-8'],
};

export class PageHub {
  private wss = new WebSocketServer({ noServer: true });
  private pending?: NodeJS.Timeout;
  private off: () => void;

  constructor(
    private world: World,
    private as: (user: string | LocalUser) => Driver,
    private botOnline: () => boolean,
  ) {
    // Coalesce bursts of changes into one refresh hint per 30 ms.
    this.off = world.onChange(() => {
      if (this.pending) return;
      this.pending = setTimeout(() => {
        this.pending = undefined;
        for (const ws of this.wss.clients) if (ws.readyState === ws.OPEN) ws.send('{"type":"changed"}');
      }, 30);
    });
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => ws.send('{"type":"hello"}'));
  }

  close(): void {
    this.off();
    if (this.pending) clearTimeout(this.pending);
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const file = STATIC[path];
    if (file && req.method === 'GET') {
      const body = await readFile(new URL(`./page/${file[0]}`, import.meta.url));
      res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    const att = /^\/attachments\/(\d+)\/(\d+)\/[^/]+$/.exec(path);
    if (att && req.method === 'GET') {
      for (const id of this.world.channelMessages.get(att[1]) ?? []) {
        const a = this.world.messages.get(id)?.attachments.find((x) => x.id === att[2]);
        if (a) {
          res.writeHead(200, { 'content-type': a.contentType, 'content-length': a.data.length, 'cache-control': 'max-age=3600' });
          res.end(a.data);
          return;
        }
      }
      return this.json(res, 404, { message: '404: Not Found', code: 0 });
    }
    if (path === '/local/state' && req.method === 'GET') return this.json(res, 200, this.snapshot(url.searchParams.get('viewer') ?? undefined));
    if (path === '/local/act' && req.method === 'POST') {
      const body = JSON.parse((await readRaw(req, 1024 * 1024)).toString('utf8') || '{}');
      try {
        const d = this.as(String(body.userId));
        let h;
        switch (body.kind) {
          case 'command':
            h = await d.command(String(body.channelId), String(body.line ?? ''));
            break;
          case 'click':
            h = await d.click(String(body.messageId), String(body.customId));
            break;
          case 'select':
            h = await d.select(String(body.messageId), String(body.customId), (body.values ?? []).map(String));
            break;
          case 'modal':
            h = await d.submitModal(String(body.customId), body.fields ?? {});
            break;
          case 'autocomplete': {
            // The option being typed is the line's last one: its raw text goes to the bot, which suggests.
            const { name, opts } = parseCommandLine(this.world, String(body.line ?? ''));
            const entries = Object.entries(opts.options ?? {});
            const last = entries.at(-1);
            if (!last) throw new Error('no option is being typed');
            const choices = await d.autocomplete(String(body.channelId), name, {
              ...opts, options: Object.fromEntries(entries.slice(0, -1)), focused: last[0], typed: String(last[1]),
            });
            return this.json(res, 200, { ok: true, choices });
          }
          default:
            throw new Error(`unknown action ${String(body.kind)}`);
        }
        return this.json(res, 200, { ok: true, interactionId: h.id });
      } catch (e) {
        return this.json(res, 400, { ok: false, error: (e as Error).message });
      }
    }
    return this.json(res, 404, { message: '404: Not Found', code: 0 });
  }

  /** Everything the page shows to `viewer`: never another user's ephemerals or private threads. */
  snapshot(viewer?: string): unknown {
    const w = this.world;
    const channels = [...w.channels.values()]
      .filter((c) => c.type !== 12 || (viewer !== undefined && c.memberIds.includes(viewer)))
      .map((c) => ({ id: c.id, name: c.name, type: c.type, parentId: c.parentId ?? null, archived: c.archived }));
    const visible = new Set(channels.map((c) => c.id));
    const messages: Record<string, unknown[]> = {};
    for (const c of channels) {
      messages[c.id] = w.listMessages(c.id, viewer).map((m) => ({ ...m.toAPI(), ephemeral: m.ephemeral }));
    }
    const modals = [...w.interactions.values()]
      .filter((r) => r.modal && r.userId === viewer && visible.has(r.channelId))
      .map((r) => ({ interactionId: r.id, ...r.modal }));
    const failed = [...w.interactions.values()]
      .filter((r) => r.expired && r.userId === viewer)
      .map((r) => ({ interactionId: r.id, channelId: r.channelId, at: r.createdAt }));
    return {
      guild: { id: w.guildId, name: 'Local Forum' },
      bot: w.botUser,
      users: Object.values(w.users),
      generalId: w.channelId,
      botOnline: this.botOnline(),
      channels,
      messages,
      commands: availableCommands(w),
      modals,
      failed,
    };
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(text);
  }
}
