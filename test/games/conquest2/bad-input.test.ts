/**
 * Actions from outside (a record, an edited button) that name things the game does not have are
 * refused with a rule error, never an exception. Found by random variants of legal actions.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { translator } from '../../../src/i18n';
import { buildStep } from '../../../src/games/conquest2/discord/steps';
import { board, conquest2, put, refused, setInfluence } from './helpers';

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

describe('Conquest II builder: forged custom_id parts and menu values', () => {
  it('ends a bid whose amount or seat it did not offer, never a bid of NaN or a colour "NaN" (builder hunt, seeds w1 and w2)', () => {
    const s = conquest2.setup(conquest2.parseOptions({ players: 4 }), 'forged');
    const [seat] = conquest2.activePlayers(s);
    const t = translator('en');
    const before = JSON.stringify(s);
    for (const forged of ['__proto__', 'NaN', '1e3', '-5', '7', '']) {
      expect(buildStep(s, seat, 'g1', 'qn', [], [forged], t).kind, forged).toBe('illegal');
      expect(buildStep(s, seat, 'g1', 'qn', [forged], ['x'], t).kind, forged).toBe('illegal');
      expect(buildStep(s, seat, 'g1', 'qn', ['5'], [forged], t).kind, forged).toBe('illegal');
      expect(buildStep(s, seat, 'g1', 'qn', ['5', 'x'], [forged], t).kind, forged).toBe('illegal');
    }
    // A forged page of a category shows its first page.
    const menu = buildStep(s, seat, 'g1', 'qc', ['bid', 'constructor'], [], t);
    expect(JSON.stringify(menu)).not.toMatch(/NaN|undefined/);
    // The genuine walk still ends in a listed bid.
    const free = [0, 1, 2, 3].filter((x) => !s.boxes.includes(x));
    const out = buildStep(s, seat, 'g1', 'qn', ['5', String(free[0])], [String(free[1])], t);
    expect(out).toEqual({ kind: 'action', action: { type: 'bid', amount: 5, a: free[0], b: free[1] } });
    expect(conquest2.apply(s, seat, { type: 'bid', amount: 5, a: free[0], b: free[1] }).ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('shows the first page of a category for a page that is no number', () => {
    const s = board();
    put(s, 0, 'italia', { infantry: 3, general: 1 });
    const menu = buildStep(s, 0, 'g1', 'qc', ['move', 'constructor'], [], translator('ro'));
    expect(menu.kind).toBe('ui');
    expect(JSON.stringify(menu)).not.toMatch(/NaN|undefined/);
  });
});

describe('Conquest II builder: no button for an action of nothing', () => {
  const buttons = (r: ReturnType<typeof buildStep>) => (r.kind === 'ui' ? r.components.flatMap((x) => x.components) : []) as { custom_id: string; disabled?: boolean }[];

  it('waits until something is chosen before offering to recruit (builder hunt nov28b: recruiting nothing was refused)', () => {
    const s = board();
    put(s, 0, 'galatia', { general: 1 });
    setInfluence(s, 'galatia', 0, 1);
    const t = translator('en');
    const go = (r: ReturnType<typeof buildStep>) => buttons(r).find((c) => c.custom_id.includes(':qf:'))!;
    expect(go(buildStep(s, 0, 'g1', 'qe', [], ['galatia'], t)).disabled).toBe(true);
    // Two infantry chosen (field 0): the button is live and its action is accepted.
    const some = buildStep(s, 0, 'g1', 'qe', [go(buildStep(s, 0, 'g1', 'qe', [], ['galatia'], t)).custom_id.split(':')[4], '00000', '0'], ['2'], t);
    const live = go(some);
    expect(live.disabled).toBeUndefined();
    const out = buildStep(s, 0, 'g1', 'qf', live.custom_id.split(':').slice(4), [], t);
    expect(out.kind).toBe('action');
    if (out.kind === 'action') expect(conquest2.apply(s, 0, conquest2.parseAction(out.action)).ok).toBe(true);
  });

  it('waits until someone goes before offering to move, and offers no further destination after an empty one', () => {
    const s = board();
    put(s, 0, 'italia', { infantry: 2, general: 1 });
    const t = translator('en');
    const dest = buildStep(s, 0, 'g1', 'qm', [], ['italia'], t);
    const to = (dest.kind === 'ui' ? dest.components[0].components[0] : null) as { options: { value: string }[]; custom_id: string } | null;
    const value = to!.options[0].value;
    const args = to!.custom_id.split(':').slice(4);
    // No infantry (field 0 set to 0): nobody goes.
    const none = buildStep(s, 0, 'g1', 'qk', [...args.slice(0, 2), value, '20000', '0'], ['0'], t);
    expect(buttons(none).find((c) => c.custom_id.includes(':qd:'))!.disabled).toBe(true);
    expect(buttons(none).some((c) => c.custom_id.includes(':qm:'))).toBe(false);
    const all = buildStep(s, 0, 'g1', 'qm', args, [value], t);
    expect(buttons(all).find((c) => c.custom_id.includes(':qd:'))!.disabled).toBeUndefined();
  });
});
