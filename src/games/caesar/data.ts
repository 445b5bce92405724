/**
 * Caesar! board and component data, loaded from data/caesar/*.json and validated
 * once at import time, so a typo in the data fails loudly instead of corrupting games.
 */
import { z } from 'zod';
import boardJson from '../../../data/caesar/board.json';
import tokensJson from '../../../data/caesar/tokens.json';
import type { BonusKind, ProvinceId, Side, SpaceSymbol, TokenDef, TokenSymbol } from './types';

const provinceIds = [
  'hispania_ulterior', 'hispania_citerior', 'gallia', 'mauritania', 'sardinia', 'gallia_cisalpina',
  'numidia', 'sicilia', 'italia', 'dalmatia', 'africa', 'achaia', 'macedonia', 'cyrene', 'creta',
  'aegyptus', 'asia', 'syria',
] as const satisfies readonly ProvinceId[];

const ProvinceIdSchema = z.enum(provinceIds);
const xy = z.tuple([z.number(), z.number()]);

const BoardSchema = z.object({
  provinces: z.array(z.object({
    id: ProvinceIdSchema,
    name: z.string(),
    central: z.boolean(),
    provinceSpaces: z.number().int().min(1).max(2),
    layout: z.array(xy),
  })).length(18),
  borderSpaces: z.array(z.object({
    id: z.number().int(),
    provinces: z.tuple([ProvinceIdSchema, ProvinceIdSchema]),
    symbol: z.enum(['sword', 'shield', 'ship']),
    checkpoint: z.boolean(),
    layout: xy,
  })).length(30),
});

const TokenSchema = z.object({
  id: z.string().regex(/^[CP]\d\d$/),
  symbols: z.array(z.enum(['sword', 'shield', 'ship', 'wild'])).min(1).max(2),
  values: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  centurion: z.boolean(),
});
const TokensSchema = z.object({
  sides: z.object({ C: z.array(TokenSchema).length(19), P: z.array(TokenSchema).length(19) }),
  bonusTokens: z.object({
    base: z.object({ senate: z.number(), tactics: z.number(), wealth: z.number(), might: z.number() }),
    expansions: z.object({ poison: z.number(), centurion: z.number() }),
  }),
  controlTokensPerSide: z.number().int(),
  senateSpacesPerSide: z.number().int(),
});

const board = BoardSchema.parse(boardJson);
const tokens = TokensSchema.parse(tokensJson);

export interface ProvinceDef {
  id: ProvinceId;
  name: string;
  central: boolean;
  /** 2 for Italia: it takes two control tokens. */
  provinceSpaces: number;
  layout: [number, number][];
  /** Border space ids around this province. */
  spaces: number[];
  /** Provinces sharing at least one border space with this one. */
  neighbours: ProvinceId[];
}

export interface SpaceDef {
  id: number;
  provinces: [ProvinceId, ProvinceId];
  symbol: SpaceSymbol;
  checkpoint: boolean;
  layout: [number, number];
}

export const PROVINCE_IDS: readonly ProvinceId[] = provinceIds;

export const SPACES: readonly SpaceDef[] = board.borderSpaces.map((s, i) => {
  if (s.id !== i) throw new Error(`data/caesar/board.json: border space ${i} has id ${s.id}`);
  return { ...s, provinces: s.provinces as [ProvinceId, ProvinceId], layout: s.layout as [number, number] };
});

export const PROVINCES: Readonly<Record<ProvinceId, ProvinceDef>> = Object.fromEntries(
  board.provinces.map((p) => {
    const spaces = SPACES.filter((s) => s.provinces.includes(p.id)).map((s) => s.id);
    const neighbours = [...new Set(SPACES.filter((s) => s.provinces.includes(p.id))
      .map((s) => (s.provinces[0] === p.id ? s.provinces[1] : s.provinces[0])))];
    return [p.id, { ...p, layout: p.layout as [number, number][], spaces, neighbours }];
  }),
) as Record<ProvinceId, ProvinceDef>;

/** The province across border space `space` from `province`. */
export function otherProvince(space: number, province: ProvinceId): ProvinceId {
  const [a, b] = SPACES[space].provinces;
  return a === province ? b : a;
}

const sidePrefix = ['C', 'P'] as const;
export const TOKENS: Readonly<Record<string, TokenDef>> = Object.fromEntries(
  ([0, 1] as Side[]).flatMap((side) =>
    tokens.sides[sidePrefix[side]].map((t) => [t.id, {
      id: t.id, side, symbols: t.symbols as TokenSymbol[], values: t.values as [number, number], centurion: t.centurion,
    }] as const)),
);

export function tokensOf(side: Side, centurion: boolean): string[] {
  return Object.values(TOKENS).filter((t) => t.side === side && t.centurion === centurion).map((t) => t.id);
}

/** Whether a token may go on a space printed with `symbol`. */
export function fits(token: TokenDef, symbol: SpaceSymbol): boolean {
  return token.symbols.includes('wild') || token.symbols.includes(symbol);
}

export const BONUS_COUNTS: Readonly<Record<BonusKind, number>> = {
  ...tokens.bonusTokens.base,
  ...tokens.bonusTokens.expansions,
};
export const CONTROL_TOKENS_PER_SIDE = tokens.controlTokensPerSide;
