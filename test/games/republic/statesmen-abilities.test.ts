/**
 * A test per statesman ability that no other file names (data/republic/statesmen.json `abilities`): the
 * commanders who nullify their wars' disaster and standoff numbers (1A, 18A, 19A, 1C, 27A), Fabius halving
 * his losses (2A), Glaucia's appeal on three dice (21A) and Marius's knight roll (27A). Each is compared with
 * an ordinary senator on the same dice.
 */
import { describe, expect, it } from 'vitest';
import { STATESMEN, WARS } from '../../../src/games/republic/data';
import { fight } from '../../../src/games/republic/phases/combat';
import type { CardId } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play } from './helpers';
import { afterConsuls, propose, war } from './senate-table';

/** `code` (a statesman, or null for an ordinary senator) commands 9 legions and 10 fleets against `card`. */
function battle(code: string | null, card: CardId, kind: 'land' | 'naval', d6: number[]) {
  const s = bare(3, 'combat');
  addSenator(s, 1, 1);
  const id = code ?? '10';
  const x = addSenator(s, 10, 0, { id, statesman: code, mil: 0, where: { kind: 'army', army: 1 } });
  s.factions[0].leader = x.id;
  s.forum.wars = [war(card)];
  s.armies = [{ id: 1, commander: id, masterOfHorse: null, war: card, seq: 1, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
  s.legions.forEach((l, i) => { l.at = i < 9 ? 'army:1' : 'pool'; });
  s.fleets.forEach((f, i) => { f.at = i < 10 ? 'army:1' : 'pool'; });
  s.combat = { queue: [], victors: [] };
  const c = ctxOf(s, d6, [20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  const result = fight(c, c.s.armies[0], kind);
  const ev = c.events.find((e) => e.type === 'battle') as unknown as { legionsLost: number; fleetsLost: number } | undefined;
  return { result, ev: ev! };
}

/** Three dice adding up to `n` (3-18), each as high as it can be in turn. */
function roll(n: number): number[] {
  const out: number[] = [];
  let left = n;
  for (let k = 2; k >= 0; k--) {
    const d = Math.min(6, left - k);
    out.push(d);
    left -= d;
  }
  return out;
}

describe('statesmen: commanders who nullify their wars\' disaster and standoff numbers', () => {
  const cases: [string, CardId, 'land' | 'naval'][] = [
    ['1A', 'war:1st-punic', 'naval'],
    ['18A', 'war:2nd-macedonian', 'land'],
    ['19A', 'war:2nd-macedonian', 'land'],
    ['1C', 'war:social', 'land'],
    ['27A', 'war:jugurthine', 'land'],
  ];
  for (const [code, card, kind] of cases) {
    it(`${code} ${STATESMEN.get(code)!.name} against ${WARS.get(card)!.name}: its disaster number is an ordinary roll`, () => {
      expect(STATESMEN.get(code)!.abilities.nullifies).toContain(card);
      const n = WARS.get(card)!.disaster[0];
      const dice = roll(n);
      expect(dice.reduce((a, b) => a + b, 0)).toBe(n);
      expect(battle(null, card, kind, dice).result).toBe('disaster');
      expect(battle(code, card, kind, dice).result).not.toBe('disaster');
    });
  }

  it('18A Flamininus against a war he does not nullify meets its disaster like anyone', () => {
    const n = WARS.get('war:jugurthine')!.disaster[0];
    expect(battle('18A', 'war:jugurthine', 'land', roll(n)).result).toBe('disaster');
  });
});

describe('statesmen: 2A Fabius halves his losses', () => {
  it('2A Q. Fabius Maximus loses half his legions (rounded up) of what an ordinary commander loses on the same roll', () => {
    // The Gladiator Revolt (land 6, disaster on 6) against 9 legions: totals 8 to 12, Stalemates losing 5 to 1.
    for (const n of [5, 7, 8, 9]) {
      const plain = battle(null, 'war:gladiator-revolt', 'land', roll(n));
      const fabius = battle('2A', 'war:gladiator-revolt', 'land', roll(n));
      expect(fabius.result).toBe(plain.result);
      expect(fabius.ev.legionsLost).toBe(Math.ceil(plain.ev.legionsLost / 2));
    }
    expect(battle(null, 'war:gladiator-revolt', 'land', roll(5)).ev.legionsLost).toBe(5);
    expect(battle('2A', 'war:gladiator-revolt', 'land', roll(5)).ev.legionsLost).toBe(3);
  });
});

describe('statesmen: 21A Glaucia appeals to the people on three dice', () => {
  function appeal(statesman: string | null, d6: number[]) {
    let s = afterConsuls((t) => Object.assign(t.senators['8'], { corrupt: true, pop: 0, inf: 2, statesman }));
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    s = play(s, 0, { type: 'call', seat: 2 });
    s.forced.d6 = [...d6];
    s = play(s, 2, { type: 'appeal' });
    return s.senate!.floor[0].bonusNay - 2;
  }

  it('21A C. Servilius Glaucia rolls 3d6 + POP on the appeal table where another accused rolls 2d6', () => {
    expect(STATESMEN.get('21A')!.abilities.mobOrator).toBe(true);
    // 4 + 4 = 8 for an ordinary accused; 4 + 4 + 3 = 11 (+16 votes) for Glaucia.
    expect(appeal('21A', [4, 4, 3])).toBe(16);
    expect(appeal(null, [4, 4, 3])).toBeLessThan(16);
  });
});

describe('statesmen: 27A Marius attracts knights more easily', () => {
  function knight(statesman: string | null): number {
    const s = bare(3, 'forum');
    addSenator(s, 1, 0, { talents: 20, statesman });
    s.phase = 'forum';
    s.step = 'initiatives';
    s.forumState = { taken: 0, holder: 0, sub: 'knights', queue: [], auction: null, persuasion: null };
    s.pending = [{ id: 999, kind: 'knights', seat: 0 }];
    s.forced.d6 = [2];
    return play(s, 0, { type: 'attractKnight', senator: '1', talents: 3 }).senators['1'].knights;
  }

  it('27A C. Marius adds 1 to the knight roll: 2 + 3 talents + 1 reaches 6', () => {
    expect(STATESMEN.get('27A')!.abilities.knightRoll).toBe(1);
    expect(knight('27A')).toBe(1);
    expect(knight(null)).toBe(0);
  });
});
