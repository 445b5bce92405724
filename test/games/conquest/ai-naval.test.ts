import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction } from '../../../src/games/conquest/ai';
import { navalExchange } from '../../../src/games/conquest/ai-naval';
import type { ConquestState } from '../../../src/games/conquest/types';
import { bareGame, clearPieces, galley, put } from './helpers';

/** Seat 0 to move in its battle phase, both homes held, galleys placed by the test. */
function battlePhase(): ConquestState {
  const s = bareGame();
  clearPieces(s);
  put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
  put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
  s.active = 0;
  s.phase = 'battle';
  return s;
}

describe('the Conquest AI at sea', () => {
  it('attacks a loaded enemy galley with more galleys of its own', () => {
    const s = battlePhase();
    galley(s, 0, 'mare_baliaricum');
    galley(s, 0, 'mare_baliaricum');
    galley(s, 1, 'mare_baliaricum', { infantry: 5, generals: 1 });
    const a = chooseAction(conquest.view(s, 0), 0);
    expect(a).toEqual({ type: 'navalAttack', sea: 'mare_baliaricum', defender: 1 });
    expect(conquest.apply(s, 0, a).ok).toBe(true);
  });

  it('leaves alone a stronger fleet, and never risks its Caesar at sea', () => {
    const s = battlePhase();
    galley(s, 0, 'mare_baliaricum', { infantry: 5, generals: 1 });
    galley(s, 1, 'mare_baliaricum');
    galley(s, 1, 'mare_baliaricum');
    galley(s, 1, 'mare_baliaricum');
    expect(chooseAction(conquest.view(s, 0), 0)).toEqual({ type: 'endBattles' });

    const t = battlePhase();
    t.stacks = t.stacks.filter((x) => x.owner !== 0);
    put(t, 0, 'hispania', { infantry: 6 });
    galley(t, 0, 'mare_baliaricum', { caesar: 1, infantry: 2 });
    galley(t, 0, 'mare_baliaricum');
    galley(t, 0, 'mare_baliaricum');
    galley(t, 1, 'mare_baliaricum', { infantry: 6, generals: 1 });
    expect(chooseAction(conquest.view(t, 0), 0)).toEqual({ type: 'endBattles' });
  });

  it('fights land battles before any naval one', () => {
    const s = battlePhase();
    put(s, 0, 'africa', { infantry: 5, generals: 1 });
    put(s, 1, 'africa', { infantry: 1 });
    galley(s, 0, 'mare_baliaricum');
    galley(s, 0, 'mare_baliaricum');
    galley(s, 1, 'mare_baliaricum', { infantry: 5, generals: 1 });
    expect(chooseAction(conquest.view(s, 0), 0)).toEqual({ type: 'attack', province: 'africa' });
  });

  it('values the exchange by what sinks: cargo and leaders count, the cheapest galleys go first', () => {
    const empty = { id: 1, owner: 0, at: 'mare_baliaricum', used: 0, cargo: { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 } };
    const loaded = { ...empty, id: 2, owner: 1, cargo: { ...empty.cargo, infantry: 6, generals: 1 } };
    const even = navalExchange([empty], [{ ...empty, id: 3, owner: 1 }]);
    expect(even.sunk).toBeCloseTo(even.lost);
    const rich = navalExchange([empty, { ...empty, id: 4 }], [loaded]);
    expect(rich.sunk).toBeGreaterThan(3 * rich.lost);
  });
});
