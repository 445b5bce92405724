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
import { addSenator, bare, ctxOf } from '../helpers';

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
