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
import { actionLabel, buildConquestStep, CONQUEST_VERBS, legalDestinations } from '../../../../src/games/conquest/discord/steps';
import type { Row, StepResult } from '../../../../src/core/discord-adapter';
import { decodeCustomId } from '../../../../src/bot/custom-id';
import { translator } from '../../../../src/i18n';
import { PROVINCE_IDS } from '../../../../src/games/conquest/data';
import '../../../../src/games'; // registers the real games
import { yielder } from '../../../support/yield';

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
          // Whole labels: nothing cut short to fit (coasts are named compactly, e.g. "Italia (Tyrrhenum, Adriatico)").
          expect(o.label.endsWith('…'), o.label).toBe(false);
          expect(o.value.length).toBeLessThanOrEqual(100);
        }
      }
    }
  }
}

type Part = { type: number; custom_id: string; options?: { value: string; label: string }[] };
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
let buys = 0;

let drops = 0;

/** A road trip: marching everyone is accepted; every city on the way and every count leads to a valid message, and "Confirm" to an accepted march. */
function exploreRoadTrip(s: ConquestState, seat: number, trip: StepResult): number {
  checkLimits(trip);
  let checked = 0;
  const parts = partsOf(trip.components);
  accepted(s, seat, step(s, seat, parts.find((c) => c.custom_id.includes(':kz:'))!.custom_id));
  checked++;
  const at = parts.find((c) => c.custom_id.includes(':kl:'))!;
  for (const o of at.options!) {
    const counts = step(s, seat, at.custom_id, [o.value]);
    checkLimits(counts);
    for (const sel of partsOf(counts.components).filter((c) => c.type === ComponentType.StringSelect)) {
      for (const opt of sel.options!.slice(0, 3)) {
        const changed = step(s, seat, sel.custom_id, [opt.value]);
        checkLimits(changed);
        const ok = partsOf(changed.components).find((c) => c.custom_id.includes(':kz:'));
        if (ok) {
          const r = step(s, seat, ok.custom_id);
          accepted(s, seat, r);
          if (r.kind === 'action') expect((r.action as { drops?: unknown[] }).drops).toHaveLength(1);
          checked++;
          drops++;
        }
      }
    }
  }
  return checked;
}

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
    if (id.verb === 'ku') {
      for (const o of part.options!) {
        const counts = step(s, seat, part.custom_id, [o.value]);
        checkLimits(counts);
        const sel = partsOf(counts.components).find((c) => c.custom_id.includes(':kw:'))!;
        for (const n of sel.options!) { accepted(s, seat, step(s, seat, sel.custom_id, [n.value])); checked++; buys++; }
      }
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
        for (const d of menuOfDest?.options ?? []) {
          const r = step(s, seat, menuOfDest!.custom_id, [d.value]);
          if (r.kind === 'ui') checked += exploreRoadTrip(s, seat, r);
          else { accepted(s, seat, r); checked++; }
        }
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
  it('offers only actions the engine accepts, within Discord limits, along AI games', async () => {
    let checked = 0;
    // Seconds of synchronous work in all: the event loop gets a turn now and then (test/support/yield.ts).
    const pause = yielder();
    for (const players of [3, 5]) {
      let s = conquest.setup(conquestOptions(players), `steps-${players}`);
      for (let n = 0; n < 400 && !conquest.result(s); n++) {
        await pause();
        const actors = conquest.activePlayers(s);
        if (n % 11 === 0 || s.battle) for (const seat of actors) checked += exploreAll(s, seat);
        const seat = actors[0];
        const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
        expect(out.ok).toBe(true);
        if (out.ok) s = out.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Galleys took part: partial embarks and landings were offered and accepted; so were unit purchases of every quantity.
    expect(ships).toBeGreaterThan(0);
    expect(buys).toBeGreaterThan(0);
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

  it('refuses, not crashes on, a forged origin that names no province (builder hunt, seed w1)', () => {
    const s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'x');
    const before = JSON.stringify(s);
    for (const from of ['__proto__', 'constructor', 'nowhere', '']) {
      expect(buildConquestStep(s, s.active, 'g1', 'km', [from, '0.0.0.4.1'], ['egyptus'], t).kind).toBe('illegal');
      expect(buildConquestStep(s, s.active, 'g1', 'kd', [from, '0.0.0.4.1'], [], t).kind).toBe('illegal');
      expect(buildConquestStep(s, s.active, 'g1', 'kz', [from, '0.0.0.4.1', 'egyptus'], [], t).kind).toBe('illegal');
      expect(legalDestinations(s, s.active, from, { infantry: 4, cavalry: 0, catapult: 0, generals: 1, caesar: 0 })).toEqual([]);
    }
    expect(JSON.stringify(s)).toBe(before);
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

describe('Conquest builder verbs', () => {
  it('never take a verb the adapter routes to its own component handlers', () => {
    const own = Object.keys(conquestAdapter.components ?? {});
    expect(own.length).toBeGreaterThan(0);
    for (const verb of own) expect(CONQUEST_VERBS.has(verb), verb).toBe(false);
  });
});

describe('Conquest road trips', () => {
  it('leaves part of a group in a city on the way, and marches the rest on', () => {
    const s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'roads');
    const seat = s.order.find((x) => s.players[x].home === 'macedonia')!;
    s.active = seat;
    // Macedonia's player holds three cities joined by roads: Thracia – Macedonia – Achaia.
    for (const p of ['macedonia', 'achaia', 'thracia']) { s.owner[p] = seat; s.cities[p] = { fortified: false }; }
    s.roads.push('achaia|macedonia', 'macedonia|thracia');
    const start = { ...s.stacks.find((x) => x.owner === seat && x.at === 'macedonia')!.troops };
    expect(start.generals).toBeGreaterThan(0);
    const pick = { infantry: 4, cavalry: 0, catapult: 0, generals: 1, caesar: 0 };
    const trip = buildConquestStep(s, seat, 'g1', 'km', ['macedonia', '4.0.0.1.0'], ['achaia'], t);
    checkLimits(trip);
    expect(trip.content).toContain('Achaia');
    const parts = partsOf(trip.components);
    const at = parts.find((c) => c.custom_id.includes(':kl:'))!;
    expect(at.options!.map((o) => o.value)).toEqual([String(PROVINCE_IDS.indexOf('thracia'))]);
    const counts = step(s, seat, at.custom_id, [at.options![0].value]);
    checkLimits(counts);
    // Leave two infantry in Thracia.
    const inf = partsOf(counts.components).find((c) => c.custom_id.includes(':ky:') && c.custom_id.endsWith(':0'))!;
    const two = step(s, seat, inf.custom_id, ['2']);
    checkLimits(two);
    expect(two.content).toContain('Thracia');
    const confirm = partsOf(two.components).find((c) => c.custom_id.includes(':kz:'))!;
    const r = step(s, seat, confirm.custom_id);
    expect(r).toEqual({ kind: 'action', action: {
      type: 'march', from: 'macedonia', to: 'achaia', troops: { ...pick, infantry: 2 }, drops: [{ at: 'thracia', troops: { infantry: 2, cavalry: 0, catapult: 0, generals: 0, caesar: 0 } }],
    } });
    const out = conquest.apply(s, seat, (r as { action: unknown }).action as never);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const at2 = (p: string) => out.state.stacks.filter((x) => x.owner === seat && x.at === p).reduce((n, x) => n + x.troops.infantry, 0);
    expect(at2('thracia')).toBe(2);
    expect(at2('achaia')).toBe(2);
    // Marching them all stays one click away; a made-up city is refused.
    expect(step(s, seat, parts.find((c) => c.custom_id.includes(':kz:'))!.custom_id)).toEqual({ kind: 'action', action: { type: 'march', from: 'macedonia', to: 'achaia', troops: pick } });
    expect(step(s, seat, at.custom_id, [String(PROVINCE_IDS.indexOf('dacia'))]).kind).toBe('illegal');
  });
});

describe('Conquest purchases', () => {
  it('lets a player buy any quantity of a unit the purse and the supply allow, and nothing more', () => {
    let s = conquest.setup(conquestOptions(3), 'buy-any');
    // Play to the first buying phase with money to spend.
    for (let n = 0; n < 400 && !(s.phase === 'buy' && !s.battle && s.players[s.active].money >= 40); n++) {
      const seat = conquest.activePlayers(s)[0];
      const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    expect(s.phase).toBe('buy');
    const seat = s.active;
    const money = s.players[seat].money;
    const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
    checkLimits(menu);
    const units = partsOf(menu.components).find((c) => c.custom_id.endsWith(':ku'))!;
    expect(units.options!.map((o) => o.value)).toContain('infantry');
    const counts = step(s, seat, units.custom_id, ['infantry']);
    checkLimits(counts);
    const sel = partsOf(counts.components).find((c) => c.custom_id.includes(':kw:'))!;
    const offered = sel.options!.map((o) => Number(o.value));
    // Every count from one up to what the purse pays for (10 talents each at the start, at most a select's 25).
    expect(offered).toEqual(Array.from({ length: Math.min(25, Math.floor(money / 10)) }, (_, i) => i + 1));
    const middle = offered[Math.floor(offered.length / 2)];
    const r = step(s, seat, sel.custom_id, [String(middle)]);
    expect(r).toEqual({ kind: 'action', action: { type: 'buy', piece: 'infantry', count: middle } });
    expect(step(s, seat, sel.custom_id, [String(offered.length + 1)]).kind).toBe('illegal');
    expect(step(s, seat, units.custom_id, ['galley']).kind).toBe('illegal');
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

describe('Conquest builder labels name the players', () => {
  const names = ['Aurelia', 'Brutus', 'Cassia'];
  const name = (seat: number) => names[seat];

  it('names the holder in ransom offers, with the number of generals in words', () => {
    let s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'ransom');
    for (let n = 0; n < 200 && s.phase !== 'buy'; n++) {
      const seat = conquest.activePlayers(s)[0];
      const out = conquest.apply(s, seat, chooseAction(conquest.view(s, seat), seat));
      if (!out.ok) throw new Error(out.error.code);
      s = out.state;
    }
    const seat = s.active;
    const holder = s.order.find((x) => x !== seat)!;
    s = { ...s, captives: [{ holder, owner: seat, count: 1 }], players: s.players.map((p, k) => (k === seat ? { ...p, money: 10 } : p)) };
    const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t, name);
    checkLimits(menu);
    const offer = partsOf(menu.components).find((c) => c.custom_id.includes(':kn'))!;
    expect(offer.options!.map((o) => o.label)).toEqual([5, 10].map((a) => `Offer ${names[holder]} ${a} talents for 1 general`));
    // Without names (a caller that does not know them), the seat number.
    const plainMenu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
    checkLimits(plainMenu);
    const plain = partsOf(plainMenu.components).find((c) => c.custom_id.includes(':kn'))!;
    expect(plain.options![0].label).toBe(`Offer Player ${holder + 1} 5 talents for 1 general`);
  });

  it('names the defender of a naval attack and the owner of captives, in every language', () => {
    const s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'labels');
    for (const locale of ['en', 'cs', 'ro', 'ko'] as const) {
      const tl = translator(locale);
      const naval = actionLabel(s, { type: 'navalAttack', sea: 'mare_aegaeum', defender: 1 }, tl, name);
      const removal = actionLabel(s, { type: 'removeCaptives', owner: 2, generals: 2 }, tl, name);
      expect(naval).toContain('Brutus');
      expect(removal).toContain('Cassia');
      for (const label of [naval, removal]) {
        expect(label).not.toMatch(/\{\{|conquest\./);
        expect(label).not.toMatch(/player 2|hráče 2|jucătorul 2|플레이어 2/i);
      }
    }
    expect(actionLabel(s, { type: 'navalAttack', sea: 'mare_aegaeum', defender: 1 }, t, name)).toBe('Attack Brutus at sea in Mare Aegaeum');
  });
});

describe('Conquest battles in Discord: fight to the end in one choice', () => {
  it('offers the order with its retreat threshold in the battle menu, and the engine plays the battle on', () => {
    let s = conquest.setup(conquestOptions(2, ['hispania', 'egyptus']), 'fight-on');
    s.active = 0;
    s.owner.cyrenaica = 1;
    s.owner.africa = 0;
    s.stacks.push({ owner: 1, at: 'cyrenaica', troops: { infantry: 6, cavalry: 2, catapult: 0, generals: 1, caesar: 0 }, used: 0, shipped: false });
    s.stacks.push({ owner: 0, at: 'africa', troops: { infantry: 5, cavalry: 2, catapult: 0, generals: 2, caesar: 0 }, used: 0, shipped: false });
    for (const a of [
      { type: 'march', from: 'africa', to: 'cyrenaica', troops: { infantry: 5, cavalry: 2, catapult: 0, generals: 2, caesar: 0 } },
      { type: 'endMovement' }, { type: 'attack', province: 'cyrenaica' },
    ] as const) {
      const r = conquest.apply(s, 0, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const seat = conquest.activePlayers(s)[0];
    expect(seat).toBe(1);
    const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
    checkLimits(menu);
    const order = partsOf(menu.components).find((c) => c.custom_id.includes(':kf'))!;
    // Never retreat, or retreat below 1..8 (the defender's 8 units).
    expect(order.options!.map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(order.options![0].label).toBe('Fight to the end: never retreat');
    expect(order.options![3].label).toBe('Fight on; retreat when fewer than 3 units are left');
    expect(order.options![1].label).toBe('Fight on; retreat when fewer than 1 unit is left');
    for (const locale of ['cs', 'ro', 'ko'] as const) {
      const localised = buildConquestStep(s, seat, 'g1', 'play', [], [], translator(locale));
      checkLimits(localised);
      const other = partsOf(localised.components).find((c) => c.custom_id.includes(':kf'))!;
      for (const o of other.options!) expect(o.label).not.toMatch(/\{\{|conquest\./);
    }
    const step = buildConquestStep(s, seat, 'g1', 'kf', [], ['3'], t);
    expect(step).toEqual({ kind: 'action', action: { type: 'fightOn', retreatBelow: 3 } });
    const out = conquest.apply(s, seat, { type: 'fightOn', retreatBelow: 3 });
    expect(out.ok).toBe(true);
    // The defender is asked nothing more in this battle.
    if (out.ok) expect(out.state.battle === null || !conquest.activePlayers(out.state).includes(seat)).toBe(true);
    expect(buildConquestStep(s, seat, 'g1', 'kf', [], ['99'], t).kind).toBe('illegal');
    expect(buildConquestStep(s, seat, 'g1', 'kf', [], ['x'], t).kind).toBe('illegal');
    // The attacker, not asked now, gets no such choice.
    expect(buildConquestStep(s, 0, 'g1', 'kf', [], ['0'], t).kind).toBe('illegal');
  });
});
