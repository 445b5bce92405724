/**
 * A victorious commander at the Revolution Phase (1.11): shared by the rebel
 * tests (rulings 1.11.32, the Vatinian Law's Legates), and a civil war
 * battle (the civil war tests, the table's battle reports).
 */
import { REBEL_WAR } from '../../../src/games/republic/civil-war';
import { CIVIL_STALEMATE } from '../../../src/games/republic/rebel-reinforcements';
import type { Ctx } from '../../../src/games/republic/ctx';
import type { RepublicState, Senator, SenatorId } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, runPhase } from './helpers';

/** `commander` leads army 1 (against the 1st Punic War) of `legions` veteran legions loyal to him and has just won. */
export function victorAtRevolution(s: RepublicState, commander: SenatorId, legions: number): RepublicState {
  s.armies = [{ id: 1, commander, masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const l of s.legions.slice(0, legions)) { l.at = 'army:1'; l.veteran = true; l.allegiance = commander; }
  s.combat = { queue: [], victors: [commander] };
  s.step = 'discard';
  return s;
}

/**
 * Army 1 (against the 1st Punic War) under `commander`: the first four legions, the first two of them
 * veterans loyal to him; every other legion in the pool. The disbandment and civil-war victors.
 */
export function armyOfFour(s: RepublicState, commander: SenatorId): RepublicState {
  s.armies = [{ id: 1, commander, masterOfHorse: null, war: 'war:1st-punic', seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const l of s.legions.slice(0, 4)) l.at = 'army:1';
  for (const l of s.legions.slice(0, 2)) { l.veteran = true; l.allegiance = commander; }
  return s;
}

export interface VictorTableOptions {
  /** Disbandment (2.04) on. */
  disbandment?: boolean;
  /** Fleets in army 1 beside its legions (the first ones). */
  fleets?: number;
  /** Senator 1's ratings beyond the Field Consul's office and MIL 4. */
  commander?: Partial<Senator>;
  /** Changes the table before the phase runs on to the victor's decision. */
  prep?: (s: RepublicState) => void;
}

/**
 * The Revolution Phase after a land victory: senator 1 (faction 0: Field Consul, MIL 4, with `commander`'s
 * ratings) commands `armyOfFour` (and `fleets` fleets); senator 2 (faction 0) is in Rome, senator 3 leads
 * faction 1 and senator 4 faction 2. One table for the civil-war, disbandment, AI and table tests.
 */
export function victorTable(opts: VictorTableOptions = {}): RepublicState {
  const s = bare(3, 'revolution');
  s.options.advanced.disbandment = opts.disbandment ?? false;
  addSenator(s, 1, 0, { office: 'fieldConsul', mil: 4, ...opts.commander, where: { kind: 'army', army: 1 } });
  addSenator(s, 2, 0);
  addSenator(s, 3, 1);
  addSenator(s, 4, 2);
  armyOfFour(s, '1');
  for (const f of s.fleets.slice(0, opts.fleets ?? 0)) f.at = 'army:1';
  s.combat = { queue: [], victors: ['1'] };
  s.step = 'discard';
  opts.prep?.(s);
  const c = ctxOf(s);
  runPhase(c);
  return c.s;
}

/** `victorTable` with Disbandment (2.04) switched `on` or off and a commander of ORA 3, INF 5: the disbandment, AI and table tests. */
export function disbandingVictor(on = true, prep: (s: RepublicState) => void = () => {}): RepublicState {
  return victorTable({ disbandment: on, commander: { ora: 3, inf: 5 }, prep });
}

/**
 * Revolution Phase, no victor: senator 1 (faction 0, MIL 3, 2 knights) governs Sicilia (undeveloped: land 2,
 * naval 0) in person with legions 1-2 as garrison, 4 provincial armies and 1 fleet; senator 2 (faction 0) is
 * in Rome; senator 3 (faction 1) is the Field Consul; senator 4 leads faction 2.
 * Shared by the 2.03 rules tests and the table's builder test.
 */
export function sicilianGovernor(prep: (s: RepublicState) => void = () => {}): RepublicState {
  const s = bare(3, 'revolution');
  s.options.advanced.provincialWars = true;
  s.options.advanced.rebelGovernors = true;
  addSenator(s, 1, 0, { mil: 3, inf: 5, knights: 2, where: { kind: 'governor', province: 'sicilia' } });
  addSenator(s, 2, 0);
  addSenator(s, 3, 1, { office: 'fieldConsul', mil: 4 });
  addSenator(s, 4, 2);
  s.provinces.sicilia = { id: 'sicilia', developed: false, governor: '1', term: 2, electedTurn: null, blockedTurn: null, armies: 4, fleets: 1 };
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  s.legions[0].at = 'garrison:sicilia';
  s.legions[1].at = 'garrison:sicilia';
  s.combat = { queue: [], victors: [] };
  s.step = 'discard';
  prep(s);
  return s;
}

/** The Revolution Phase runs on and `seat`'s victorious commander declares himself a rebel (1.11.2). */
export function revolt(s: RepublicState, seat: number): RepublicState {
  const c = ctxOf(s);
  runPhase(c);
  return play(play(c.s, seat, { type: 'testLoyalty', prepay: 0 }), seat, { type: 'revolt' });
}

/**
 * Combat Phase: Julius (4, faction 1) leads `legions` against the rebel Cornelius (1, faction 0) who has
 * `rebelLegions`; the phase runs with the dice `d6` (the context keeps the events).
 */
export function civilWarBattle(legions: number, mil: number, rebelLegions: number, rebelMil: number, d6: number[]): Ctx {
  const s = bare(3, 'combat');
  // Faction Leaders first: neither the rebel nor the commander leads his faction (no heir comes in).
  addSenator(s, 2, 0);
  addSenator(s, 5, 1);
  addSenator(s, 1, 0, { where: { kind: 'rebel' }, rebel: 'primary', mil: rebelMil });
  addSenator(s, 4, 1, { office: 'fieldConsul', mil, inf: 0, pop: 0, where: { kind: 'army', army: 1 } });
  addSenator(s, 7, 2);
  for (const l of s.legions) l.at = 'pool';
  for (const l of s.legions.slice(0, legions)) l.at = 'army:1';
  for (const l of s.legions.slice(legions, legions + rebelLegions)) l.at = 'rebel';
  s.armies = [{ id: 1, commander: '4', masterOfHorse: null, war: REBEL_WAR, seq: 0, deployedTurn: s.turn, reinforcedTurn: null, proconsul: false }];
  s.nextArmy = 2;
  s.unrest = 3;
  const c = ctxOf(s, d6);
  runPhase(c);
  return c;
}

/**
 * Revolution Phase, start, after a stalemate against the Primary Rebel: senator 5 (faction 0) marches on
 * Rome with legions 3-4 (`home`: he stayed in Hispania Ulterior with them as garrison instead); his
 * faction mates are secondary rebel governors: 1 in Sicilia (naval base 0) with legions 1-2, 6 in
 * Macedonia (undeveloped: naval base 5) with legions 5-6 and 2 provincial fleets. Senator 3 (faction 1)
 * is the Field Consul; senator 4 leads faction 2. The Senate has fleets 1-4 in the Active Forces.
 * Shared by the 2.03.7x tests and the table's builder test.
 */
export function reinforcingRebels(opts: { home?: boolean; stalemate?: boolean; prep?: (s: RepublicState) => void } = {}): RepublicState {
  const s = bare(3, 'revolution');
  s.options.advanced.provincialWars = true;
  s.options.advanced.rebelGovernors = true;
  addSenator(s, 2, 0);
  const primaryAt = opts.home ? { kind: 'governor' as const, province: 'hispania-ulterior' } : { kind: 'rebel' as const };
  addSenator(s, 5, 0, { rebel: 'primary', where: primaryAt, mil: 3, talents: 20 });
  addSenator(s, 1, 0, { rebel: 'secondary', where: { kind: 'governor', province: 'sicilia' } });
  addSenator(s, 6, 0, { rebel: 'secondary', where: { kind: 'governor', province: 'macedonia' } });
  addSenator(s, 3, 1, { office: 'fieldConsul', mil: 4 });
  addSenator(s, 4, 2);
  const province = (id: string, governor: string, fleets = 0) => ({ id, developed: false, governor, term: 0, electedTurn: null, blockedTurn: null, armies: 0, fleets });
  s.provinces.sicilia = province('sicilia', '1');
  s.provinces.macedonia = province('macedonia', '6', 2);
  if (opts.home) s.provinces['hispania-ulterior'] = province('hispania-ulterior', '5');
  for (const l of s.legions) { l.at = 'pool'; l.veteran = false; l.allegiance = null; }
  for (const f of s.fleets) f.at = 'pool';
  s.legions[0].at = 'garrison:sicilia';
  s.legions[1].at = 'garrison:sicilia';
  s.legions[2].at = opts.home ? 'garrison:hispania-ulterior' : 'rebel';
  s.legions[3].at = opts.home ? 'garrison:hispania-ulterior' : 'rebel';
  s.legions[4].at = 'garrison:macedonia';
  s.legions[5].at = 'garrison:macedonia';
  for (const f of s.fleets.slice(0, 4)) f.at = 'active';
  if (opts.stalemate !== false) s.turnFlags.notes.push(CIVIL_STALEMATE);
  opts.prep?.(s);
  return s;
}
