/**
 * The gateway boundary: every INTERACTION_CREATE payload is checked against a
 * schema before discord.js builds an object from it. discord.js trusts the
 * payload (a component interaction without `message` throws inside its
 * websocket handler, outside any of our code), and a modified client or a
 * forged request can send anything Discord relays. A payload that fails the
 * check is logged (its shape only, never its values) and answered with a
 * short ephemeral error when it carries an id and a token; it never reaches
 * the router.
 */
import { Routes, type Client } from 'discord.js';
import { InteractionResponseType, InteractionType, MessageFlags } from 'discord-api-types/v10';
import { z } from 'zod';
import { translator } from '../i18n';
import type { Logger } from './logger';

const snowflake = z.string().regex(/^\d{1,20}$/);
const user = z.looseObject({ id: snowflake });

/** Option types (Discord's ApplicationCommandOptionType) and the JSON type of their value. */
const OPTION_VALUE: Record<number, z.ZodType> = {
  3: z.string().max(6000), // String
  4: z.number().int().refine(Number.isSafeInteger), // Integer
  5: z.boolean(), // Boolean
  6: snowflake, // User
  7: snowflake, // Channel
  8: snowflake, // Role
  9: snowflake, // Mentionable
  10: z.number().refine(Number.isFinite), // Number
  11: snowflake, // Attachment
};

type RawOption = { name: string; type: number; value?: unknown; options?: RawOption[]; focused?: boolean };

const option: z.ZodType<RawOption> = z.lazy(() => z.looseObject({
  name: z.string().min(1).max(32),
  type: z.number().int().min(1).max(11),
  value: z.unknown().optional(),
  options: z.array(option).max(25).optional(),
  focused: z.boolean().optional(),
}).superRefine((o, ctx) => {
  const group = o.type === 1 || o.type === 2;
  if (group) {
    if (o.value !== undefined) ctx.addIssue({ code: 'custom', message: 'a subcommand has no value', path: ['value'] });
    return;
  }
  if (o.options !== undefined) ctx.addIssue({ code: 'custom', message: 'an option has no options', path: ['options'] });
  // While the user types (autocomplete), the focused option holds raw text.
  const schema = o.focused ? z.union([z.string().max(6000), z.number()]) : OPTION_VALUE[o.type];
  if (!schema.safeParse(o.value).success) ctx.addIssue({ code: 'custom', message: `value does not fit option type ${o.type}`, path: ['value'] });
}));

const base = {
  id: snowflake,
  application_id: snowflake,
  token: z.string().min(1).max(500),
  channel_id: snowflake,
  locale: z.string().max(10).optional(),
  member: z.looseObject({ user }).optional(),
  user: user.optional(),
};

const command = z.looseObject({
  ...base,
  type: z.union([z.literal(InteractionType.ApplicationCommand), z.literal(InteractionType.ApplicationCommandAutocomplete)]),
  data: z.looseObject({
    id: snowflake,
    name: z.string().min(1).max(32),
    type: z.number().int().min(1).max(4),
    options: z.array(option).max(25).optional(),
  }),
});

const component = z.looseObject({
  ...base,
  type: z.literal(InteractionType.MessageComponent),
  data: z.looseObject({
    custom_id: z.string().min(1).max(100),
    component_type: z.number().int().min(2).max(8),
    values: z.array(z.string().max(100)).max(25).optional(),
  }),
  // A component always sits on a message; the router checks the click against it.
  message: z.looseObject({
    id: snowflake,
    channel_id: snowflake,
    components: z.array(z.unknown()).optional(),
    flags: z.number().int().optional(),
  }),
});

const modal = z.looseObject({
  ...base,
  type: z.literal(InteractionType.ModalSubmit),
  data: z.looseObject({ custom_id: z.string().min(1).max(100), components: z.array(z.unknown()) }),
});

const BY_TYPE: Record<number, z.ZodType<{ member?: { user: unknown }; user?: unknown }>> = {
  [InteractionType.ApplicationCommand]: command,
  [InteractionType.ApplicationCommandAutocomplete]: command,
  [InteractionType.MessageComponent]: component,
  [InteractionType.ModalSubmit]: modal,
};

export interface RejectedInteraction {
  /** Paths and messages of what failed; no values (they may be anything the sender chose). */
  issues: string[];
}

/** Checks a raw payload; null when it may go on to discord.js, otherwise why not. */
export function checkRawInteraction(payload: unknown): RejectedInteraction | null {
  const type = field(payload, 'type');
  const schema = typeof type === 'number' ? BY_TYPE[type] : undefined;
  if (!schema) return { issues: [`type: not an interaction type the bot handles (${typeof type})`] };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`) };
  if (!parsed.data.member?.user && !parsed.data.user) return { issues: ['user: no user'] };
  return null;
}

function field(payload: unknown, key: string): unknown {
  return payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;
}

/**
 * Puts the check in front of discord.js's INTERACTION_CREATE handling. discord.js
 * offers no hook before it builds the interaction, so its (internal, stable since
 * v13) action handler is wrapped; an exception discord.js throws while building
 * one is caught here too, instead of escaping from the websocket handler.
 */
export function guardInteractions(client: Client, log: Logger, onRejected?: (r: RejectedInteraction) => void): void {
  const action = (client as unknown as { actions?: { InteractionCreate?: { handle(data: unknown): unknown } } }).actions?.InteractionCreate;
  if (!action) throw new Error('discord.js has no InteractionCreate action: the interaction guard cannot be installed');
  const original = action.handle.bind(action);
  const reject = (payload: unknown, rejected: RejectedInteraction) => {
    log.warn({ interaction: String(field(payload, 'id') ?? '?').slice(0, 24), type: field(payload, 'type'), issues: rejected.issues }, 'malformed interaction refused');
    onRejected?.(rejected);
    void answer(client, payload).catch((e) => log.debug({ err: (e as Error).message }, 'could not answer a malformed interaction'));
  };
  action.handle = (data: unknown) => {
    // A PING (type 1) never arrives over the gateway; anything else is checked.
    const rejected = checkRawInteraction(data);
    if (rejected) return reject(data, rejected);
    try {
      return original(data);
    } catch (e) {
      return reject(data, { issues: [`discord.js could not read it: ${(e as Error).message}`] });
    }
  };
}

/** Tells the sender, in their language, that nothing happened (when the payload lets us answer at all). */
async function answer(client: Client, payload: unknown): Promise<void> {
  const id = field(payload, 'id');
  const token = field(payload, 'token');
  if (typeof id !== 'string' || !/^\d{1,20}$/.test(id) || typeof token !== 'string' || token.length > 500 || !token) return;
  const locale = field(payload, 'locale');
  const t = translator(typeof locale === 'string' ? locale : 'en');
  await client.rest.post(Routes.interactionCallback(id, token), {
    auth: false,
    body: { type: InteractionResponseType.ChannelMessageWithSource, data: { content: t('error.malformed'), flags: MessageFlags.Ephemeral } },
  });
}
