/**
 * Battle reports posted with the board (1.10): the worked example 1.10.4
 * (Marius, 9 legions, against the Gladiator Revolt with Spartacus, rolling
 * 3+3+4) read in the four languages, with the dice, the totals, the result
 * and the losses in each language's plural forms.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { fight } from '../../../../src/games/republic/phases/combat';
import { boardText } from '../../../../src/games/republic/discord/adapter';
import { combatReports } from '../../../../src/games/republic/discord/text';
import { republic } from '../../../../src/games/republic';
import type { WarInPlay } from '../../../../src/games/republic/types';
import { addSenator, bare, ctxOf, runPhase } from '../helpers';
import { civilWarBattle, reinforcingRebels, victorAtRevolution } from '../rebel-fixture';
import { interceptReinforcements } from '../../../../src/games/republic/rebel-reinforcements';

registerGame(republicPlugin);

function battle(d6: number[], chits: number[]) {
  const s = bare(3, 'combat');
  addSenator(s, 1, 1);
  addSenator(s, 27, 0, { where: { kind: 'army', army: 1 } });
  const w: WarInPlay = { card: 'war:gladiator-revolt', status: 'active', unprosecuted: false, navalVictory: false, leaders: ['leader:spartacus'], turn: 0, waiting: false, revolt: false, usedNumbers: [], fought: { land: false, naval: false } };
  s.forum.wars = [w];
  s.armies = [{ id: 1, commander: '27', masterOfHorse: null, war: w.card, seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
  s.legions.forEach((l, i) => { l.at = i < 9 ? 'army:1' : 'pool'; });
  const c = ctxOf(s, d6, chits);
  fight(c, c.s.armies[0], 'land');
  return c.events;
}

describe('battle reports', () => {
  const stalemate = battle([3, 3, 4], [0]);
  const disaster = battle([5, 5, 1], [10, 11, 12, 13, 14]);

  it('the worked example in English: dice, forces, military, the war, the total, the result and the losses', () => {
    const [line] = combatReports(stalemate, translator('en'));
    expect(line).toBe('⚔ **Land battle**: Marius against Gladiator Revolt · dice 3+3+4=10 · forces 9 + military 4 − war 11 → 12: **stalemate** · losses: 1 legion, 0 fleets');
    expect(combatReports(disaster, translator('en'))[0]).toMatch(/\*\*disaster\*\* · losses: 5 legions, 0 fleets$/);
  });

  it('in Czech, Romanian and Korean, with their plural forms', () => {
    expect(combatReports(stalemate, translator('cs'))[0]).toMatch(/Pozemní bitva.*hod 3\+3\+4=10.*\*\*nerozhodný výsledek\*\* · ztráty: 1 legie, 0 loďstev$/);
    expect(combatReports(disaster, translator('cs'))[0]).toMatch(/\*\*pohroma\*\* · ztráty: 5 legií, 0 loďstev$/);
    expect(combatReports(stalemate, translator('ro'))[0]).toMatch(/Bătălie pe uscat.*zaruri 3\+3\+4=10.*\*\*impas\*\* · pierderi: 1 legiune, 0 flote$/);
    expect(combatReports(disaster, translator('ko'))[0]).toMatch(/지상전.*주사위 5\+5\+1=11.*\*\*참패\*\* · 손실: 군단 5개, 함대 0개$/);
  });

  it('the board shows the report, whatever else happened in the same move', () => {
    const s = republic.setup(republic.parseOptions({ players: 3 }), 'report');
    const many = [...stalemate, ...Array.from({ length: 20 }, () => ({ type: 'unrest' }))];
    const text = boardText(s, many, translator('en'), (seat) => `P${seat}`);
    expect(text).toContain('⚔ **Land battle**: Marius against Gladiator Revolt');
  });
});

describe('civil war and revolt reports', () => {
  // Julius (4 legions, MIL 2) against the rebel Cornelius (4 legions): 3+4+4.
  const civil = civilWarBattle(4, 2, 4, 0, [3, 4, 4]).events;
  /** Cornelius tests his 4 legions' loyalty before a revolt: 2 loyal veterans, the 2 others roll 4 and 6 (5+ needed). */
  function loyalty() {
    const s = bare(3, 'revolution');
    addSenator(s, 2, 0);
    addSenator(s, 1, 0, { office: 'fieldConsul', where: { kind: 'army', army: 1 } });
    addSenator(s, 3, 1);
    victorAtRevolution(s, '1', 2);
    for (const l of s.legions.slice(2, 4)) l.at = 'army:1';
    const c = ctxOf(s, [4, 6]);
    runPhase(c);
    const out = republic.apply(c.s, 0, { type: 'testLoyalty', prepay: 0 });
    if (!out.ok) throw new Error(out.error.message);
    return out.events;
  }

  it('a civil war battle with its dice, forces, the rebel\'s strength, the result and both sides\' losses, in four languages', () => {
    const [line] = combatReports(civil, translator('en'));
    expect(line).toMatch(/^⚔ \*\*Civil war\*\*: Julius against the rebel Cornelius · dice 3\+4\+4=11 · forces 4 \+ military 2 − rebel \d+ → -?\d+: \*\*\w+\*\* · losses: Senate \d+ legions?, rebel \d+ legions?$/);
    expect(combatReports(civil, translator('cs'))[0]).toMatch(/^⚔ \*\*Občanská válka\*\*: .* · hod 3\+4\+4=11 · .*ztráty: senát \d+ legi/);
    expect(combatReports(civil, translator('ro'))[0]).toMatch(/^⚔ \*\*Război civil\*\*: .* · zaruri 3\+4\+4=11 · .*pierderi: Senatul \d+/);
    expect(combatReports(civil, translator('ko'))[0]).toMatch(/^⚔ \*\*내전\*\*: .* · 주사위 3\+4\+4=11 · .*손실: 원로원 군단 \d+개, 반란자 군단 \d+개$/);
  });

  it('the legions\' loyalty test with its rolls, in four languages', () => {
    const events = loyalty();
    expect(combatReports(events, translator('en'))).toEqual(['🎲 **Legions\' loyalty**: Cornelius · dice 4, 6 (5+ each) → 3 of 4 legions loyal']);
    expect(combatReports(events, translator('cs'))[0]).toMatch(/Věrnost legií.*hod 4, 6 \(každá 5\+\) → věrných 3, celkem 4 legie$/);
    expect(combatReports(events, translator('ro'))[0]).toMatch(/Loialitatea legiunilor.*zaruri 4, 6 \(fiecare 5\+\) → loiale 3 din 4 legiuni$/);
    expect(combatReports(events, translator('ko'))[0]).toMatch(/군단 충성.*주사위 4, 6 \(각 5 이상\) → 군단 4개 중 3개 충성$/);
  });
});

describe('naval interception reports (2.03.71)', () => {
  // Macedonia's legions in transit: the Senate's 4 fleets against naval base 5 + 2 fleets, rolling 3+3+3 (Defeat, 2 each).
  function interception(d6: number[]) {
    const s = reinforcingRebels({ prep: (t) => { t.provinces.macedonia.reinforcing = [t.legions[4].id]; } });
    s.phase = 'combat';
    const c = ctxOf(s, d6);
    interceptReinforcements(c);
    return c.events;
  }

  it('reads the dice, both strengths, the result and both sides\' fleet losses, in four languages', () => {
    const events = interception([3, 3, 3]);
    expect(combatReports(events, translator('en'))).toEqual([
      '⚓ **Naval interception** of the reinforcements from Macedonia · dice 3+3+3=9 · Senate fleets 4 − rebels 7 → 6: **defeat** · losses: Senate 2 fleets, rebels 2 fleets',
    ]);
    expect(combatReports(events, translator('cs'))[0]).toMatch(/Námořní zadržení.*hod 3\+3\+3=9.*\*\*porážka\*\* · ztráty: senát 2 loďstva, vzbouřenci 2 loďstva$/);
    expect(combatReports(events, translator('ro'))[0]).toMatch(/Interceptare navală.*zaruri 3\+3\+3=9.*pierderi: Senatul 2 flote, rebelii 2 flote$/);
    expect(combatReports(events, translator('ko'))[0]).toMatch(/해상 요격.*주사위 3\+3\+3=9.*손실: 원로원 함대 2개, 반란군 함대 2개$/);
  });

  it('2.03.8: the Primary Rebel sailing for Rome is named, in four languages', () => {
    // Claudius (5) at home in Macedonia (naval base 5, no fleet) sets out; 3+3+3 + 4 - 5 = 8, a Stalemate with 5 losses.
    const s = reinforcingRebels({ home: true, stalemate: false, prep: (t) => {
      t.provinces.macedonia = { ...t.provinces.macedonia, governor: '5', fleets: 0, rebelMarch: true };
      delete t.provinces['hispania-ulterior'];
      t.senators['5'].where = { kind: 'governor', province: 'macedonia' };
      delete t.senators['6'];
      for (const l of t.legions) if (l.at === 'garrison:hispania-ulterior') l.at = 'garrison:macedonia';
    } });
    s.phase = 'combat';
    const c = ctxOf(s, [3, 3, 3]);
    interceptReinforcements(c);
    const name = (locale: string) => combatReports(c.events, translator(locale))[0];
    expect(name('en')).toBe('⚓ **Naval interception**: Claudius sails from Macedonia · dice 3+3+3=9 · Senate fleets 4 − rebels 5 → 8: **stalemate** · losses: Senate 4 fleets, rebels 0 fleets');
    for (const locale of ['cs', 'ro', 'ko']) expect(name(locale), locale).not.toMatch(/republic\.|\{\{|undefined|—/);
  });

  it('no Senate fleet, no battle: no report', () => {
    const s = reinforcingRebels({ prep: (t) => { t.provinces.macedonia.reinforcing = [t.legions[4].id]; for (const f of t.fleets) f.at = 'pool'; } });
    const c = ctxOf(s);
    interceptReinforcements(c);
    expect(combatReports(c.events, translator('en'))).toEqual([]);
  });
});
