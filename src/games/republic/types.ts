/**
 * The Republic of Rome: the state model for the whole game, the decision
 * stack, actions, events and views. Everything is plain JSON.
 *
 * Extension points (see docs/republic-engine.md): DecisionMap, ActionMap and
 * ProposalMap are interfaces so that a new file can add its own decision,
 * action or proposal kind with `declare module` instead of editing a central
 * union.
 */
import type { BaseState } from '../../core/game';
import type { SenateSession } from './session-record';

/** A faction's seat: 0..factions-1. Human/AI seats come first, Neutral seats after them. */
export type Seat = number;
/**
 * A senator in play. Created from a family card: its family number ("4");
 * created from a statesman without his family card: the statesman code ("4A").
 * The id never changes while the senator lives (a statesman played onto his
 * family card keeps the family senator's id).
 */
export type SenatorId = string;
/** A scenario card, e.g. "family:4", "statesman:4A", "war:1st-punic", "intrigue:tribune-38". */
export type CardId = string;
export type ProvinceId = string;
export type EventId = string;
export type Era = 'early' | 'middle' | 'late';
export type Scenario = 'early' | 'middle' | 'late' | 'extended' | 'alternative';
export type NeutralRole = 'imperials' | 'plutocrats' | 'conservatives' | 'populists';
export type Phase = 'setup' | 'mortality' | 'revenue' | 'forum' | 'population' | 'senate' | 'combat' | 'revolution' | 'ended';
export type Office = 'dictator' | 'romeConsul' | 'fieldConsul' | 'censor' | 'masterOfHorse' | 'pontifex';

/** Advanced rules (2.01-2.06), each a table option; Rebel Governors (2.03) needs Provincial Wars (2.02). */
export interface AdvancedRules {
  pontifex: boolean;
  provincialWars: boolean;
  rebelGovernors: boolean;
  /**
   * 2.03's optional rule: choosing the Primary Rebel, +2 per veteran legion loyal to a rebel-to-be of the
   * declarer's faction (ruling "2.03 optional: veterans loyal to any rebel"). Needs Rebel Governors.
   */
  rebelVeterans: boolean;
  disbandment: boolean;
  advocates: boolean;
  passingLaws: boolean;
}

export interface RepublicOptions {
  /** Human or AI seats (1-6). With 1 or 2, Neutral factions fill up to 5 (section 4). */
  players: number;
  scenario: Scenario;
  /** Extended scenario (3.04): first and last deck. */
  extended: { from: 'early' | 'middle'; to: 'middle' | 'late' };
  advanced: AdvancedRules;
}

export interface Faction {
  seat: Seat;
  kind: 'player' | 'neutral';
  neutralRole: NeutralRole | null;
  leader: SenatorId | null;
  /** Hidden (1.04.9), except for Neutrals (4.01). */
  treasury: number;
  /** Faction cards held. Hidden (1.04.9), except for Neutrals. */
  hand: CardId[];
  eliminated: boolean;
}

export type Whereabouts =
  /** Aligned senator attending the Senate. */
  | { kind: 'rome' }
  /** Unaligned senator in the Forum. */
  | { kind: 'forum' }
  | { kind: 'governor'; province: ProvinceId }
  /** Commander, proconsul, or the Master of Horse with the Dictator's army. */
  | { kind: 'army'; army: number }
  | { kind: 'captive'; war: CardId }
  | { kind: 'rebel' };

export interface ConcessionHolding {
  card: CardId;
  /** Income taken (1.06.12, 1.09.631): liable to a Minor Prosecution. */
  corrupt: boolean;
}

export interface Senator {
  id: SenatorId;
  /** Family ID number: the mortality chit that kills him. */
  family: number;
  /** The family card is part of this senator (on top, or under the statesman). */
  familyCard: boolean;
  statesman: string | null;
  faction: Seat | null;
  where: Whereabouts;
  mil: number;
  ora: number;
  loy: number;
  inf: number;
  pop: number;
  knights: number;
  talents: number;
  office: Office | null;
  priorConsul: boolean;
  /** Took provincial spoils (1.06.13). */
  corrupt: boolean;
  /** Provinces whose spoils he took through a Legate (Vatinian Law, 1.13.1: one minor prosecution each); cleared with `corrupt` (schema 9). */
  legateSpoils?: ProvinceId[];
  /** Held a major office at the end of the Forum Phase (1.07.8). */
  major: boolean;
  concessions: ConcessionHolding[];
  rebel: null | 'primary' | 'secondary';
  /** Turn in which he came back from a governorship (1.09.51 consent rule). */
  returnedTurn: number | null;
  /** Open Bodyguard card attached to him (intrigue; schema 2). */
  bodyguard?: CardId;
  /** Holds a Priest marker (2.01 Pontifex Maximus; schema 3). */
  priest?: boolean;
  /** A secondary rebel who was the rebel Dictator's Master of Horse: his MIL counts for the rebel (1.11.37; schema 6). */
  rebelMasterOfHorse?: boolean;
}

export type WarStatus = 'inactive' | 'imminent' | 'active';

export interface WarInPlay {
  card: CardId;
  status: WarStatus;
  /** In an Unprosecuted War space (1.10.9). Only active wars. */
  unprosecuted: boolean;
  navalVictory: boolean;
  /** Leaders attached (1.07.341). */
  leaders: CardId[];
  /** Provinces allied with it after beating their provincial forces (2.02; schema 3, optional). */
  allies?: { province: ProvinceId; strength: number; /** Provincial units within `strength` (schema 4, optional). */ units?: number }[];
  /** Turn it came into the Forum (never unprosecuted that turn). */
  turn: number;
  /** Conditional revolt waiting for its provinces (C16). */
  waiting: boolean;
  /** Treated as a revolt (no spoils), fixed when drawn or when its set ends (1.07.333). */
  revolt: boolean;
  /** Disaster/standoff numbers already applied this turn (1.09.645). */
  usedNumbers: number[];
  /** Fought this turn: land or naval battle (1.10.9). */
  fought: { land: boolean; naval: boolean };
  /** Leaders who took refuge with this war (event Refuge): their strength counts, they leave with it. */
  refuge?: CardId[];
}

export interface ProvinceState {
  id: ProvinceId;
  developed: boolean;
  governor: SenatorId | null;
  /** Term dial (1.09.51). */
  term: number;
  /** Turn the current governor was elected (1.09.52). */
  electedTurn: number | null;
  /** Overrun / in disorder this turn (events): no revenue, no development. */
  blockedTurn: number | null;
  /** Provincial armies and fleets (2.02 Provincial Wars; schema 3, optional). */
  armies?: number;
  fleets?: number;
  /** The Senate won the naval battle against this rebel province (2.03.81; schema 4, optional). */
  navalVictory?: boolean;
  /** The rebel at home in this province was not attacked in the last Combat Phase: an unprosecuted war (2.03.6; schema 4). */
  unprosecuted?: boolean;
  /**
   * 2.03.7: this secondary rebel province sent (or is sending) legions to the Primary Rebel and may not be
   * attacked until the end of the next Combat Phase; the ids are the legions still in transit (schema 6).
   */
  reinforcing?: number[];
  /**
   * 2.03.8: the Primary Rebel governor of this province, who stayed home, set out to march on Rome from a
   * province with a naval base: at sea until the naval interception of the next Combat Phase (schema 10).
   */
  rebelMarch?: boolean;
}

/** Where a legion or fleet is. */
/** 'disbanded': in the Bank under Disbandment (2.04), allegiance kept (schema 3). */
export type UnitPlace = 'pool' | 'active' | `army:${number}` | `garrison:${string}` | 'rebel' | 'disbanded';

export interface Legion {
  id: number;
  at: UnitPlace;
  veteran: boolean;
  /** Veteran allegiance (1.10.5). */
  allegiance: SenatorId | null;
}

export interface Fleet {
  id: number;
  at: UnitPlace;
}

export interface Army {
  id: number;
  commander: SenatorId | null;
  masterOfHorse: SenatorId | null;
  war: CardId;
  /** Dispatch order over the whole game (1.10.1). */
  seq: number;
  deployedTurn: number;
  reinforcedTurn: number | null;
  proconsul: boolean;
}

export interface EventInPlay {
  id: EventId;
  /** 1 = light side, 2 = dark side (1.07.21). */
  level: number;
  /** Number of times it took effect (stacking events: Drought, Evil Omens, Manpower Shortage). */
  count: number;
  turn: number;
  /** Rhodian Maritime Alliance: the war whose defeat ends it, and the free fleets Rome received (schema 2). */
  war?: CardId;
  /** Refuge: the enemy leader waiting to join the next war drawn. */
  leader?: CardId;
  fleets?: number;
}

export interface Curia {
  /** Family numbers, index 0 = top (1.05.3: the dead go to the bottom). */
  families: number[];
  /** Destroyed concessions (1.07.321). */
  concessions: CardId[];
  leaders: CardId[];
}

export interface RepublicForum {
  wars: WarInPlay[];
  /** Concessions in the Forum, waiting to be assigned by the Senate (1.09.61). */
  concessions: CardId[];
  events: EventInPlay[];
  /** Laws in force. */
  laws: CardId[];
  /** Who played each law in force (laws whose effect belongs to the card's player, e.g. the Servilian Law). */
  lawPlayers: Record<string, Seat>;
  /** Bequests and other forum specials waiting to act. */
  specials: CardId[];
}

export interface Ending {
  /** 'consulForLife' | 'eraEnds' | 'rebel' | 'peopleRevolt' | 'fourWars' | 'bankruptcy' | 'noFactions' */
  reason: string;
  /** Winning faction, or null when Rome fell. */
  winner: Seat | null;
}

/** Random draws the tests can force (consumed before the seeded generator). Always empty in play. */
export interface Forced {
  d6: number[];
  /** Mortality chits: 1-30, 0 = blank, -1 = draw two. */
  chits: number[];
}

/** Per-turn bookkeeping cleared at the start of each turn. */
export interface TurnFlags {
  officesFilled: Office[];
  assassinationsMade: Seat[];
  assassinationsTargeted: Seat[];
  freeTribunesUsed: SenatorId[];
  landBillsProposed: string[];
  landBillRepealed: boolean;
  noRecruitment: boolean;
  /** Negative provincial spoils the State must cover at Debits (1.06.13). */
  debts: number;
  /** Cards played this turn that matter later in the turn. */
  notes: string[];
  /** Contributions to the State this turn, in order (4.03: Neutrals match players'). Absent in older saves. */
  contributions?: { seat: Seat; amount: number }[];
}

export interface RepublicState extends BaseState {
  game: 'republic';
  options: RepublicOptions;
  turn: number;
  phase: Phase;
  /** Program counter inside the phase (each phase module knows its steps). */
  step: string;
  era: Era;
  factions: Faction[];
  senators: Record<SenatorId, Senator>;
  deck: CardId[];
  /** Extended scenario: decks that follow, each with the era it starts. */
  laterDecks: { era: Era; cards: CardId[] }[];
  discard: CardId[];
  removed: CardId[];
  curia: Curia;
  forum: RepublicForum;
  provinces: Record<ProvinceId, ProvinceState>;
  legions: Legion[];
  fleets: Fleet[];
  armies: Army[];
  nextArmy: number;
  nextSeq: number;
  treasury: number;
  unrest: number;
  /** Net talents the bank has received since the start (negative: paid out). Money is conserved. */
  bank: number;
  /** Talents lying on the table (persuasion bribes) until they reach the target. */
  escrow: number;
  landBills: { I: number; II: number; III: number };
  consulForLife: SenatorId | null;
  /** Proscription (1.11.37): the faction whose HRAO proscribed the knights; it may recruit none again. */
  proscribed?: Seat;
  /** Cleopatra VII: the commander she favoured (+3 MIL while the Alexandrine War is in play). */
  cleopatra?: SenatorId;
  eraEndsDrawn: boolean;
  turnFlags: TurnFlags;
  /** The stack of pending decisions; the last one is decided first. */
  pending: Decision[];
  nextDecision: number;
  forumState: ForumPhaseState | null;
  senate: SenateState | null;
  /** The proposals voted on in this turn's (or the last) Senate session, with their votes (schema 4; ./session-record.ts). */
  senateSession?: SenateSession;
  combat: CombatState | null;
  ending: Ending | null;
  forced: Forced;
}

// ----------------------------------------------------------------- decisions

/** What every pending decision carries. `secret` fields are keyed by seat and shown only to that seat. */
export interface DecisionBase {
  /** Serial number, so a client can tell one decision from the next. */
  id: number;
  kind: string;
  /** The faction that must decide. */
  seat: Seat;
}

/**
 * Every decision kind. Files add their own with
 * `declare module '<path>/types' { interface DecisionMap { myKind: MyDecision } }`.
 */
export interface DecisionMap {}
export type DecisionKind = keyof DecisionMap;
export type Decision = DecisionMap[DecisionKind];

/** Every action shape, keyed by its `type`. Extended the same way as DecisionMap. */
export interface ActionMap {}
export type RepublicAction = ActionMap[keyof ActionMap];

/** Every Senate proposal shape, keyed by its `kind` (proposal files add their own). */
export interface ProposalMap {}
export type Proposal = ProposalMap[keyof ProposalMap];

// ----------------------------------------------------------------- phase states

export interface Persuasion {
  persuader: SenatorId;
  target: SenatorId;
  /** Base number before bribes (1.07.41). */
  base: number;
  bribe: number;
  counterBribes: Record<string, number>;
  /** Counter-bribes committed in the current round, revealed when the round closes. */
  secret: Record<string, number>;
  round: number;
  /** Seduction / Blackmail card played: no counter-bribes. */
  card: CardId | null;
}

export interface ForumPhaseState {
  /** Initiatives taken so far (1..6). */
  taken: number;
  /** Seat holding the current initiative. */
  holder: Seat | null;
  /** Sub-step of the current initiative. */
  sub: 'draw' | 'drawn' | 'persuade' | 'knights' | 'games' | 'leader' | 'done';
  /** Seats that still have their regular initiative, in order. */
  queue: Seat[];
  auction: { high: number; bidder: Seat | null; senator: SenatorId | null; toAsk: Seat[] } | null;
  persuasion: Persuasion | null;
}

export interface VoteRecord {
  seat: Seat;
  yea: number;
  nay: number;
  abstained: boolean;
  /** Senators who voted against (land bill popularity losses). */
  nayVoters: SenatorId[];
  yeaVoters: SenatorId[];
}

export interface FloorItem {
  proposal: Proposal;
  /** Faction that put it on the floor (the PM's faction, or a Tribune player's). */
  by: Seat;
  viaTribune: boolean;
  /** Proposed by a Dictator presiding (not vetoable). */
  byDictator: boolean;
  votes: VoteRecord[];
  /** Factions still to vote; `called` is the one the Presiding Magistrate has called. */
  toVote: Seat[];
  called: Seat | null;
  /** Factions whose consent is still needed before the vote (commanders, sponsors, prosecutors). */
  consents: Seat[];
  /** Extra votes for or against from appeals, nominee influence etc. */
  bonusYea: number;
  bonusNay: number;
  appealed: boolean;
  /** A land bill's sponsors' extra assassination attempt (1.09.623) was made. Absent in older saves. */
  sponsorAttempt?: boolean;
  /** Advocates (2.05): the accused's Advocate once named (the accused himself when he defends himself). Schema 3. */
  advocate?: SenatorId;
  /** Advocates (2.05): senators whose factions refused to let them defend the accused. Schema 3. */
  advocateRefused?: SenatorId[];
}

export type SenateStep = 'consuls' | 'pontifex' | 'dictator' | 'censor' | 'prosecutions' | 'governors' | 'business' | 'closed';

export interface SenateState {
  step: SenateStep;
  /** Presiding Magistrate. */
  pm: SenatorId | null;
  /** Senators who stepped down as PM this turn (1.09.144). */
  steppedDown: SenatorId[];
  /** Proposals on the floor: index 0 is the oldest; nested ones (special prosecutions) are pushed on top. */
  floor: FloorItem[];
  /** Keys of defeated or vetoed proposals (1.09.131, 1.09.152). */
  defeated: string[];
  /** Concessions whose assignment failed this turn (1.09.61). */
  failedConcessions: CardId[];
  prosecutions: { minor: number; major: number; done: boolean };
  consulsElected: boolean;
  dictatorDone: boolean;
  censorDone: boolean;
  consulForLifeVoted: boolean;
  /** The PM has been sent to war: the Senate closes (1.09.642). */
  closing: boolean;
  /** A Tribune player reserved the next proposal. */
  tribuneNext: Seat | null;
  /** The end-of-Senate events (New Alliance) have acted: closing goes on. Absent in older saves. */
  endEvents?: boolean;
  /** 4.05: the ruling coalition, formed when a Senate with Neutrals opens and fixed for the phase. Absent in older saves. */
  neutralCoalition?: Seat[];
  /**
   * 4.02.2/4.05: the Dominant Player's builds for a Neutral Presiding Magistrate whose military plan has no
   * fit (set when he is asked, filled by his answer; zero units = none). Absent in older saves and when never asked.
   */
  dominantBuilds?: { legions: number; fleets: number };
}

export interface Battle {
  army: number;
  war: CardId;
  kind: 'naval' | 'land';
}

export interface CombatState {
  /** Battles left, in order (1.10.1). */
  queue: Battle[];
  /** Commanders with a land Victory this turn (1.11.3). */
  victors: SenatorId[];
  /**
   * 1.11.3: the revolt declared so far in this Revolution Phase, carried out once every victor
   * has decided (a later, stronger declarer replaces it). Schema 3, optional.
   */
  declared?: { senator: SenatorId; army: number; loyal: number[]; /** 2.03: a governor's revolt in this province (army -1). Schema 4. */ province?: ProvinceId; march?: boolean; /** 2.03: fleets that passed their loyalty roll (schema 6). */ fleets?: number[] };
}

// ----------------------------------------------------------------- events and views

/** What happened, for the bot's messages. Never carries hidden information. */
export interface RepublicEvent {
  type: string;
  [key: string]: unknown;
}

/** A faction as another faction sees it. */
export interface FactionView {
  seat: Seat;
  kind: 'player' | 'neutral';
  neutralRole: NeutralRole | null;
  leader: SenatorId | null;
  eliminated: boolean;
  /** null when hidden from the viewer. */
  treasury: number | null;
  /** null when hidden from the viewer. */
  hand: CardId[] | null;
  handCount: number;
}

export type RepublicView = Omit<RepublicState, 'rng' | 'forced' | 'bank' | 'deck' | 'laterDecks' | 'factions'> & {
  viewer: Seat | null;
  factions: FactionView[];
  deckCount: number;
  laterDeckCounts: number[];
};
