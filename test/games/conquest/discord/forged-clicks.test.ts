/**
 * Forged clicks on a Classic Conquest table through the router: made-up verbs, arguments,
 * versions, users and menu values are answered privately, never crash, and change nothing
 * unless they amount to a legal move (../../forged-clicks.ts).
 */
import { describe, expect, it } from 'vitest';
import '../../../../src/games';
import { conquest } from '../../../../src/games/conquest';
import { CONQUEST_VERBS } from '../../../../src/games/conquest/discord/steps';
import { newTableMeta } from '../../../../src/games/conquest/discord/table';
import { CONQUEST_TAKEBACK_VERB } from '../../../../src/games/conquest/discord/takeback';
import { END_BOARD_VERB } from '../../../../src/games/conquest/discord/agreement';
import { PROVINCE_IDS, SEA_IDS } from '../../../../src/games/conquest/data';
import { FRESH_SEED } from '../../property';
import { forgedClicks, storedTable } from '../../forged-clicks';

describe('Classic Conquest: forged clicks through the router', () => {
  for (const seed of [FRESH_SEED, 20261128]) {
    for (const moves of [0, 60, 250]) {
      it(`${seed === FRESH_SEED ? 'fresh' : 'fixed'} seed ${seed}, after ${moves} random actions: answered privately, never failing, nothing changed by a refused click`, async () => {
        const game = storedTable(conquest, 'conquest', { players: 3, homes: ['macedonia', 'egyptus', 'hispania'] }, `f${moves}`, moves,
          { table: newTableMeta(3, 'random', 24) });
        const outcomes = await forgedClicks(conquest, game, {
          verbs: [...CONQUEST_VERBS, 'kv', END_BOARD_VERB, CONQUEST_TAKEBACK_VERB, 'kp'],
          parts: [...PROVINCE_IDS.slice(0, 6), 'macedonia', 'egyptus', 'hispania', SEA_IDS[0], '4.0.0.1.0', 'e1', 'd0', 'l'],
          seed: `${seed}:${moves}`, clicks: 150,
        });
        expect(Object.keys(outcomes).length).toBeGreaterThan(1);
      }, 120_000);
    }
  }
});
