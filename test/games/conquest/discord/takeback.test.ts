/**
 * Takeback of the member's last step against the AIs in Conquest Classic
 * (issue 15), on stored games built by playing legal actions: what may go
 * back (the last committed step and everything the AIs played after it), and
 * that the earlier position is the one the record rebuilds.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import { TAKEN_BACK } from '../../../../src/bot/takeback';
import { conquestTakebackRows, lastOwnStep, stateBeforeOwnStep } from '../../../../src/games/conquest/discord/takeback';
import type { ConquestAction, ConquestState } from '../../../../src/games/conquest/types';
import type { StoredGame } from '../../../../src/storage';

const OPTIONS = { players: 3 };
const t = (k: string) => k;

/** Plays `moves` actions, each a legal action of the first seat to act (varied by the step's number). */
function played(moves: number, seed = 'tb'): { state: ConquestState; actions: { player: number; action: ConquestAction }[] } {
  let state = conquest.setup(conquest.parseOptions(OPTIONS), seed);
  const actions: { player: number; action: ConquestAction }[] = [];
  for (let k = 0; k < moves && !conquest.result(state); k++) {
    const seat = conquest.activePlayers(state)[0];
    const legal = conquest.legalActions(state, seat);
    // Mostly the last listed action (it ends a phase), sometimes another: turns pass and pieces move.
    const action = k % 3 === 0 ? legal[0] : legal[legal.length - 1];
    const out = conquest.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
    actions.push({ player: seat, action });
  }
  return { state, actions };
}

/** A stored table: seat 0 a member, the other seats `others` (null: an AI). */
function table(moves: number, others: (string | null)[] = [null, null], extra: Partial<StoredGame['meta']> = {}): StoredGame<ConquestState> {
  const { state, actions } = played(moves);
  return {
    meta: { id: 'g1', game: 'conquest', status: 'active', kind: 'table', seats: ['u0', ...others], lastEvents: [], table: { ai: [false, true, true] }, ...extra },
    record: { options: OPTIONS, seed: 'tb', actions },
    state,
  } as unknown as StoredGame<ConquestState>;
}

function rebuilt(g: StoredGame<ConquestState>, n: number): ConquestState {
  let s = conquest.setup(conquest.parseOptions(OPTIONS), g.record.seed);
  for (const { player, action } of g.record.actions.slice(0, n)) {
    const out = conquest.apply(s, player, conquest.parseAction(action));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}

describe('Conquest Classic takeback against the AIs', () => {
  it("T1 T3 takes the member's last step and the AIs' whole turns after it back, to the position the record rebuilds", () => {
    // The first game length whose record ends with AI actions after a step of the member (the AIs played their turns).
    let n = 5;
    const ends = (g: StoredGame<ConquestState>) => g.record.actions.at(-1)!.player !== 0 && g.record.actions.at(-2)!.player !== 0;
    while (!ends(table(n)) || !table(n).record.actions.some((a) => a.player === 0)) n++;
    const g = table(n);
    const keep = g.record.actions.map((a) => a.player).lastIndexOf(0);
    expect(g.record.actions.length - keep).toBeGreaterThan(2);
    const out = stateBeforeOwnStep(g, 0);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.keep).toBe(keep);
    const expected = rebuilt(g, keep);
    expect({ ...out.state, version: 0 }).toEqual({ ...expected, version: 0 });
    // The same dice generator: the member's next step rolls what the seed gives.
    expect(out.state.rng).toEqual(expected.rng);
    expect(out.state.version).toBe(g.state!.version + 1);
    expect(conquest.activePlayers(out.state)).toContain(0);
    const rows = conquestTakebackRows(g, 0, t);
    expect(JSON.stringify(rows)).toContain(`g:g1:${g.state!.version}:ktb`);
  });

  it('T1 takes back a single step in the middle of the turn (the AIs did nothing after it)', () => {
    let n = 2;
    while (table(n).record.actions.at(-1)!.player !== 0) n++;
    const g = table(n);
    const out = stateBeforeOwnStep(g, 0);
    expect(out.ok && out.keep).toBe(n - 1);
    if (out.ok) expect({ ...out.state, version: 0 }).toEqual({ ...rebuilt(g, n - 1), version: 0 });
  });

  it('T2 is refused when another member sits at the table, and at a league table', () => {
    expect(lastOwnStep(table(8, ['u1', null]), 0)).toEqual({ ok: false, why: 'notAi' });
    // A league table keeps who accepted its invitation, even once a seat went to the AI.
    const league = table(8, [null, null], { table: { ai: [false, true, true], accepted: ['u0'] } } as never);
    expect(lastOwnStep(league, 0)).toEqual({ ok: false, why: 'notAi' });
    expect(conquestTakebackRows(league, 0, t)).toEqual([]);
  });

  it('is refused for a seat that is not a member and before the member moved', () => {
    expect(lastOwnStep(table(8), 1)).toEqual({ ok: false, why: 'notYours' });
    expect(lastOwnStep(table(0), 0)).toEqual({ ok: false, why: 'notYours' });
  });

  it('T1 is allowed once per step, and never in a finished game', () => {
    const g = table(8);
    g.meta.lastEvents = [{ type: TAKEN_BACK, seat: 0 }];
    expect(lastOwnStep(g, 0)).toEqual({ ok: false, why: 'once' });
    const over = table(8);
    over.meta.status = 'finished';
    expect(lastOwnStep(over, 0)).toEqual({ ok: false, why: 'notYours' });
  });

  it('T3 refuses when the record no longer rebuilds the stored game (the step stands)', () => {
    const g = table(8);
    g.state = { ...g.state!, round: g.state!.round + 3 };
    expect(stateBeforeOwnStep(g, 0)).toEqual({ ok: false, why: 'cannot' });
  });
});
