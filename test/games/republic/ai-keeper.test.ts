/**
 * The AI as Rome's keeper: the switches of AI_TUNING that change how the
 * Senate raises forces (ai/military.ts, ai/war-plan.ts), each against the
 * behaviour before it on the same position, and from the faction's own view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { raiseProposal } from '../../../src/games/republic/ai/military';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../../../src/games/republic/ai/tuning';
import type { RepublicState, RepublicView } from '../../../src/games/republic/types';
import { chooseAction } from '../../../src/games/republic/ai';
import { addSenator, bare, republic } from './helpers';
import { war, warTable } from './senate-table';

afterEach(() => { Object.assign(AI_TUNING, AI_TUNING_DEFAULTS); });

function withSwitch<T>(k: 'thrift' | 'speechGames', on: boolean, f: () => T): T {
  const was = AI_TUNING[k];
  AI_TUNING[k] = on;
  try { return f(); } finally { AI_TUNING[k] = was; }
}

const raised = (p: { legions: number; fleets: number } | null) => (p ? p.legions + p.fleets : 0);

/** A Manpower Shortage in play: every unit costs 10T more (1.09.63). */
function shortage(s: RepublicState): RepublicState {
  s.forum.events.push({ id: 'event:manpower-shortage', level: 1, count: 1, turn: s.turn });
  return s;
}

describe('AI thrift at Manpower Shortage prices (AI_TUNING.thrift)', () => {
  it('does not build ahead toward an inactive war while units cost double', () => {
    // No active war, the 1st Punic War inactive in the Forum, 200T: the previous plan built fleets toward it.
    const s = warTable([], 200, 6, 2);
    s.forum.wars = [war('war:1st-punic', { status: 'inactive' })];
    const cheap = withSwitch('thrift', true, () => raiseProposal(s));
    expect(raised(cheap as never)).toBeGreaterThan(0);
    shortage(s);
    expect(raised(withSwitch('thrift', false, () => raiseProposal(s)) as never)).toBeGreaterThan(0);
    expect(withSwitch('thrift', true, () => raiseProposal(s))).toBeNull();
  });

  it('still raises at any price for an active war it can win', () => {
    const s = shortage(warTable(['war:1st-gallic'], 200, 4, 0));
    const p = withSwitch('thrift', true, () => raiseProposal(s));
    expect(raised(p as never)).toBeGreaterThan(0);
  });
});

describe('AI keeper switches: only from the faction\'s own view', () => {
  it('raises the same from two states that differ only in the other faction\'s hand and treasury', () => {
    const a = shortage(warTable(['war:1st-macedonian'], 150, 4, 0));
    const b = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49', 'intrigue:tribune-39'];
    a.factions[1].treasury = 40;
    b.factions[1].hand = ['intrigue:seduction-50'];
    b.factions[1].treasury = 0;
    const seen = (s: RepublicState) => determinize(republic.view(s, 0) as RepublicView, 'same');
    for (const on of [false, true]) {
      withSwitch('thrift', on, () => {
        expect(raiseProposal(seen(a))).toEqual(raiseProposal(seen(b)));
        expect(raiseProposal(seen(a))).toEqual(raiseProposal(a));
      });
    }
  });
});

/**
 * Seat 0 asked for games in the Forum: a senator with 25T, unrest `unrest`, and `open` active wars left
 * unprosecuted last turn (each adds 1 unrest before this turn's speech, 1.08.11). Seat 1's HRAO has POP 0.
 */
function gamesTable(unrest: number, open: number): RepublicState {
  const s = bare(2, 'forum');
  addSenator(s, 1, 0, { talents: 25 });
  addSenator(s, 2, 1, { office: 'romeConsul', pop: 0 });
  s.unrest = unrest;
  s.forum.wars = ['war:1st-gallic', 'war:syrian', 'war:1st-illyrian'].slice(0, open).map((c) => war(c, { unprosecuted: true }));
  s.pending = [{ id: 1, kind: 'games', seat: 0 } as never];
  return s;
}

describe('AI games against the speech\'s unrest (AI_TUNING.speechGames)', () => {
  const ask = (s: RepublicState) => chooseAction(republic.view(s, 0) as RepublicView, 0, 'games');

  it('counts the unprosecuted wars the speech will add: games at unrest 2 with three wars left alone', () => {
    const s = gamesTable(2, 3);
    expect(withSwitch('speechGames', false, () => ask(s))).toEqual({ type: 'done' });
    expect(withSwitch('speechGames', true, () => ask(s))).toMatchObject({ type: 'games', senator: '1' });
  });

  it('the bigger games the higher the speech\'s unrest; none in calm', () => {
    const cost = (a: unknown) => (a as { games?: string }).games;
    expect(withSwitch('speechGames', true, () => ask(gamesTable(0, 0)))).toEqual({ type: 'done' });
    expect(withSwitch('speechGames', true, () => cost(ask(gamesTable(9, 2))))).toBe('gladiatorGala');
  });

  it('from its own view: the other faction\'s hand and treasury do not change the games', () => {
    const a = gamesTable(4, 2);
    const b = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49'];
    a.factions[1].treasury = 30;
    withSwitch('speechGames', true, () => expect(ask(a)).toEqual(ask(b)));
  });
});
