import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  battleLegionChoices, battleLegionSize, decideLand, fortificationDice, isValidBattleLegion, landHits, landWaitingOn, navalHits,
  organizeLegion, pursuitHits, rollLandRound, rollNavalRound, sinkGalleys, startLandBattle, startNavalBattle, takeLandLosses,
  type DiceRoller,
} from '../../../src/games/conquest/battle';
import { units } from '../../../src/games/conquest/pieces';
import type { Face, LandBattle } from '../../../src/games/conquest/types';

/** A roller that hands out the given faces in order and fails if asked for more or fewer. */
function scripted(...rolls: Face[][]): DiceRoller & { left: () => number } {
  const queue = [...rolls];
  const f = ((n: number) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected roll');
    expect(next).toHaveLength(n);
    return next;
  }) as DiceRoller & { left: () => number };
  f.left = () => queue.length;
  return f;
}
const I: Face = 'infantry';
const C: Face = 'cavalry';
const K: Face = 'catapult';
const G: Face = 'galley';
const B: Face = 'blank';

describe('battle dice math', () => {
  it('R22 forms battle legions of 1-5 units plus one per leader, as large as possible', () => {
    expect(battleLegionSize(units({ infantry: 5, cavalry: 2, catapult: 1 }), 2)).toBe(7);
    expect(battleLegionSize(units({ infantry: 9 }), 0)).toBe(5);
    expect(battleLegionSize(units({ infantry: 9 }), 1)).toBe(6);
    expect(battleLegionSize(units({ infantry: 2 }), 3)).toBe(2);
    expect(isValidBattleLegion(units({ infantry: 5, cavalry: 2, catapult: 1 }), 2, units({ infantry: 5, cavalry: 2 }))).toBe(true);
    expect(isValidBattleLegion(units({ infantry: 5, cavalry: 2, catapult: 1 }), 2, units({ infantry: 5, cavalry: 1 }))).toBe(false);
    expect(battleLegionChoices(units({ infantry: 5, cavalry: 2, catapult: 1 }), 2)).toHaveLength(3);
  });

  it('R23 matches dice unit by unit (the Jack example: 3 hits)', () => {
    // Battle legion 3 infantry, 1 cavalry, 1 catapult; dice: 1 infantry, 2 cavalry, 1 catapult, 1 blank.
    expect(landHits(units({ infantry: 3, cavalry: 1, catapult: 1 }), 0, [I, C, C, K, B])).toBe(3);
  });

  it('lets catapult symbols match catapults in reserve, and never scores galleys or blanks on land', () => {
    expect(landHits(units({ infantry: 5 }), 1, [K, K])).toBe(1);
    expect(landHits(units({ infantry: 5 }), 0, [K, G, B])).toBe(0);
  });

  it('gives a fortified city 2 extra dice, or 1 under the catapult condition of the chosen rule', () => {
    expect(fortificationDice(false, true, 'reducedWithoutCatapult')).toBe(0);
    expect(fortificationDice(true, true, 'reducedWithoutCatapult')).toBe(2);
    expect(fortificationDice(true, false, 'reducedWithoutCatapult')).toBe(1);
    expect(fortificationDice(true, true, 'reducedWithCatapult')).toBe(1);
    expect(fortificationDice(true, false, 'reducedWithCatapult')).toBe(2);
  });

  it('scores only galley symbols at sea and only matched cavalry in pursuit', () => {
    expect(navalHits([G, I, C, G])).toBe(2);
    expect(pursuitHits(1, [C, C, I])).toBe(1);
    expect(pursuitHits(3, [C, C, I])).toBe(2);
  });

  it('never scores more hits than dice or than matching units (property)', () => {
    const face = fc.constantFrom<Face>(I, C, K, G, B);
    fc.assert(fc.property(
      fc.nat(5), fc.nat(5), fc.nat(5), fc.nat(3), fc.array(face, { maxLength: 9 }),
      (i, c, k, r, faces) => {
        const h = landHits(units({ infantry: i, cavalry: c, catapult: k }), r, faces);
        return h <= faces.length && h <= i + c + k + r && h >= 0;
      }), { numRuns: 300 });
  });
});

describe('rulebook example 1: Fred attacks Alice in an open province', () => {
  function opening(): LandBattle {
    return startLandBattle({
      province: 'dalmatia', fortified: false,
      attacker: { seat: 0, units: units({ infantry: 5, cavalry: 2, catapult: 1 }), generals: 2, caesar: 0 },
      defender: { seat: 1, units: units({ infantry: 4, cavalry: 2 }), generals: 1, caesar: 0 },
    });
  }

  it('R8 R9 plays out as printed, with both dice variants of the second round', () => {
    for (const fredRound2 of [[I, C, B], [I, K, B]] as Face[][]) {
      let b = opening();
      // Alice's battle legion needs all six of her units: formed for her.
      expect(b.defender.legion).toEqual(units({ infantry: 4, cavalry: 2 }));
      expect(landWaitingOn(b)).toEqual(['attacker']);
      b = organizeLegion(b, 'attacker', units({ infantry: 5, cavalry: 2 }));
      const dice = scripted([I, I, I, C, K, G, B], [I, I, I, I, C, G], fredRound2, [I]);
      b = rollLandRound(b, dice, 'reducedWithoutCatapult');
      // Fred: 3 infantry + 1 cavalry + the catapult in reserve = 5; Alice: 4 infantry + 1 cavalry = 5.
      expect(b.defender.hitsToTake).toBe(5);
      expect(b.attacker.hitsToTake).toBe(5);
      b = takeLandLosses(b, 'defender', units({ infantry: 3, cavalry: 2 }));
      b = takeLandLosses(b, 'attacker', units({ infantry: 4, cavalry: 1 }));
      expect(b.step).toBe('decide');
      expect(b.attacker.units).toEqual(units({ infantry: 1, cavalry: 1, catapult: 1 }));
      expect(b.defender.units).toEqual(units({ infantry: 1 }));
      expect(landWaitingOn(b)).toEqual(['defender']);
      b = decideLand(b, 'defender', 'continue', null, dice);
      b = decideLand(b, 'attacker', 'continue', null, dice);
      // Round 2: both legions are forced (3 and 1 units).
      expect(b.round).toBe(2);
      expect(b.attacker.legion).toEqual(units({ infantry: 1, cavalry: 1, catapult: 1 }));
      b = rollLandRound(b, dice, 'reducedWithoutCatapult');
      // Alice's last infantry goes automatically; Fred chooses to lose his infantry.
      expect(b.defender.units).toEqual(units());
      expect(b.attacker.hitsToTake).toBe(1);
      b = takeLandLosses(b, 'attacker', units({ infantry: 1 }));
      expect(b.step).toBe('done');
      expect(b.winner).toBe('attacker');
      expect(b.captured).toEqual(['defender']);
      expect(b.attacker.units).toEqual(units({ cavalry: 1, catapult: 1 }));
      expect(dice.left()).toBe(0);
    }
  });

  it('R24 refuses a battle legion of the wrong size and losses outside the battle legion', () => {
    let b = opening();
    expect(() => organizeLegion(b, 'attacker', units({ infantry: 5, cavalry: 1 }))).toThrow(/7/);
    b = organizeLegion(b, 'attacker', units({ infantry: 5, cavalry: 2 }));
    b = rollLandRound(b, scripted([I, I, I, C, K, G, B], [I, I, I, I, C, G]), 'reducedWithoutCatapult');
    // The catapult is in reserve: it cannot absorb a hit.
    expect(() => takeLandLosses(b, 'attacker', units({ infantry: 4, catapult: 1 }))).toThrow();
    expect(() => takeLandLosses(b, 'defender', units({ infantry: 3, cavalry: 1 }))).toThrow();
  });
});

describe('land battle endings', () => {
  const start = (fortified = false) => startLandBattle({
    province: 'italia', fortified,
    attacker: { seat: 0, units: units({ infantry: 3, cavalry: 2 }), generals: 1, caesar: 0 },
    defender: { seat: 1, units: units({ infantry: 3 }), generals: 0, caesar: 1 },
  });

  it('rolls extra defender dice in a fortified city, reduced to one by the chosen catapult rule', () => {
    const b = rollLandRound(start(true), scripted([B, B, B, B, B], [B, B, B, B]), 'reducedWithoutCatapult');
    expect(b.defender.lastRoll).toHaveLength(4); // 3 units + 1: the attacker has no catapult
    const c = rollLandRound(start(true), scripted([B, B, B, B, B], [B, B, B, B, B]), 'reducedWithCatapult');
    expect(c.defender.lastRoll).toHaveLength(5);
  });

  it('R25 lets the defender retreat first; the winner pursues with its cavalry', () => {
    let b = rollLandRound(start(), scripted([B, B, B, B, B], [B, B, B]), 'reducedWithoutCatapult');
    expect(b.step).toBe('decide');
    const dice = scripted([C, C, C, I, I]);
    b = decideLand(b, 'defender', 'retreat', 'noricum', dice);
    // Three cavalry symbols but only two surviving cavalry: two hits, forced (all infantry).
    expect(b.step).toBe('done');
    expect(b.winner).toBe('attacker');
    expect(b.defender.units).toEqual(units({ infantry: 1 }));
    expect(b.captured).toEqual([]);
    expect(b.retreat).toEqual({ role: 'defender', to: 'noricum' });
  });

  it('R27 lets leaders escape when the pursuit destroys every retreating unit', () => {
    let b = rollLandRound(start(), scripted([I, I, B, B, B], [B, B, B]), 'reducedWithoutCatapult');
    expect(b.defender.units).toEqual(units({ infantry: 1 }));
    b = decideLand(b, 'defender', 'retreat', 'noricum', scripted([C, B, B, B, B]));
    expect(b.defender.units).toEqual(units());
    expect(b.captured).toEqual([]);
  });

  it('R26 eliminates units and captures leaders with nowhere to retreat', () => {
    let b = rollLandRound(start(), scripted([B, B, B, B, B], [B, B, B]), 'reducedWithoutCatapult');
    b = decideLand(b, 'defender', 'continue', null, scripted());
    b = decideLand(b, 'attacker', 'retreat', null, scripted());
    expect(b.winner).toBe('defender');
    expect(b.captured).toEqual(['attacker']);
    expect(b.attacker.units).toEqual(units());
  });

  it('R28 captures both sides\' leaders when both lose their last units in the same round', () => {
    const b0 = startLandBattle({
      province: 'italia', fortified: false,
      attacker: { seat: 0, units: units({ infantry: 1 }), generals: 1, caesar: 0 },
      defender: { seat: 1, units: units({ infantry: 1 }), generals: 1, caesar: 0 },
    });
    const b = rollLandRound(b0, scripted([I], [I]), 'reducedWithoutCatapult');
    expect(b.winner).toBeNull();
    expect(b.captured.sort()).toEqual(['attacker', 'defender']);
  });

  it('always ends: random rounds with both sides continuing (property)', () => {
    const face = fc.constantFrom<Face>(I, I, C, K, G, B);
    fc.assert(fc.property(fc.array(face, { minLength: 200, maxLength: 200 }), fc.nat(4), fc.nat(4), (pool, ai, di) => {
      let p = 0;
      const roll: DiceRoller = (n) => Array.from({ length: n }, () => pool[(p++) % pool.length]);
      let b = startLandBattle({
        province: 'x', fortified: di % 2 === 0,
        attacker: { seat: 0, units: units({ infantry: ai + 1, cavalry: 2, catapult: 1 }), generals: 1, caesar: 0 },
        defender: { seat: 1, units: units({ infantry: di + 1, cavalry: 1 }), generals: 0, caesar: 1 },
      });
      for (let step = 0; step < 500 && b.step !== 'done'; step++) {
        const role = landWaitingOn(b)[0];
        if (b.step === 'organize' && !role) b = rollLandRound(b, roll, 'reducedWithoutCatapult');
        else if (b.step === 'organize') b = organizeLegion(b, role, battleLegionChoices(b[role].units, 1)[0]);
        else if (b.step === 'losses') {
          const leg = b[role].legion!;
          let n = b[role].hitsToTake;
          const loss = units();
          for (const k of ['infantry', 'cavalry', 'catapult'] as const) { const t = Math.min(n, leg[k]); loss[k] = t; n -= t; }
          b = takeLandLosses(b, role, loss);
        } else if (b.step === 'decide') b = decideLand(b, role, 'continue', null, roll);
        if (b.attacker.units.infantry < 0 || b.defender.units.infantry < 0) return false;
      }
      return b.step === 'done';
    }), { numRuns: 100 });
  });
});

describe('rulebook example 3: the naval battle in Mare Alexandria', () => {
  it('sinks the Egyptian galley with its legion after one galley symbol', () => {
    let b = startNavalBattle('mare_alexandria', { seat: 1, galleys: [10] }, { seat: 0, galleys: [3] });
    // Both roll two dice (one galley each): Egypt (defender) no galley symbol, Galatia one.
    b = rollNavalRound(b, scripted([G, B], [I, C]));
    expect(b.defender.galleys).toEqual([]);
    expect(b.attacker.galleys).toEqual([10]);
    expect(b.done).toBe(true);
  });

  it('R31 lasts at most three rounds and lets the owner choose which galleys sink', () => {
    let b = startNavalBattle('mare_narbo', { seat: 0, galleys: [1, 2] }, { seat: 1, galleys: [5, 6, 7] });
    b = rollNavalRound(b, scripted([G, B, B, B], [B, B, B, B, B, B]));
    expect(b.defender.hitsToTake).toBe(1);
    expect(() => sinkGalleys(b, 'defender', [1])).toThrow();
    b = sinkGalleys(b, 'defender', [7]);
    expect(b.done).toBe(false);
    b = rollNavalRound(b, scripted([B, B, B, B], [B, B, B, B]));
    b = rollNavalRound(b, scripted([B, B, B, B], [B, B, B, B]));
    expect(b.round).toBe(3);
    expect(b.done).toBe(true);
    expect(() => rollNavalRound(b, scripted([B, B, B, B], [B, B, B, B]))).toThrow();
  });
});
