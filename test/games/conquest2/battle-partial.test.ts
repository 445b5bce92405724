/**
 * Chosen numbers in a battle, in the Discord builder: the attacker and the defender
 * call part of their galleys and pick their loss order, an ally lends part of its
 * land units and galleys. Every menu offers only legal counts within Discord's limits,
 * in all four languages; the action built is the engine's to check, and a forged
 * count is refused with the reason in the player's language and nothing changed.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { SUPPORTED_LOCALES, translator } from '../../../src/i18n';
import { decodeCustomId } from '../../../src/bot/custom-id';
import { translateRuleError } from '../../../src/bot/service';
import type { StepResult } from '../../../src/core/discord-adapter';
import { buildStep } from '../../../src/games/conquest2/discord/steps';
import type { C2Action, C2State } from '../../../src/games/conquest2/types';
import { board, conquest2, play, put } from './helpers';

type Ui = Extract<StepResult, { kind: 'ui' }>;
type Comp = Ui['components'][number]['components'][number];

function ui(r: StepResult): Ui {
  expect(r.kind).toBe('ui');
  if (r.kind !== 'ui') throw new Error('not a ui step');
  return r;
}
const comps = (r: Ui): Comp[] => r.components.flatMap((x) => x.components);
const idOf = (c: Comp) => ('custom_id' in c ? String(c.custom_id) : '');
/** The component whose custom_id has this verb (and, if given, this last argument). */
function find(r: Ui, verb: string, last?: string): Comp {
  const c = comps(r).find((x) => {
    const id = decodeCustomId(idOf(x));
    return id?.scope === 'g' && id.verb === verb && (last === undefined || id.args[id.args.length - 1] === last);
  });
  if (!c) throw new Error(`no ${verb} component`);
  return c;
}
/** Clicks a component: its verb and args, with a chosen select value. */
function click(s: C2State, seat: number, c: Comp, value?: string): StepResult {
  const id = decodeCustomId(idOf(c));
  if (id?.scope !== 'g') throw new Error('not a game id');
  expect(id.version).toBe(s.version);
  return buildStep(s, seat, 'g1', id.verb, id.args, value === undefined ? [] : [value], translator('en'));
}
/** Discord's limits: five rows, 25 options, labels of 100 (options) and 80 (buttons), ids of 100. */
function withinLimits(r: Ui, locale: string): void {
  expect(r.components.length, locale).toBeLessThanOrEqual(5);
  expect(r.content, locale).not.toMatch(/conquest2\.|\{\{/);
  for (const c of comps(r)) {
    expect(idOf(c).length).toBeLessThanOrEqual(100);
    if ('options' in c) {
      expect(c.options.length, locale).toBeLessThanOrEqual(25);
      expect(c.options.length, locale).toBeGreaterThan(0);
      for (const o of c.options) {
        expect(o.label.length, locale).toBeLessThanOrEqual(100);
        expect(o.label, locale).not.toMatch(/conquest2\.|\{\{/);
      }
      expect(String(c.placeholder), locale).not.toMatch(/conquest2\.|\{\{/);
    }
    if ('label' in c) {
      expect(String(c.label).length, locale).toBeLessThanOrEqual(80);
      expect(String(c.label), locale).not.toMatch(/conquest2\.|\{\{/);
    }
  }
}

/** Red (0) attacks Blue (1) in Asia; Green (2), Red's ally, stands there with units and galleys next to it. */
function muster(): C2State {
  const s = board();
  put(s, 0, 'asia', { infantry: 3 });
  put(s, 1, 'asia', { infantry: 2, cavalry: 1 });
  put(s, 2, 'asia', { infantry: 30, cavalry: 2, catapult: 1 });
  s.fleet.mare_rhodus[1] = 3;
  s.fleet.mare_aegaeum[1] = 2;
  s.fleet.mare_aegaeum[2] = 2;
  s.fleet.mare_pontus_euxinus[2] = 1;
  return play(s, 0, { type: 'attack', at: 'asia', target: 1, galleys: {} }).state;
}

describe('chosen numbers in a battle, in the builder', () => {
  it('the defender calls part of his galleys sea by sea, with his loss order, in every language', () => {
    const s = muster();
    expect(s.battle?.muster[0]).toBe(1);
    for (const locale of SUPPORTED_LOCALES) {
      const t = translator(locale);
      const menu = ui(buildStep(s, 1, 'g1', 'qc', ['muster'], [], t));
      const open = find(menu, 'qg');
      const id = decodeCustomId(idOf(open));
      const step = ui(buildStep(s, 1, 'g1', 'qg', id?.scope === 'g' ? id.args : [], [], t));
      withinLimits(step, locale);
      const selects = comps(step).filter((c) => 'options' in c);
      // Two seas (galleys 2 and 3: counts 0..2 and 0..3), then the loss order.
      expect(selects.map((c) => ('options' in c ? c.options.map((o) => o.value) : [])), locale)
        .toEqual([['0', '1', '2'], ['0', '1', '2', '3'], ['0', '1']]);
    }
    // One galley from the first sea, none from the second, cavalry kept to the last.
    let step = ui(click(s, 1, find(ui(click(s, 1, find(ui(buildStep(s, 1, 'g1', 'qg', ['d'], [], translator('en'))), 'qg', '0'), '1')), 'qg', '1'), '0'));
    step = ui(click(s, 1, find(step, 'qg', '2'), '1'));
    expect(step.content).toContain('Galleys called: 1 galley · losses: infantry › catapults › galleys › cavalry');
    const done = click(s, 1, find(step, 'qh'));
    expect(done).toEqual({ kind: 'action', action: { type: 'muster', galleys: { mare_aegaeum: 1 }, losses: ['infantry', 'catapult', 'galley', 'cavalry'] } });
    if (done.kind !== 'action') return;
    const { state } = play(s, 1, done.action as C2Action);
    expect(state.battle?.defender.galleys).toEqual({ mare_aegaeum: 1 });
  });

  it('an ally lends part of its land units and galleys; a long count list keeps 25 options with "all" last', () => {
    const s = play(muster(), 1, { type: 'muster', galleys: {}, losses: ['infantry', 'cavalry', 'catapult', 'galley'] }).state;
    const seat = s.battle!.muster[0];
    expect(seat).toBe(2);
    for (const locale of SUPPORTED_LOCALES) {
      const t = translator(locale);
      const menu = ui(buildStep(s, seat, 'g1', 'qc', ['muster'], [], t));
      const step = ui(buildStep(s, seat, 'g1', 'qg', ['l'], [], t));
      withinLimits(menu, locale);
      withinLimits(step, locale);
      // Infantry, cavalry, catapult and the galleys of two seas make five menus: the galleys share one.
      const selects = comps(step).filter((c) => 'options' in c);
      expect(selects.length, locale).toBe(4);
      const infantry = selects[0];
      if ('options' in infantry) {
        expect(infantry.options).toHaveLength(25);
        expect(infantry.options.map((o) => o.value).slice(-2)).toEqual(['23', '30']);
      }
      const galleys = selects[3];
      if ('options' in galleys) expect(galleys.options.map((o) => o.value)).toEqual(['0', '1', '2', '3']);
    }
    let step = ui(buildStep(s, seat, 'g1', 'qg', ['l'], [], translator('en')));
    step = ui(click(s, seat, find(step, 'qg', '0'), '5'));
    step = ui(click(s, seat, find(step, 'qg', '2'), '1'));
    step = ui(click(s, seat, find(step, 'qg', '3'), '3'));
    expect(step.content).toContain('Lend 5 infantry, 1 catapult, 3 galleys');
    const done = click(s, seat, find(step, 'qh'));
    expect(done).toEqual({ kind: 'action', action: { type: 'muster', galleys: { mare_aegaeum: 2, mare_pontus_euxinus: 1 }, units: { infantry: 5, cavalry: 0, catapult: 1 } } });
    if (done.kind !== 'action') return;
    const out = conquest2.apply(s, seat, done.action as C2Action);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.events.find((e) => e.type === 'lent')).toMatchObject({ seat: 2, to: 0, count: 9 });
  });

  it('the attacker chooses how many galleys to call before the battle', () => {
    const s = board();
    put(s, 0, 'asia', { infantry: 3, general: 1 });
    put(s, 1, 'asia', { infantry: 2 });
    s.fleet.mare_aegaeum[0] = 2;
    for (const locale of SUPPORTED_LOCALES) {
      const menu = ui(buildStep(s, 0, 'g1', 'qc', ['attack'], [], translator(locale)));
      withinLimits(menu, locale);
      const pick = find(menu, 'qg');
      const option = 'options' in pick ? pick.options[0] : undefined;
      expect(option?.value).toMatch(/^a..1$/);
      withinLimits(ui(buildStep(s, 0, 'g1', 'qg', [], [option!.value], translator(locale))), locale);
    }
    const menu = ui(buildStep(s, 0, 'g1', 'qc', ['attack'], [], translator('en')));
    const pick = find(menu, 'qg');
    const mode = 'options' in pick ? pick.options[0].value : '';
    let step = ui(click(s, 0, pick, mode));
    step = ui(click(s, 0, find(step, 'qg', '0'), '1'));
    const done = click(s, 0, find(step, 'qh'));
    expect(done).toMatchObject({ kind: 'action', action: { type: 'attack', at: 'asia', target: 1, galleys: { mare_aegaeum: 1 } } });
    if (done.kind !== 'action') return;
    const { state, events } = play(s, 0, done.action as C2Action);
    expect(events.find((e) => e.type === 'battleStarted')?.galleys).toEqual({ mare_aegaeum: 1 });
    expect(state.battle?.attacker.galleys).toEqual({ mare_aegaeum: 1 });
  });

  it('refuses a forged count with a clear message in every language and changes nothing', () => {
    const s = play(muster(), 1, { type: 'muster', galleys: {}, losses: ['infantry', 'cavalry', 'catapult', 'galley'] }).state;
    const before = JSON.stringify(s);
    // 31 infantry (Green has 30) and 9 galleys (it has 3) typed into a custom_id by hand.
    for (const code of ['31.0.0.0', '0.0.0.9']) {
      const forged = buildStep(s, 2, 'g1', 'qh', ['l', code], [], translator('en'));
      expect(forged.kind).toBe('action');
      if (forged.kind !== 'action') return;
      const out = conquest2.apply(s, 2, forged.action as C2Action);
      expect(out.ok).toBe(false);
      if (out.ok) return;
      expect(out.error.code).toBe('conquest2.error.noTroops');
      for (const locale of SUPPORTED_LOCALES) {
        const text = translateRuleError(out.error, translator(locale));
        expect(text, locale).toContain(translator(locale)('conquest2.error.noTroops'));
        expect(text.length, locale).toBeGreaterThan(10);
      }
    }
    // A loan asked of the defender, or a muster out of turn, only shows the menu again.
    expect(buildStep(s, 1, 'g1', 'qh', ['l', '1.0.0.0'], [], translator('en')).kind).toBe('ui');
    expect(buildStep(s, 2, 'g1', 'qh', ['d', '1.0'], [], translator('en')).kind).toBe('ui');
    expect(JSON.stringify(s)).toBe(before);
  });
});
