/**
 * Shapes of options and actions arriving from outside (bot buttons, CLI records),
 * checked with zod. Legality is apply's job; these only guarantee the shape.
 */
import { z } from 'zod';
import { RuleViolation } from '../../core/game';
import { PROVINCE_IDS } from './data';
import { CAESAR_ERRORS, ruleError } from './errors';
import type { CaesarAction, CaesarOptions, ProvinceId } from './types';

const ProvinceIdSchema = z.enum(PROVINCE_IDS as [ProvinceId, ...ProvinceId[]]);
const Side = z.union([z.literal(0), z.literal(1)]);

export const CaesarOptionsSchema = z.object({
  modules: z.object({
    poison: z.boolean().default(false),
    centurions: z.boolean().default(false),
    checkpoints: z.boolean().default(false),
  }).default({ poison: false, centurions: false, checkpoints: false }),
  solo: z.object({
    crassus: Side,
    difficulty: z.enum(['low', 'medium', 'high']),
  }).nullable().default(null),
});

const MightTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('influence'), space: z.number().int() }),
  z.object({ kind: z.literal('provinceControl'), province: ProvinceIdSchema, slot: z.number().int() }),
  z.object({ kind: z.literal('borderControl'), space: z.number().int() }),
]);

export const CaesarActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('place'),
    token: z.string(),
    space: z.number().int(),
    toward: ProvinceIdSchema,
    faceDown: z.boolean().optional(),
  }),
  z.object({ type: z.literal('closureOrder'), first: ProvinceIdSchema }),
  z.object({ type: z.literal('might'), target: MightTargetSchema.nullable() }),
  z.object({ type: z.literal('tactics'), take: z.boolean() }),
  z.object({ type: z.literal('centurion'), token: z.string().nullable() }),
]);

export function parseOptions(raw: unknown): CaesarOptions {
  const parsed = CaesarOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new RuleViolation(ruleError(CAESAR_ERRORS.badOptions, `invalid Caesar! options: ${parsed.error.message}`));
  }
  const o = parsed.data as CaesarOptions;
  if (o.modules.checkpoints && !(o.modules.poison && o.modules.centurions)) {
    throw new RuleViolation(ruleError(CAESAR_ERRORS.checkpointsNeedBoth,
      'the Checkpoints module can only be played together with both Poison and Centurions'));
  }
  return o;
}

export function parseAction(raw: unknown): CaesarAction {
  return CaesarActionSchema.parse(raw) as CaesarAction;
}
