/**
 * Forged clicks on a Conquest II table through the router: made-up verbs, arguments, versions,
 * users and menu values are answered privately, never crash, and change nothing unless they
 * amount to a legal move (../../forged-clicks.ts). A fresh seed each run, and the seeds that
 * found crashes: 401948839 (a move step without its destination, 'qd' and 'qk'), 967179800
 * (the verb "__proto__" found the prototype among the game's own handlers).
 */
import { describe, expect, it } from 'vitest';
import '../../../../src/games';
import { conquest2 } from '../../../../src/games/conquest2';
import { buildStep, C2_BUILDER_VERBS } from '../../../../src/games/conquest2/discord/steps';
import { newTableMeta } from '../../../../src/games/conquest2/discord/table';
import { KEY_IDS, SEA_IDS } from '../../../../src/games/conquest2/data';
import { translator } from '../../../../src/i18n';
import { FRESH_SEED } from '../../property';
import { forgedClicks, storedTable } from '../../forged-clicks';

describe('Conquest II: forged clicks through the router', () => {
  for (const seed of [FRESH_SEED, 401948839, 967179800]) {
    for (const [moves, sealed] of [[0, false], [40, true], [160, false]] as const) {
      it(`${seed === FRESH_SEED ? 'fresh' : 'fixed'} seed ${seed}, after ${moves} random actions${sealed ? ', sealed bids' : ''}: answered privately, never failing, nothing changed by a refused click`, async () => {
        const game = storedTable(conquest2, 'conquest2', { players: 4, rules: 6, ...(sealed ? { sealed } : {}) }, `f${moves}`, moves,
          { table: newTableMeta(4, 24, 4, sealed) });
        const outcomes = await forgedClicks(conquest2, game, {
          verbs: [...C2_BUILDER_VERBS, 'qv', 'qp'], parts: [...KEY_IDS.slice(0, 4), SEA_IDS[0], 'bid', 'move', 'recruit', 'muster'], seed: `${seed}:${moves}`, clicks: 150,
        });
        expect(Object.keys(outcomes).length).toBeGreaterThan(1);
      }, 120_000);
    }
  }

  it('ends a land move whose origin, destination or number was never offered', () => {
    const s = conquest2.setup(conquest2.parseOptions({ players: 4 }), 'x');
    const [p] = conquest2.activePlayers(s);
    const t = translator('en');
    expect(buildStep(s, p, 'g1', 'qd', ['-', '-', 'mare_adriatico'], [], t).kind).toBe('illegal');
    expect(buildStep(s, p, 'g1', 'qk', ['-', 'neapolis'], [], t).kind).toBe('illegal');
    expect(buildStep(s, p, 'g1', 'qd', ['2', 'x'], [], t).kind).toBe('illegal');
    expect(() => buildStep(s, p, 'g1', 'qm', [], ['__proto__'], t)).not.toThrow();
  });
});
