/**
 * Checks at the router's door, after discord.js has parsed an interaction and
 * before any handler sees it:
 *
 * - slash-command options against the command's own definition (types,
 *   choices, ranges, lengths, required options, resolved users/channels), so
 *   handlers can trust `getInteger`, `getString`, `getUser`… Discord checks
 *   these for its own clients, but the payload is not signed by the user.
 * - a component click against the message it claims to come from: the
 *   custom_id must be one of that message's components, the message must be
 *   the bot's, and a click that edits its message in place (builder steps,
 *   the "which game?" menu) must come from the clicker's own ephemeral message.
 *   The game-bound part (a public message lies in the game's thread or
 *   channel) is checked by the component handlers once the game is loaded.
 */
import { ApplicationCommandOptionType, type APIApplicationCommandOption, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { MessageFlags, type CommandInteractionOption, type Message } from 'discord.js';
import { z } from 'zod';

type OptionDef = APIApplicationCommandOption & {
  options?: OptionDef[];
  choices?: { name: string; value: string | number }[];
  min_value?: number; max_value?: number; min_length?: number; max_length?: number;
  required?: boolean;
};

/** The zod schema of one option's value, from its definition. */
export function optionValueSchema(def: OptionDef): z.ZodType {
  const T = ApplicationCommandOptionType;
  let schema: z.ZodType;
  switch (def.type) {
    case T.String: {
      let s = z.string();
      if (def.min_length !== undefined) s = s.min(def.min_length);
      if (def.max_length !== undefined) s = s.max(def.max_length);
      schema = s;
      break;
    }
    case T.Integer:
    case T.Number: {
      let n = def.type === T.Integer ? z.number().int() : z.number();
      if (def.min_value !== undefined) n = n.min(def.min_value);
      if (def.max_value !== undefined) n = n.max(def.max_value);
      schema = n.refine(Number.isFinite);
      break;
    }
    case T.Boolean: schema = z.boolean(); break;
    default: schema = z.string().regex(/^\d{1,20}$/); // users, channels, roles, mentionables, attachments
  }
  if (def.choices?.length) {
    const allowed = new Set<unknown>(def.choices.map((c) => c.value));
    schema = schema.refine((v) => allowed.has(v), 'not one of the choices');
  }
  return schema;
}

/** What a resolved option must carry for its getter to work (discord.js fills these from `resolved`). */
function resolvedPresent(o: CommandInteractionOption): boolean {
  const T = ApplicationCommandOptionType;
  switch (o.type) {
    case T.User: return !!o.user;
    case T.Channel: return !!o.channel;
    case T.Role: return !!o.role;
    case T.Mentionable: return !!(o.user || o.role);
    case T.Attachment: return !!o.attachment;
    default: return true;
  }
}

/**
 * The first option of the interaction that its command does not allow, by the
 * name the user sees (localised when the definition has a name for the locale);
 * null when all is well.
 */
export function invalidOption(
  command: RESTPostAPIChatInputApplicationCommandsJSONBody, given: readonly CommandInteractionOption[], locale: string,
): string | null {
  const label = (def: OptionDef | undefined, fallback: string) =>
    (def?.name_localizations as Record<string, string> | undefined)?.[locale] ?? def?.name ?? fallback;
  const walk = (defs: OptionDef[], options: readonly CommandInteractionOption[]): string | null => {
    const T = ApplicationCommandOptionType;
    const seen = new Set<string>();
    for (const o of options) {
      const def = defs.find((d) => d.name === o.name);
      if (!def || def.type !== o.type || seen.has(o.name)) return label(def, o.name);
      seen.add(o.name);
      if (def.type === T.Subcommand || def.type === T.SubcommandGroup) {
        if (options.length !== 1) return label(def, o.name);
        const inner = walk(def.options ?? [], o.options ?? []);
        if (inner) return inner;
        continue;
      }
      if (!optionValueSchema(def).safeParse(o.value).success || !resolvedPresent(o)) return label(def, o.name);
    }
    const needsSub = defs.some((d) => d.type === T.Subcommand || d.type === T.SubcommandGroup);
    if (needsSub && options.length === 0) return label(defs[0], defs[0]?.name ?? '?');
    const missing = defs.find((d) => d.required && !seen.has(d.name));
    return missing ? label(missing, missing.name) : null;
  };
  return walk((command.options ?? []) as OptionDef[], given);
}

/** Every custom_id on a message, at any depth (action rows, sections' accessories, containers). */
export function customIdsOf(message: Pick<Message, 'components'>): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach(walk); return; }
    const n = node as Record<string, unknown>;
    if (typeof n.custom_id === 'string') out.add(n.custom_id);
    walk(n.components);
    walk(n.accessory);
    walk(n.component);
  };
  for (const c of message.components ?? []) walk(typeof (c as { toJSON?: unknown }).toJSON === 'function' ? (c as { toJSON(): unknown }).toJSON() : c);
  return out;
}

export type OriginProblem = 'noMessage' | 'notOnMessage' | 'notOurs' | 'notOwnEphemeral';

/**
 * Whether a click may be what it says: on one of the bot's messages that
 * carries this custom_id, and, when it will edit that message in place
 * (`editsInPlace`), on the clicker's own ephemeral message.
 */
export function componentOriginProblem(
  i: { customId: string; user: { id: string }; message?: Message | null },
  botUserId: string | undefined,
  editsInPlace: boolean,
): OriginProblem | null {
  const m = i.message;
  if (!m) return 'noMessage';
  if (!customIdsOf(m).has(i.customId)) return 'notOnMessage';
  if (botUserId && m.author?.id !== botUserId) return 'notOurs';
  if (editsInPlace) {
    const ephemeral = m.flags?.has(MessageFlags.Ephemeral) ?? false;
    // Discord shows an ephemeral message to the user of its interaction only; the metadata,
    // when Discord sends it, must name the clicker.
    const owner = m.interactionMetadata?.user?.id;
    if (!ephemeral || (owner !== undefined && owner !== i.user.id)) return 'notOwnEphemeral';
  }
  return null;
}

/** A click on a public message is bound to its game: the message must be in the game's thread or channel. */
export function publicMessageOutsideGame(
  i: { message?: Message | null }, game: { channelId: string; threadId: string | null },
): boolean {
  const m = i.message;
  if (!m || (m.flags?.has(MessageFlags.Ephemeral) ?? false)) return false;
  return m.channelId !== game.channelId && m.channelId !== game.threadId;
}
