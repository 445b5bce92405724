/** zod at the boundary: options and actions from outside (buttons, records, the CLI). */
import { z } from 'zod';
import { RuleViolation } from '../../core/game';
import { C2_RULES } from './setup';
import type { C2Action, C2Options } from './types';

const seat = z.number().int().min(0).max(5);
const count = z.number().int().min(0).max(99);
const unitsSchema = z.object({ infantry: count, cavalry: count, catapult: count, general: count, caesar: count });
// Never a name every object answers to ("constructor", "__proto__", "toString"...): ids index the
// state's plain objects (army, fleet, cities), where such a name would find the prototype's property.
const id = z.string().min(1).max(40).refine((x) => !(x in Object.prototype), 'not a place or card name');
const lossKind = z.enum(['infantry', 'cavalry', 'catapult', 'galley']);

const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), amount: z.number().int().min(0).max(100000), a: seat.nullable(), b: seat.nullable() }),
  z.object({ type: z.literal('auctionPass') }),
  z.object({ type: z.literal('place'), units: z.record(id, unitsSchema), galley: id }),
  z.object({
    type: z.literal('take'), card: id, province: id.optional(), target: seat.optional(), from: id.optional(),
    units: unitsSchema.optional(), amphibious: z.boolean().optional(),
  }),
  z.object({ type: z.literal('recruit'), at: id, units: unitsSchema, galleys: count, sea: id.optional() }),
  z.object({ type: z.literal('influence'), at: id, from: z.array(z.union([z.literal('token'), seat])).max(2) }),
  z.object({ type: z.literal('tax'), amount: z.number().int() }),
  z.object({ type: z.literal('move'), from: id, moves: z.array(z.object({ to: id, units: unitsSchema, amphibious: z.boolean() })).min(1).max(20) }),
  z.object({ type: z.literal('attack'), at: id, target: seat, galleys: z.record(id, count).optional(), losses: z.array(lossKind).length(4).optional() }),
  z.object({
    type: z.literal('muster'), galleys: z.record(id, count),
    units: z.object({ infantry: count, cavalry: count, catapult: count }).optional(), losses: z.array(lossKind).length(4).optional(),
  }),
  z.object({ type: z.literal('wind'), avoid: z.boolean() }),
  z.object({ type: z.literal('naval'), galleys: z.record(id, count), to: id, attack: seat.nullable() }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('use'), card: id, target: seat.optional(), what: z.enum(['general', 'senator']).optional(), at: id.optional() }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('fight') }),
  z.object({ type: z.literal('retreat'), to: id }),
  z.object({ type: z.literal('vote'), senators: z.array(z.number().int().min(1).max(4)).max(40) }),
  z.object({ type: z.literal('votePass') }),
  z.object({ type: z.literal('resign') }),
  z.object({ type: z.literal('undo') }),
]);

const OptionsSchema = z.object({
  players: z.number().int().min(2).max(6),
  seasons: z.union([z.literal(4), z.literal(5)]).default(4),
  // New games write C2_RULES; a record made before the field existed is read as 2 (see C2Options.rules).
  rules: z.number().int().min(1).max(C2_RULES).default(2),
  sealed: z.boolean().optional(),
});

export function parseOptions(raw: unknown): C2Options {
  const r = OptionsSchema.safeParse(raw);
  if (!r.success) throw new RuleViolation({ code: 'conquest2.error.badAction', message: `bad options: ${r.error.message}` });
  return r.data;
}

export function parseAction(raw: unknown): C2Action {
  const r = ActionSchema.safeParse(raw);
  if (!r.success) throw new RuleViolation({ code: 'conquest2.error.badAction', message: `bad action: ${r.error.message}` });
  return r.data as C2Action;
}
