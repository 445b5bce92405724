/**
 * Walks the Republic builder as a member would: every menu, page, button and
 * guided part from the main menu, checking Discord's limits and that every
 * label reads as words, and collects the legal answers it reaches.
 */
import { expect } from 'vitest';
import { ComponentType } from 'discord-api-types/v10';
import { translator } from '../../../../src/i18n';
import { republic } from '../../../../src/games/republic';
import { republicAdapter } from '../../../../src/games/republic/discord/adapter';
import type { Row, StepResult } from '../../../../src/core/discord-adapter';
import { cardName } from '../../../../src/games/republic/discord/text';
import type { RepublicAction, RepublicState } from '../../../../src/games/republic/types';

type Comp = { type: number; custom_id?: string; label?: string; options?: { label: string; value: string }[] };

/** A readable label: no missing string key, no raw object, no undefined value. */
export function readable(label: string): void {
  expect(label).not.toMatch(/republic\.|undefined|\[object|NaN/);
}

/** An answer with each card named rather than numbered: two copies of one card (three Tribunes) are the same answer. */
function sameAnswer(legal: RepublicAction[], index: number): string {
  return JSON.stringify(legal[index] ?? index, (_, v) => (typeof v === 'string' && /^[a-z]+:[a-z0-9-]+$/.test(v) ? cardName(v) : v));
}

/** Answers that read alike must be the same answer: otherwise the member cannot tell them apart. */
function distinct(entries: { label: string; index: number | null }[], legal: RepublicAction[]): void {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const answer = e.index === null ? `ui:${e.label}` : sameAnswer(legal, e.index);
    const before = seen.get(e.label);
    if (before !== undefined) expect(answer, `two answers read "${e.label}"`).toBe(before);
    seen.set(e.label, answer);
  }
}

export function checkLimits(rows: Row[], legal: RepublicAction[] = []): void {
  expect(rows.length).toBeLessThanOrEqual(5);
  for (const r of rows) {
    const comps = r.components as unknown as Comp[];
    expect(comps.length).toBeLessThanOrEqual(5);
    distinct(comps.filter((c) => c.label !== undefined).map((c) => {
      const [verb, arg] = c.custom_id!.split(':').slice(3);
      return { label: c.label!, index: verb === 'ra' ? Number(arg) : null };
    }), legal);
    for (const c of comps) {
      expect(c.custom_id!.length).toBeLessThanOrEqual(100);
      if (c.label !== undefined) {
        expect(c.label.length).toBeLessThanOrEqual(80);
        readable(c.label);
      }
      if (c.options) {
        expect(c.options.length).toBeGreaterThan(0);
        expect(c.options.length).toBeLessThanOrEqual(25);
        for (const o of c.options) {
          expect(o.label.length).toBeLessThanOrEqual(100);
          readable(o.label);
        }
        expect(new Set(c.options.map((o) => o.value)).size).toBe(c.options.length);
        if (c.custom_id!.split(':')[3] === 'ra') distinct(c.options.map((o) => ({ label: o.label, index: Number(o.value) })), legal);
      }
    }
  }
}

/** Every action index the builder can reach from its main menu, walking menus, pages and buttons. */
export function reachable(s: RepublicState, seat: number, locale: string): Set<number> {
  const found = new Set<number>();
  for (const _click of walk(s, seat, locale, found));
  return found;
}

/**
 * reachable, with `pause()` awaited after each click: one position can take a second of CPU, so a test that
 * walks many gives its event loop a turn (test/support/yield.ts). The walk and what it finds are the same.
 */
export async function reachableWithPauses(s: RepublicState, seat: number, locale: string, pause: () => Promise<void>): Promise<Set<number>> {
  const found = new Set<number>();
  for (const _click of walk(s, seat, locale, found)) await pause();
  return found;
}

/** The walk behind reachable: adds what it reaches to `found`, and yields after each click. */
function* walk(s: RepublicState, seat: number, locale: string, found: Set<number>): Generator<void> {
  const t = translator(locale);
  const seen = new Set<string>();
  const visit = function* (res: StepResult): Generator<void> {
    if (res.kind !== 'ui') return;
    checkLimits(res.components, republic.legalActions(s, seat));
    for (const r of res.components) {
      for (const c of r.components as unknown as Comp[]) {
        const parts = c.custom_id!.split(':');
        expect(parts[2]).toBe(String(s.version));
        const [verb, ...args] = parts.slice(3);
        const clicks = c.type === ComponentType.StringSelect ? c.options!.map((o) => ({ args, values: [o.value] })) : [{ args, values: [] as string[] }];
        for (const k of clicks) {
          const key = `${verb}:${k.args.join(',')}:${k.values.join(',')}`;
          if (seen.has(key) || verb === 'rw' || verb === 'rb') continue;
          seen.add(key);
          const next = republicAdapter.step(s, seat, 'g1', verb, k.args, k.values, t);
          yield;
          if (next.kind === 'action') {
            const legal = republic.legalActions(s, seat);
            const index = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(next.action));
            expect(index).toBeGreaterThanOrEqual(0);
            found.add(index);
          } else {
            expect(next.kind).toBe('ui');
            yield* visit(next);
          }
        }
      }
    }
  };
  yield* visit(republicAdapter.step(s, seat, 'g1', 'rp', [], [], t));
}
