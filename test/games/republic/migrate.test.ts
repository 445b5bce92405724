/**
 * Saved games of an older schema (src/games/republic/migrate.ts): the store
 * runs a loaded state through `republic.migrate`, after which a game saved
 * before an update plays on exactly as the same game saved under the current
 * schema.
 */
import { describe, expect, it } from 'vitest';
import { republic } from '../../../src/games/republic';
import { chooseAction } from '../../../src/games/republic/ai';
import { REPUBLIC_SCHEMA } from '../../../src/games/republic/setup';
import type { RepublicAction, RepublicState } from '../../../src/games/republic/types';

/** `moves` AI moves from `s`, each by the first active seat; the actions too, to replay them. */
function playOn(s: RepublicState, moves: number, tag: string): { state: RepublicState; actions: [number, RepublicAction][] } {
  const actions: [number, RepublicAction][] = [];
  for (let k = 0; k < moves && !republic.result(s); k++) {
    const seat = republic.activePlayers(s)[0];
    const a = chooseAction(republic.view(s, seat), seat, `${tag}:${k}`);
    const out = republic.apply(s, seat, a);
    if (!out.ok) throw new Error(`${out.error.code} at move ${k}`);
    actions.push([seat, a]);
    s = out.state;
  }
  return { state: s, actions };
}

/** What a schema-8 engine saved: the label, and none of schema 9's optional fields. */
function savedAtSchema8(s: RepublicState): RepublicState {
  const old = structuredClone(s);
  old.schema = 8;
  for (const x of Object.values(old.senators)) delete x.legateSpoils;
  return old;
}

describe('State schemas 8-10: an older saved game loads and plays on', () => {
  const start = playOn(republic.setup(republic.parseOptions({ players: 3 }), 'old-save'), 250, 'old-save').state;

  it('starts from a game under way', () => {
    expect(republic.result(start)).toBeNull();
    expect(start.turn).toBeGreaterThan(1);
  });

  it('a schema-8 state mid-game reads as the same game: active seats, legal answers, views', () => {
    const old = republic.migrate!(savedAtSchema8(start));
    const seat = republic.activePlayers(start)[0];
    expect(republic.activePlayers(old)).toEqual(republic.activePlayers(start));
    expect(republic.legalActions(old, seat)).toEqual(republic.legalActions(start, seat));
    expect(republic.view(old, seat)).toEqual(republic.view(start, seat));
    expect(republic.view(old, null)).toEqual(republic.view(start, null));
  });

  it('played on, it comes out at schema 9 and as the same game as one saved under schema 9', () => {
    const fresh = playOn(start, 150, 'old-save-on');
    let s = republic.migrate!(savedAtSchema8(start));
    for (const [seat, a] of fresh.actions) {
      const out = republic.apply(s, seat, a);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      s = out.state;
    }
    expect(s.schema).toBe(REPUBLIC_SCHEMA);
    expect(s).toEqual(fresh.state);
  });

  it('a schema-7 state (no rebels\' veterans option yet) plays on too', () => {
    const old = savedAtSchema8(start);
    old.schema = 7;
    delete (old.options.advanced as Partial<RepublicState['options']['advanced']>).rebelVeterans;
    const loaded = republic.migrate!(old);
    const seat = republic.activePlayers(loaded)[0];
    const out = republic.apply(loaded, seat, republic.legalActions(loaded, seat)[0]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.schema).toBe(REPUBLIC_SCHEMA);
    expect(out.state.options.advanced.rebelVeterans).toBe(false);
  });

  it('a schema-9 state (no rebel at sea: 2.03.8) reads and plays on as the same game at schema 10', () => {
    const old = structuredClone(start);
    old.schema = 9;
    for (const p of Object.values(old.provinces)) delete p.rebelMarch;
    const loaded = republic.migrate!(old);
    const seat = republic.activePlayers(start)[0];
    expect(republic.legalActions(loaded, seat)).toEqual(republic.legalActions(start, seat));
    expect(republic.view(loaded, seat)).toEqual(republic.view(start, seat));
    const fresh = playOn(start, 60, 'schema-9-on');
    let s = loaded;
    for (const [by, a] of fresh.actions) {
      const out = republic.apply(s, by, a);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      s = out.state;
    }
    expect(s.schema).toBe(10);
    expect(s).toEqual(fresh.state);
  });

  it('a state of the current schema is not copied on the way in', () => {
    expect(republic.migrate!(start)).toBe(start);
  });
});
