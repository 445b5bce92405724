/**
 * Discord's published API description as checks: which routes exist, which
 * status codes each answers, and the Zod schema of each request and response
 * body, from the `discord-api-spec` package (generated from Discord's OpenAPI
 * description). The package ships the schemas but keeps the route → schema
 * table only in its TypeScript `Paths` interface, so that interface is read
 * here (its layout is machine-generated and regular) and each type expression
 * (`MessageResponse[] | null`, unions, …) is turned into the matching schemas.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pathsList } from 'discord-api-spec';
import * as Z from 'discord-api-spec/zod';
import * as z from 'zod/mini';

type Schema = z.ZodMiniType;

export interface Operation {
  method: string;
  template: string;
  /** Status code (or '4XX') → schema of the body; `null` when the spec says `unknown` (no body). */
  responses: Map<string, Schema | null>;
  request?: Schema;
}

const schemas = Z as unknown as Record<string, Schema>;
/** Type names the spec refers to that have no exported schema (reported, never silently accepted). */
export const unresolvedTypes = new Set<string>();

/** Parses a TypeScript type expression of the `Paths` interface into a Zod schema. */
export function typeToSchema(expr: string): Schema | null {
  const tokens = expr.match(/[A-Za-z_][A-Za-z0-9_]*|\[\]|[|()]|\{|\}|;|,|:|\?|"[^"]*"/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const union = (): Schema | null => {
    if (peek() === '|') i++;
    const parts: (Schema | null)[] = [postfix()];
    while (peek() === '|') {
      i++;
      parts.push(postfix());
    }
    if (parts.some((p) => p === null)) return null;
    return parts.length === 1 ? parts[0] : z.union(parts as [Schema, Schema, ...Schema[]]);
  };
  const postfix = (): Schema | null => {
    let s = primary();
    while (peek() === '[]') {
      i++;
      s = s === null ? null : z.array(s);
    }
    return s;
  };
  const primary = (): Schema | null => {
    const t = tokens[i++];
    if (t === '(') {
      const s = union();
      i++; // ')'
      return s;
    }
    if (t === '{') {
      // Inline object types (rare: a few OAuth2 answers): skip to the matching brace, accept any object.
      let depth = 1;
      while (depth > 0 && i < tokens.length) {
        const x = tokens[i++];
        if (x === '{') depth++;
        else if (x === '}') depth--;
      }
      return z.record(z.string(), z.unknown());
    }
    switch (t) {
      case 'unknown':
      case 'undefined':
      case 'never':
        return null;
      case 'null': return z.null();
      case 'string': return z.string();
      case 'number': return z.number();
      case 'boolean': return z.boolean();
      default: {
        const s = schemas[`${t}Schema`];
        if (!s) {
          unresolvedTypes.add(t);
          return z.never();
        }
        return s;
      }
    }
  };
  return union();
}

function specSource(): string {
  // The package exports no path to its .ts file; it sits beside the project's node_modules.
  return readFileSync(fileURLToPath(new URL('../../node_modules/discord-api-spec/build/discord-api-spec.ts', import.meta.url)), 'utf8');
}

/** Reads every operation of the `Paths` interface. */
function readOperations(): Map<string, Operation> {
  const src = specSource();
  const start = src.indexOf('export interface Paths {');
  const lines = src.slice(start).split('\n');
  const ops = new Map<string, Operation>();
  let template = '';
  let op: Operation | undefined;
  let inResponses = false;
  // A type expression may span lines (leading `|` continuations); collect until its `;`.
  let pending: { into: (s: Schema | null) => void; text: string } | undefined;
  for (const line of lines.slice(1)) {
    if (line === '}') break;
    if (pending) {
      pending.text += ` ${line.trim()}`;
      if (line.trim().endsWith(';') && balanced(pending.text)) {
        pending.into(typeToSchema(pending.text.replace(/;\s*$/, '')));
        pending = undefined;
      }
      continue;
    }
    let m = /^ {2}"(\/[^"]*)": \{$/.exec(line);
    if (m) { template = m[1]; continue; }
    m = /^ {4}(get|put|post|patch|delete): \{$/.exec(line);
    if (m) {
      op = { method: m[1].toUpperCase(), template, responses: new Map() };
      ops.set(`${op.method} ${template}`, op);
      inResponses = false;
      continue;
    }
    if (!op) continue;
    m = /^ {6}requestBody\??:(.*)$/.exec(line);
    if (m) {
      const target = op;
      collect(m[1], (s) => { if (s) target.request = s; });
      continue;
    }
    if (/^ {6}responses: \{$/.test(line)) { inResponses = true; continue; }
    if (inResponses && /^ {6}\};$/.test(line)) { inResponses = false; continue; }
    m = inResponses ? /^ {8}"(\d{3}|\dXX)":(.*)$/.exec(line) : null;
    if (m) {
      const target = op;
      const code = m[1];
      collect(m[2], (s) => target.responses.set(code, s));
    }
  }
  return ops;

  function collect(rest: string, into: (s: Schema | null) => void): void {
    const text = rest.trim();
    if (text.endsWith(';') && balanced(text)) into(typeToSchema(text.replace(/;\s*$/, '')));
    else pending = { into, text };
  }
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '{' || c === '(') depth++;
    else if (c === '}' || c === ')') depth--;
  }
  return depth === 0;
}

export const operations = readOperations();

/** Route templates per method, most specific first (literal segments such as `@me` before parameters). */
const matchers = new Map<string, { template: string; re: RegExp }[]>();
for (const [method, list] of Object.entries(pathsList as Record<string, readonly string[]>)) {
  const sorted = [...list].sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0) || b.length - a.length);
  matchers.set(method.toUpperCase(), sorted.map((template) => ({
    template,
    re: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  })));
}

/** The spec's route template for a concrete request path, e.g. `/channels/123/messages` → `/channels/{channel_id}/messages`. */
export function routeOf(method: string, path: string): string | undefined {
  return matchers.get(method)?.find((m) => m.re.test(path))?.template;
}

export interface SchemaProblem {
  where: string;
  issues: string[];
}

/** Zod issues as `path: message` lines (the first few: one wrong field is often repeated in every message). */
export function check(schema: Schema, value: unknown, where: string, out: SchemaProblem[]): boolean {
  const r = z.safeParse(schema, value);
  if (r.success) return true;
  out.push({ where, issues: flatten(r.error.issues, []).slice(0, 12) });
  return false;
}

type Issue = { code: string; path: PropertyKey[]; message: string; errors?: Issue[][] };

/** Zod reports a failed union as one opaque issue; show the branch that came closest instead. */
function flatten(issues: readonly unknown[], prefix: PropertyKey[]): string[] {
  return (issues as Issue[]).flatMap((i) => {
    const path = [...prefix, ...i.path];
    if (i.code === 'invalid_union' && i.errors?.length) {
      // The branch that got furthest into the value (deepest issue), then the one with fewest issues.
      const depth = (list: Issue[]) => Math.max(0, ...list.map((x) => x.path.length));
      const best = [...i.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0];
      return flatten(best, path);
    }
    return [`${path.map(String).join('.') || '(root)'}: ${i.message}`];
  });
}

export { schemas as spec };
