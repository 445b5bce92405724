/**
 * Options and actions from outside, checked with zod. Each action type's
 * shape is registered by the file that handles it (registry.registerAction);
 * legality is apply()'s job.
 */
import { z } from 'zod';
import { RuleViolation } from '../../core/game';
import { REPUBLIC_ERRORS } from './errors';
import { actionSchema } from './registry';
import type { RepublicAction, RepublicOptions } from './types';

export const RepublicOptionsSchema = z.object({
  players: z.number().int().min(1).max(6),
  scenario: z.enum(['early', 'middle', 'late', 'extended', 'alternative']).default('early'),
  extended: z.object({ from: z.enum(['early', 'middle']), to: z.enum(['middle', 'late']) }).default({ from: 'early', to: 'late' }),
  // Advanced rules (2.01-2.06). Rebel Governors (2.03) requires Provincial Wars (2.02).
  advanced: z.object({
    pontifex: z.boolean().default(false), provincialWars: z.boolean().default(false), rebelGovernors: z.boolean().default(false),
    rebelVeterans: z.boolean().default(false),
    disbandment: z.boolean().default(false), advocates: z.boolean().default(false), passingLaws: z.boolean().default(false),
  }).default({ pontifex: false, provincialWars: false, rebelGovernors: false, rebelVeterans: false, disbandment: false, advocates: false, passingLaws: false }),
}).refine((o) => !(o.extended.from === 'middle' && o.extended.to === 'middle'), { message: 'an Extended game from the Middle Republic goes on to the Late Republic' })
  .refine((o) => !o.advanced.rebelGovernors || o.advanced.provincialWars, { message: 'Rebel Governors (2.03) needs Provincial Wars (2.02)' })
  .refine((o) => !o.advanced.rebelVeterans || o.advanced.rebelGovernors, { message: 'the rebels\' veterans option (2.03) needs Rebel Governors (2.03)' });

function fail(code: string, message: string): never {
  throw new RuleViolation({ code, message });
}

export function parseOptions(raw: unknown): RepublicOptions {
  const r = RepublicOptionsSchema.safeParse(raw);
  if (!r.success) fail(REPUBLIC_ERRORS.badOptions, `malformed options: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return r.data as RepublicOptions;
}

export function parseAction(raw: unknown): RepublicAction {
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') fail(REPUBLIC_ERRORS.badAction, 'malformed action: no type');
  const schema = actionSchema(type);
  if (!schema) fail(REPUBLIC_ERRORS.badAction, `malformed action: unknown type ${type}`);
  const r = schema.safeParse(raw);
  if (!r.success) fail(REPUBLIC_ERRORS.badAction, `malformed action: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return r.data as RepublicAction;
}
