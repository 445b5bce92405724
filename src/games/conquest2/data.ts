/**
 * Conquest of the Empire II data: key provinces with their victory points and
 * the Conquest cards (data/conquest2/), on top of the Classic game's map
 * (src/games/conquest/data.ts, shared, not copied). Validated at import so a
 * correction that breaks the data fails loudly.
 */
import { z } from 'zod';
import keyJson from '../../../data/conquest2/key-provinces.json';
import cardsJson from '../../../data/conquest2/cards.json';
import { COASTS, PROVINCES, PROVINCE_IDS, SEAS, SEA_IDS, STRAITS } from '../conquest/data';
import type { ProvinceId, SeaId } from './types';

const Status = z.enum(['known', 'reconstructed']);
const KeySchema = z.object({
  _provenance: z.array(z.string()),
  provinces: z.array(z.object({
    id: z.string(),
    vp: z.array(z.number().int().min(0)).min(2).max(3),
    status: Status,
    note: z.string().optional(),
  })).length(11),
  constants: z.object({
    tokensPerProvince: z.object({ value: z.number().int().min(1), status: Status, note: z.string().optional() }),
    influencePerColour: z.object({ value: z.number().int().min(8), status: Status, note: z.string().optional() }),
    bidStep: z.object({ value: z.number().int().min(1), status: Status, note: z.string().optional() }),
    startTalents: z.object({ value: z.number().int().min(0), status: Status }),
    startSenators: z.object({ value: z.array(z.number().int().min(1).max(4)), status: Status }),
  }),
});
const keys = KeySchema.parse(keyJson);

const Reward = z.object({ infantry: z.number().optional(), cavalry: z.number().optional(), talents: z.number().optional(), vp: z.number().optional() });
const CardSchema = z.object({
  id: z.string().regex(/^[a-z0-9A-Z-]+$/),
  kind: z.enum(['merchant', 'assassin', 'loot', 'senateVote', 'senator', 'diplomacy', 'commandeer', 'buildCity', 'barbarians',
    'politician', 'bribe', 'slaveRevolt', 'armyTraining', 'navalTraining', 'favorableWind']),
  type: z.enum(['immediate', 'senator', 'diplomacy', 'multi', 'permanent']),
  price: z.number().int().min(0),
  count: z.number().int().min(1).optional(),
  province: z.string().nullable().optional(),
  perToken: z.number().optional(),
  talents: z.number().optional(),
  chaos: z.number().optional(),
  effect: z.enum(['emergencyTax', 'breadAndCircuses', 'hailCaesar', 'newLegions', 'influenceInRome']).optional(),
  amount: z.number().optional(),
  value: z.number().int().min(1).max(4).optional(),
  units: z.object({ infantry: z.number().optional(), cavalry: z.number().optional(), galley: z.number().optional() }).optional(),
  sea: z.string().optional(),
  galleys: z.number().optional(),
  provinces: z.array(z.string()).optional(),
  reward: Reward.optional(),
  infantry: z.number().optional(),
});
const cards = z.object({ _provenance: z.array(z.string()), senateVotes: z.array(CardSchema).length(5), deck: z.array(CardSchema) }).parse(cardsJson);

export type CardDef = z.infer<typeof CardSchema>;

export interface KeyProvince {
  id: ProvinceId;
  vp: number[];
  status: 'known' | 'reconstructed';
}

export const KEY_PROVINCES: readonly KeyProvince[] = keys.provinces.map((p) => ({ id: p.id, vp: p.vp, status: p.status }));
export const KEY_IDS: readonly ProvinceId[] = KEY_PROVINCES.map((p) => p.id);
export const VP: Readonly<Record<ProvinceId, number[]>> = Object.fromEntries(KEY_PROVINCES.map((p) => [p.id, p.vp]));
export const TOKENS_PER_PROVINCE = keys.constants.tokensPerProvince.value;
export const INFLUENCE_PER_COLOUR = keys.constants.influencePerColour.value;
export const BID_STEP = keys.constants.bidStep.value;
export const START_TALENTS = keys.constants.startTalents.value;
export const START_SENATORS: readonly number[] = keys.constants.startSenators.value;
/** Every reconstructed fact, for the README, the lobby and the closing notes. */
export const RECONSTRUCTED: readonly string[] = [
  ...KEY_PROVINCES.filter((p) => p.status === 'reconstructed').map((p) => `${p.id} ${p.vp.join('/')}`),
  ...Object.entries(keys.constants).filter(([, c]) => c.status === 'reconstructed').map(([k, c]) => `${k} ${String(c.value)}`),
];

/** Card definitions by id; a deck card that comes in several copies gets instance ids `id#n`. */
export const CARD_DEFS: Readonly<Record<string, CardDef>> = Object.fromEntries(
  [...cards.senateVotes, ...cards.deck].map((c) => [c.id, c]),
);
export const SENATE_VOTE_IDS: readonly string[] = cards.senateVotes.map((c) => c.id);
export const DECK_IDS: readonly string[] = cards.deck.flatMap((c) =>
  c.count ? Array.from({ length: c.count }, (_, i) => `${c.id}#${i + 1}`) : [c.id]);

export function cardDef(instance: string): CardDef {
  const def = CARD_DEFS[instance.split('#')[0]];
  if (!def) throw new Error(`unknown card ${instance}`);
  return def;
}

// ---------------------------------------------------------------- the shared map

export { PROVINCE_IDS, SEA_IDS, PROVINCES, SEAS, STRAITS };

/** Sea zones touching a province's coasts (empty inland). */
export const SEAS_OF: Readonly<Record<ProvinceId, SeaId[]>> = Object.fromEntries(PROVINCE_IDS.map((p) => [p,
  [...new Set(PROVINCES[p].coasts.flatMap((c) => COASTS[c].seas))].sort()]));
export const PROVINCES_OF_SEA: Readonly<Record<SeaId, ProvinceId[]>> = Object.fromEntries(SEA_IDS.map((s) => [s,
  PROVINCE_IDS.filter((p) => SEAS_OF[p].includes(s))]));

/** The strait sea between two provinces, or null for a land border. */
export function straitSea(a: ProvinceId, b: ProvinceId): SeaId | null {
  const s = STRAITS.find((x) => x.provinces.includes(a) && x.provinces.includes(b));
  return s && !PROVINCES[a].borders.includes(b) ? s.sea : null;
}

function check(): void {
  const fail = (m: string): never => { throw new Error(`data/conquest2: ${m}`); };
  for (const k of KEY_IDS) if (!PROVINCES[k]) fail(`key province ${k} is not on the map`);
  if (!KEY_IDS.includes('italia') || VP.italia.length !== 3) fail('Italia needs three values');
  for (const c of Object.values(CARD_DEFS)) {
    for (const p of [c.province, ...(c.provinces ?? [])]) if (p && !PROVINCES[p]) fail(`card ${c.id} names ${p}`);
    if (c.sea && !SEAS[c.sea]) fail(`card ${c.id} names sea ${c.sea}`);
  }
}
check();
