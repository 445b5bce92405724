/**
 * Rescue contributions (AI_TUNING.rescue, ai/rescue.ts): in the Revenue Phase the AI's senators give the State
 * their money above a small purse while the wars in sight ask for more units than the State can raise, sized to
 * what is lacking; each answer against the behaviour without the switch on the same position, and from the
 * faction's own view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAction } from '../../../src/games/republic/ai';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { rescueGift, rescueShortfall, unitsWanted } from '../../../src/games/republic/ai/rescue';
import { AI_TUNING, AI_TUNING_DEFAULTS } from '../../../src/games/republic/ai/tuning';
import { DECKS } from '../../../src/games/republic/data';
import type { RepublicState, RepublicView } from '../../../src/games/republic/types';
import { addSenator, bare, republic } from './helpers';
import { war } from './senate-table';

afterEach(() => { Object.assign(AI_TUNING, AI_TUNING_DEFAULTS); });

function withRescue<T>(on: boolean, f: () => T): T {
  const was = AI_TUNING.rescue;
  AI_TUNING.rescue = on;
  try { return f(); } finally { AI_TUNING.rescue = was; }
}

/**
 * Revenue Phase, seat 0 asked for contributions: one senator with `talents`; these wars active; `treasury` in the
 * State's (this turn's revenue in, its debits still to pay); four legions in Rome, no fleets; an empty deck.
 */
function contributeTable(talents: number, wars: string[], treasury = 100): RepublicState {
  // Three players: no Neutral to match a gift (4.03), which the AI answers otherwise.
  const s = bare(3, 'revenue');
  addSenator(s, 1, 0, { talents });
  addSenator(s, 2, 1, { office: 'romeConsul' });
  s.forum.wars = wars.map((c) => war(c));
  s.treasury = treasury;
  s.legions.forEach((l, i) => { l.at = i < 4 ? 'active' : 'pool'; });
  s.fleets.forEach((f) => { f.at = 'pool'; });
  s.pending = [{ id: 1, kind: 'contribute', seat: 0 } as never];
  return s;
}

const ask = (s: RepublicState, seed = 'rescue') => chooseAction(republic.view(s, 0) as RepublicView, 0, seed);

describe('rescue shortfall: the talents the State lacks for the wars in sight', () => {
  it('the 1st Macedonian War (land 12, fleet support 10) against 4 legions and 100T: short of units', () => {
    const s = contributeTable(34, ['war:1st-macedonian']);
    // 14 legions and 10 fleets wanted, 4 legions in hand.
    expect(unitsWanted(s)).toBe(24);
    expect(rescueShortfall(s)).toBeGreaterThan(0);
  });

  it('falls as the treasury rises, and is nothing in peace or with the units already raised', () => {
    const a = contributeTable(34, ['war:1st-macedonian'], 100);
    const b = contributeTable(34, ['war:1st-macedonian'], 150);
    expect(rescueShortfall(b)).toBeLessThan(rescueShortfall(a));
    expect(rescueShortfall(contributeTable(34, ['war:1st-macedonian'], 500))).toBe(0);
    expect(rescueShortfall(contributeTable(34, [], 100))).toBe(0);
    const ready = contributeTable(34, ['war:1st-macedonian'], 100);
    ready.legions.forEach((l, i) => { l.at = i < 14 ? 'active' : 'pool'; });
    ready.fleets.forEach((f, i) => { f.at = i < 10 ? 'active' : 'pool'; });
    expect(rescueShortfall(ready)).toBe(0);
  });

  it('counts a war the next Forum Phase is likely to draw (public: the deck\'s size and the wars seen)', () => {
    const s = contributeTable(34, ['war:1st-gallic'], 100);
    const dry = rescueShortfall(s);
    s.deck = DECKS.early.filter((c) => c !== 'war:1st-gallic').slice(0, 20);
    expect(unitsWanted(s)).toBeGreaterThan(unitsWanted(contributeTable(34, ['war:1st-gallic'], 100)));
    expect(rescueShortfall(s)).toBeGreaterThanOrEqual(dry);
  });
});

describe('AI rescue contributions (AI_TUNING.rescue)', () => {
  it('gives 25T out of 34T against a war the State cannot arm for (10T without the switch)', () => {
    const s = contributeTable(34, ['war:1st-macedonian']);
    expect(withRescue(false, () => ask(s))).toEqual({ type: 'contribute', senator: '1', amount: 10 });
    expect(withRescue(true, () => ask(s))).toEqual({ type: 'contribute', senator: '1', amount: 25 });
  });

  it('gives 50T from a rich senator while the shortfall is large, and keeps his purse', () => {
    const s = contributeTable(60, ['war:1st-macedonian', 'war:1st-gallic']);
    expect(withRescue(true, () => ask(s))).toEqual({ type: 'contribute', senator: '1', amount: 50 });
    // 15T: a 10T gift would leave him under the purse (6T).
    expect(withRescue(true, () => ask(contributeTable(15, ['war:1st-macedonian'])))).toEqual({ type: 'done' });
  });

  it('sizes the gift to what is lacking: no more than 15T over the shortfall', () => {
    const s = contributeTable(60, ['war:1st-macedonian'], 100);
    for (let t = 100; t <= 400; t += 10) {
      s.treasury = t;
      const short = rescueShortfall(s);
      const g = rescueGift(s, [{ id: '1', talents: 60 }]);
      if (short <= 0) expect(g).toBeNull();
      else expect(g!.amount).toBeLessThanOrEqual(short + 15);
    }
  });

  it('in peace with a full treasury it gives as without the switch', () => {
    const s = contributeTable(34, [], 250);
    expect(withRescue(true, () => ask(s))).toEqual(withRescue(false, () => ask(s)));
  });

  it('from its own view: the other factions\' hands and treasuries do not change the gift', () => {
    const a = contributeTable(34, ['war:1st-macedonian']);
    const b = structuredClone(a);
    a.factions[1].hand = ['intrigue:assassin-49'];
    a.factions[1].treasury = 30;
    withRescue(true, () => expect(ask(a)).toEqual(ask(b)));
    // The shortfall it reads from its view is the true one: only public values enter it.
    expect(rescueShortfall(determinize(republic.view(a, 0) as RepublicView, 'x'))).toBe(rescueShortfall(a));
  });
});

