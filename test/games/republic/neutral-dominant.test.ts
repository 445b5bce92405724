/**
 * 4.02.2 the Dominant Player of two-player games, and the Neutral rulings of
 * this session (consent, the coalition fixed for the Senate, attacks on an
 * inactive war, hopeless attacks, builds in a crisis).
 */
import { describe, expect, it } from 'vitest';
import { deciderOf } from '../../../src/games/republic/flow';
import { dominantPlayer } from '../../../src/games/republic/neutral/dominant';
import { affordableBuilds, neutralDeploys, neutralPlan } from '../../../src/games/republic/neutral/military';
import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
import { rulingCoalition } from '../../../src/games/republic/neutral/senate';
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import { republicAiPlayer } from '../../../src/games/republic/cli';
import { top } from '../../../src/games/republic/registry';
import type { Decision, FloorItem, Proposal, RepublicAction, RepublicState, Seat } from '../../../src/games/republic/types';
import { imperialsAtWar } from './neutral-fixture';
import { addSenator, bare, game, passUntil, refused, republic } from './helpers';
import { war } from './senate-table';

/** Seats 0 and 1 players, seats 2-4 Neutrals, with these votes (Oratory) in Rome. */
function twoPlayer(votes: number[]): RepublicState {
  const s = bare(5, 'senate');
  votes.forEach((v, seat) => {
    if (seat > 1) s.factions[seat].kind = 'neutral';
    addSenator(s, seat * 3 + 1, seat, { ora: v, knights: 0, inf: 3 });
  });
  s.senate = newSenateState();
  return s;
}

describe('4.02.2 Dominant Player', () => {
  it('is the player with the better Faction Dominance (votes in Rome, ties by public money), only in two-player games', () => {
    expect(dominantPlayer(twoPlayer([5, 9, 6, 3, 2]))).toBe(1);
    expect(dominantPlayer(twoPlayer([9, 5, 6, 3, 2]))).toBe(0);
    // A tie in votes goes to the faction whose senators hold more talents...
    const tie = twoPlayer([5, 5, 6, 3, 2]);
    tie.senators['4'].talents = 4;
    expect(dominantPlayer(tie)).toBe(1);
    // ...and never to the richer secret treasury: seat 0's hidden 30 talents change nothing.
    tie.factions[0].treasury = 30;
    expect(dominantPlayer(tie)).toBe(1);
    tie.senators['4'].talents = 0;
    expect(dominantPlayer(tie)).toBe(0);
    // Solitaire (one player) and a table without Neutrals have no Dominant Player.
    const solo = twoPlayer([5, 9, 6, 3, 2]);
    solo.factions[1].kind = 'neutral';
    expect(dominantPlayer(solo)).toBeNull();
    const players = bare(3, 'senate');
    addSenator(players, 1, 0);
    expect(dominantPlayer(players)).toBeNull();
  });

  it('decides a Neutral\'s decision the Neutral rules leave open; the Neutral keeps what its rules settle', () => {
    const s = twoPlayer([5, 9, 6, 3, 2]);
    // Seat 2's senator presided and saw his proposal defeated unanimously: lose 1 INF or step down is left open.
    const pm = s.senators['7'];
    s.senate!.pm = pm.id;
    s.pending = [{ id: 1, kind: 'unanimousDefeat', seat: 2, pm: pm.id } as unknown as Decision];
    expect(deciderOf(s, top(s)!)).toBe(1);
    expect(republic.activePlayers(s)[0]).toBe(1);
    expect(republic.legalActions(s, 1).map((a) => a.type).sort()).toEqual(['loseInfluence', 'stepDown']);
    expect(republic.legalActions(s, 0)).toEqual([]);
    expect(refused(s, 0, { type: 'stepDown' })).toBe('republic.error.notYourTurn');
    // A vote is settled by the coalition rule: it stays with the Neutral.
    s.pending = [{ id: 2, kind: 'vote', seat: 2 } as Decision];
    expect(deciderOf(s, top(s)!)).toBe(2);
    // In solitaire the Neutral answers its open decisions itself (its most passive answer).
    const solo = twoPlayer([5, 9, 6, 3, 2]);
    solo.factions[1].kind = 'neutral';
    solo.pending = [{ id: 1, kind: 'unanimousDefeat', seat: 2, pm: '7' } as unknown as Decision];
    expect(deciderOf(solo, top(solo)!)).toBe(2);
  });

  it('answers the open decisions of the Neutrals in a two-player AI game, which still ends by one of the endings', () => {
    let s = game({ players: 2 }, 'dominant-ai');
    const ai = [republicAiPlayer('dominant-ai:0'), republicAiPlayer('dominant-ai:1')];
    let byDominant = 0;
    for (let k = 0; k < 200_000 && !republic.result(s); k++) {
      const d = top(s);
      const [seat] = republic.activePlayers(s);
      if (d && s.factions[d.seat].kind === 'neutral') {
        expect(seat).toBe(dominantPlayer(s));
        byDominant++;
      }
      const out = republic.apply(s, seat, ai[seat].choose(s, seat) as RepublicAction);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    expect(republic.result(s)).not.toBeNull();
    expect(byDominant).toBeGreaterThan(0);
  });
});

const military = imperialsAtWar;

function onFloor(s: RepublicState, proposal: Proposal, by: Seat): void {
  s.senate ??= newSenateState();
  const item: FloorItem = {
    proposal, by, viaTribune: false, byDictator: false, votes: [], toVote: s.factions.map((f) => f.seat),
    called: null, consents: [], bonusYea: 0, bonusNay: 0, appealed: false,
  };
  s.senate.floor = [item];
}

describe('Neutral rulings of the Senate and the military plan', () => {
  it('4.05 Neutral consent: to its own and its coalition\'s proposals, to forces in a crisis, not to a player\'s business', () => {
    const s = military(['war:1st-illyrian']);
    const consent = (seat: Seat) => neutralAnswer(s, { id: 1, kind: 'consent', seat, what: 'deploy' } as Decision);
    const deploy = { kind: 'deploy', commander: '2', war: 'war:1st-illyrian', legions: 1, fleets: 3 } as Proposal;
    onFloor(s, deploy, 1);
    expect(consent(1)).toEqual({ type: 'consent', agree: true });
    // The player sends the Neutral's Consul with a small force outside a crisis: refused.
    onFloor(s, deploy, 0);
    expect(consent(1)).toEqual({ type: 'consent', agree: false });
    // In a crisis (a war stronger than 15) any force sent against a war is accepted.
    s.forum.wars.push(war('war:2nd-punic'), war('war:1st-macedonian'), war('war:syrian'));
    expect(consent(1)).toEqual({ type: 'consent', agree: true });
    // A land bill of the player is still his business.
    onFloor(s, { kind: 'landBill', bill: 'I', sponsor: '2', coSponsor: '1' } as Proposal, 0);
    expect(consent(1)).toEqual({ type: 'consent', agree: false });
  });

  it('4.05 Neutral coalition fixed for the Senate: formed when the Senate opens, kept while votes in Rome change', () => {
    const s = passUntil(game({ players: 1 }, 'coalition-fixed'), (t) => t.phase === 'senate');
    expect(s.phase).toBe('senate');
    const formed = s.senate!.neutralCoalition!;
    expect(formed.length).toBeGreaterThan(0);
    expect(rulingCoalition(s)).toEqual(formed);
    // Every senator of the coalition's first faction leaves Rome: the coalition stands until the next Senate.
    for (const x of Object.values(s.senators)) if (x.faction === formed[0]) x.where = { kind: 'army', army: 99 };
    expect(rulingCoalition(s)).toEqual(formed);
  });

  it('4.05 Neutral inactive war: attacked with its adequate force when the units are there (the attack activates it)', () => {
    const s = military(['war:1st-punic'], 100, 'inactive');
    // Not enough fleets and too little money: the force is raised and waits.
    s.fleets.slice(0, 4).forEach((f) => { f.at = 'active'; });
    expect(neutralPlan(s).attacks).toEqual([]);
    // Fleets equal to its naval strength (10) and more: it is attacked.
    s.fleets.slice(0, 14).forEach((f) => { f.at = 'active'; });
    const plan = neutralPlan(s);
    expect(plan.attacks.map((a) => a.war)).toEqual(['war:1st-punic']);
    expect(plan.attacks[0].fleets).toBeGreaterThanOrEqual(10);
    expect(neutralDeploys(s)[0]).toMatchObject({ kind: 'deploy', war: 'war:1st-punic', legions: 0 });
  });

  it('4.05 Neutral hopeless attacks: a plan whose force has no fair odds under the best commander is not taken', () => {
    // The 2nd Punic War (15) and the 1st Macedonian (12) with three legions and no money: the crisis plans'
    // all-out attack on the weakest would send 3 legions against 12.
    const s = military(['war:2nd-punic', 'war:1st-macedonian', 'war:1st-gallic'], 20);
    s.legions.slice(0, 3).forEach((l) => { l.at = 'active'; });
    s.fleets.slice(0, 10).forEach((f) => { f.at = 'active'; });
    expect(neutralPlan(s).attacks).toEqual([]);
    // With 16 legions the all-out attack on the weakest (the Gallic War, 10) is worth a battle.
    s.legions.slice(0, 16).forEach((l) => { l.at = 'active'; });
    expect(neutralPlan(s).attacks.map((a) => a.war)).toContain('war:1st-gallic');
  });

  it('4.05 Neutral builds in a crisis: the 30T margin is dropped when a fourth war would end the game', () => {
    const calm = military(['war:1st-illyrian'], 200);
    const crisis = military(['war:1st-illyrian', 'war:1st-gallic', 'war:syrian'], 200);
    // Calm: 200 less 30 and the upkeep not covered by 70T of revenue (2 wars counted: 40T) = 170 / 12 = 14 units.
    expect(affordableBuilds(calm)).toBe(14);
    // Crisis: 4 wars counted (80T, 10 covered) leaves 190 / 12 = 15 units.
    expect(affordableBuilds(crisis)).toBe(15);
  });
});
