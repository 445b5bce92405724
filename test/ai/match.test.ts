/**
 * The generic match driver offers seats with an open interrupt window their
 * out-of-turn answer (Player.interrupt) once per position, before the
 * deciding seat moves; a taken interrupt is applied and recorded like any
 * action, and an illegal one stops the match.
 */
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../src/ai/match';
import type { Player } from '../../src/ai/player';
import type { BaseState, GameModule } from '../../src/core/game';

/** Two seats take turns adding 1 to a count up to 6; the seat not moving may once per game take a point. */
interface Race extends BaseState { count: number; turn: number; points: number[]; stolen: boolean[] }
type RaceAction = { type: 'step' } | { type: 'steal' };

const race = {
  id: 'race', schemaVersion: 1, minPlayers: 2, maxPlayers: 2,
  parseOptions: () => ({}),
  parseAction: (raw: unknown) => raw as RaceAction,
  setup: () => ({ game: 'race', schema: 1, version: 0, count: 0, turn: 0, points: [0, 0], stolen: [false, false] }),
  activePlayers: (s: Race) => (s.count >= 6 ? [] : [s.turn, ...[1 - s.turn].filter((o) => !s.stolen[o])]),
  legalActions: (s: Race, p: number): RaceAction[] => (p === s.turn ? [{ type: 'step' }] : s.stolen[p] ? [] : [{ type: 'steal' }]),
  apply(s: Race, p: number, a: RaceAction) {
    if (s.count >= 6) return { ok: false, error: { code: 'over', message: 'over' } };
    if (a.type === 'step' && p === s.turn) {
      const points = [...s.points];
      points[p]++;
      return { ok: true, state: { ...s, count: s.count + 1, turn: 1 - p, points, version: s.version + 1 }, events: ['step'] };
    }
    if (a.type === 'steal' && p !== s.turn && !s.stolen[p]) {
      const points = [...s.points];
      points[p]++;
      points[s.turn]--;
      const stolen = [...s.stolen];
      stolen[p] = true;
      return { ok: true, state: { ...s, points, stolen, version: s.version + 1 }, events: ['steal'] };
    }
    return { ok: false, error: { code: 'illegal', message: `illegal ${a.type}` } };
  },
  view: (s: Race) => s,
  result(s: Race) {
    if (s.count < 6) return null;
    const w = s.points[0] === s.points[1] ? [0, 1] : [s.points[0] > s.points[1] ? 0 : 1];
    return { ranks: [0, 1].map((p) => (w.includes(p) ? 1 : 2)), winners: w, reason: 'count' };
  },
} as unknown as GameModule<Race, RaceAction, object, Race, string>;

const stepper = (name = 'stepper'): Player<Race, RaceAction> => ({ name, choose: () => ({ type: 'step' }) });

/** The record a match should leave: one `[seat, action type]` pair per action, in order. */
const actions = (...played: [number, RaceAction['type']][]) => played.map(([player, type]) => ({ player, action: { type } }));

describe('playMatch with interrupts', () => {
  it('applies and records an interrupt taken out of turn, asking each position once', () => {
    const asked: number[] = [];
    const thief: Player<Race, RaceAction> = {
      ...stepper('thief'),
      interrupt(s) {
        asked.push(s.version);
        return s.count === 2 ? { type: 'steal' } : null;
      },
    };
    const out = playMatch(race, {}, 's', [stepper(), thief]);
    expect(out.record.actions).toEqual(actions(
      [0, 'step'],
      [1, 'step'],
      [1, 'steal'],
      [0, 'step'],
      [1, 'step'],
      [0, 'step'],
      [1, 'step'],
    ));
    // Asked where seat 0 decides with seat 1's window open (versions 0 and 2); after its steal the window is closed.
    expect(asked).toEqual([0, 2]);
    expect(out.state.points).toEqual([2, 4]);
    expect(out.result.winners).toEqual([1]);
    expect(out.thinking[1].moves).toBe(3 + 2);
  });

  it('lets the game go on when the interrupt answers null, and never asks a player without interrupt', () => {
    const asked: number[] = [];
    const waiter: Player<Race, RaceAction> = { ...stepper('waiter'), interrupt: (s) => (asked.push(s.version), null) };
    const out = playMatch(race, {}, 's', [stepper(), waiter]);
    expect(out.record.actions.every((a) => (a.action as RaceAction).type === 'step')).toBe(true);
    expect(out.record.actions).toHaveLength(6);
    expect(asked).toEqual([0, 2, 4]);
    expect(out.result.winners).toEqual([0, 1]);
  });

  it('stops on an illegal interrupt', () => {
    const cheat: Player<Race, RaceAction> = { ...stepper('cheat'), interrupt: () => ({ type: 'step' }) };
    expect(() => playMatch(race, {}, 's', [stepper(), cheat])).toThrow(/cheat \(seat 1\) chose an illegal action/);
  });
});

/**
 * Three seats in turn add 1 to a count up to 9; each seat not moving may once per game take a point from the
 * mover. activePlayers lists the mover first, then the others with their window still open, in seat order
 * after the mover.
 */
interface Trio extends BaseState { count: number; turn: number; points: number[]; stolen: boolean[] }
const trio = {
  ...race,
  id: 'trio', minPlayers: 3, maxPlayers: 3,
  setup: () => ({ game: 'trio', schema: 1, version: 0, count: 0, turn: 0, points: [0, 0, 0], stolen: [false, false, false] }),
  activePlayers: (s: Trio) => (s.count >= 9 ? [] : [s.turn, ...[1, 2].map((k) => (s.turn + k) % 3).filter((o) => !s.stolen[o])]),
  apply(s: Trio, p: number, a: RaceAction) {
    if (s.count >= 9) return { ok: false, error: { code: 'over', message: 'over' } };
    const points = [...s.points];
    if (a.type === 'step' && p === s.turn) {
      points[p]++;
      return { ok: true, state: { ...s, count: s.count + 1, turn: (p + 1) % 3, points, version: s.version + 1 }, events: ['step'] };
    }
    if (a.type === 'steal' && p !== s.turn && !s.stolen[p]) {
      points[p]++;
      points[s.turn]--;
      const stolen = [...s.stolen];
      stolen[p] = true;
      return { ok: true, state: { ...s, points, stolen, version: s.version + 1 }, events: ['steal'] };
    }
    return { ok: false, error: { code: 'illegal', message: `illegal ${a.type}` } };
  },
  result(s: Trio) {
    if (s.count < 9) return null;
    const best = Math.max(...s.points);
    const winners = [0, 1, 2].filter((p) => s.points[p] === best);
    return { ranks: [0, 1, 2].map((p) => (winners.includes(p) ? 1 : 2)), winners, reason: 'count' };
  },
} as unknown as GameModule<Trio, RaceAction, object, Trio, string>;

describe('playMatch with several seats out of turn', () => {
  it('asks every other active seat in activePlayers order, each once per position, and the first taker acts', () => {
    const asked: string[] = [];
    // Seat 1 steals from seat 2 (count 2 or later); seat 2 steals from seat 0 at count 3 or later.
    const watcher = (name: string, wants: (s: Trio) => boolean): Player<Trio, RaceAction> => ({
      ...stepper(name) as unknown as Player<Trio, RaceAction>,
      interrupt(s, seat) {
        asked.push(`${seat}@${s.version}`);
        return wants(s) ? { type: 'steal' } : null;
      },
    });
    const out = playMatch(trio, {}, 't', [
      watcher('a', () => false),
      watcher('b', (s) => s.turn === 2),
      watcher('c', (s) => s.turn === 0 && s.count >= 3),
    ]);
    expect(out.record.actions).toEqual(actions(
      [0, 'step'],
      [1, 'step'],
      // Seat 2 moves at count 2: seat 0 is asked first (after the mover, in seat order), lets it go, then seat 1 steals.
      [1, 'steal'],
      [2, 'step'],
      // Seat 0 moves at count 3: seat 1's window is closed, seat 2 steals.
      [2, 'steal'],
      [0, 'step'],
      [1, 'step'],
      [2, 'step'],
      [0, 'step'],
      [1, 'step'],
      [2, 'step'],
    ));
    // Never the mover, never twice at one position, and in the order activePlayers gives.
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.slice(0, 6)).toEqual(['1@0', '2@0', '2@1', '0@1', '0@2', '1@2']);
    expect(asked).toContain('0@3');
    expect(asked).not.toContain('1@3');
    expect(asked.filter((k) => k.startsWith('1@'))).toHaveLength(2);
    // Three steps each; seat 1 took one of seat 2's points, seat 2 one of seat 0's.
    expect(out.state.points).toEqual([2, 4, 3]);
  });

  it('skips an active seat without a player and still lets the mover act', () => {
    const asked: number[] = [];
    const b: Player<Trio, RaceAction> = { ...(stepper('b') as unknown as Player<Trio, RaceAction>), interrupt: (s) => (asked.push(s.version), null) };
    // Seat 2 has no player: it must never be the mover, so stop the game before its turn comes (count 2 → turn 2).
    const short = { ...trio, result: (s: Trio) => (s.count >= 2 ? { ranks: [1, 1, 1], winners: [0, 1, 2], reason: 'count' } : null) } as typeof trio;
    const out = playMatch(short, {}, 't', [stepper() as unknown as Player<Trio, RaceAction>, b, null]);
    expect(out.record.actions).toEqual(actions([0, 'step'], [1, 'step']));
    expect(asked).toEqual([0]);
  });
});
