/**
 * Records everything the local Discord says (HTTP exchanges and gateway
 * payloads) and checks each against Discord's published schemas (spec.ts):
 * the route exists, the status is one Discord documents for it, the request
 * body the bot sent and the body the server answered both match. Pass
 * `recorder.inspect` as the server's `inspect` option, run real flows, then
 * look at `recorder.problems`.
 *
 * The gateway is not part of Discord's OpenAPI description; its payloads are
 * checked through the objects they carry that are (messages, channels,
 * threads, members, roles, users, thread members, the interaction's message).
 */
import type { GatewayPayload, HttpExchange } from '../../src/localdiscord';
import { check, operations, routeOf, spec, type SchemaProblem } from './spec';

export interface Recorder {
  inspect: { http: (e: HttpExchange) => void; gateway: (p: GatewayPayload) => void };
  problems: SchemaProblem[];
  /** `METHOD /template` → number of exchanges seen (validated ones). */
  routes: Map<string, number>;
  /** Gateway dispatch types seen → count. */
  events: Map<string, number>;
  exchanges: HttpExchange[];
  /** Fails with a readable list of every problem (grouped, first few examples each). */
  report(): string;
}

type Obj = Record<string, any>;

export function schemaRecorder(opts: { keep?: boolean } = {}): Recorder {
  const problems: SchemaProblem[] = [];
  const routes = new Map<string, number>();
  const events = new Map<string, number>();
  const exchanges: HttpExchange[] = [];
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

  const http = (e: HttpExchange) => {
    if (opts.keep) exchanges.push(e);
    const route = routeOf(e.method, e.path);
    const where = `${e.method} ${route ?? e.path} → ${e.status}`;
    if (!route) {
      // Unknown routes answer 404 by design (the server lists them separately).
      if (e.status !== 404) problems.push({ where, issues: ['route not in Discord\'s API description'] });
      return;
    }
    const op = operations.get(`${e.method} ${route}`)!;
    bump(routes, `${e.method} ${route}`);
    if (e.request && op.request && hasBody(e.method)) check(op.request, knownLeniency(e.request.json), `${where} (request)`, problems);
    const key = String(e.status);
    const family = `${key[0]}XX`;
    // 5xx are outages (fault injection): Discord answers them on any route without a documented body.
    if (family === '5XX') return;
    if (!op.responses.has(key) && !op.responses.has(family)) {
      problems.push({ where, issues: [`status ${e.status} is not one Discord answers here (documented: ${[...op.responses.keys()].join(', ')})`] });
      return;
    }
    const schema = op.responses.get(key) ?? op.responses.get(family);
    if (schema === null || schema === undefined) {
      if (e.response !== undefined) problems.push({ where, issues: ['Discord answers this without a body'] });
      return;
    }
    check(schema, e.response, where, problems);
  };

  const gateway = (p: GatewayPayload) => {
    if (p.op !== 0 || !p.t) return;
    bump(events, p.t);
    const d = p.d as Obj;
    const where = `gateway ${p.t}`;
    const each = (list: unknown, schema: string, what: string, extra: Obj = {}) => {
      (Array.isArray(list) ? list : []).forEach((x, k) => check(spec[schema], { ...extra, ...(x as Obj) }, `${where} ${what}[${k}]`, problems));
    };
    switch (p.t) {
      case 'READY':
        check(spec.UserPIIResponseSchema, d.user, `${where} user`, problems);
        break;
      case 'GUILD_CREATE': {
        const { members, channels, threads, roles, ...guild } = d;
        check(spec.GuildResponseSchema, { ...guild, roles }, `${where} guild`, problems);
        each(roles, 'GuildRoleResponseSchema', 'roles');
        each(members, 'GuildMemberResponseSchema', 'members');
        // GUILD_CREATE's channels omit guild_id (Discord documents this); the REST object has it.
        each(channels, 'GuildChannelResponseSchema', 'channels', { guild_id: d.id });
        each(threads, 'ThreadResponseSchema', 'threads');
        break;
      }
      case 'MESSAGE_CREATE':
      case 'MESSAGE_UPDATE':
        check(spec.MessageResponseSchema, d, where, problems);
        break;
      case 'THREAD_CREATE':
      case 'THREAD_UPDATE':
        check(spec.ThreadResponseSchema, d, where, problems);
        break;
      case 'CHANNEL_UPDATE':
      case 'CHANNEL_CREATE':
        check(spec.GuildChannelResponseSchema, d, where, problems);
        break;
      case 'THREAD_MEMBERS_UPDATE':
        each(d.added_members, 'ThreadMemberResponseSchema', 'added_members');
        break;
      case 'THREAD_LIST_SYNC':
        each(d.threads, 'ThreadResponseSchema', 'threads');
        each(d.members, 'ThreadMemberResponseSchema', 'members');
        break;
      case 'GUILD_MEMBERS_CHUNK':
        each(d.members, 'GuildMemberResponseSchema', 'members');
        break;
      case 'GUILD_MEMBER_REMOVE':
        check(spec.UserResponseSchema, d.user, `${where} user`, problems);
        break;
      case 'GUILD_MEMBER_UPDATE':
        check(spec.GuildMemberResponseSchema, d, where, problems);
        break;
      case 'GUILD_ROLE_CREATE':
      case 'GUILD_ROLE_UPDATE':
        check(spec.GuildRoleResponseSchema, d.role, `${where} role`, problems);
        break;
      case 'INTERACTION_CREATE': {
        if (d.message) check(spec.MessageResponseSchema, d.message, `${where} message`, problems);
        if (d.member) check(spec.GuildMemberResponseSchema, d.member, `${where} member`, problems);
        if (d.user) check(spec.UserResponseSchema, d.user, `${where} user`, problems);
        if (d.channel) check(d.channel.type === 11 || d.channel.type === 12 ? spec.ThreadResponseSchema : spec.GuildChannelResponseSchema, d.channel, `${where} channel`, problems);
        if (d.data?.resolved) check(spec.ResolvedObjectsResponseSchema, d.data.resolved, `${where} data.resolved`, problems);
        break;
      }
      default:
        break;
    }
  };

  return {
    inspect: { http, gateway },
    problems,
    routes,
    events,
    exchanges,
    report() {
      const byWhere = new Map<string, { n: number; issues: Set<string> }>();
      for (const p of problems) {
        const key = p.where.replace(/\[\d+\]/g, '[]');
        const g = byWhere.get(key) ?? { n: 0, issues: new Set() };
        g.n++;
        p.issues.forEach((i) => g.issues.add(i));
        byWhere.set(key, g);
      }
      return [...byWhere].map(([w, g]) => `${w} (×${g.n})\n    ${[...g.issues].slice(0, 12).join('\n    ')}`).join('\n');
    },
  };
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/**
 * Where Discord accepts more than its OpenAPI description says: `default_member_permissions` is
 * documented (and sent by discord.js) as a string of digits, the description types it as an integer.
 */
function knownLeniency(body: unknown): unknown {
  const fix = (c: unknown) => {
    if (c && typeof c === 'object' && typeof (c as Record<string, unknown>).default_member_permissions === 'string') {
      const o = c as Record<string, unknown>;
      return { ...o, default_member_permissions: Number(o.default_member_permissions) };
    }
    return c;
  };
  return Array.isArray(body) ? body.map(fix) : fix(body);
}
