/**
 * Taking back one's last move (./src/games/republic/discord/undo.ts): only the
 * member's own last action, only while nobody acted after it, only when it
 * revealed no randomness, and only when the record rebuilds the stored state.
 */
import { describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { stateBeforeLast, undoRows, undoable } from '../../../../src/games/republic/discord/undo';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import type { StoredGame } from '../../../../src/storage';
import type { RepublicState } from '../../../../src/games/republic/types';

registerGame(republicPlugin);

const SEED = 'undo-1';

function table(): StoredGame<RepublicState> {
  const options = republic.parseOptions({ players: 3 });
  return {
    meta: { id: 'g1', game: 'republic', status: 'active', kind: 'table', seats: ['a', 'b', 'c'] } as StoredGame['meta'],
    record: { game: 'republic', options, seed: SEED, actions: [] },
    state: republic.setup(options, SEED),
  };
}

/** Plays `n` actions as the AI would, recording them; returns the state before the last one. */
function play(game: StoredGame<RepublicState>, n: number): RepublicState {
  let before = game.state!;
  for (let k = 0; k < n; k++) {
    const s = game.state!;
    const seat = republic.activePlayers(s)[0];
    const action = chooseAction(republic.view(s, seat), seat, `s${s.version}`);
    const out = republic.apply(s, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    before = s;
    game.state = out.state;
    game.record.actions.push({ player: seat, action });
  }
  return before;
}

const t = translator('en');

describe('Republic: taking back the last move', () => {
  it('gives back the state before the member\'s own last action, with a new version', () => {
    const game = table();
    const before = play(game, 1);
    const seat = game.record.actions[0].player;
    expect(undoable(game, seat, before)).toBe(true);
    const rows = undoRows(game, seat, before, t);
    expect(rows).toHaveLength(1);
    const button = rows[0].components[0] as { custom_id: string; label: string };
    expect(button.custom_id).toBe(`g:g1:${game.state!.version}:ru`);
    expect(button.label).toBe('Take back my move');
    const out = stateBeforeLast(game, seat);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    // The same position as before the move, never an earlier version number (old buttons stay stale).
    expect({ ...out.state, version: 0 }).toEqual({ ...before, version: 0 });
    expect(out.state.version).toBe(game.state!.version + 1);
    expect(republic.activePlayers(out.state)[0]).toBe(seat);
  });

  it('refuses another seat\'s move and a seat without a member', () => {
    const game = table();
    const before = play(game, 1);
    const seat = game.record.actions[0].player;
    const other = (seat + 1) % 3;
    expect(stateBeforeLast(game, other)).toEqual({ ok: false, why: 'notYours' });
    expect(undoRows(game, other, before, t)).toEqual([]);
    game.meta.seats[seat] = null;
    expect(stateBeforeLast(game, seat)).toEqual({ ok: false, why: 'notYours' });
    expect(undoable(game, seat, before)).toBe(false);
  });

  it('refuses a move after which randomness was revealed (the Mortality Phase\'s chits)', () => {
    const game = table();
    let before = game.state!;
    for (let k = 0; k < 40; k++) {
      before = play(game, 1);
      if (JSON.stringify(before.rng) !== JSON.stringify(game.state!.rng)) break;
    }
    expect(game.state!.rng).not.toEqual(before.rng);
    const seat = game.record.actions.at(-1)!.player;
    expect(undoable(game, seat, before)).toBe(false);
    expect(undoRows(game, seat, before, t)).toEqual([]);
    expect(stateBeforeLast(game, seat)).toEqual({ ok: false, why: 'chance' });
  });

  it('refuses a counter-bribe that closed its round and revealed the others\' amounts, though no dice were rolled', () => {
    const options = republic.parseOptions({ players: 4 });
    const game: StoredGame<RepublicState> = {
      meta: { id: 'g2', game: 'republic', status: 'active', kind: 'table', seats: ['a', 'b', 'c', 'd'], lastEvents: [] } as unknown as StoredGame['meta'],
      record: { game: 'republic', options, seed: 'reveal-1', actions: [] },
      state: republic.setup(options, 'reveal-1'),
    };
    let before = game.state!;
    let events: { type: string }[] = [];
    for (let k = 0; k < 3000; k++) {
      const s = game.state!;
      const seat = republic.activePlayers(s)[0];
      const action = chooseAction(republic.view(s, seat), seat, `r${s.version}`);
      const out = republic.apply(s, seat, action);
      if (!out.ok) throw new Error(out.error.message);
      before = s;
      game.state = out.state;
      game.record.actions.push({ player: seat, action });
      events = out.events as { type: string }[];
      if (action.type === 'counterBribe' && events.some((e) => e.type === 'counterBribes') && JSON.stringify(out.state.rng) === JSON.stringify(s.rng)) break;
    }
    expect(events.map((e) => e.type)).toContain('counterBribes');
    // No dice yet: the persuader may raise first.
    expect(game.state!.rng).toEqual(before.rng);
    const seat = game.record.actions.at(-1)!.player;
    game.meta.lastEvents = events;
    expect(undoable(game, seat, before)).toBe(false);
    expect(stateBeforeLast(game, seat)).toEqual({ ok: false, why: 'revealed' });
  });

  it('refuses when the record no longer rebuilds the stored state', () => {
    const game = table();
    const before = play(game, 1);
    const seat = game.record.actions[0].player;
    game.state!.factions[seat].treasury += 7;
    expect(undoable(game, seat, before)).toBe(true);
    expect(stateBeforeLast(game, seat)).toEqual({ ok: false, why: 'cannot' });
  });

  it('takes back one move after an earlier undo bumped the version', () => {
    const game = table();
    play(game, 1);
    const seat = game.record.actions[0].player;
    const first = stateBeforeLast(game, seat);
    if (!first.ok) throw new Error('no undo');
    game.state = first.state;
    game.record.actions.pop();
    const before = play(game, 1);
    expect(game.state!.version).toBe(first.state.version + 1);
    const again = stateBeforeLast(game, game.record.actions[0].player);
    expect(again.ok).toBe(true);
    if (again.ok) expect({ ...again.state, version: 0 }).toEqual({ ...before, version: 0 });
  });
});
