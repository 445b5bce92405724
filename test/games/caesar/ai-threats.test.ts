import { describe, expect, it } from 'vitest';
import { caesar } from '../../../src/games/caesar';
import { scanBorder } from '../../../src/games/caesar/ai/evaluate';
import { learnedEvaluate } from '../../../src/games/caesar/ai/features';
import { PIMC, pimcSearch } from '../../../src/games/caesar/ai/pimc';
import { chooseAction } from '../../../src/games/caesar/ai';
import { DECIDED_SCORE, guardedEvaluate, pendingDecision, threatDecision } from '../../../src/games/caesar/ai/threats';
import type { CaesarAction, CaesarState, CaesarView, Side } from '../../../src/games/caesar/types';
import { act, blank, bonus, bothShortOfSpace8, controlled, give, opts, put } from './helpers';

/** Plays `action` for `side`, then every pending decision of the same turn by its first legal option. */
function playOut(s: CaesarState, side: Side, action: CaesarAction): CaesarState {
  let state = act(s, side, action).state;
  while (state.winner === null && state.pending !== null && state.active === side) {
    state = act(state, side, caesar.legalActions(state, side)[0] as CaesarAction).state;
  }
  return state;
}

/**
 * Pompey to move. Asia closed and his; Syria one space (28, sword) short, his
 * by any sword he puts there, with a Senate on it while he holds two: closing
 * it places Syria's slot, the Asia-Syria border and a pile of three Senate
 * tokens, five control tokens in one placement.
 */
function syriaPile(controlLeft: number): CaesarState {
  const s = blank();
  put(s, 'P05', 26, 'asia');
  put(s, 'P09', 27, 'asia');
  put(s, 'C05', 29, 'asia');
  controlled(s, 'asia', 1);
  bonus(s, 'syria', 'senate');
  s.sides[1].senate = [{ under: 1 }, { under: 2 }];
  s.sides[1].controlLeft = controlLeft;
  give(s, 1, ['P02', 'P10']);
  s.active = 1;
  return s;
}

/** bothShortOfSpace8 with a Poison on Sardinia and on Sicilia, Pompey to move with a ship, Caesar holding `hand`. */
function doublePoison(hand: string[]): CaesarState {
  const s = bothShortOfSpace8(opts({ poison: true }));
  bonus(s, 'sardinia', 'poison');
  bonus(s, 'sicilia', 'poison');
  give(s, 0, hand);
  give(s, 1, ['P11', 'P06']);
  s.active = 1;
  return s;
}

/**
 * Pompey to move with two control tokens left and two swords (P01, P02).
 * Syria (28 free, sword) is his by P05 on 29 and carries Tactics; Gallia (2
 * free, sword) is his by P06 on 3 and P07 on 5. Closing either alone places
 * one control token; closing Syria takes Tactics, whose extra placement
 * closes Gallia too: two tokens, the game, in one turn.
 */
function tacticsChain(): CaesarState {
  const s = blank();
  put(s, 'P05', 29, 'syria');
  bonus(s, 'syria', 'tactics');
  put(s, 'P06', 3, 'gallia');
  put(s, 'P07', 5, 'gallia');
  s.sides[1].controlLeft = 2;
  give(s, 1, ['P01', 'P02']);
  s.active = 1;
  return s;
}

describe('closures that decide the game (threats.ts)', () => {
  it('sees a multi-token closure (slot, border, Senate pile) reach the last control token, as the engine plays it', () => {
    const wins = syriaPile(5);
    expect(threatDecision(wins, 1, scanBorder(wins))).toBe(1);
    expect(playOut(wins, 1, { type: 'place', token: 'P02', space: 28, toward: 'syria' }).winner).toBe(1);
    // One token more to place: the same closure leaves Pompey one short, and nothing is claimed.
    const short = syriaPile(6);
    expect(threatDecision(short, 1, scanBorder(short))).toBeNull();
    const after = playOut(short, 1, { type: 'place', token: 'P02', space: 28, toward: 'syria' });
    expect(after.winner).toBeNull();
    expect(after.sides[1].controlLeft).toBe(1);
  });

  it('follows a Tactics chain: the extra placement\'s closure added to the first decides the game, as the engine plays it', () => {
    const s = tacticsChain();
    expect(threatDecision(s, 1, scanBorder(s), false)).toBeNull();
    expect(threatDecision(s, 1, scanBorder(s))).toBe(1);
    let t = act(s, 1, { type: 'place', token: 'P01', space: 28, toward: 'syria' }).state;
    expect(t.pending).toEqual({ kind: 'tactics' });
    t = act(t, 1, { type: 'tactics', take: true }).state;
    expect(t.winner).toBeNull();
    t = act(t, 1, { type: 'place', token: 'P02', space: 2, toward: 'gallia' }).state;
    expect(t.winner).toBe(1);
    // The same closure in a virtual position (the token put down, nothing resolved).
    const v = tacticsChain();
    v.sides[1].supply.splice(v.sides[1].supply.indexOf('P01'), 1);
    v.spaces[28].placed = { token: 'P01', side: 1, toward: 'syria', faceDown: false };
    v.active = 0;
    expect(pendingDecision(v, 1, scanBorder(v), false)).toBeNull();
    expect(pendingDecision(v, 1, scanBorder(v))).toBe(1);
    expect(guardedEvaluate(v, 0, 1)).toBe(-DECIDED_SCORE);
    expect(guardedEvaluate(v, 0, 1, undefined, false, false)).toBe(learnedEvaluate(v, 0, 1));
  });

  it('claims no Tactics chain where there is none: no Tactics on the closure, an extra turn already taken, one token in hand, three tokens to place', () => {
    const plain = tacticsChain();
    bonus(plain, 'syria', null);
    expect(threatDecision(plain, 1, scanBorder(plain))).toBeNull();
    const extra = tacticsChain();
    extra.extraTurn = true;
    expect(threatDecision(extra, 1, scanBorder(extra))).toBeNull();
    const one = tacticsChain();
    give(one, 1, ['P01']);
    expect(threatDecision(one, 1, scanBorder(one))).toBeNull();
    const three = tacticsChain();
    three.sides[1].controlLeft = 3;
    expect(threatDecision(three, 1, scanBorder(three))).toBeNull();
    let t = act(three, 1, { type: 'place', token: 'P01', space: 28, toward: 'syria' }).state;
    t = act(t, 1, { type: 'tactics', take: true }).state;
    t = act(t, 1, { type: 'place', token: 'P02', space: 2, toward: 'gallia' }).state;
    expect(t.winner).toBeNull();
    expect(t.sides[1].controlLeft).toBe(1);
  });

  it('a Senate pile counts only with control: led by the other side, the closure decides nothing', () => {
    const s = syriaPile(5);
    put(s, 'C01', 28, 'syria');
    // Now Syria is full and Caesar leads it (6 against 0): the virtual closure by Pompey gives him the Senate but no pile.
    expect(pendingDecision(s, 1, scanBorder(s))).toBeNull();
  });

  it('sees two Poisons empty a hand of two (the other side cannot place and loses), and not a hand of three', () => {
    const two = doublePoison(['C01', 'C02']);
    expect(threatDecision(two, 1, scanBorder(two))).toBe(1);
    const end = playOut(two, 1, { type: 'place', token: 'P11', space: 8, toward: 'sicilia' });
    expect(end.winner).toBe(1);
    expect(end.endReason).toBe('cannotPlace');
    const three = doublePoison(['C01', 'C02', 'C03']);
    expect(threatDecision(three, 1, scanBorder(three))).toBeNull();
    expect(playOut(three, 1, { type: 'place', token: 'P11', space: 8, toward: 'sicilia' }).winner).toBeNull();
  });

  it('prices a virtual closure that decides the game at DECIDED_SCORE, inside the terminal scores', () => {
    const s = doublePoison(['C01', 'C02']);
    // The token put down without resolving anything, as the search's move ordering does.
    s.sides[1].supply.splice(s.sides[1].supply.indexOf('P11'), 1);
    s.spaces[8].placed = { token: 'P11', side: 1, toward: 'sicilia', faceDown: false };
    s.active = 0;
    expect(pendingDecision(s, 1, scanBorder(s))).toBe(1);
    expect(guardedEvaluate(s, 0, 1)).toBe(-DECIDED_SCORE);
    expect(guardedEvaluate(s, 1, 1)).toBe(DECIDED_SCORE);
    // The learned evaluation alone prices it as a small edge, not as a lost game.
    expect(Math.abs(learnedEvaluate(s, 0, 1))).toBeLessThan(DECIDED_SCORE / 10);
  });

  it('leaves positions without a deciding closure to the learned evaluation', () => {
    const s = syriaPile(6);
    expect(guardedEvaluate(s, 0)).toBe(learnedEvaluate(s, 0));
    expect(guardedEvaluate(s, 1)).toBe(learnedEvaluate(s, 1));
  });

  it('virtualOnly: a threat in a position the engine reached is left to the learned evaluation', () => {
    const s = syriaPile(5);
    expect(guardedEvaluate(s, 0)).toBe(-DECIDED_SCORE);
    expect(guardedEvaluate(s, 0, null, undefined, true)).toBe(learnedEvaluate(s, 0));
  });
});

/**
 * Caesar (the master) to move, his bag empty, holding C01 (sword) and C09
 * (ship). Achaia is his by 12 to 0, one space short (22, sword), with a
 * Poison on it. Asia is one space short (27, ship), his, with a Senate while
 * he holds two: C09 there places four control tokens. But then he keeps one
 * token and draws none, and Pompey, closing Achaia with any sword or wild,
 * takes the Poison: Caesar's hand is empty and he loses at the start of his
 * turn. Closing Achaia himself (with C01) is the move that does not lose.
 */
function poisonTrap(): CaesarState {
  const s = blank(opts({ poison: true }));
  put(s, 'C05', 21, 'achaia');
  put(s, 'C10', 17, 'achaia');
  put(s, 'P09', 16, 'africa');
  bonus(s, 'achaia', 'poison');
  put(s, 'C06', 26, 'asia');
  put(s, 'C07', 29, 'asia');
  bonus(s, 'asia', 'senate');
  s.sides[0].senate = [{ under: 1 }, { under: 2 }];
  s.sides[0].controlLeft = 9;
  give(s, 0, ['C01', 'C09']);
  s.sides[0].bag = [];
  return s;
}

/** Whether some placement of `side` (with its real hand) ends the game in its favour at once. */
function canWinNow(s: CaesarState, side: Side): boolean {
  for (const a of caesar.legalActions(s, side) as CaesarAction[]) {
    if (a.type !== 'place') continue;
    if (playOut(s, side, a).winner === side) return true;
  }
  return false;
}

describe('the master against a Poison that would empty its hand', () => {
  it('the trap is real: the tempting Senate closure loses to a Poison reply, closing Achaia does not', () => {
    const s = poisonTrap();
    const greedy = playOut(s, 0, { type: 'place', token: 'C09', space: 27, toward: 'asia' });
    expect(greedy.sides[0].controlLeft).toBe(5);
    expect(greedy.active).toBe(1);
    expect(canWinNow(greedy, 1)).toBe(true);
    const safe = playOut(s, 0, { type: 'place', token: 'C01', space: 22, toward: 'achaia' });
    expect(safe.active).toBe(1);
    expect(canWinNow(safe, 1)).toBe(false);
  });

  it.each([false, true])('with the guarded evaluation (virtualOnly %s) the master closes Achaia itself', (virtualOnly) => {
    const s = poisonTrap();
    const view = caesar.view(s, 0) as CaesarView;
    const evaluate = (st: CaesarState, me: Side, c?: Side | null) => guardedEvaluate(st, me, c ?? null, undefined, virtualOnly);
    const r = pimcSearch(view, 'poison-trap', { ...PIMC, duel: { ...PIMC.duel, evaluate } }, { units: 20_000 });
    const a = r.action;
    expect(a.type).toBe('place');
    expect(a.type === 'place' && a.space).toBe(22);
    expect(canWinNow(playOut(s, 0, a), 1)).toBe(false);
  });
});

describe('the guard on the positions a search meets', () => {
  it('either claims a decision or gives exactly the learned value (it reuses its border scan, and its shortcut skips no decision)', () => {
    let decided = 0;
    let same = 0;
    for (const [g, modules] of [{}, { poison: true, centurions: true, checkpoints: true }].entries()) {
      let s = caesar.setup(opts(modules), `guard-scan${g}`);
      for (let k = 0; s.winner === null; k++) {
        const p = caesar.activePlayers(s)[0] as Side;
        if (s.pending === null) {
          for (const a of caesar.legalActions(s, p) as CaesarAction[]) {
            if (a.type !== 'place') continue;
            // Put down as the search's move ordering does: nothing resolved, the other side to move.
            const v = structuredClone(s);
            v.spaces[a.space].placed = { token: a.token, side: p, toward: a.toward, faceDown: a.faceDown === true };
            v.sides[p].supply.splice(v.sides[p].supply.indexOf(a.token), 1);
            v.active = (1 - p) as Side;
            const guarded = guardedEvaluate(v, 0, p, undefined, true);
            if (Math.abs(guarded) === DECIDED_SCORE) {
              decided++;
              const d = pendingDecision(v, p, scanBorder(v)) ?? threatDecision(v, v.active, scanBorder(v));
              expect(guarded).toBe(d === 0 ? DECIDED_SCORE : -DECIDED_SCORE);
            } else {
              same++;
              expect(guarded).toBe(learnedEvaluate(v, 0, p));
            }
          }
        }
        s = act(s, p, chooseAction(caesar.view(s, p) as CaesarView, 3, `guard-scan${g}:${k}`)).state;
      }
    }
    // Both branches are exercised by these games.
    expect(decided).toBeGreaterThan(0);
    expect(same).toBeGreaterThan(decided);
  });
});
