/**
 * The self-play AI seats' views (ai/position-views.ts): built once per position
 * and seat, sharing the position's objects, they must show exactly what
 * `viewOf` shows, and the AI must decide on them as it does on a private copy.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { republic } from '../../../src/games/republic';
import { chooseAction, chooseInterruptAction, chooseOn } from '../../../src/games/republic/ai';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { positionView } from '../../../src/games/republic/ai/position-views';
import { republicAiPlayer } from '../../../src/games/republic/cli';
import { viewOf } from '../../../src/games/republic/view';
import type { RepublicAction, RepublicState, RepublicView } from '../../../src/games/republic/types';
import { yielder } from '../../support/yield';

const plain = (x: unknown) => JSON.parse(JSON.stringify(x));

/** An AI-only game as the self-play loop plays it (interrupts offered first); `at` sees every position before its move. */
async function playGame(seats: number, seed: string, at: (s: RepublicState) => void, maxMoves = 2500): Promise<RepublicState> {
  const players = Array.from({ length: seats }, (_, i) => republicAiPlayer(`${seed}:${i}`));
  let s = republic.setup(republic.parseOptions({ players: seats, scenario: 'early' }), seed);
  const pause = yielder();
  for (let k = 0; k < maxMoves && !republic.result(s); k++) {
    at(s);
    const [first, ...others] = republic.activePlayers(s);
    let seat = first;
    let a: RepublicAction | null = null;
    for (const o of others) {
      if (o >= seats) continue;
      a = players[o].interrupt(s, o);
      if (a) { seat = o; break; }
    }
    a ??= players[first].choose(s, first);
    const out = republic.apply(s, seat, a);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
    await pause();
  }
  return s;
}

describe('the AI seats\' views of a position', () => {
  it('equal viewOf for every seat at every position, and show a sealed counter-bribe to its faction only', async () => {
    let sealed = 0;
    let positions = 0;
    await playGame(5, 'pv-a', (s) => {
      positions++;
      for (let seat = 0; seat < 5; seat++) {
        const v = positionView(s, seat);
        expect(plain(v)).toStrictEqual(viewOf(s, seat));
        // Asked again, the same object: the position's views are made once.
        expect(positionView(s, seat)).toBe(v);
      }
      // A sealed counter-bribe in the position: only its faction's view shows it; other hands stay hidden.
      const m = JSON.stringify(s).match(/"secret":\{"(\d)":(\d+)/);
      if (!m) return;
      sealed++;
      for (let seat = 0; seat < 5; seat++) {
        const v = positionView(s, seat);
        expect(JSON.stringify(v).includes(`"secret":{"${m[1]}":${m[2]}`)).toBe(seat === Number(m[1]));
        for (const f of v.factions) expect(f.hand === null).toBe(f.seat !== seat && f.kind !== 'neutral');
      }
    }, 800);
    expect(positions).toBeGreaterThan(100);
    // The game had positions with a faction's sealed value in them, so the stripping was exercised.
    expect(sealed).toBeGreaterThan(0);
  }, 300_000);

  it('freeze the position, and the AI decides on them as on a private copy of viewOf', async () => {
    let n = 0;
    await playGame(4, 'pv-b', (s) => {
      const [first, ...others] = republic.activePlayers(s);
      const v = positionView(s, first);
      expect(Object.isFrozen(s) && Object.isFrozen(s.senators) && Object.isFrozen(s.pending)).toBe(true);
      // The AI reads the shared view without copying it; a change would throw on the frozen objects.
      expect(chooseAction(v, first, `pv:${n}`)).toStrictEqual(chooseOn(determinize(viewOf(s, first) as RepublicView, `pv:${n}`), first, `pv:${n}`));
      for (const o of others) {
        if (o >= 4) continue;
        expect(chooseInterruptAction(positionView(s, o), o, `pvi:${n}`)).toStrictEqual(chooseInterruptAction(viewOf(s, o), o, `pvi:${n}`));
      }
      n++;
    }, 1200);
    expect(n).toBeGreaterThan(100);
  }, 300_000);
});
