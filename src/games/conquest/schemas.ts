/**
 * Shapes of options and actions arriving from outside, checked with zod.
 * Legality is apply's job; these only guarantee the shape.
 */
import { z } from 'zod';
import { RuleViolation } from '../../core/game';
import { CONQUEST_ERRORS } from './errors';
import { MAX_RETREAT_BELOW } from './orders';
import type { ConquestAction, ConquestOptions } from './types';

const n = z.number().int().min(0);
const TroopsSchema = z.object({
  infantry: n.default(0), cavalry: n.default(0), catapult: n.default(0), generals: n.default(0), caesar: n.max(1).default(0),
});
const UnitsSchema = z.object({ infantry: n.default(0), cavalry: n.default(0), catapult: n.default(0) });
// Never a name every object answers to ("constructor", "__proto__"...): ids index plain objects
// (the map, owners, cities), where such a name would find the prototype's property.
const Id = z.string().min(1).max(40).refine((x) => !(x in Object.prototype), 'not a place name');

export const ConquestOptionsSchema = z.object({
  players: z.number().int().min(2).max(6),
  homes: z.array(Id).optional(),
  fortifiedCatapultRule: z.enum(['reducedWithoutCatapult', 'reducedWithCatapult']).default('reducedWithCatapult'),
});

export const ConquestActionSchema = z.union([
  z.object({
    type: z.literal('march'), from: Id, to: Id, troops: TroopsSchema,
    drops: z.array(z.object({ at: Id, troops: TroopsSchema })).max(20).optional(),
  }),
  z.object({ type: z.literal('sail'), galley: n, to: Id }),
  z.object({ type: z.literal('embark'), galley: n, troops: TroopsSchema }),
  z.object({ type: z.literal('disembark'), galley: n, troops: TroopsSchema }),
  z.object({ type: z.literal('endMovement') }),
  z.object({ type: z.literal('attack'), province: Id }),
  z.object({ type: z.literal('navalAttack'), sea: Id, defender: n }),
  z.object({ type: z.literal('legion'), legion: UnitsSchema }),
  z.object({ type: z.literal('losses'), losses: UnitsSchema }),
  z.object({ type: z.literal('sink'), galleys: z.array(n) }),
  z.object({ type: z.literal('continue') }),
  z.object({ type: z.literal('fightOn'), retreatBelow: z.number().int().min(0).max(MAX_RETREAT_BELOW) }),
  z.object({ type: z.literal('retreat'), to: Id.nullable() }),
  z.object({ type: z.literal('endBattles') }),
  z.object({ type: z.literal('destroyCity'), province: Id }),
  z.object({ type: z.literal('endDestroy') }),
  z.object({ type: z.literal('buy'), piece: z.enum(['infantry', 'cavalry', 'catapult']), count: z.number().int().min(1).max(20) }),
  z.object({ type: z.literal('buy'), piece: z.literal('galley'), coast: Id }),
  z.object({ type: z.literal('buy'), piece: z.enum(['city', 'fortifiedCity', 'fortification']), province: Id }),
  // A road joins two provinces in either order: one canonical order (as listed), so a record has one spelling of it.
  z.object({ type: z.literal('buy'), piece: z.literal('road'), between: z.tuple([Id, Id]).transform(([x, y]): [string, string] => (x < y ? [x, y] : [y, x])) }),
  z.object({
    type: z.literal('offerRansom'), holder: n, generals: z.number().int().min(1).max(4), amount: n,
    exchange: z.number().int().min(0).max(4).default(0),
  }),
  z.object({ type: z.literal('removeCaptives'), owner: n, generals: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('callEnd'), winner: n.nullable() }),
  z.object({ type: z.literal('answerEnd'), accept: z.boolean() }),
  z.object({ type: z.literal('answerRansom'), accept: z.boolean() }),
  z.object({ type: z.literal('endTurn') }),
  z.object({ type: z.literal('concede') }),
]);

function parse<T>(schema: z.ZodType<T>, raw: unknown, what: string): T {
  const r = schema.safeParse(raw);
  if (!r.success) {
    throw new RuleViolation({
      code: what === 'options' ? CONQUEST_ERRORS.badOptions : CONQUEST_ERRORS.badAction,
      message: `malformed ${what}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    });
  }
  return r.data;
}

export function parseOptions(raw: unknown): ConquestOptions {
  return parse(ConquestOptionsSchema, raw, 'options') as ConquestOptions;
}

export function parseAction(raw: unknown): ConquestAction {
  return parse(ConquestActionSchema, raw, 'action') as ConquestAction;
}
