import { describe, expect, it } from 'vitest';
import { tributeOf } from '../../../src/games/conquest/board';
import { homesFor } from '../../../src/games/conquest/data';
import { parseOptions } from '../../../src/games/conquest/schemas';
import { initialState } from '../../../src/games/conquest/setup';

describe('Conquest set-up', () => {
  it('R10 deals the allowed homes for 2 to 6 players and orders turns from Macedonia around the Mediterranean', () => {
    const around = ['macedonia', 'galatia', 'mesopotamia', 'egyptus', 'numidia', 'hispania', 'italia'];
    for (let n = 2; n <= 6; n++) {
      for (const seed of ['a', 'b', 'c']) {
        const s = initialState(parseOptions({ players: n }), seed);
        const homes = s.players.map((p) => p.home);
        expect([...homes].sort()).toEqual([...homesFor(n)].sort());
        const orderHomes = s.order.map((seat) => homes[seat]);
        expect(orderHomes).toEqual([...orderHomes].sort((a, b) => around.indexOf(a) - around.indexOf(b)));
        expect(s.active).toBe(s.order[0]);
      }
    }
  });

  it('R11 puts Caesar, four generals, five infantry and a fortified city at each home, 15 on the tribute scale', () => {
    const s = initialState(parseOptions({ players: 4, homes: ['numidia', 'hispania', 'macedonia', 'mesopotamia'] }), 'x');
    expect(s.order).toEqual([2, 3, 0, 1]);
    s.players.forEach((p, seat) => {
      expect(s.stacks.filter((x) => x.owner === seat)).toEqual([
        { owner: seat, at: p.home, troops: { infantry: 5, cavalry: 0, catapult: 0, generals: 4, caesar: 1 }, used: 0, shipped: false }]);
      expect(s.cities[p.home]).toEqual({ fortified: true });
      expect(s.owner[p.home]).toBe(seat);
      expect(tributeOf(s, seat)).toBe(15);
      expect(p.money).toBe(0);
    });
    expect(Object.values(s.owner).filter((o) => o !== null)).toHaveLength(4);
    expect(s.galleys).toEqual([]);
    expect(s.roads).toEqual([]);
  });

  it('refuses homes not allowed for the player count', () => {
    expect(() => initialState(parseOptions({ players: 2, homes: ['italia', 'egyptus'] }), 'x')).toThrow();
    expect(() => initialState(parseOptions({ players: 3, homes: ['egyptus', 'egyptus', 'hispania'] }), 'x')).toThrow();
    expect(() => parseOptions({ players: 7 })).toThrow();
  });

  it('is deterministic by seed', () => {
    const o = parseOptions({ players: 6 });
    expect(initialState(o, 'same')).toEqual(initialState(o, 'same'));
  });
});
