/**
 * The battle's choices in the Discord builder: the muster (the defender's galley call
 * and loss order, an ally's loan) and Favorable Wind are offered as the engine lists
 * them, labelled and described in every language, with plural forms for the counts.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { translator, SUPPORTED_LOCALES } from '../../../src/i18n';
import { buildStep, statusText } from '../../../src/games/conquest2/discord/steps';
import { actionLabel, describeEvents } from '../../../src/games/conquest2/discord/text';
import type { C2Action, C2Event } from '../../../src/games/conquest2/types';
import { board, conquest2, play, put } from './helpers';

function muster() {
  const s = board();
  put(s, 0, 'asia', { infantry: 1 });
  put(s, 1, 'asia', { infantry: 2, cavalry: 1 });
  put(s, 2, 'asia', { infantry: 2 });
  s.fleet.mare_rhodus[1] = 1;
  return play(s, 0, { type: 'attack', at: 'asia', target: 1, galleys: {}, losses: ['infantry', 'catapult', 'galley', 'cavalry'] });
}

describe('the battle\'s choices in the builder', () => {
  it('labels every new action and event in all four languages, with no missing key', () => {
    const { state, events } = muster();
    const actions: C2Action[] = [
      ...conquest2.legalActions(state, 1),
      { type: 'attack', at: 'asia', target: 1, galleys: { mare_aegaeum: 2 }, losses: ['cavalry', 'infantry', 'catapult', 'galley'] },
      { type: 'muster', galleys: {}, units: { infantry: 0, cavalry: 0, catapult: 0 } },
      { type: 'muster', galleys: { mare_rhodus: 1 }, units: { infantry: 2, cavalry: 0, catapult: 0 } },
      { type: 'wind', avoid: true }, { type: 'wind', avoid: false },
    ];
    const more: C2Event[] = [
      { type: 'galleysCalled', seat: 1, at: 'asia', galleys: { mare_rhodus: 1 } },
      { type: 'lent', seat: 2, to: 0, at: 'asia', units: { infantry: 2, cavalry: 0, catapult: 0 }, galleys: {}, count: 2 },
      { type: 'lent', seat: 3, to: 1, at: 'asia', units: { infantry: 0, cavalry: 0, catapult: 0 }, galleys: {}, count: 0 },
      { type: 'windAsked', seat: 1, at: 'mare_epirus', attacker: 0 },
      { type: 'windDeclined', seat: 1, at: 'mare_epirus' },
    ];
    for (const locale of SUPPORTED_LOCALES) {
      const t = translator(locale);
      const labels = actions.map((a) => actionLabel(state, a, t));
      const lines = describeEvents([...events, ...more], t);
      for (const text of [...labels, ...lines, statusText(state, 1, t), t('conquest2.phase.wind'), t('conquest2.action.muster'), t('conquest2.action.wind')]) {
        expect(text, locale).not.toMatch(/conquest2\.|\{\{/);
      }
      // A loan of nothing is no news; the others each make a line.
      expect(lines.filter((l) => /2/.test(l)).length, locale).toBeGreaterThan(0);
      expect(new Set(labels).size, `${locale}: distinct labels`).toBe(labels.length);
    }
    const en = translator('en');
    expect(actionLabel(state, { type: 'muster', galleys: { mare_rhodus: 1 }, losses: ['infantry', 'cavalry', 'catapult', 'galley'] }, en))
      .toBe('Galleys called: 1 galley · losses: infantry › cavalry › catapults › galleys');
    expect(describeEvents(more.slice(0, 2), en)).toEqual(['Blue calls 1 galley into the battle', 'Green lends 2 units to Red']);
    expect(statusText(state, 1, en)).toMatch(/Battle in Asia: Red attacks Blue/);
  });

  it('offers the defender his muster choices in the builder and plays the chosen one', () => {
    const { state } = muster();
    const t = translator('en');
    const menu = buildStep(state, 1, 'g1', 'qc', ['muster'], [], t);
    expect(menu.kind).toBe('ui');
    if (menu.kind !== 'ui') return;
    const options = menu.components.flatMap((r) => r.components).flatMap((c) => ('options' in c ? c.options : []));
    expect(options.map((o) => o.label)).toEqual(conquest2.legalActions(state, 1).map((a) => actionLabel(state, a, t)));
    const played = buildStep(state, 1, 'g1', 'qa', [], [options[1].value], t);
    expect(played).toMatchObject({ kind: 'action', action: conquest2.legalActions(state, 1)[1] });
  });
});
