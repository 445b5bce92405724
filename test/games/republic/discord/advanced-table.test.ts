/**
 * The advanced rules at the Republic's table: `/republic new` and the lobby
 * offer every rule the engine supports (read from its options schema), in
 * four languages; the table starts with exactly the rules chosen; and every
 * decision those rules add (a Priest, a law tabled with two sponsors and
 * their consent, an Advocate and his consent, a victor disbanding his
 * veterans, a Consul recalling disbanded legions, a governor's build of
 * provincial forces, a governor's revolt) is answerable through the
 * builder's buttons and menus, each answer reading differently.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { RepublicOptionsSchema } from '../../../../src/games/republic/schemas';
import { republicLocales } from '../../../../src/games/republic/locales';
import { boardText, republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { republicCommand } from '../../../../src/games/republic/discord/command';
import { actionLabel } from '../../../../src/games/republic/discord/text';
import { ADVANCED_RULES, RULE_NEEDS, lobbyMessage, newTableMeta, tableOptions, tableRules } from '../../../../src/games/republic/discord/table';
import type { RepublicAction, RepublicState } from '../../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, runPhase } from '../helpers';
import { disbandingVictor, reinforcingRebels, sicilianGovernor } from '../rebel-fixture';
import { afterConsuls, propose, senateTable } from '../senate-table';
import { reachable, reachableWithPauses } from './reach';
import { yielder } from '../../../support/yield';

registerGame(republicPlugin);
const LOCALES = ['en', 'cs', 'ro', 'ko'] as const;
const ALL_KEYS = Object.keys(republic.parseOptions({ players: 1 }).advanced);

describe('advanced rules offered at the table', () => {
  it('offers exactly the rules the engine accepts switched on, the six of 2.01–2.06 among them', () => {
    // Accepted switched on together with some other rules (Rebel Governors with Provincial Wars).
    const ok = (on: string[]) => RepublicOptionsSchema.safeParse({ players: 3, advanced: Object.fromEntries(on.map((k) => [k, true])) }).success;
    const subsets = Array.from({ length: 2 ** ALL_KEYS.length }, (_, bits) => ALL_KEYS.filter((_, i) => bits & (1 << i)));
    const supported = ALL_KEYS.filter((k) => subsets.some((on) => on.includes(k) && ok(on)));
    expect(ADVANCED_RULES).toEqual(supported);
    expect(RULE_NEEDS.rebelGovernors).toEqual(['provincialWars']);
    // 2.03's optional rule needs Rebel Governors, and so Provincial Wars: a table never starts with it alone.
    expect(RULE_NEEDS.rebelVeterans).toEqual(['rebelGovernors', 'provincialWars']);
    expect(tableRules(newTableMeta(4, 24, 'early', ['rebelVeterans']))).toEqual(['provincialWars', 'rebelGovernors', 'rebelVeterans']);
    expect(() => republic.parseOptions(tableOptions(newTableMeta(4, 24, 'early', ['rebelVeterans'])))).not.toThrow();
    for (const r of ['pontifex', 'provincialWars', 'rebelGovernors', 'disbandment', 'advocates', 'passingLaws']) expect(ADVANCED_RULES).toContain(r);
  });

  it.each(LOCALES)('names every advanced rule (also those not yet supported) in %s, as Discord accepts', (locale) => {
    const m = republicLocales[locale].republic as unknown as { rule: Record<string, string>; command: { rule: Record<string, { name: string; description: string }> } };
    for (const k of ALL_KEYS) {
      expect(m.rule[k]?.trim(), k).toBeTruthy();
      expect(m.command.rule[k].name, k).toMatch(/^[-_\p{Ll}\p{Lo}\p{N}]{1,32}$/u);
      expect(m.command.rule[k].description.length, k).toBeLessThanOrEqual(100);
    }
    // Option names of one command differ (Discord refuses duplicates in a language).
    const names = ALL_KEYS.map((k) => m.command.rule[k].name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('/republic new has an option per rule next to "advanced" (all of them)', () => {
    const json = JSON.stringify(republicCommand().data);
    for (const r of ADVANCED_RULES) expect(json).toContain(`"name":"${translator('en')(`republic.command.rule.${r}.name`)}"`);
    expect(json).toContain('"name":"advanced"');
  });

  it('starts the table with the rules chosen; a lobby stored with the old "advanced" flag keeps the Pontifex only', () => {
    const table = newTableMeta(4, 24, 'early', ['advocates', 'passingLaws']);
    expect(tableRules(table)).toEqual(['advocates', 'passingLaws']);
    const opts = tableOptions(table) as { advanced: Record<string, boolean> };
    expect(Object.entries(opts.advanced).filter(([, on]) => on).map(([k]) => k)).toEqual(['advocates', 'passingLaws']);
    const old = { ...newTableMeta(4, 24), settings: { scenario: 'early', advanced: true } };
    expect(tableRules(old)).toEqual(['pontifex']);
    expect(tableRules(newTableMeta(4, 24, 'early', ADVANCED_RULES))).toEqual(ADVANCED_RULES);
  });

  it('a rule chosen without the rule it needs brings it along: Rebel Governors starts with Provincial Wars', () => {
    const table = newTableMeta(3, 24, 'early', ['rebelGovernors']);
    expect(tableRules(table)).toEqual(['provincialWars', 'rebelGovernors']);
    expect((tableOptions(table) as { advanced: Record<string, boolean> }).advanced).toMatchObject({ provincialWars: true, rebelGovernors: true });
    // A lobby saved with the rule alone reads the same.
    expect(tableRules({ settings: { scenario: 'early', rules: 'rebelGovernors,advocates' } })).toEqual(['provincialWars', 'rebelGovernors', 'advocates']);
  });

  it.each(LOCALES)('the lobby in %s lists the rules on and offers the host a menu of every rule', (locale) => {
    const t = translator(locale);
    const game = { meta: { id: 'g1', challenger: 'h', seats: ['h', null, null], table: newTableMeta(3, 24, 'early', ['pontifex', 'disbandment']), locale }, record: {} } as never;
    const msg = lobbyMessage(game, t);
    expect(msg.content).toContain(t('republic.rule.pontifex'));
    expect(msg.content).toContain(t('republic.rule.disbandment'));
    expect(msg.content).not.toContain(t('republic.rule.advocates'));
    expect(msg.content).not.toMatch(/republic\.|\{\{|undefined/);
    const menu = msg.components.flatMap((r) => r.components as unknown as { custom_id: string; options?: { value: string; label: string; default?: boolean }[] }[])
      .find((c) => c.custom_id.endsWith(':yrules'))!;
    expect(menu.options!.map((o) => o.value)).toEqual(ADVANCED_RULES);
    expect(menu.options!.filter((o) => o.default).map((o) => o.value)).toEqual(['pontifex', 'disbandment']);
    const none = lobbyMessage({ meta: { ...(game as { meta: object }).meta, table: newTableMeta(3, 24) } } as never, t);
    expect(none.content).toContain(t('republic.table.noRules'));
  });

  it.each(LOCALES)('the game\'s start text in %s names every rule on', (locale) => {
    const t = translator(locale);
    const opts = republic.parseOptions({ players: 3, advanced: Object.fromEntries(ADVANCED_RULES.map((r) => [r, true])) });
    const text = republicAdapter.modulesText(opts, t);
    for (const r of ADVANCED_RULES) expect(text).toContain(t(`republic.rule.${r}`));
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'discord' || d.name === 'render' || d.name === 'locales' || d.name === 'ai' ? [] : sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}
const engine = sources('src/games/republic').map((f) => readFileSync(f, 'utf8')).join('\n');
const actionTypes = [...new Set([...engine.matchAll(/registerAction\('([A-Za-z]+)'/g)].map((m) => m[1]))];
const decisionKinds = [...new Set([...engine.matchAll(/registerDecision(?:<[^>]*>)?\(\{\s*kind: '([A-Za-z]+)'/g)].map((m) => m[1]))];

describe('names of what the engine asks and answers', () => {
  it('reads the engine\'s action types and decision kinds', () => {
    expect(actionTypes).toEqual(expect.arrayContaining(['proposeLaw', 'recallDisbanded', 'appointPriest', 'advocate', 'layDown', 'provincialBuild', 'governorRevolt', 'reinforceRebel', 'veteransDesert', 'neutralBuilds']));
    expect(decisionKinds).toEqual(expect.arrayContaining(['advocate', 'advocateConsent', 'unanimousDefeat', 'vote', 'provincialBuild', 'governorRevolt', 'rebelReinforcements', 'neutralBuilds']));
  });

  it.each(LOCALES)('%s names every action type and decision kind', (locale) => {
    const m = republicLocales[locale].republic as unknown as { action: Record<string, string>; decision: Record<string, string> };
    expect(actionTypes.filter((a) => !m.action[a]?.trim()), 'action names missing').toEqual([]);
    expect(decisionKinds.filter((d) => !m.decision[d]?.trim()), 'decision names missing').toEqual([]);
  });
});

/**
 * From `s`, `steps` decisions: at each, every seat that may act finds exactly its legal answers in the
 * builder (in a language in turn); the decider then answers with the first of `prefer` it may give, else its
 * last answer (a vote for, a consent). Returns the action types offered on the way.
 */
function walk(s: RepublicState, prefer: string[], steps: number): Set<string> {
  const offered = new Set<string>();
  for (let k = 0; k < steps && !s.ending; k++) {
    for (const seat of republicAdapter.actors!(s)) {
      const legal = republic.legalActions(s, seat);
      legal.forEach((a) => offered.add(a.type));
      const got = reachable(s, seat, LOCALES[k % 4]);
      expect([...got].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
    }
    const seat = republic.activePlayers(s)[0];
    if (seat === undefined) break;
    const legal = republic.legalActions(s, seat);
    const pick = prefer.map((p) => legal.find((a) => a.type === p)).find(Boolean) ?? legal.at(-1)!;
    s = play(s, seat, pick as RepublicAction);
  }
  return offered;
}

describe('the builder answers every decision of the advanced rules', () => {
  it('2.01: the Pontifex appoints a Priest', () => {
    const s = afterConsuls((t) => { t.options.advanced.pontifex = true; t.senators['9'].office = 'pontifex'; });
    expect(walk(s, ['appointPriest'], 4)).toContain('appointPriest');
  });

  it('2.06: a law tabled with a sponsor and a co-sponsor, their consent and the vote', () => {
    const s = senateTable();
    s.options.advanced.passingLaws = true;
    s.factions[1].hand = ['law:military-reforms'];
    const offered = walk(s, ['proposeLaw', 'consent', 'call'], 12);
    expect(offered).toContain('proposeLaw');
    expect(offered).toContain('vote');
  });

  it('2.05: the accused names an Advocate, who consents, then the trial', () => {
    let s = afterConsuls((t) => {
      t.options.advanced.advocates = true;
      Object.assign(t.senators['8'], { corrupt: true, inf: 6, pop: 0, ora: 2 });
    });
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    // The accused's faction names an Advocate of another faction (senator 5), who must agree.
    const offered = walk(s, ['consent', 'call'], 3);
    const named = walk(s, ['consent'], 1);
    expect([...offered, ...named]).toContain('advocate');
  });

  it('2.04: a returning victor may disband his veterans; a Consul recalls disbanded legions', () => {
    const victor = disbandingVictor();
    expect(walk(victor, [], 1)).toContain('layDown');
    const labels = republicAdapter.step(victor, 0, 'g1', 'rp', [], [], translator('en'));
    expect(JSON.stringify(labels)).toMatch(/disbanding 2 veteran legions/);

    const senate = afterConsuls((t) => {
      t.options.advanced.disbandment = true;
      for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
      for (const l of t.legions.slice(0, 2)) { l.at = 'disbanded'; l.veteran = true; l.allegiance = '2'; }
      t.senators['4'].talents = 25;
      t.factions[2].treasury = 10;
    });
    expect(walk(senate, ['recallDisbanded'], 2)).toContain('recallDisbanded');
  });

  /** The labels of the builder's main menu for `seat`, and its headline, in `locale`. */
  const menu = (s: RepublicState, seat: number, locale: string) => {
    const r = republicAdapter.step(s, seat, 'g1', 'rp', [], [], translator(locale)) as { content: string; components: { components: { label?: string }[] }[] };
    return { head: r.content, labels: r.components.flatMap((row) => row.components.map((c) => c.label ?? '')) };
  };

  it('2.02: an aligned governor chooses what his province\'s local taxes buy, each mix reading differently', () => {
    // Revenue Phase: Sicilia (30T of local taxes, none built) under senator 1 of faction 0, who has 15T of his own.
    const s = bare(3, 'combat');
    s.options.advanced.provincialWars = true;
    addSenator(s, 1, 0, { mil: 3, inf: 5, pop: 0, talents: 15, where: { kind: 'governor', province: 'sicilia' } });
    addSenator(s, 2, 1);
    s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '1', term: 2, electedTurn: null, blockedTurn: null, armies: 0, fleets: 0 };
    for (const l of s.legions) l.at = 'pool';
    s.phase = 'revenue';
    s.step = 'contributions';
    s.treasury = 50;
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'provincialBuild', seat: 0, province: 'sicilia' });
    const legal = republic.legalActions(c.s, 0);
    expect(legal.length).toBeGreaterThanOrEqual(3);
    const { head, labels } = menu(c.s, 0, 'en');
    expect(head).toContain('Sicilia');
    expect(labels).toContain('Build provincial forces: 2 provincial armies, 1 fleet');
    expect(labels).toContain('Build provincial forces: 0 provincial armies, 3 fleets');
    for (const locale of LOCALES) {
      const m = menu(c.s, 0, locale);
      expect(new Set(m.labels).size, locale).toBe(legal.length);
      expect(m.head, locale).not.toMatch(/republic\.|\{\{|undefined|—/);
    }
    const offered = walk(c.s, ['provincialBuild'], 1);
    expect(offered).toContain('provincialBuild');
  });

  it('2.03: a governor stays loyal, revolts at home or marches on Rome, three answers reading differently', () => {
    const s = sicilianGovernor();
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'governorRevolt', seat: 0, senator: '1', province: 'sicilia' });
    expect(republic.legalActions(c.s, 0)).toHaveLength(3);
    const { head, labels } = menu(c.s, 0, 'en');
    expect(head).toMatch(/revolt in Sicilia/);
    expect(labels).toEqual(['Stay loyal', 'Revolt: stay in the province', 'Revolt: march on Rome']);
    for (const locale of LOCALES) {
      const m = menu(c.s, 0, locale);
      expect(new Set(m.labels).size, locale).toBe(3);
      expect(m.head, locale).not.toMatch(/republic\.|\{\{|undefined|—/);
    }
    // Revolting at home, then his faction's other senator may join him.
    expect(walk(c.s, ['governorRevolt'], 2)).toContain('governorRevolt');
    expect(walk(c.s, ['done'], 1)).toContain('governorRevolt');
  });

  it('2.03.7: the rebel\'s faction sends a governor\'s legions to the Primary Rebel, or none, each answer reading differently', () => {
    const c = ctxOf(reinforcingRebels());
    runPhase(c);
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'rebelReinforcements', seat: 0 });
    const legal = republic.legalActions(c.s, 0);
    expect(legal).toHaveLength(5);
    const { head, labels } = menu(c.s, 0, 'en');
    expect(head).toMatch(/Primary Rebel/);
    expect(labels).toContain('Send reinforcements: Sicilia, 2 legions');
    expect(labels).toContain('Send reinforcements: Macedonia, 1 legion');
    for (const locale of LOCALES) {
      const m = menu(c.s, 0, locale);
      expect(new Set(m.labels).size, locale).toBe(legal.length);
      expect(m.head, locale).not.toMatch(/republic\.|\{\{|undefined|—/);
    }
    expect(walk(c.s, ['reinforceRebel'], 1)).toContain('reinforceRebel');
  });

  it('2.03.8: the Primary Rebel at home stays in his province or marches on Rome, two answers reading differently', () => {
    const s = reinforcingRebels({ home: true, stalemate: false });
    s.combat = { queue: [], victors: [] };
    s.step = 'discard';
    const c = ctxOf(s);
    runPhase(c);
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'rebelMarch', seat: 0, senator: '5', province: 'hispania-ulterior' });
    const { head, labels } = menu(c.s, 0, 'en');
    expect(head).toMatch(/march on Rome from Hispania Ulterior/);
    expect(labels).toEqual(['stay in the province', 'March on Rome']);
    for (const locale of LOCALES) {
      const m = menu(c.s, 0, locale);
      expect(new Set(m.labels).size, locale).toBe(2);
      expect(m.head, locale).not.toMatch(/republic\.|\{\{|undefined|—/);
    }
    expect(walk(c.s, ['marchOnRome'], 1)).toContain('marchOnRome');
  });

  it('2.03.72: after an interception the rebel says whose provincial fleets sank, each split reading differently', () => {
    // Sardinia, the Primary Rebel's at home, holds 2 fleets; Macedonia (2 fleets) sends legions 5-6.
    const s = reinforcingRebels({ home: true, stalemate: false, prep: (t) => {
      t.provinces.sardinia = { ...t.provinces['hispania-ulterior'], id: 'sardinia', fleets: 2 };
      delete t.provinces['hispania-ulterior'];
      t.senators['5'].where = { kind: 'governor', province: 'sardinia' };
      for (const l of t.legions) if (l.at === 'garrison:hispania-ulterior') l.at = 'garrison:sardinia';
      t.provinces.macedonia.reinforcing = [t.legions[4].id, t.legions[5].id];
    } });
    s.phase = 'combat';
    s.step = 'start';
    // 4 Senate fleets against 5 + 2 + 2: 5+5+5 + 4 - 9 = 10, a Stalemate with 3 losses.
    const c = ctxOf(s, [5, 5, 5]);
    runPhase(c);
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'interceptionLosses', seat: 0, province: 'macedonia', home: 'sardinia' });
    const { head, labels } = menu(c.s, 0, 'en');
    expect(head).toMatch(/Macedonia sent the reinforcements/);
    expect(labels).toEqual(['Fleets lost: 2 fleets of Macedonia, 1 fleet of Sardinia et Corsica', 'Fleets lost: 1 fleet of Macedonia, 2 fleets of Sardinia et Corsica']);
    for (const locale of LOCALES) {
      const m = menu(c.s, 0, locale);
      expect(new Set(m.labels).size, locale).toBe(2);
      expect(m.head, locale).not.toMatch(/republic\.|\{\{|undefined|—/);
    }
    expect(walk(c.s, ['fleetLosses'], 1)).toContain('fleetLosses');
  });

  it('2.04: the board counts Rome\'s legions without those disbanded to the Bank', () => {
    const s = afterConsuls((t) => {
      t.options.advanced.disbandment = true;
      for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
      for (const l of t.legions.slice(0, 3)) l.at = 'active';
      for (const l of t.legions.slice(3, 5)) { l.at = 'disbanded'; l.veteran = true; l.allegiance = '2'; }
    });
    expect(boardText(s, [], translator('en'), (seat) => `P${seat}`)).toMatch(/legions 3, fleets/);
  });

  it('1.11.34: a loyal senator\'s faction calls his veterans out of a rebel army, from the builder', () => {
    const s = afterConsuls((t) => {
      addSenator(t, 20, 0, { rebel: 'primary', where: { kind: 'rebel' } });
      for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
      for (const l of t.legions.slice(0, 2)) l.at = 'rebel';
      Object.assign(t.legions[0], { veteran: true, allegiance: '5' });
    });
    for (const locale of LOCALES) {
      const label = actionLabel({ type: 'veteransDesert', senator: '5' }, translator(locale), s, null);
      expect(label, locale).not.toMatch(/republic\.|\{\{|undefined/);
      if (locale === 'en') expect(label).toMatch(/^Call his veterans back to the Senate: \S/);
    }
    expect(walk(s, ['veteransDesert'], 1)).toContain('veteransDesert');
  });

  it('every decision of AI games with all advanced rules on, every seat that may act', async () => {
    const advanced = Object.fromEntries(ADVANCED_RULES.map((r) => [r, true]));
    let positions = 0;
    // Seconds of synchronous work in all: the event loop gets a turn now and then (test/support/yield.ts).
    const pause = yielder();
    for (const [players, seed] of [[4, 'adv1'], [3, 'adv2']] as const) {
      let s = republic.setup(republic.parseOptions({ players, advanced }), seed);
      for (let k = 0; k < 140 && !s.ending; k++) {
        for (const seat of republicAdapter.actors!(s)) {
          const legal = republic.legalActions(s, seat);
          const got = await reachableWithPauses(s, seat, LOCALES[k % 4], pause);
          expect([...got].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
          positions++;
        }
        const seat = republic.activePlayers(s)[0];
        s = play(s, seat, chooseAction(republic.view(s, seat), seat, `${seed}:${k}`));
      }
    }
    expect(positions).toBeGreaterThan(200);
  }, 300_000);
});
