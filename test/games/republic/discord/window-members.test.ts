/**
 * Whom the Senate's interrupt window waits for (src/games/republic/discord/window.ts): judged from what the
 * whole table knows only (hand sizes, the turn's assassinations, the table's own record of windows run out).
 */
import { describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { awaySeats, closeWindow, comeBack, pendingWindow, windowKey, windowMembers } from '../../../../src/games/republic/discord/window';
import type { GameMeta } from '../../../../src/storage';
import type { RepublicState } from '../../../../src/games/republic/types';

function meta(): GameMeta {
  return {
    seats: ['alice', null, null, null], lastMoveAt: 0,
    table: { players: 4, homes: 'random', chosenHomes: [], ai: [], deadlineHours: 24, lobbyMessageId: null, settings: {} },
  } as unknown as GameMeta;
}

/** The first position of the game where an AI's Senate step would wait for the member's window. */
function atWindow(m: GameMeta): RepublicState {
  let s = republic.setup(republic.parseOptions({ players: 4 }), 'window-members');
  for (let k = 0; k < 3000; k++) {
    if (windowKey(s, m) && windowMembers(s, m).includes(0)) return s;
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `w${s.version}`));
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
  throw new Error('no window');
}

describe('the Senate window waits for members who may act, judged publicly', () => {
  it('waits for a member holding cards, whatever they are', () => {
    const m = meta();
    const s = atWindow(m);
    s.factions[0].hand = ['intrigue:tribune-41'];
    expect(windowMembers(s, m)).toEqual([0]);
    s.factions[0].hand = ['concession:mining'];
    expect(windowMembers(s, m)).toEqual([0]);
  });

  it('does not wait for a member with an empty hand and no interrupt open without a card', () => {
    const m = meta();
    const s = atWindow(m);
    s.factions[0].hand = [];
    // An assassination needs no card: until the faction has tried one this turn, the window waits.
    const assassinate = republic.legalActions(s, 0).some((a) => a.type === 'assassinate');
    if (assassinate) expect(windowMembers(s, m)).toEqual([0]);
    s.turnFlags.assassinationsMade.push(0);
    const left = republic.legalActions(s, 0);
    expect(windowMembers(s, m)).toEqual(left.length ? [0] : []);
    if (!left.length) expect(pendingWindow(s, m)).toBeNull();
  });

  it('does not wait again this turn for a member who let a window run out, until they ask', () => {
    const m = meta();
    const s = atWindow(m);
    const win = pendingWindow(s, m)!;
    closeWindow(m, win, s);
    expect(awaySeats(s, m)).toEqual([0]);
    expect(windowMembers(s, m)).toEqual([]);
    // The next turn waits for everyone again.
    expect(awaySeats({ ...s, turn: s.turn + 1 }, m)).toEqual([]);
    expect(comeBack(s, m, 0)).toBe(true);
    expect(comeBack(s, m, 0)).toBe(false);
    expect(windowMembers(s, m)).toEqual([0]);
  });

  it('a member who let the window go is not marked away when it closes', () => {
    const m = meta();
    const s = atWindow(m);
    const win = pendingWindow(s, m)!;
    closeWindow(m, { ...win, waived: [0] }, s);
    expect(awaySeats(s, m)).toEqual([]);
  });
});
