/**
 * The Conquest move builder: along AI games, every option it offers to every
 * acting seat leads to an action the engine accepts, and every message fits
 * Discord's limits (5 rows, 5 buttons or 1 select per row, 25 options,
 * 100-character labels and custom_ids, 2000-character content).
 */
import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord-api-types/v10';
import { conquest } from '../../../../src/games/conquest';
import { chooseAction } from '../../../../src/games/conquest/ai';
import type { ConquestState } from '../../../../src/games/conquest/types';
import { conquestAdapter, conquestOptions } from '../../../../src/games/conquest/discord/adapter';
import { buildConquestStep, legalDestinations } from '../../../../src/games/conquest/discord/steps';
import type { Row, StepResult } from '../../../../src/core/discord-adapter';
import { decodeCustomId } from '../../../../src/bot/custom-id';
import { translator } from '../../../../src/i18n';
import '../../../../src/games'; // registers the real games

const t = translator('en');

function checkLimits(r: StepResult): asserts r is Extract<StepResult, { kind: 'ui' }> {
  expect(r.kind).toBe('ui');
  if (r.kind !== 'ui') return;
  expect(r.content.length).toBeLessThanOrEqual(2000);
  expect(r.components.length).toBeLessThanOrEqual(5);
  for (const row of r.components) {
    const parts = row.components as any[];
    const selects = parts.filter((c) => c.type === ComponentType.StringSelect);
    expect(selects.length === 0 || parts.length === 1).toBe(true);
    expect(parts.length).toBeLessThanOrEqual(5);
    for (const c of parts) {
      expect(c.custom_id.length).toBeLessThanOrEqual(100);
      expect(decodeCustomId(c.custom_id)).not.toBeNull();
      if (c.label !== undefined) expect(c.label.length).toBeLessThanOrEqual(80);
      if (c.type === ComponentType.StringSelect) {
        expect(c.options.length).toBeGreaterThan(0);
        expect(c.options.length).toBeLessThanOrEqual(25);
        for (const o of c.options) {
          expect(o.label.length).toBeLessThanOrEqual(100);
          expect(o.value.length).toBeLessThanOrEqual(100);
        }
      }
    }
  }
}

type Part = { type: number; custom_id: string; options?: { value: string }[] };
const partsOf = (rows: Row[]) => rows.flatMap((r) => r.components as unknown as Part[]);

function step(s: ConquestState, seat: number, customId: string, values: string[] = []): StepResult {
  const id = decodeCustomId(customId);
  if (!id || id.scope !== 'g') throw new Error(customId);
  expect(id.version).toBe(s.version);
  return buildConquestStep(s, seat, 'g1', id.verb, id.args, values, t);
}

function accepted(s: ConquestState, seat: number, r: StepResult): void {
  expect(r.kind).toBe('action');
  if (r.kind !== 'action') return;
  const out = conquestAdapter.apply(s, seat, r.action);
  expect(out.ok, JSON.stringify(r.action)).toBe(true);
}

/** Follows every option of the main menu one step (every march origin down to every destination of its default group). */
let ships = 0;

function exploreAll(s: ConquestState, seat: number): number {
  let checked = 0;
  const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
  checkLimits(menu);
  for (const part of partsOf(menu.components)) {
    const id = decodeCustomId(part.custom_id)!;
    if (id.scope !== 'g') continue;
    if (id.verb === 'kx' && part.type === ComponentType.Button) { accepted(s, seat, step(s, seat, part.custom_id)); checked++; }
    if (id.verb === 'kx' && part.type === ComponentType.StringSelect) {
      for (const o of part.options!) { accepted(s, seat, step(s, seat, part.custom_id, [o.value])); checked++; }
    }
    if (id.verb === 'kb') checkLimits(step(s, seat, part.custom_id));
    if (id.verb === 'ks') {
      for (const o of part.options!) {
        const counts = step(s, seat, part.custom_id, [o.value]);
        checkLimits(counts);
        const parts = partsOf(counts.components);
        const confirm = parts.find((c) => c.custom_id.includes(':kg:'));
        if (confirm) { accepted(s, seat, step(s, seat, confirm.custom_id)); checked++; }
        for (const sel of parts.filter((c) => c.type === ComponentType.StringSelect)) {
          for (const opt of sel.options!) {
            const changed = step(s, seat, sel.custom_id, [opt.value]);
            checkLimits(changed);
            const ok = partsOf(changed.components).find((c) => c.custom_id.includes(':kg:'));
            if (ok) { accepted(s, seat, step(s, seat, ok.custom_id)); checked++; ships++; }
          }
        }
      }
    }
    if (id.verb === 'kn') {
      for (const o of part.options!) { accepted(s, seat, step(s, seat, part.custom_id, [o.value])); checked++; }
    }
    if (id.verb === 'ko') {
      for (const o of part.options!) {
        const counts = step(s, seat, part.custom_id, [o.value]);
        checkLimits(counts);
        const next = partsOf(counts.components).find((c) => c.custom_id.includes(':kd:'))!;
        expect(next).toBeDefined();
        const dest = step(s, seat, next.custom_id);
        checkLimits(dest);
        const menuOfDest = partsOf(dest.components).find((c) => c.custom_id.includes(':km:'));
        for (const d of menuOfDest?.options ?? []) { accepted(s, seat, step(s, seat, menuOfDest!.custom_id, [d.value])); checked++; }
        // Changing a count keeps the message valid; a count change back to 0 everywhere offers no destination button.
        for (const sel of partsOf(counts.components).filter((c) => c.type === ComponentType.StringSelect)) {
          checkLimits(step(s, seat, sel.custom_id, [sel.options![0].value]));
        }
      }
    }
  }
  return checked;
}

describe('Conquest move builder', () => {
  it('offers only actions the engine accepts, within Discord limits, along AI games', () => {
    let checked = 0;
    for (const players of [3, 5]) {
      let s = conquest.setup(conquestOptions(players), `steps-${players}`);
      for (let n = 0; n < 400 && !conquest.result(s); n++) {
        const actors = conquest.activePlayers(s);
        if (n % 11 === 0 || s.battle) for (const seat of actors) checked += exploreAll(s, seat);
        const seat = actors[0];
        const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
        expect(out.ok).toBe(true);
        if (out.ok) s = out.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Galleys took part: partial embarks and landings were offered and accepted.
    expect(ships).toBeGreaterThan(0);
  }, 60_000);

  it('refuses made-up choices and seats that do not act', () => {
    const s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'x');
    const idle = s.order.find((seat) => seat !== s.active)!;
    expect(buildConquestStep(s, idle, 'g1', 'play', [], [], t).kind).toBe('illegal');
    expect(buildConquestStep(s, s.active, 'g1', 'kx', [], ['999'], t).kind).toBe('illegal');
    expect(buildConquestStep(s, s.active, 'g1', 'km', [s.players[s.active].home, '0.0.0.0.1'], ['britannia'], t).kind).toBe('illegal');
    expect(buildConquestStep(s, s.active, 'g1', 'kc', [s.players[s.active].home, '99.0.0.0.0', 'x'], [], t).kind).toBe('illegal');
    // Eight infantry with one general is no legion: the builder offers no destination for it.
    expect(legalDestinations(s, s.active, s.players[s.active].home, { infantry: 5, cavalry: 0, catapult: 0, generals: 0, caesar: 0 })).toEqual([]);
  });

  it('asks the defender of a battle too, out of turn', () => {
    let s = conquest.setup(conquestOptions(3), 'battle-seek');
    const defenderActs = (x: ConquestState) => !!x.battle && x.battle.kind === 'land' && conquest.activePlayers(x).includes(x.battle.defender.seat);
    for (let n = 0; n < 4000 && !defenderActs(s); n++) {
      const seat = conquest.activePlayers(s)[0];
      const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
      if (!out.ok) throw new Error(out.error.code);
      s = out.state;
    }
    expect(defenderActs(s)).toBe(true);
    const defender = s.battle!.defender.seat;
    expect(defender).not.toBe(s.active);
    const menu = buildConquestStep(s, defender, 'g1', 'play', [], [], t);
    checkLimits(menu);
    expect(menu.content).toMatch(/you are the defender/);
    expect(exploreAll(s, defender)).toBeGreaterThan(0);
  });
});

describe('Conquest builder while waiting', () => {
  it('offers a refresh to a seat the engine does not wait on, and the menu once it does', () => {
    const s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'wait');
    const idle = s.order.find((seat) => seat !== s.active)!;
    const waiting = buildConquestStep(s, idle, 'g1', 'kr', [], [], t);
    checkLimits(waiting);
    expect(waiting.content).toMatch(/waiting for the other players/);
    // A refresh, and the call for an end any living player may make.
    expect(partsOf(waiting.components).map((c) => decodeCustomId(c.custom_id))).toEqual([expect.objectContaining({ verb: 'kr' }), expect.objectContaining({ verb: 'ke' })]);
    const menu = buildConquestStep(s, s.active, 'g1', 'kr', [], [], t);
    checkLimits(menu);
    expect(partsOf(menu.components).some((c) => c.custom_id.includes(':ko:'))).toBe(true);
  });
});

describe('Conquest ransom offers', () => {
  it('offers a ransom for captured generals at amounts the purse allows, each accepted by the engine', () => {
    let s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'ransom');
    for (let n = 0; n < 200 && s.phase !== 'buy'; n++) {
      const seat = conquest.activePlayers(s)[0];
      const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
      if (!out.ok) throw new Error(out.error.code);
      s = out.state;
    }
    expect(s.phase).toBe('buy');
    const seat = s.active;
    const holder = s.order.find((x) => x !== seat)!;
    // A captured-generals situation, as after a lost battle.
    s = { ...s, captives: [{ holder, owner: seat, count: 2 }], players: s.players.map((p, k) => (k === seat ? { ...p, money: 30 } : p)) };
    const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
    checkLimits(menu);
    const offer = partsOf(menu.components).find((c) => c.custom_id.includes(':kn'))!;
    expect(offer.options!.map((o) => o.value)).toEqual([5, 10, 15, 20, 25, 30].map((a) => `${holder}.2.${a}`));
    expect(exploreAll(s, seat)).toBeGreaterThan(6);
    expect(buildConquestStep(s, seat, 'g1', 'kn', [], [`${holder}.2.40`], t).kind).toBe('illegal');
  });
});
