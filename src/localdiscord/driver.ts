/**
 * Acting as a local user: slash commands built from the registered
 * definitions, button clicks and menu choices checked against what the user
 * actually sees, modal submits. Shared by tests and the play page.
 */
import { ApplicationCommandOptionType, ComponentType, InteractionType } from 'discord-api-types/v10';
import type { Interactions } from './interactions';
import type { InteractionRecord, MessageRecord, World } from './state';
import { ALL_PERMISSIONS, missingNames, Perm } from './permissions';
import { LOADING } from './state';
import type { ComponentOptions, InteractionHandle, LocalMessage, LocalUser, RawInteractionOptions, SlashOptions, UserDriver } from './types';

type Obj = Record<string, any>;

export class DriverError extends Error {}

export function findCommand(world: World, name: string): Obj | undefined {
  const match = (c: Obj) => (c.type ?? 1) === 1 && c.name === name;
  return [...world.guildCommands.values()].find(match) ?? [...world.globalCommands.values()].find(match);
}

/** All chat-input commands a user can run in the guild (guild ones shadow global ones of the same name). */
export function availableCommands(world: World): Obj[] {
  const byName = new Map<string, Obj>();
  for (const c of world.globalCommands.values()) if ((c.type ?? 1) === 1) byName.set(c.name, c);
  for (const c of world.guildCommands.values()) if ((c.type ?? 1) === 1) byName.set(c.name, c);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Parses `/caesar challenge opponent:@bob modules:"a b"` into a name and SlashOptions. */
export function parseCommandLine(world: World, line: string): { name: string; opts: SlashOptions } {
  const tokens = [...line.trim().replace(/^\//, '').matchAll(/(\S+?:"[^"]*"|"[^"]*"|\S+)/g)].map((m) => m[0]);
  const name = tokens.shift();
  if (!name) throw new DriverError('Type a command, e.g. /caesar');
  const cmd = findCommand(world, name);
  if (!cmd) throw new DriverError(`Unknown command /${name}`);
  const opts: SlashOptions = { options: {} };
  let level: Obj[] = cmd.options ?? [];
  for (;;) {
    const next = tokens[0];
    if (!next || next.includes(':')) break;
    const subs = level.filter((o) => o.type === 1 || o.type === 2);
    const sub = subs.find((o) => o.name === next);
    if (!sub) {
      if (subs.length) throw new DriverError(`/${name} has no subcommand ${next} (choose: ${subs.map((o) => o.name).join(', ')})`);
      break;
    }
    tokens.shift();
    if (sub.type === 2) opts.group = sub.name;
    else opts.subcommand = sub.name;
    level = sub.options ?? [];
  }
  let current: string | undefined;
  for (const t of tokens) {
    const m = /^([^:\s]+):(.*)$/.exec(t);
    if (m) {
      current = m[1];
      opts.options![current] = unquote(m[2]);
    } else if (current) {
      opts.options![current] = `${opts.options![current]} ${unquote(t)}`;
    } else {
      throw new DriverError(`Unexpected "${t}": write options as name:value`);
    }
  }
  return { name, opts };
}

const unquote = (s: string) => s.replace(/^"(.*)"$/, '$1');

export class Driver implements UserDriver {
  constructor(
    private world: World,
    private interactions: Interactions,
    readonly user: LocalUser,
  ) {}

  setLocale(locale: string): void {
    this.user.locale = locale;
  }

  async command(channelId: string, line: string): Promise<InteractionHandle> {
    const { name, opts } = parseCommandLine(this.world, line);
    return this.slash(channelId, name, opts);
  }

  async slash(channelId: string, name: string, opts: SlashOptions = {}): Promise<InteractionHandle> {
    const { cmd, data, path } = this.commandData(channelId, name, opts);
    const rec = this.interactions.dispatch(this.user, channelId, InteractionType.ApplicationCommand, data, {
      commandName: [cmd.name, ...path.map((p) => p.name)].join(' '),
      locale: opts.locale,
      session: opts.session,
    });
    return handle(this.world, rec);
  }

  /**
   * Types `typed` into the option `focused` of a command, as Discord's client does while the member
   * writes: an APPLICATION_COMMAND_AUTOCOMPLETE interaction (type 4) carrying the options filled so
   * far (required ones may still be missing) and the focused one's raw text. Resolves with the
   * choices of the bot's type-8 answer; throws when the option is not marked for autocomplete or
   * the bot did not answer in time.
   */
  async autocomplete(channelId: string, name: string, opts: SlashOptions & { focused: string; typed: string }): Promise<{ name: string; value: string | number }[]> {
    const { cmd, data, path, level } = this.commandData(channelId, name, { ...opts, options: { ...opts.options, [opts.focused]: undefined as never } }, true);
    const def = level.find((o) => o.name === opts.focused);
    if (!def) throw new DriverError(`/${name}: unknown option ${opts.focused}`);
    if (def.autocomplete !== true) throw new DriverError(`/${name}: option ${opts.focused} has no autocomplete`);
    // The focused option goes where it sits in the command's definition, among the others.
    let inner: Obj[] = data.options;
    for (let k = 0; k < path.length; k++) inner = inner[0].options;
    inner.push({ name: def.name, type: def.type, value: opts.typed, focused: true });
    const rec = this.interactions.dispatch(this.user, channelId, InteractionType.ApplicationCommandAutocomplete, data, {
      commandName: [cmd.name, ...path.map((p) => p.name)].join(' '),
      locale: opts.locale,
    });
    const r = await rec.responsePromise;
    if (r.kind !== 'callback' || r.type !== 8) throw new DriverError(`/${name} ${opts.focused}: no autocomplete answer (${r.kind})`);
    return ((r.data?.choices ?? []) as { name: string; value: string | number }[]).map((c) => ({ name: c.name, value: c.value }));
  }

  /** The `data` of a chat-input interaction, checked as Discord's client checks it (permissions, options). */
  private commandData(channelId: string, name: string, opts: SlashOptions, typing = false): { cmd: Obj; data: Obj; path: Obj[]; level: Obj[] } {
    const w = this.world;
    this.checkChannel(channelId);
    this.currentChannel = channelId;
    const cmd = findCommand(w, name);
    if (!cmd) throw new DriverError(`/${name} is not registered (register it with PUT /applications/{app}/commands first)`);
    const ch = w.channels.get(channelId)!;
    // Discord's client offers no commands in an archived thread, and hides a command whose
    // default_member_permissions the member lacks (owner and administrators see everything).
    if (ch.archived) throw new DriverError(`thread ${ch.name} is archived: application commands cannot be used there`);
    const perms = w.memberPermissions(this.user.id, channelId);
    if (!(perms & Perm.UseApplicationCommands)) throw new DriverError(`${this.user.username} may not use application commands in ${ch.name}`);
    if (cmd.default_member_permissions !== null && cmd.default_member_permissions !== undefined) {
      const need = BigInt(cmd.default_member_permissions);
      if (perms !== ALL_PERMISSIONS && (need === 0n || (perms & need) !== need)) {
        throw new DriverError(`${this.user.username} lacks the permissions /${name} requires (${need === 0n ? 'administrators only' : missingNames(perms, need).join(', ')})`);
      }
    }
    let level: Obj[] = cmd.options ?? [];
    const path: Obj[] = [];
    if (opts.group) {
      const g = level.find((o) => o.type === 2 && o.name === opts.group);
      if (!g) throw new DriverError(`/${name} has no subcommand group ${opts.group}`);
      path.push(g);
      level = g.options ?? [];
    }
    if (opts.subcommand) {
      const s = level.find((o) => o.type === 1 && o.name === opts.subcommand);
      if (!s) throw new DriverError(`/${name} has no subcommand ${opts.subcommand}`);
      path.push(s);
      level = s.options ?? [];
    } else if (level.some((o) => o.type === 1 || o.type === 2)) {
      throw new DriverError(`/${name} needs a subcommand: ${level.map((o) => o.name).join(', ')}`);
    }
    const resolved: { users: Obj; members: Obj; channels: Obj } = { users: {}, members: {}, channels: {} };
    const values: Obj[] = [];
    const given = opts.options ?? {};
    for (const key of Object.keys(given).filter((k) => given[k] !== undefined)) {
      if (!level.some((o) => o.name === key)) throw new DriverError(`/${name}: unknown option ${key}`);
    }
    for (const def of level) {
      const raw = given[def.name];
      if (raw === undefined || raw === '') {
        if (def.required && !typing) throw new DriverError(`/${name}: option ${def.name} is required`);
        continue;
      }
      values.push({ name: def.name, type: def.type, value: this.convert(def, raw, resolved) });
    }
    let options: Obj[] = values;
    for (const p of [...path].reverse()) options = [{ name: p.name, type: p.type, options }];
    const data: Obj = { id: cmd.id, name: cmd.name, type: 1, guild_id: cmd.guild_id, options };
    const res = Object.fromEntries(Object.entries(resolved).filter(([, v]) => Object.keys(v).length));
    if (Object.keys(res).length) data.resolved = res;
    return { cmd, data, path, level };
  }

  private convert(def: Obj, raw: string | number | boolean | LocalUser, resolved: { users: Obj; members: Obj; channels: Obj }): unknown {
    const w = this.world;
    const T = ApplicationCommandOptionType;
    const fail = (why: string) => new DriverError(`option ${def.name}: ${why}`);
    let value: unknown;
    switch (def.type) {
      case T.User:
      case T.Mentionable: {
        const u = w.userByName(raw as string | LocalUser);
        if (!u) throw fail(`no user ${String(typeof raw === 'object' ? raw.id : raw)}`);
        resolved.users[u.id] = w.apiUser(u);
        const { user: _u, ...member } = w.apiMember(u) as Obj;
        resolved.members[u.id] = { ...member, permissions: w.memberPermissions(u.id, this.currentChannel).toString() };
        return u.id;
      }
      case T.Channel: {
        const id = String(raw).replace(/^<#(\d+)>$/, '$1').replace(/^#/, '');
        const ch = w.channels.get(id) ?? [...w.channels.values()].find((c) => c.name === id);
        if (!ch) throw fail(`no channel ${String(raw)}`);
        resolved.channels[ch.id] = { id: ch.id, name: ch.name, type: ch.type, permissions: w.memberPermissions(this.user.id, ch.id).toString() };
        return ch.id;
      }
      case T.Integer:
        value = typeof raw === 'number' ? raw : Number(raw);
        if (!Number.isInteger(value)) throw fail(`${String(raw)} is not an integer`);
        break;
      case T.Number:
        value = typeof raw === 'number' ? raw : Number(raw);
        if (!Number.isFinite(value)) throw fail(`${String(raw)} is not a number`);
        break;
      case T.Boolean:
        if (typeof raw === 'boolean') value = raw;
        else if (/^(true|yes|1)$/i.test(String(raw))) value = true;
        else if (/^(false|no|0)$/i.test(String(raw))) value = false;
        else throw fail(`${String(raw)} is not true/false`);
        break;
      default:
        value = String(raw);
    }
    if (Array.isArray(def.choices) && def.choices.length) {
      const choice = def.choices.find((c: Obj) => c.value === value || String(c.value) === String(value) || c.name === value);
      if (!choice) throw fail(`must be one of ${def.choices.map((c: Obj) => c.value).join(', ')}`);
      value = choice.value;
    }
    if (typeof value === 'number') {
      if (def.min_value !== undefined && value < def.min_value) throw fail(`must be ≥ ${def.min_value}`);
      if (def.max_value !== undefined && value > def.max_value) throw fail(`must be ≤ ${def.max_value}`);
    }
    if (typeof value === 'string') {
      if (def.min_length !== undefined && value.length < def.min_length) throw fail(`must be at least ${def.min_length} characters`);
      if (def.max_length !== undefined && value.length > def.max_length) throw fail(`must be at most ${def.max_length} characters`);
    }
    return value;
  }

  private currentChannel?: string;

  private checkChannel(channelId: string): void {
    const ch = this.world.channels.get(channelId);
    if (!ch) throw new DriverError(`no channel ${channelId}`);
    if (this.world.departed.has(this.user.id)) throw new DriverError(`${this.user.username} has left the server`);
    if (ch.type === 12 && !ch.memberIds.includes(this.user.id) && !(this.world.memberPermissions(this.user.id, channelId) & Perm.ManageThreads)) {
      throw new DriverError(`${this.user.username} is not in private thread ${ch.name}`);
    }
    if (!(this.world.memberPermissions(this.user.id, channelId) & Perm.ViewChannel)) throw new DriverError(`${this.user.username} cannot see ${ch.name}`);
  }

  private visibleMessage(message: LocalMessage | string): MessageRecord {
    const id = typeof message === 'string' ? message : message.id;
    const m = this.world.messages.get(id);
    if (!m || m.deleted) throw new DriverError(`message ${id} does not exist`);
    this.checkChannel(m.channelId);
    if (!this.world.visible(m, this.user.id)) throw new DriverError(`${this.user.username} cannot see message ${id}`);
    return m;
  }

  private findComponent(m: MessageRecord, customId: string): Obj | undefined {
    const walk = (list: Obj[] | undefined): Obj | undefined => {
      for (const c of list ?? []) {
        if (c.custom_id === customId) return c;
        const inner = walk(c.components) ?? (c.accessory ? walk([c.accessory]) : undefined);
        if (inner) return inner;
      }
      return undefined;
    };
    return walk(m.components as Obj[]);
  }

  async click(message: LocalMessage | string, customId: string, opts: ComponentOptions = {}): Promise<InteractionHandle> {
    const m = this.visibleMessage(message);
    const c = this.findComponent(m, customId);
    if (!opts.force) {
      if (!c || c.type !== ComponentType.Button) throw new DriverError(`message ${m.id} has no button ${customId}`);
      if (c.disabled) throw new DriverError(`button ${customId} is disabled`);
    }
    const rec = this.interactions.dispatch(this.user, m.channelId, InteractionType.MessageComponent, { custom_id: customId, component_type: ComponentType.Button }, { sourceMessage: m, session: opts.session });
    return handle(this.world, rec);
  }

  async select(message: LocalMessage | string, customId: string, values: string[], opts: ComponentOptions = {}): Promise<InteractionHandle> {
    const m = this.visibleMessage(message);
    const c = this.findComponent(m, customId);
    if (!opts.force) {
      if (!c || c.type !== ComponentType.StringSelect) throw new DriverError(`message ${m.id} has no string select ${customId}`);
      if (c.disabled) throw new DriverError(`select ${customId} is disabled`);
      const min = c.min_values ?? 1;
      const max = c.max_values ?? 1;
      if (values.length < min || values.length > max) throw new DriverError(`select ${customId} takes ${min}..${max} values`);
      for (const v of values) if (!c.options.some((o: Obj) => o.value === v)) throw new DriverError(`select ${customId} has no option ${v}`);
    }
    const rec = this.interactions.dispatch(this.user, m.channelId, InteractionType.MessageComponent, { custom_id: customId, component_type: ComponentType.StringSelect, values }, { sourceMessage: m, session: opts.session });
    return handle(this.world, rec);
  }

  async raw(channelId: string, type: number, data: Record<string, unknown>, opts: RawInteractionOptions = {}): Promise<InteractionHandle> {
    const id = typeof opts.message === 'string' ? opts.message : opts.message?.id;
    const m = id ? this.world.messages.get(id) : undefined;
    if (id && !m) throw new DriverError(`message ${id} does not exist`);
    const rec = this.interactions.dispatch(this.user, channelId, type, data, { sourceMessage: m, edit: opts.edit });
    return handle(this.world, rec);
  }

  async submitModal(customId: string, fields: Record<string, string>): Promise<InteractionHandle> {
    const opener = [...this.world.interactions.values()].reverse().find((r) => r.userId === this.user.id && r.modal?.custom_id === customId);
    if (!opener?.modal) throw new DriverError(`no modal ${customId} is open for ${this.user.username}`);
    const components = (opener.modal.components as Obj[]).map((row) => {
      // Legacy rows hold a text input; newer Label components hold it in `component`.
      const input = row.component ?? row.components?.[0];
      const entry = { type: input?.type ?? 4, custom_id: input?.custom_id, value: fields[input?.custom_id] ?? '' };
      return row.type === 1 ? { type: 1, components: [entry] } : { type: row.type, id: row.id, component: entry };
    });
    const source = opener.sourceMessageId ? this.world.messages.get(opener.sourceMessageId) : undefined;
    const rec = this.interactions.dispatch(this.user, opener.channelId, InteractionType.ModalSubmit, { custom_id: customId, components }, { sourceMessage: source, opener });
    opener.modal = undefined;
    return handle(this.world, rec);
  }
}

function handle(world: World, rec: InteractionRecord): InteractionHandle {
  const messages = () => rec.messageIds.map((id) => world.messages.get(id)!).filter((m) => !m.deleted);
  return {
    id: rec.id,
    token: rec.token,
    type: rec.type,
    userId: rec.userId,
    channelId: rec.channelId,
    response: () => rec.responsePromise,
    messages,
    reply: (timeoutMs = 5000) =>
      waitUntil(world, () => {
        const id = rec.originalMessageId;
        const m = id ? world.messages.get(id) : undefined;
        if (!m || m.deleted || m.flags & LOADING) return undefined;
        // After a deferred update the original is the old message until it is edited.
        if (rec.ackType === 6 && m.edits <= (rec.editsAtAck ?? 0)) return undefined;
        return m;
      }, timeoutMs, `reply to interaction ${rec.id}`),
  };
}

/** Resolves with the first truthy probe result, checked on every state change and every 25 ms. */
export function waitUntil<T>(world: World, probe: () => T | undefined | null | false, timeoutMs: number, what = 'condition'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const first = probe();
    if (first) return resolve(first);
    const check = () => {
      let v: T | undefined | null | false;
      try {
        v = probe();
      } catch (e) {
        done();
        return reject(e);
      }
      if (v) {
        done();
        resolve(v);
      }
    };
    const off = world.onChange(check);
    const poll = setInterval(check, 25);
    const timer = setTimeout(() => {
      done();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    function done() {
      off();
      clearInterval(poll);
      clearTimeout(timer);
    }
  });
}
