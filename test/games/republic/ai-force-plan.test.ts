/**
 * The AI's force plan on top of the economy-aware war plan: disbanding units
 * no war in sight needs (ai/force-upkeep.ts), the lookahead on matching wars
 * still unplayed (ai/war-outlook.ts), and the rebel's answers (2.03.7
 * reinforcements, 1.11.34 desertion; ai/rebels.ts). Each against the previous
 * behaviour (AI_TUNING.previousForcePlan) on the same position.
 */
import { describe, expect, it } from 'vitest';
import { chooseAction, chooseInterruptAction } from '../../../src/games/republic/ai';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { dangerous } from '../../../src/games/republic/neutral/military';
import { eliminateProposal, surplus } from '../../../src/games/republic/ai/force-upkeep';
import { AI_TUNING } from '../../../src/games/republic/ai/tuning';
import { matchThreat, unplayedWars } from '../../../src/games/republic/ai/war-outlook';
import { warPlan } from '../../../src/games/republic/ai/war-plan';
import { top } from '../../../src/games/republic/registry';
import { DECKS, WARS } from '../../../src/games/republic/data';
import type { RepublicState, RepublicView } from '../../../src/games/republic/types';
import { addSenator, ctxOf, republic, runPhase } from './helpers';
import { reinforcingRebels } from './rebel-fixture';
import { afterConsuls, war, warTable } from './senate-table';

/** Seat 0's Field Consul and seat 1's Rome Consul in Rome, the Senate at its business (senate-table.ts). */
const table = (wars: string[], treasury: number, legions: number, fleets: number, deck = 30) => warTable(wars, treasury, legions, fleets, deck);

/** Every Early Republic war but `keep` seen already (in the discard). */
function seenAllBut(s: RepublicState, ...keep: string[]): void {
  s.discard = DECKS.early.filter((c) => WARS.has(c) && !keep.includes(c) && !s.forum.wars.some((w) => w.card === c));
}

function previous<T>(f: () => T): T {
  AI_TUNING.previousForcePlan = true;
  try { return f(); } finally { AI_TUNING.previousForcePlan = false; }
}

describe('AI disbanding (force-upkeep.ts)', () => {
  it('after the wars are won, eliminates the fleets no war in sight needs, keeping a peacetime force', () => {
    // Twenty fleets and six legions, no war in the Forum, every Early war seen: only a standing 2 fleets stay.
    const s = table([], 120, 6, 20);
    seenAllBut(s);
    expect(eliminateProposal(s)).toEqual({ kind: 'eliminate', legions: 0, fleets: 18 });
    expect(previous(() => eliminateProposal(s))).toBeNull();
  });

  it('keeps the fleets a naval war in the Forum will need, and the fleet support of a war still unplayed', () => {
    const naval = table([], 120, 6, 20);
    naval.forum.wars = [war('war:1st-punic', { status: 'inactive' })];
    seenAllBut(naval, '');
    naval.discard.push('war:2nd-punic');
    // The 1st Punic War (naval 10) in the Forum: 12 fleets kept.
    expect(surplus(naval).fleets).toBe(8);
    // The 1st Macedonian War (fleet support 10) still unplayed, likely to come: 10 fleets kept.
    const unplayed = table([], 120, 6, 20);
    seenAllBut(unplayed, 'war:1st-macedonian');
    expect(unplayedWars(unplayed).map((u) => u.card)).toContain('war:1st-macedonian');
    expect(surplus(unplayed).fleets).toBe(10);
  });

  it('never disbands in a turn it raises, nor units the plan sends this turn', () => {
    // The 1st Gallic War (10 land) active, 22 legions, 20 fleets: the plan sends legions without raising any;
    // the fleets beyond the standing force go, and legions only beyond what is sent and the force kept.
    const s = table(['war:1st-gallic'], 150, 22, 20);
    seenAllBut(s);
    const plan = warPlan(s);
    const sent = plan.attacks.reduce((n, a) => n + a.legions, 0);
    expect(sent).toBeGreaterThan(0);
    expect(plan.raiseLegions + plan.raiseFleets).toBe(0);
    const cut = surplus(s);
    expect(cut.legions).toBeLessThanOrEqual(22 - sent - 6);
    expect(cut.fleets).toBe(18);
    // Units were raised this turn: none can be eliminated (1.09.63).
    s.turnFlags.notes.push('raised');
    expect(eliminateProposal(s)).toBeNull();
    // A turn the plan raises for its attack: nothing is eliminated either.
    const raising = table(['war:1st-gallic'], 150, 2, 20);
    seenAllBut(raising);
    expect(warPlan(raising).raiseLegions).toBeGreaterThan(0);
    expect(eliminateProposal(raising)).toBeNull();
  });

  it('cuts down to next turn\'s revenue when the bills would bankrupt the State, fleets first', () => {
    // Two active wars (40T) and 25 legions and 25 fleets (100T) against 100T of revenue and 10T in the treasury.
    const s = table(['war:1st-gallic', 'war:syrian'], 10, 25, 25);
    seenAllBut(s);
    const plan = warPlan(s);
    const cut = surplus(s);
    expect(cut.bankrupt).toBe(true);
    // Fleets first: every fleet the plan does not send.
    expect(cut.fleets).toBe(25 - plan.attacks.reduce((n, a) => n + a.fleets, 0));
    // Units go until the bills (with a new war's 20T) fit in the treasury and the revenue, or until only the
    // units the plan sends this turn are left.
    const units = 50 - cut.legions - cut.fleets;
    const sent = plan.attacks.reduce((n, a) => n + a.legions + a.fleets, 0);
    expect(units * 2 + 2 * 20 + 20 <= 10 + 100 || units === sent).toBe(true);
    expect(previous(() => eliminateProposal(s))).toBeNull();
  });
});

describe('AI lookahead on unplayed matching wars (war-outlook.ts)', () => {
  it('reads the unplayed wars from the card list minus the cards seen, and the threat from the deck size', () => {
    const s = table([], 150, 4, 0, 20);
    s.forum.wars = [war('war:1st-punic', { status: 'inactive' })];
    expect(unplayedWars(s).map((u) => u.card)).toContain('war:2nd-punic');
    expect(matchThreat(s, 'war:1st-punic', 1)).toBeGreaterThan(0.2);
    s.discard.push('war:2nd-punic');
    expect(unplayedWars(s).map((u) => u.card)).not.toContain('war:2nd-punic');
    // The 3rd Punic War (Middle Republic) may be among the six Middle cards mixed in: a small threat remains.
    expect(matchThreat(s, 'war:1st-punic', 1)).toBeLessThan(0.05);
    // An empty deck: nothing more comes.
    s.deck = [];
    expect(matchThreat(s, 'war:1st-punic', 5)).toBe(0);
  });

  it('attacks the inactive 1st Punic War while its partner is still unplayed, and leaves it alone once the partner is seen', () => {
    const s = table([], 200, 4, 0, 25);
    s.forum.wars = [war('war:1st-punic', { status: 'inactive' })];
    const plan = warPlan(s);
    expect(plan.attacks.map((a) => a.war)).toEqual(['war:1st-punic']);
    expect(plan.raiseFleets).toBeGreaterThan(0);
    expect(previous(() => warPlan(s).attacks)).toEqual([]);
    const seen = structuredClone(s);
    seen.discard.push('war:2nd-punic');
    expect(warPlan(seen).attacks).toEqual([]);
  });

  it('does not attack an inactive war while two wars are already active', () => {
    const s = table(['war:1st-gallic', 'war:syrian'], 200, 4, 0, 25);
    s.forum.wars.push(war('war:1st-punic', { status: 'inactive' }));
    expect(warPlan(s).attacks.some((a) => a.war === 'war:1st-punic')).toBe(false);
  });
});

describe('AI force plan: only from the faction\'s own view', () => {
  /**
   * The same public position twice: 1st Punic War inactive, 20 fleets, a deck of Early cards with two Middle
   * cards mixed in. The two differ only in hidden values: the deck's order, which Middle cards were mixed in
   * (the 3rd Punic War or not), the other faction's hand and treasury.
   */
  function twins(): [RepublicState, RepublicState] {
    const a = table([], 150, 6, 20);
    a.forum.wars = [war('war:1st-punic', { status: 'inactive' })];
    a.deck = [...DECKS.early.filter((c) => c !== 'war:1st-punic' && !c.startsWith('family:')), 'war:3rd-punic', 'war:3rd-macedonian'];
    const b = structuredClone(a);
    b.deck = [...a.deck.slice(0, -2), 'concession:mining', 'intrigue:tribune-38'].reverse();
    a.factions[1].hand = ['intrigue:assassin-49', 'intrigue:tribune-39'];
    a.factions[1].treasury = 40;
    b.factions[1].hand = ['intrigue:seduction-50', 'intrigue:blackmail-51'];
    b.factions[1].treasury = 0;
    return [a, b];
  }
  const seen = (s: RepublicState) => determinize(republic.view(s, 0) as RepublicView, 'same');

  it('plans the same attacks, raises and disbanding from two states that differ only in hidden values', () => {
    const [a, b] = twins();
    expect(warPlan(seen(a))).toEqual(warPlan(seen(b)));
    expect(surplus(seen(a))).toEqual(surplus(seen(b)));
    expect(unplayedWars(seen(a))).toEqual(unplayedWars(seen(b)));
    expect(matchThreat(seen(a), 'war:1st-punic', 2)).toBe(matchThreat(seen(b), 'war:1st-punic', 2));
    // The real states too: the outlook never reads the deck's contents.
    expect(unplayedWars(a)).toEqual(unplayedWars(b));
  });

  it('4.05 a dangerous war: a Neutral\'s judgement does not tell whether a Middle war was mixed into the deck', () => {
    const [a, b] = twins();
    const third = structuredClone(a);
    third.forum.wars = [war('war:1st-punic'), war('war:2nd-punic')];
    third.discard = [];
    third.deck = third.deck.filter((c) => c !== 'war:2nd-punic');
    const other = structuredClone(b);
    other.forum.wars = third.forum.wars;
    other.discard = [];
    other.deck = other.deck.filter((c) => c !== 'war:2nd-punic');
    // Only the 3rd Punic War (Middle) is left of the set: in one deck, not the other. Same answer.
    expect(dangerous(third, third.forum.wars[0])).toBe(dangerous(other, other.forum.wars[0]));
    // The previous reading of the deck told them apart.
    expect(previous(() => dangerous(third, third.forum.wars[0]))).not.toBe(previous(() => dangerous(other, other.forum.wars[0])));
  });
});

describe('AI rebel answers (rebels.ts)', () => {
  const asked = (s: RepublicState) => { const c = ctxOf(s); runPhase(c); return c.s; };
  const ask = (s: RepublicState) => chooseAction(republic.view(s, 0) as RepublicView, 0, 'rebel');
  const legion = (s: RepublicState, n: number) => s.legions[n].id;

  it('after a stalemate sends the governor\'s whole garrison that will land (2.03.7), not "none"', () => {
    const s = asked(reinforcingRebels());
    expect(top(s)?.kind).toBe('rebelReinforcements');
    // Sicilia (naval base 0) lands both legions at once; Macedonia's two may be intercepted.
    expect(ask(s)).toEqual({ type: 'reinforceRebel', province: 'sicilia', legions: [legion(s, 0), legion(s, 1)] });
    expect(previous(() => ask(s))).toEqual({ type: 'done' });
  });

  it('sends the larger garrison over the sea unless the Senate\'s fleets would intercept it', () => {
    const three = asked(reinforcingRebels({ prep: (t) => { t.legions[6].at = 'garrison:macedonia'; } }));
    expect(ask(three)).toMatchObject({ type: 'reinforceRebel', province: 'macedonia' });
    expect((ask(three) as { legions: number[] }).legions).toHaveLength(3);
    const guarded = asked(reinforcingRebels({ prep: (t) => { t.legions[6].at = 'garrison:macedonia'; for (const f of t.fleets) f.at = 'active'; } }));
    expect(ask(guarded)).toMatchObject({ type: 'reinforceRebel', province: 'sicilia' });
  });

  /** Senator 20 (faction 0) marches on Rome; legion 1 is a veteran loyal to senator 5 (faction 1), legion 3 to senator 2 (faction 0). */
  function desertTable(): RepublicState {
    return afterConsuls((t) => {
      addSenator(t, 20, 0, { rebel: 'primary', where: { kind: 'rebel' } });
      for (const l of t.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
      for (const l of t.legions.slice(0, 3)) l.at = 'rebel';
      Object.assign(t.legions[0], { veteran: true, allegiance: '5' });
      Object.assign(t.legions[2], { veteran: true, allegiance: '2' });
    });
  }

  it('calls its veterans out of another faction\'s rebel army (1.11.34), never out of its own faction\'s', () => {
    const s = desertTable();
    // In turn (the Presiding Magistrate's seat) or out of turn, whichever the seat is.
    const answer = (seat: number) => (top(s)?.seat === seat
      ? chooseAction(republic.view(s, seat) as RepublicView, seat, 'desert')
      : chooseInterruptAction(republic.view(s, seat) as RepublicView, seat, 'desert'));
    expect(republic.legalActions(s, 1)).toContainEqual({ type: 'veteransDesert', senator: '5' });
    expect(answer(1)).toEqual({ type: 'veteransDesert', senator: '5' });
    expect(previous(() => answer(1))).not.toEqual({ type: 'veteransDesert', senator: '5' });
    // Faction 0's senator 2 has a veteran with faction 0's own rebel: he stays.
    expect(republic.legalActions(s, 0)).toContainEqual({ type: 'veteransDesert', senator: '2' });
    expect(answer(0)).not.toEqual({ type: 'veteransDesert', senator: '2' });
  });
});
