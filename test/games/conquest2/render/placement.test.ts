/**
 * On the Conquest II map no piece covers a province or sea name, a coin, a strait arrow, a city or another
 * piece, even in the crowded middle of six-player games (Italia, Asia, Hispania), in every language
 * (names differ in width per language, so their boxes do too).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { conquest2 } from '../../../../src/games/conquest2';
import { conquest2PiecePlacement, warmConquest2Renderer } from '../../../../src/games/conquest2/render';
import type { midGameState } from '../../../../src/games/conquest2/render/example-pictures';
import { overlaps } from '../../../../src/games/conquest/render/placement';
import type { C2State, C2View } from '../../../../src/games/conquest2/types';
import { inWorker } from '../../../support/in-worker';
import { turn } from '../../../support/yield';

const GAMES: [string, number][] = [['words', 160], ['crowd-a', 120], ['crowd-b', 200], ['crowd-c', 240]];

/**
 * The mid-game views, played once for all four languages. Each game is one call of about a second of CPU and
 * each placement half a second: the games are played in a worker thread (test/support/in-worker.ts) and the
 * test gives its event loop a turn between placements, so that on a loaded machine the test worker still
 * answers vitest within its 60-s limit ("Timeout calling onTaskUpdate").
 */
const views = new Map<string, C2View>();
beforeAll(async () => {
  const args: Parameters<typeof midGameState>[] = GAMES.map(([seed, moves]) => [seed, moves, 6]);
  const states = await inWorker<C2State>(new URL('../../../../src/games/conquest2/render/example-pictures.ts', import.meta.url), 'midGameState', args);
  GAMES.forEach(([seed], i) => views.set(seed, conquest2.view(states[i], null)));
  // The geometry and each language's names built as the bot's warm-up builds them (a step at a time), not
  // by the first placement of a test in one stretch of CPU.
  await warmConquest2Renderer(['en', 'cs', 'ro', 'ko']);
}, 300_000);

describe('pieces on the Conquest II map', () => {
  it.each(['en', 'cs', 'ro', 'ko'] as const)('cover no name and no other piece in six-player mid-games (%s)', async (locale) => {
    let pieces = 0;
    for (const [seed] of GAMES) {
      await turn();
      const { pieces: placed, avoid } = conquest2PiecePlacement(views.get(seed)!, { locale });
      pieces += placed.length;
      for (const p of placed) {
        expect(avoid.filter((b) => overlaps(b, p.box)), `${seed} ${p.key} covers a name or city`).toEqual([]);
        expect(placed.filter((q) => q !== p && overlaps(q.box, p.box)).map((q) => q.key), `${seed} ${p.key}`).toEqual([]);
      }
    }
    expect(pieces).toBeGreaterThan(40);
  });
});
