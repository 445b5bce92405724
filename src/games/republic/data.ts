/**
 * The Republic of Rome card and table data, loaded from data/republic/*.json
 * and validated with zod at import time, so that a correction to the data
 * that breaks its shape or its cross-references fails loudly.
 */
import { z } from 'zod';
import familiesJson from '../../../data/republic/families.json';
import statesmenJson from '../../../data/republic/statesmen.json';
import warsJson from '../../../data/republic/wars.json';
import leadersJson from '../../../data/republic/leaders.json';
import concessionsJson from '../../../data/republic/concessions.json';
import intrigueJson from '../../../data/republic/intrigue.json';
import lawsJson from '../../../data/republic/laws.json';
import specialsJson from '../../../data/republic/specials.json';
import eventsJson from '../../../data/republic/events.json';
import provincesJson from '../../../data/republic/provinces.json';
import tablesJson from '../../../data/republic/tables.json';
import scenariosJson from '../../../data/republic/scenarios.json';
import decksJson from '../../../data/republic/decks.json';
import neutralsJson from '../../../data/republic/neutrals.json';
import type { CardId, Era } from './types';

const Deck = z.enum(['early', 'middle', 'late']);
const Provenance = z.array(z.string()).min(1);
const Dice = z.string().regex(/^-?\d?d6[+-]\d+$/);
const int = z.number().int();
const nat = z.number().int().min(0);

const FamilySchema = z.object({
  id: int.min(1).max(30), name: z.string(), deck: Deck, mil: nat, ora: nat, loy: nat, inf: nat,
  statesmen: z.array(z.string()), card: int,
});
const AbilitiesSchema = z.object({
  nullifies: z.array(z.string()).optional(),
  halvesLosses: z.boolean().optional(),
  freeTribune: z.boolean().optional(),
  lawVotes: int.optional(),
  lawKnightsDouble: z.boolean().optional(),
  landCommissionerClaim: z.boolean().optional(),
  mobOrator: z.boolean().optional(),
  freeLandBillVeto: z.boolean().optional(),
  freeLandBillProposal: z.boolean().optional(),
  knightRoll: int.optional(),
  doubleVeterans: z.boolean().optional(),
  advocateRoll: int.optional(),
  prosecutorRoll: int.optional(),
  doublesIncome: z.boolean().optional(),
  ignoresDisasterLosses: z.boolean().optional(),
  doublesPopularity: z.boolean().optional(),
  rolledMilitary: Dice.optional(),
}).strict();
const StatesmanSchema = z.object({
  code: z.string().regex(/^\d+[ABC]$/), name: z.string(), deck: Deck, family: int.min(1).max(30),
  mil: nat, ora: nat, loy: nat, inf: nat, pop: int, opponents: z.array(z.string()), brother: z.string().nullable(),
  abilities: AbilitiesSchema, card: int,
});
const ProvinceSide = z.object({
  spoils: Dice, stateIncome: Dice, localTaxes: nat, land: nat, maxArmies: nat, naval: nat, maxFleets: nat,
});
const ProvinceSchema = z.object({
  id: z.string(), name: z.string(), frontier: z.boolean(), createdBy: z.string(),
  undeveloped: ProvinceSide, developed: ProvinceSide,
});
const WarSchema = z.object({
  id: z.string().startsWith('war:'), name: z.string(), deck: Deck, card: int,
  set: z.string().nullable(), setPos: int.nullable(),
  land: nat, fleetSupport: nat, naval: nat, disaster: z.array(int), standoff: z.array(int), spoils: nat,
  drought: z.boolean(), start: z.enum(['active', 'inactive', 'conditional']), waitsFor: z.array(z.string()),
  revoltIfProvince: z.string().nullable(), alwaysRevolt: z.boolean(), destroysConcession: z.string().nullable(),
  taxFarmerRoll: z.boolean(), creates: z.array(z.string()), createsWhen: z.enum(['victory', 'setDefeated', 'attacked']).nullable(),
  createsDeveloped: z.array(z.string()), attacks: z.array(z.string()), nullifiedBy: z.array(z.string()),
  activatesSets: z.boolean().optional(), onlyRomeActivates: z.boolean().optional(), developsExisting: z.array(z.string()).optional(),
});
const LeaderSchema = z.object({
  id: z.string().startsWith('leader:'), name: z.string(), deck: Deck, card: int,
  matches: z.union([z.object({ set: z.string() }), z.object({ war: z.string() })]),
  strength: nat, disaster: z.array(int), standoff: z.array(int), taxFarmerWith: z.string().nullable(),
  waitsForProvinces: z.boolean(), keptInHand: z.boolean(),
});
const ConcessionSchema = z.object({
  id: z.string().startsWith('concession:'), name: z.string(), card: int, income: nat,
  perLegionRaised: nat.optional(), perFleetRaised: nat.optional(), disaster: z.array(int).optional(),
  grain: z.boolean().optional(), destroyedByWars: z.array(z.string()).optional(), needsLandBill: z.boolean().optional(),
  taxFarmer: int.optional(),
});
const IntrigueType = z.enum([
  'tribune', 'secretBodyguard', 'influencePeddling', 'assassin', 'seduction', 'blackmail', 'murderOfATribune', 'graft',
  'mobIncited', 'openBodyguard', 'proscription',
]);
const IntrigueSchema = z.object({ id: z.string().startsWith('intrigue:'), type: IntrigueType, name: z.string(), deck: Deck, card: int });
const LawSchema = z.object({
  id: z.string().startsWith('law:'), name: z.string(), card: int, deck: Deck, date: z.string(),
  requires: z.enum(['calpurnianInPlay', 'activeWarStrength15', 'pirateWar', 'socialWar']).nullable(),
  lateScenario: z.enum(['inPlay', 'removed', 'deck']),
});
const SpecialSchema = z.object({
  id: z.string().startsWith('special:'), name: z.string(), kind: z.enum(['eraEnds', 'bequest', 'catiline', 'cleopatra']),
  deck: z.enum(['early', 'middle', 'late', 'special']), card: int, forum: z.boolean(), talents: nat.optional(), province: z.string().optional(),
});
const EventSchema = z.object({
  id: z.string().startsWith('event:'), name: z.string(), reverse: z.string(),
  rolls: z.object({ early: z.array(int), middle: z.array(int), late: z.array(int) }), maxLevel: nat,
});
const Range = { min: int.nullable(), max: int.nullable() };
const TablesSchema = z.object({
  combat: z.array(z.object({ ...Range, result: z.enum(['defeat', 'stalemate', 'victory']), legions: z.union([nat, z.literal('all')]), fleets: z.union([nat, z.literal('all')]) })),
  population: z.array(z.object({ ...Range, unrest: int, extra: z.array(z.enum(['manpowerShortage', 'noRecruitment', 'mob', 'peopleRevolt'])) })),
  appeal: z.array(z.object({ ...Range, votes: int, outcome: z.enum(['killed', 'freed']).nullable(), trialVotes: int })),
  assassination: z.array(z.object({ ...Range, result: z.enum(['killed', 'noEffect', 'caught']) })),
  games: z.array(z.object({ id: z.string(), name: z.string(), cost: nat, pop: nat, unrest: int })),
  landBills: z.array(z.object({
    type: z.enum(['I', 'II', 'III']), cost: nat, perTurn: z.boolean(), markers: nat, sponsorPop: int, coSponsorPop: int, againstPop: int,
    unrest: int, repealable: z.boolean(), repealSponsorPop: int, repealForPop: int, repealUnrest: int,
  })),
  contributions: z.array(z.object({ min: nat, inf: nat })),
  legionLoyalty: z.object({ early: nat, middle: nat, late: nat }),
  mortalityChits: z.object({ numbered: nat, blank: nat, drawTwo: nat }),
  constants: z.record(z.string(), z.union([z.number(), z.string()])),
});
const ScenarioSchema = z.object({
  rule: z.string(), deck: z.enum(['early', 'middle', 'late', 'all']), era: Deck,
  familyDecks: z.array(Deck), familiesPerPlayer: nat, forum: z.array(z.string()),
  addCards: z.array(z.string()), addConcessions: z.boolean(),
  extraFactionCards: z.object({ decks: z.array(Deck), count: nat }).nullable(),
  laws: z.array(z.string()), removedCards: z.array(z.string()),
  eraEnds: z.union([
    z.object({ nextDeck: Deck.nullable(), fromNextDeck: nat, fromDeck: nat }),
    z.object({ lastCards: nat }),
  ]),
  eraTurns: z.object({ middle: nat, late: nat }).optional(),
  legions: nat, provinces: z.array(z.object({ developed: z.boolean(), ids: z.array(z.string()) })),
});

const families = z.object({ _provenance: Provenance, families: z.array(FamilySchema).length(30) }).parse(familiesJson).families;
const statesmen = z.object({ _provenance: Provenance, statesmen: z.array(StatesmanSchema).length(19) }).parse(statesmenJson).statesmen;
const warsData = z.object({ _provenance: Provenance, sets: z.record(z.string(), nat), wars: z.array(WarSchema).length(31) }).parse(warsJson);
const leaders = z.object({ _provenance: Provenance, leaders: z.array(LeaderSchema).length(9) }).parse(leadersJson).leaders;
const concessions = z.object({ _provenance: Provenance, concessions: z.array(ConcessionSchema).length(13) }).parse(concessionsJson).concessions;
const intrigue = z.object({ _provenance: Provenance, cards: z.array(IntrigueSchema) }).parse(intrigueJson).cards;
const laws = z.object({ _provenance: Provenance, laws: z.array(LawSchema).length(10) }).parse(lawsJson).laws;
const specials = z.object({ _provenance: Provenance, specials: z.array(SpecialSchema) }).parse(specialsJson).specials;
const events = z.object({ _provenance: Provenance, events: z.array(EventSchema).length(18) }).parse(eventsJson).events;
const provinces = z.object({ _provenance: Provenance, provinces: z.array(ProvinceSchema).length(15) }).parse(provincesJson).provinces;
const tables = TablesSchema.extend({ _provenance: Provenance }).parse(tablesJson);
const scenarios = z.object({
  _provenance: Provenance,
  scenarios: z.object({ early: ScenarioSchema, middle: ScenarioSchema, late: ScenarioSchema, alternative: ScenarioSchema }),
}).parse(scenariosJson).scenarios;
const decks = z.object({
  _provenance: Provenance,
  decks: z.object({ early: z.array(z.string()).length(64), middle: z.array(z.string()).length(46), late: z.array(z.string()).length(49) }),
  eraEnds: z.string(),
}).parse(decksJson);
const NeutralRoleSchema = z.object({
  pick: z.string(), factionLeader: z.string(), revenue: z.string(), governorSpoils: z.object({ min: int }).nullable(),
  startTerm: z.union([int, z.object({ developed: int, undeveloped: int })]), knightTalents: nat, initiativeModifier: int,
  charity: z.array(z.string()), spoils: z.array(z.string()),
});
export const NEUTRALS = z.object({
  _provenance: Provenance, factions: nat, extraSenators: z.object({ conservatives: nat, populists: nat }),
  roles: z.object({ imperials: NeutralRoleSchema, plutocrats: NeutralRoleSchema, conservatives: NeutralRoleSchema, populists: NeutralRoleSchema }),
  coalitions: z.array(z.array(z.string())),
}).parse(neutralsJson);

export type FamilyDef = z.infer<typeof FamilySchema>;
export type StatesmanDef = z.infer<typeof StatesmanSchema>;
export type Abilities = z.infer<typeof AbilitiesSchema>;
export type WarDef = z.infer<typeof WarSchema>;
export type LeaderDef = z.infer<typeof LeaderSchema>;
export type ConcessionDef = z.infer<typeof ConcessionSchema>;
export type IntrigueDef = z.infer<typeof IntrigueSchema>;
export type IntrigueType = z.infer<typeof IntrigueType>;
export type LawDef = z.infer<typeof LawSchema>;
export type SpecialDef = z.infer<typeof SpecialSchema>;
export type EventDef = z.infer<typeof EventSchema>;
export type ProvinceDef = z.infer<typeof ProvinceSchema>;
export type ProvinceSideDef = z.infer<typeof ProvinceSide>;
export type ScenarioDef = z.infer<typeof ScenarioSchema>;

function byKey<T, K extends keyof T>(items: T[], key: K): Map<T[K], T> {
  const m = new Map<T[K], T>();
  for (const it of items) {
    if (m.has(it[key])) throw new Error(`republic data: duplicate ${String(key)} ${String(it[key])}`);
    m.set(it[key], it);
  }
  return m;
}

export const FAMILIES = byKey(families, 'id');
export const STATESMEN = byKey(statesmen, 'code');
export const WARS = byKey(warsData.wars, 'id');
export const WAR_SETS: Record<string, number> = warsData.sets;
export const LEADERS = byKey(leaders, 'id');
export const CONCESSIONS = byKey(concessions, 'id');
export const INTRIGUE = byKey(intrigue, 'id');
export const LAWS = byKey(laws, 'id');
export const SPECIALS = byKey(specials, 'id');
export const EVENTS = byKey(events, 'id');
export const PROVINCES = byKey(provinces, 'id');

/**
 * A province in revolt (events Internal Disorder and Pretender Emerges) is an
 * active war without a card of its own: a revolt (no spoils) with the printed
 * land and naval strength of the province's undeveloped side, no fleet support,
 * no disaster or standoff numbers. Its id names the province.
 */
export const PROVINCE_REVOLT_PREFIX = 'war:revolt:';
export const PROVINCE_REVOLTS = new Map<CardId, WarDef>(provinces.map((p) => [`${PROVINCE_REVOLT_PREFIX}${p.id}`, {
  id: `${PROVINCE_REVOLT_PREFIX}${p.id}`, name: `Revolt in ${p.name}`, deck: 'middle', card: 0, set: null, setPos: null,
  land: p.undeveloped.land, fleetSupport: 0, naval: p.undeveloped.naval, disaster: [], standoff: [], spoils: 0,
  drought: false, start: 'active', waitsFor: [], revoltIfProvince: null, alwaysRevolt: true, destroysConcession: null,
  taxFarmerRoll: false, creates: [], createsWhen: null, createsDeveloped: [], attacks: [], nullifiedBy: [],
}]));

/** The province of a province-revolt war, or null for a war card. */
export function revoltProvince(card: CardId): string | null {
  return PROVINCE_REVOLTS.has(card) ? card.slice(PROVINCE_REVOLT_PREFIX.length) : null;
}
export const TABLES = tables;
export const SCENARIOS = scenarios;
export const DECKS: Record<Era, CardId[]> = decks.decks;
export const ERA_ENDS: CardId = decks.eraEnds;

/** A numeric constant from tables.json. */
export function K(name: string): number {
  const v = TABLES.constants[name];
  if (typeof v !== 'number') throw new Error(`republic data: no numeric constant ${name}`);
  return v;
}

export type CardKind = 'family' | 'statesman' | 'war' | 'leader' | 'concession' | 'intrigue' | 'law' | 'special';

export function cardKind(id: CardId): CardKind {
  const k = id.slice(0, id.indexOf(':'));
  switch (k) {
    case 'family': case 'statesman': case 'war': case 'leader': case 'concession': case 'intrigue': case 'law': case 'special':
      return k;
    default:
      throw new Error(`unknown card ${id}`);
  }
}

/** Faction cards go to the drawing player's hand (red text, 1.07.3); the rest are Forum cards. */
export function isFactionCard(id: CardId): boolean {
  const k = cardKind(id);
  if (k === 'special') return !SPECIALS.get(id)!.forum;
  return k === 'statesman' || k === 'concession' || k === 'intrigue' || k === 'law';
}

export function familyCard(n: number): CardId {
  return `family:${n}`;
}

export function cardName(id: CardId): string {
  const [k, rest] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  switch (k) {
    case 'family': return FAMILIES.get(Number(rest))!.name;
    case 'statesman': return STATESMEN.get(rest)!.name;
    case 'war': return (WARS.get(id) ?? PROVINCE_REVOLTS.get(id))!.name;
    case 'leader': return LEADERS.get(id)!.name;
    case 'concession': return CONCESSIONS.get(id)!.name;
    case 'intrigue': return INTRIGUE.get(id)!.name;
    case 'law': return LAWS.get(id)!.name;
    case 'special': return SPECIALS.get(id)!.name;
    default: return id;
  }
}

/** Parses "2d6-4", "-1d6+3" (a leading minus negates the dice only). */
export function parseDice(expr: string): { dice: number; sign: 1 | -1; plus: number } {
  const m = /^(-?)(\d?)d6([+-]\d+)$/.exec(expr);
  if (!m) throw new Error(`bad dice expression ${expr}`);
  return { sign: m[1] === '-' ? -1 : 1, dice: m[2] ? Number(m[2]) : 1, plus: Number(m[3]) };
}

/** Looks up the row of a min/max table. */
export function tableRow<T extends { min: number | null; max: number | null }>(rows: T[], value: number): T {
  const row = rows.find((r) => (r.min === null || value >= r.min) && (r.max === null || value <= r.max));
  if (!row) throw new Error(`no table row for ${value}`);
  return row;
}

// Cross-references: every id named by one file must exist in another.
(function checkReferences() {
  const fail = (what: string) => { throw new Error(`republic data: ${what}`); };
  const all = new Set<string>([...DECKS.early, ...DECKS.middle, ...DECKS.late, ERA_ENDS]);
  for (const f of families) if (!all.has(familyCard(f.id))) fail(`family ${f.id} in no deck`);
  for (const s of statesmen) {
    if (!all.has(`statesman:${s.code}`)) fail(`statesman ${s.code} in no deck`);
    if (!FAMILIES.get(s.family)!.statesmen.includes(s.code)) fail(`statesman ${s.code} not listed by family ${s.family}`);
    for (const o of s.opponents) if (!STATESMEN.has(o)) fail(`opponent ${o}`);
    for (const w of s.abilities.nullifies ?? []) if (!WARS.has(w)) fail(`nullified war ${w}`);
  }
  for (const w of warsData.wars) {
    if (!all.has(w.id)) fail(`war ${w.id} in no deck`);
    if (w.set !== null && !(w.set in WAR_SETS)) fail(`war set ${w.set}`);
    for (const p of [...w.creates, ...w.attacks, ...w.waitsFor, ...(w.revoltIfProvince ? [w.revoltIfProvince] : [])]) {
      if (!PROVINCES.has(p)) fail(`province ${p} of ${w.id}`);
    }
    if (w.destroysConcession && !CONCESSIONS.has(w.destroysConcession)) fail(`concession ${w.destroysConcession}`);
  }
  for (const [set, size] of Object.entries(WAR_SETS)) {
    const members = warsData.wars.filter((w) => w.set === set).map((w) => w.setPos).sort();
    if (members.length !== size || members.some((p, i) => p !== i + 1)) fail(`matching set ${set}`);
  }
  for (const l of leaders) {
    if (!all.has(l.id) && !l.keptInHand) fail(`leader ${l.id} in no deck`);
    if ('set' in l.matches && !(l.matches.set in WAR_SETS)) fail(`leader set ${l.matches.set}`);
    if ('war' in l.matches && !WARS.has(l.matches.war)) fail(`leader war ${l.matches.war}`);
  }
  for (const c of concessions) for (const w of c.destroyedByWars ?? []) if (!WARS.has(w)) fail(`war ${w} of ${c.id}`);
  for (const e of events) for (const era of ['early', 'middle', 'late'] as const) for (const r of e.rolls[era]) if (r < 3 || r > 18) fail(`event roll ${r}`);
  for (const era of ['early', 'middle', 'late'] as const) {
    for (let roll = 3; roll <= 18; roll++) {
      if (events.filter((e) => e.rolls[era].includes(roll)).length !== 1) fail(`event table ${era} ${roll}`);
    }
  }
  for (const sc of Object.values(scenarios)) {
    for (const c of [...sc.forum, ...sc.addCards, ...sc.laws, ...sc.removedCards]) if (!all.has(c)) fail(`scenario card ${c}`);
    for (const p of sc.provinces) for (const id of p.ids) if (!PROVINCES.has(id)) fail(`scenario province ${id}`);
  }
  for (const id of all) cardKind(id);
})();
