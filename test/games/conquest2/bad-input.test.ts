/**
 * Actions from outside (a record, an edited button) that name things the game does not have are
 * refused with a rule error, never an exception. Found by random variants of legal actions.
 */
import { describe, expect, it } from 'vitest';
import { board, conquest2, put, refused } from './helpers';

describe('Conquest II: actions naming what does not exist', () => {
  it('refuses to take a card id that is not for sale, also one that is no card at all', () => {
    const s = board();
    refused(s, 0, { type: 'take', card: 'palestina' }, 'notInMarket');
    refused(s, 0, { type: 'take', card: 'mesopotamia', target: 2 }, 'notInMarket');
  });

  it('refuses a naval attack on a seat the game does not have', () => {
    const s = board(4);
    s.fleet.mare_aegaeum[0] = 2;
    s.fleet.mare_aegaeum[1] = 1;
    // Seat 4 passes the action's shape (seats 0-5) but is not at this table of four.
    refused(s, 0, { type: 'naval', galleys: {}, to: 'mare_aegaeum', attack: 4 }, 'noEnemy');
    refused(s, 0, { type: 'naval', galleys: { mare_aegaeum: 1 }, to: 'mare_libycum', attack: 5 }, 'noEnemy');
  });

  it('refuses at the boundary a place or card named like a property every object has', () => {
    const s = board();
    put(s, 0, 'italia', { infantry: 2, general: 1 });
    put(s, 1, 'italia', { infantry: 1 });
    for (const raw of [
      { type: 'attack', at: 'italia', target: 1, galleys: { constructor: 3 } },
      { type: 'attack', at: 'constructor', target: 1 },
      { type: 'move', from: 'constructor', moves: [{ to: 'italia', units: { infantry: 1, cavalry: 0, catapult: 0, general: 0, caesar: 0 }, amphibious: false }] },
      { type: 'use', card: 'x', target: 1, what: 'general', at: 'toString' },
      { type: 'take', card: 'slave-revolt', province: '__proto__', target: 1 },
      { type: 'naval', galleys: { hasOwnProperty: 1 }, to: 'mare_aegaeum', attack: null },
    ]) {
      expect(() => conquest2.parseAction(raw), JSON.stringify(raw)).toThrow(/bad action/);
    }
  });
});
