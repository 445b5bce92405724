/**
 * What the state says about a revolt, read-only: the Primary Rebel, and under
 * 2.03 Rebel Governors the provinces in revolt, a rebel governor at home and
 * a province's defence. Kept apart from the rules that act (civil-war.ts,
 * rebel-governors.ts, provincial-wars.ts) so that each of them can read it.
 */
import { PROVINCES } from './data';
import { legionsAt, legionStrength, nominalMil } from './military';
import type { Legion, ProvinceId, ProvinceState, RepublicState, Senator, SenatorId, UnitPlace } from './types';

export function primaryRebel(s: RepublicState): Senator | undefined {
  return Object.values(s.senators).find((x) => x.rebel === 'primary');
}

export function rebelGovernorsRule(s: RepublicState): boolean {
  return s.options.advanced.rebelGovernors && s.options.advanced.provincialWars;
}

/** The printed side of a province card in play. */
export function printed(p: ProvinceState) {
  const def = PROVINCES.get(p.id)!;
  return p.developed ? def.developed : def.undeveloped;
}

/** A province held by a rebel governor, primary or secondary (2.03.4). */
export function inRevolt(s: RepublicState, p: ProvinceState): boolean {
  if (!rebelGovernorsRule(s) || !p.governor) return false;
  const g = s.senators[p.governor];
  return !!g && g.rebel !== null;
}

export function provincesInRevolt(s: RepublicState): ProvinceState[] {
  return Object.values(s.provinces).filter((p) => inRevolt(s, p)).sort((a, b) => a.id.localeCompare(b.id));
}

/** The Primary Rebel governor who stayed in his province, with it. */
export function rebelAtHome(s: RepublicState): { rebel: Senator; province: ProvinceState } | undefined {
  if (!rebelGovernorsRule(s)) return undefined;
  const r = primaryRebel(s);
  if (!r || r.where.kind !== 'governor') return undefined;
  const p = s.provinces[r.where.province];
  return p && p.governor === r.id ? { rebel: r, province: p } : undefined;
}

/** A garrison of a province in revolt (2.03): part of the rebels' forces, the rebel's to pay, not the State's (1.06.53). */
export function rebelGarrison(s: RepublicState, at: string): boolean {
  return rebelGovernorsRule(s) && rebelHeldGarrison(s, at);
}

/**
 * A garrison of a province whose governor is a rebel, in any game: out of play in the basic game (1.11.32: not
 * the Primary Rebel's nor the Senate's, maintained by nobody), the rebels' own force under 2.03. Never the
 * State's to pay (1.06.53).
 */
export function rebelHeldGarrison(s: RepublicState, at: string): boolean {
  if (!at.startsWith('garrison:')) return false;
  const p = s.provinces[at.slice('garrison:'.length)];
  const g = p?.governor ? s.senators[p.governor] : undefined;
  return !!g && g.rebel !== null;
}

/** Where legions that join the Primary Rebel go: his army on the march, or his garrison when he stayed home (2.03). */
export function primaryRebelPlace(s: RepublicState): UnitPlace | undefined {
  const home = rebelAtHome(s);
  if (home) return `garrison:${home.province.id}`;
  return primaryRebel(s) ? 'rebel' : undefined;
}

/**
 * 2.03.7: the province in revolt whose provincial armies march with the Primary Rebel, a governor who marched
 * on Rome (ruling "2.03 marching governor"); its base strength stays behind.
 */
export function marchingProvince(s: RepublicState): ProvinceState | undefined {
  if (!rebelGovernorsRule(s)) return undefined;
  const r = primaryRebel(s);
  if (!r || r.where.kind !== 'rebel') return undefined;
  return Object.values(s.provinces).find((p) => p.governor === r.id && inRevolt(s, p));
}

/** The Primary Rebel's own province in revolt when he is a governor, at home or marching on Rome (2.03). */
export function primaryRebelProvince(s: RepublicState): ProvinceState | undefined {
  return rebelAtHome(s)?.province ?? marchingProvince(s);
}

/** Land strength of the provincial armies marching with him: full beside a legion of his, else half, rounded up (2.03.3). */
export function marchingArmiesStrength(s: RepublicState): number {
  const armies = marchingProvince(s)?.armies ?? 0;
  return legionsAt(s, 'rebel').length > 0 ? armies : Math.ceil(armies / 2);
}

/**
 * The province's defence (2.03.81): land (half-strength armies without a garrison legion), fleet support (naval
 * base + provincial fleets), and the governor's MIL if he is there, capped on land at the land force (`mil`) and
 * at sea at the fleet support (`navalMil`, part of his fleet strength under v1.07B: ruling "2.03.81").
 */
export function provinceDefence(s: RepublicState, p: ProvinceState): { land: number; naval: number; mil: number; navalMil: number } {
  const sd = printed(p);
  const garrison = legionsAt(s, `garrison:${p.id}`);
  const armies = p.armies ?? 0;
  const land = sd.land + legionStrength(garrison) + (garrison.length > 0 ? armies : Math.ceil(armies / 2));
  const naval = sd.naval + (p.fleets ?? 0);
  const g = p.governor ? s.senators[p.governor] : undefined;
  const present = !!g && g.where.kind === 'governor' && g.where.province === p.id;
  return { land, naval, mil: present ? Math.min(land, g!.mil) : 0, navalMil: present ? Math.min(naval, g!.mil) : 0 };
}

/**
 * 2.03.81 as v1.07B words it (ruling "2.03.81"): the Senate must first win at sea when the rebel's fleet strength
 * (naval base + provincial fleets + the governor's MIL) exceeds the land base of the province's undeveloped side,
 * even when it is developed; never when the province can build no fleets, nor once a Naval Victory was won there.
 */
export function navalBattleFirst(s: RepublicState, p: ProvinceState): boolean {
  if (p.navalVictory || printed(p).maxFleets === 0) return false;
  const d = provinceDefence(s, p);
  return d.naval + d.navalMil > PROVINCES.get(p.id)!.undeveloped.land;
}

/**
 * Provinces in which the governor may revolt now: aligned, no revolt under way, not Consul for Life; the
 * province he is in, or, in Rome, each province he rules through a Legate (Vatinian Law; ruling "2.03
 * revolting through a Legate": he goes to the one he revolts in and keeps only it).
 */
export function governorRevoltProvinces(s: RepublicState, id: SenatorId): ProvinceState[] {
  if (!rebelGovernorsRule(s) || primaryRebel(s)) return [];
  const x = s.senators[id];
  if (!x || x.faction === null || x.rebel !== null || s.consulForLife === id) return [];
  const mine = Object.values(s.provinces).filter((p) => p.governor === id).sort((a, b) => a.id.localeCompare(b.id));
  if (x.where.kind === 'governor') {
    const here = x.where.province;
    return mine.filter((p) => p.id === here);
  }
  // A commander in the field revolts only as a victor (1.11.3); a captive not at all.
  return x.where.kind === 'rome' ? mine : [];
}

/** The province if the governor may revolt in it now (see governorRevoltProvinces). */
export function mayGovernorRevolt(s: RepublicState, id: SenatorId, province: ProvinceId): ProvinceState | undefined {
  return governorRevoltProvinces(s, id).find((p) => p.id === province);
}

/** Legions that would march with him: his garrison and his veterans anywhere but the pool and the Bank. */
export function followers(s: RepublicState, id: SenatorId, province: ProvinceId) {
  return s.legions.filter((l) => l.at === `garrison:${province}`
    || (l.veteran && l.allegiance === id && l.at !== 'pool' && l.at !== 'disbanded' && l.at !== 'rebel'));
}

/** A governor's force for choosing the Primary Rebel (2.03.3): MIL + his legions (veterans 2) + provincial armies and fleets. */
export function governorDeclarationStrength(s: RepublicState, id: SenatorId, province: ProvinceId): number {
  const x = s.senators[id];
  const p = s.provinces[province];
  if (!x || !p) return 0;
  const ls = followers(s, id, province);
  return nominalMil(x) + legionStrength(ls) + (p.armies ?? 0) + (p.fleets ?? 0) + rebelVeteransBonus(s, id, ls);
}

/**
 * 1.11.32: faction mates who may join the Primary Rebel: in Rome, governing a province or commanding an army
 * in the field ("secondary rebels with independent commands": ruling "1.11.32 commanders who join"), not
 * captive, not a Consul for Life; a Master of Horse only when the rebel is the Dictator he served.
 */
export function mayJoin(s: RepublicState, rebelId: SenatorId, dictator: boolean): Senator[] {
  const r = s.senators[rebelId];
  if (!r || r.faction === null) return [];
  return Object.values(s.senators).filter((y) => y.faction === r.faction && y.id !== rebelId && y.rebel === null
    && (y.where.kind === 'rome' || y.where.kind === 'governor' || (y.where.kind === 'army' && commands(s, y.id))) && s.consulForLife !== y.id
    && (y.office !== 'masterOfHorse' || dictator));
}

/** Does he command an army (not only ride with one as Master of Horse)? */
function commands(s: RepublicState, id: SenatorId): boolean {
  return s.armies.some((a) => a.commander === id);
}

/**
 * 2.03's optional rule (`advanced.rebelVeterans`): choosing the Primary Rebel, +2 per veteran legion loyal to
 * any rebel. Ruling "2.03 optional: veterans loyal to any rebel": the rebels beside the declarer are the faction
 * mates who may join him (1.11.32), since their veterans would come to him (1.11.34); a veteran counts where
 * it would come from (anywhere but the force pool and the Bank), unless already in his force (`counted`).
 */
export function rebelVeteransBonus(s: RepublicState, id: SenatorId, counted: readonly Legion[]): number {
  if (!rebelGovernorsRule(s) || !s.options.advanced.rebelVeterans) return 0;
  const x = s.senators[id];
  if (!x) return 0;
  const mates = new Set(mayJoin(s, id, x.office === 'dictator').map((y) => y.id));
  const mine = new Set(counted.map((l) => l.id));
  return 2 * s.legions.filter((l) => l.veteran && l.allegiance !== null && mates.has(l.allegiance) && !mine.has(l.id)
    && l.at !== 'pool' && l.at !== 'disbanded').length;
}

/** War id of a Senate army sent against a secondary rebel governor in his province (2.03.8). */
export function rebelProvinceWar(province: ProvinceId): string {
  return `rebel:${province}`;
}

/** The secondary rebel governor and his province a Senate army with this war id may attack, if any. */
export function rebelProvinceTarget(s: RepublicState, war: string): { rebel: Senator; province: ProvinceState } | undefined {
  if (!war.startsWith('rebel:')) return undefined;
  const p = s.provinces[war.slice('rebel:'.length)];
  if (!p || !inRevolt(s, p)) return undefined;
  const g = s.senators[p.governor!];
  return g.rebel === 'secondary' && g.where.kind === 'governor' && g.where.province === p.id ? { rebel: g, province: p } : undefined;
}

/** Secondary rebel governors' provinces the Senate may attack. */
export function attackableRebelProvinces(s: RepublicState): ProvinceState[] {
  // 2.03.7: not a province that sent or is sending reinforcements.
  return provincesInRevolt(s).filter((p) => p.reinforcing === undefined && rebelProvinceTarget(s, rebelProvinceWar(p.id)));
}
