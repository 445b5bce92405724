/**
 * Forged clicks on a Caesar! duel through the router: made-up verbs, arguments, versions, users
 * and menu values are answered privately, never crash, and change nothing unless they amount to
 * a legal move (../../forged-clicks.ts).
 */
import { describe, expect, it } from 'vitest';
import '../../../../src/games';
import { caesar } from '../../../../src/games/caesar';
import { BUILDER_VERBS } from '../../../../src/games/caesar/discord/moves';
import { TAKEBACK_VERB } from '../../../../src/games/caesar/discord/takeback';
import { PROVINCE_IDS, TOKENS } from '../../../../src/games/caesar/data';
import { FRESH_SEED } from '../../property';
import { forgedClicks, storedTable } from '../../forged-clicks';

const ALL = { poison: true, centurions: true, checkpoints: true };

describe('Caesar!: forged clicks through the router', () => {
  for (const seed of [FRESH_SEED, 20261128]) {
    for (const [moves, modules] of [[0, {}], [9, ALL], [20, { poison: true }]] as const) {
      it(`${seed === FRESH_SEED ? 'fresh' : 'fixed'} seed ${seed}, ${JSON.stringify(modules)} after ${moves} random actions: answered privately, never failing, nothing changed by a refused click`, async () => {
        const game = storedTable(caesar, 'caesar', { modules, solo: null }, `f${moves}`, moves, { kind: 'duel', opponent: 'u1' });
        const outcomes = await forgedClicks(caesar, game, {
          verbs: [...BUILDER_VERBS, TAKEBACK_VERB],
          parts: [...PROVINCE_IDS.slice(0, 5), ...Object.keys(TOKENS).slice(0, 8), '12', '29', '30'],
          seed: `${seed}:${moves}`, clicks: 150,
        });
        expect(Object.keys(outcomes).length).toBeGreaterThan(1);
      }, 120_000);
    }
  }
});
