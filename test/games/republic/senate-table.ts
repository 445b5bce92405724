/** Shared Senate fixtures for the Senate business tests. */
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import { top } from '../../../src/games/republic/registry';
import type { RepublicAction, RepublicState, Seat, WarInPlay } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, runPhase } from './helpers';

export type Ballot = 'yea' | 'nay' | 'abstain';

/** Nine senators in Rome, three to a faction, as [senator, faction] besides senator 1 (faction 0). */
export const THREE_FACTIONS_OF_THREE = [[2, 0], [3, 0], [4, 1], [5, 1], [6, 1], [7, 2], [8, 2], [9, 2]] as const;

/**
 * A three-faction game about to open the Senate: senator 1 of faction 0 is Temporary Rome Consul and
 * `members` sit in Rome for their factions. The Senate is not opened, so a test can change the state first.
 */
export function seatRome(members: ReadonlyArray<readonly [number, Seat]>): RepublicState {
  const s = bare(3, 'senate', 'senate');
  addSenator(s, 1, 0, { office: 'romeConsul', priorConsul: true });
  for (const [n, seat] of members) addSenator(s, n, seat);
  return s;
}

/** A Senate about to elect consuls: three factions of three senators in Rome; senator 1 is Temporary Rome Consul. */
export function senateTable(): RepublicState {
  const c = ctxOf(seatRome(THREE_FACTIONS_OF_THREE));
  runPhase(c);
  return c.s;
}

/** Votes: calls factions in seat order and answers each with its ballot (default yea); consents are given. */
export function vote(s: RepublicState, ballots: Partial<Record<Seat, Ballot | RepublicAction>> = {}, consent = true): RepublicState {
  for (let i = 0; i < 50; i++) {
    const d = top(s);
    if (!d) return s;
    if (d.kind === 'callVoter') {
      s = play(s, d.seat, { type: 'call', seat: Math.min(...s.senate!.floor.at(-1)!.toVote) });
    } else if (d.kind === 'vote') {
      const b = ballots[d.seat] ?? 'yea';
      s = play(s, d.seat, typeof b === 'string' ? { type: 'vote', choice: b } : b);
    } else if (d.kind === 'consent') {
      s = play(s, d.seat, { type: 'consent', agree: consent });
    } else return s;
  }
  return s;
}

export const propose = (s: RepublicState, proposal: object): RepublicState =>
  play(s, top(s)!.seat, { type: 'propose', proposal } as RepublicAction);

/** A Senate past the consular election (Julius Rome Consul, Fulvius Field Consul); `prep` changes the table first. */
export function afterConsuls(prep: (s: RepublicState) => void = () => {}): RepublicState {
  let s = senateTable();
  prep(s);
  s = propose(s, { kind: 'consuls', a: '4', b: '7' });
  s = vote(s);
  s = play(s, top(s)!.seat, { type: 'romeConsul', senator: '4' });
  return s;
}

export function war(card: string, over: Partial<WarInPlay> = {}): WarInPlay {
  return {
    card, status: 'active', unprosecuted: false, navalVictory: false, leaders: [], turn: 0, waiting: false, revolt: false,
    usedNumbers: [], fought: { land: false, naval: false }, ...over,
  };
}

/**
 * Army 1 under `commander` fighting `card` (the only war in the Forum), with the first `legions` legions and the
 * first `fleets` fleets of the pool in it: the start of every battle test.
 */
export function armyAtWar(s: RepublicState, card: string, commander: string, { legions = 10, fleets = 0, seq = 1 } = {}): void {
  s.forum.wars = [war(card)];
  s.armies = [{ id: 1, commander, masterOfHorse: null, war: card, seq, deployedTurn: 0, reinforcedTurn: null, proconsul: false }];
  s.legions.forEach((l, i) => { l.at = i < legions ? 'army:1' : 'pool'; });
  s.fleets.forEach((f, i) => { f.at = i < fleets ? 'army:1' : 'pool'; });
}

/**
 * The war-plan tables: the Field Consul (MIL 4, seat 0) and the Rome Consul (MIL 2, seat 1) in Rome, the Senate
 * at its business, `wars` in the Forum, `legions` and `fleets` active; a deck of `deck` hidden cards when given.
 */
export function warTable(wars: string[], treasury: number, legions: number, fleets: number, deck?: number): RepublicState {
  const s = bare(2, 'senate');
  addSenator(s, 1, 0, { office: 'fieldConsul', mil: 4 });
  addSenator(s, 2, 1, { office: 'romeConsul', mil: 2 });
  s.forum.wars = wars.map((c) => war(c));
  s.treasury = treasury;
  s.legions.forEach((l, i) => { l.at = i < legions ? 'active' : 'pool'; });
  s.fleets.forEach((f, i) => { f.at = i < fleets ? 'active' : 'pool'; });
  if (deck !== undefined) s.deck = Array.from({ length: deck }, () => 'hidden:card');
  s.senate = newSenateState();
  s.senate.step = 'business';
  return s;
}
