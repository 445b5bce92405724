/**
 * Conquest of the Empire map data, loaded from data/conquest/map.json and
 * validated once at import time (shape with zod, then the graph's own
 * consistency), so a correction to the data that breaks the map fails loudly.
 */
import { z } from 'zod';
import mapJson from '../../../data/conquest/map.json';

const Confidence = z.enum(['exact', 'derived', 'reconstructed']);
const xy = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
const Id = z.string().regex(/^[a-z_]+$/);

const MapSchema = z.object({
  _provenance: z.array(z.string()),
  provinces: z.array(z.object({
    id: Id,
    name: z.string(),
    sourceName: z.string(),
    tribute: z.union([z.literal(5), z.literal(10)]),
    home: z.boolean(),
    island: z.boolean(),
    land: z.array(Id),
    /** Each inner list is one stretch of coast: the sea zones a galley on it may sail to. */
    coasts: z.array(z.array(Id).min(1)),
    layout: xy,
    confidence: z.record(z.string(), Confidence),
    note: z.string().optional(),
  })).length(42),
  seas: z.array(z.object({
    id: Id,
    name: z.string(),
    seas: z.array(Id),
    layout: xy,
    confidence: z.record(z.string(), Confidence),
  })).length(18),
  straits: z.array(z.object({
    provinces: z.tuple([Id, Id]),
    sea: Id,
    candidateSeas: z.array(Id).min(1),
    confidence: z.record(z.string(), Confidence),
    reconstructed: z.boolean(),
  })).length(4),
  homesByPlayerCount: z.record(z.enum(['2', '3', '4', '5', '6']), z.array(Id)),
  turnOrder: z.array(Id).length(7),
  mesopotamiaGalleyProvinces: z.array(Id),
});

const raw = MapSchema.parse(mapJson);

export type ProvinceId = string;
export type SeaId = string;
/** A stretch of coast: `${province}:${index}` (index into the province's coasts). */
export type CoastId = string;

export interface ProvinceDef {
  id: ProvinceId;
  name: string;
  tribute: 5 | 10;
  home: boolean;
  island: boolean;
  /** Land neighbours by a shared border (no straits). */
  borders: ProvinceId[];
  /** Land neighbours including the strait arrows: where land units may step. */
  neighbours: ProvinceId[];
  coasts: CoastId[];
  layout: [number, number];
}

export interface SeaDef {
  id: SeaId;
  name: string;
  seas: SeaId[];
  /** Coasts a galley in this sea may enter. */
  coasts: CoastId[];
  layout: [number, number];
}

export interface CoastDef {
  id: CoastId;
  province: ProvinceId;
  seas: SeaId[];
}

export interface StraitDef {
  provinces: [ProvinceId, ProvinceId];
  sea: SeaId;
  reconstructed: boolean;
}

function fail(msg: string): never {
  throw new Error(`data/conquest/map.json: ${msg}`);
}

const seaIds = new Set(raw.seas.map((s) => s.id));
const provIds = new Set(raw.provinces.map((p) => p.id));
if (seaIds.size !== 18 || provIds.size !== 42) fail('duplicate ids');

export const COASTS: Readonly<Record<CoastId, CoastDef>> = {};
for (const p of raw.provinces) {
  p.coasts.forEach((seas, i) => {
    for (const s of seas) if (!seaIds.has(s)) fail(`${p.id} coast on unknown sea ${s}`);
    (COASTS as Record<CoastId, CoastDef>)[`${p.id}:${i}`] = { id: `${p.id}:${i}`, province: p.id, seas };
  });
}

export const STRAITS: readonly StraitDef[] = raw.straits.map((s) => {
  for (const p of s.provinces) if (!provIds.has(p)) fail(`strait to unknown province ${p}`);
  if (!seaIds.has(s.sea)) fail(`strait in unknown sea ${s.sea}`);
  return { provinces: s.provinces, sea: s.sea, reconstructed: s.reconstructed };
});

export const PROVINCES: Readonly<Record<ProvinceId, ProvinceDef>> = Object.fromEntries(raw.provinces.map((p) => {
  for (const n of p.land) {
    if (!provIds.has(n)) fail(`${p.id} borders unknown province ${n}`);
    if (!raw.provinces.find((q) => q.id === n)!.land.includes(p.id)) fail(`${p.id}-${n} border is one-sided`);
  }
  const straitLinks = STRAITS.filter((s) => s.provinces.includes(p.id))
    .map((s) => (s.provinces[0] === p.id ? s.provinces[1] : s.provinces[0]));
  return [p.id, {
    id: p.id, name: p.name, tribute: p.tribute, home: p.home, island: p.island,
    borders: [...p.land],
    neighbours: [...new Set([...p.land, ...straitLinks])].sort(),
    coasts: p.coasts.map((_, i) => `${p.id}:${i}`),
    layout: p.layout,
  }];
}));

export const SEAS: Readonly<Record<SeaId, SeaDef>> = Object.fromEntries(raw.seas.map((s) => {
  for (const n of s.seas) {
    if (!seaIds.has(n)) fail(`${s.id} next to unknown sea ${n}`);
    if (!raw.seas.find((q) => q.id === n)!.seas.includes(s.id)) fail(`${s.id}-${n} is one-sided`);
  }
  const coasts = Object.values(COASTS).filter((c) => c.seas.includes(s.id)).map((c) => c.id);
  return [s.id, { id: s.id, name: s.name, seas: [...s.seas], coasts, layout: s.layout }];
}));

export const PROVINCE_IDS: readonly ProvinceId[] = raw.provinces.map((p) => p.id);
export const SEA_IDS: readonly SeaId[] = raw.seas.map((s) => s.id);

/** Home provinces in turn order: play goes around the Mediterranean from Macedonia. */
export const TURN_ORDER: readonly ProvinceId[] = raw.turnOrder;
export const HOME_PROVINCES: readonly ProvinceId[] = raw.provinces.filter((p) => p.home).map((p) => p.id);
for (const h of TURN_ORDER) if (!HOME_PROVINCES.includes(h)) fail(`turn order names ${h}, not a home province`);

export function homesFor(players: number): readonly ProvinceId[] {
  const list = raw.homesByPlayerCount[String(players) as '2'];
  if (!list) throw new Error(`Conquest of the Empire takes 2 to 6 players, not ${players}`);
  return list;
}
for (const n of [2, 3, 4, 5, 6]) {
  const list = homesFor(n);
  if (list.length !== n || list.some((h) => !HOME_PROVINCES.includes(h))) fail(`homes for ${n} players`);
}

/** Provinces where a player whose home is Mesopotamia (landlocked) may place new galleys, if owned. */
export const MESOPOTAMIA_GALLEY_PROVINCES: readonly ProvinceId[] = raw.mesopotamiaGalleyProvinces;

export function isProvince(id: string): boolean {
  return provIds.has(id);
}
export function isSea(id: string): boolean {
  return seaIds.has(id);
}
export function isCoast(id: string): boolean {
  return id in COASTS;
}

/** Whether two provinces share a land border (roads need one: no roads over straits). */
export function shareBorder(a: ProvinceId, b: ProvinceId): boolean {
  return PROVINCES[a].borders.includes(b);
}

/** Where a galley may go in one movement point from `at` (a sea or a coast). */
export function galleySteps(at: string): string[] {
  if (isSea(at)) return [...SEAS[at].seas, ...SEAS[at].coasts];
  const coast = COASTS[at];
  if (!coast) throw new Error(`not a galley location: ${at}`);
  return [...coast.seas];
}
