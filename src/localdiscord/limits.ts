/**
 * The checks Discord makes on message and command bodies, returned as field
 * errors so the caller can answer 50035 Invalid Form Body like Discord does.
 * Limits from discord-api-docs (components/reference, resources/message,
 * interactions/application-commands).
 */
import type { FieldError } from './errors';

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthor: 256,
  actionRows: 5,
  buttonsPerRow: 5,
  selectOptions: 25,
  selectText: 100,
  buttonLabel: 80,
  customId: 100,
  placeholder: 150,
  componentsV2Total: 40,
  commandName: 32,
  commandDescription: 100,
  commandOptions: 25,
  commandChoices: 25,
  commands: 100,
  /** A bulk overwrite may carry up to 130 commands: 100 chat-input, 15 user and 15 message commands. */
  bulkCommands: 130,
  userCommands: 15,
  messageCommands: 15,
} as const;

const BUTTON = 2;
const ACTION_ROW = 1;
const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
const TEXT_INPUT = 4;
const IS_COMPONENTS_V2 = 1 << 15;

type Obj = Record<string, unknown>;
type Path = (string | number)[];

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const strLen = (v: unknown) => (typeof v === 'string' ? [...v].length : 0);

function tooLong(errors: FieldError[], path: Path, value: unknown, max: number, min = 0): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') {
    errors.push({ path, code: 'STRING_TYPE_CONVERT', message: 'Could not interpret the value as string.' });
    return;
  }
  const n = strLen(value);
  if (n > max || n < min) {
    errors.push({
      path,
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between ${min} and ${max} in length.`,
    });
  }
}

export function validateEmbeds(embeds: unknown, errors: FieldError[]): void {
  if (embeds === undefined || embeds === null) return;
  if (!Array.isArray(embeds)) {
    errors.push({ path: ['embeds'], code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' });
    return;
  }
  if (embeds.length > LIMITS.embeds) {
    errors.push({ path: ['embeds'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.embeds} or fewer in length.` });
  }
  let total = 0;
  embeds.forEach((embed, i) => {
    if (!isObj(embed)) return;
    const p = ['embeds', i];
    tooLong(errors, [...p, 'title'], embed.title, LIMITS.embedTitle);
    tooLong(errors, [...p, 'description'], embed.description, LIMITS.embedDescription);
    total += strLen(embed.title) + strLen(embed.description);
    if (isObj(embed.footer)) {
      tooLong(errors, [...p, 'footer', 'text'], embed.footer.text, LIMITS.embedFooter);
      total += strLen(embed.footer.text);
    }
    if (isObj(embed.author)) {
      tooLong(errors, [...p, 'author', 'name'], embed.author.name, LIMITS.embedAuthor);
      total += strLen(embed.author.name);
    }
    if (Array.isArray(embed.fields)) {
      if (embed.fields.length > LIMITS.embedFields) {
        errors.push({ path: [...p, 'fields'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.embedFields} or fewer in length.` });
      }
      embed.fields.forEach((f: unknown, j: number) => {
        if (!isObj(f)) return;
        tooLong(errors, [...p, 'fields', j, 'name'], f.name, LIMITS.embedFieldName, 1);
        tooLong(errors, [...p, 'fields', j, 'value'], f.value, LIMITS.embedFieldValue, 1);
        total += strLen(f.name) + strLen(f.value);
      });
    }
  });
  if (total > LIMITS.embedTotal) {
    errors.push({ path: ['embeds'], code: 'MAX_EMBED_SIZE_EXCEEDED', message: 'Embed size exceeds maximum size of 6000' });
  }
}

function validateButton(c: Obj, p: Path, errors: FieldError[], ids: Map<string, string>): void {
  tooLong(errors, [...p, 'label'], c.label, LIMITS.buttonLabel);
  const style = c.style;
  if (style === 5) {
    if (typeof c.url !== 'string') errors.push({ path: [...p, 'url'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    if (c.custom_id !== undefined) errors.push({ path: [...p, 'custom_id'], code: 'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED', message: 'A custom id cannot be set for a link button' });
  } else if (style === 6) {
    if (typeof c.sku_id !== 'string') errors.push({ path: [...p, 'sku_id'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  } else {
    if (typeof style !== 'number' || style < 1 || style > 4) {
      errors.push({ path: [...p, 'style'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2, 3, 4, 5, 6}.' });
    }
    customId(c, p, errors, ids);
    if (c.label === undefined && c.emoji === undefined) {
      errors.push({ path: [...p, 'label'], code: 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', message: 'A label or an emoji is required' });
    }
  }
}

function customId(c: Obj, p: Path, errors: FieldError[], ids: Map<string, string>): void {
  const id = c.custom_id;
  if (typeof id !== 'string') {
    errors.push({ path: [...p, 'custom_id'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    return;
  }
  tooLong(errors, [...p, 'custom_id'], id, LIMITS.customId, 1);
  if (ids.has(id)) {
    errors.push({ path: [...p, 'custom_id'], code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
  }
  ids.set(id, p.join('.'));
}

function validateSelect(c: Obj, p: Path, errors: FieldError[], ids: Map<string, string>): void {
  customId(c, p, errors, ids);
  tooLong(errors, [...p, 'placeholder'], c.placeholder, LIMITS.placeholder);
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  if (typeof min !== 'number' || min < 0 || min > 25) errors.push({ path: [...p, 'min_values'], code: 'NUMBER_TYPE_MAX', message: 'int value should be between 0 and 25.' });
  if (typeof max !== 'number' || max < 1 || max > 25) errors.push({ path: [...p, 'max_values'], code: 'NUMBER_TYPE_MAX', message: 'int value should be between 1 and 25.' });
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    errors.push({ path: [...p, 'min_values'], code: 'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE', message: 'min_values must be less than or equal to max_values' });
  }
  if (c.type !== 3) return;
  const options = c.options;
  if (!Array.isArray(options) || options.length < 1 || options.length > LIMITS.selectOptions) {
    errors.push({ path: [...p, 'options'], code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${LIMITS.selectOptions} in length.` });
    return;
  }
  if (typeof max === 'number' && max > options.length) {
    errors.push({ path: [...p, 'max_values'], code: 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE', message: 'max_values must be less than or equal to the number of options' });
  }
  const values = new Set<string>();
  options.forEach((o: unknown, j: number) => {
    if (!isObj(o)) return;
    const op = [...p, 'options', j];
    tooLong(errors, [...op, 'label'], o.label, LIMITS.selectText, 1);
    tooLong(errors, [...op, 'value'], o.value, LIMITS.selectText, 1);
    tooLong(errors, [...op, 'description'], o.description, LIMITS.selectText);
    if (o.label === undefined) errors.push({ path: [...op, 'label'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    if (o.value === undefined) errors.push({ path: [...op, 'value'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    if (typeof o.value === 'string') {
      if (values.has(o.value)) errors.push({ path: [...op, 'value'], code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', message: 'Select component option values must be unique' });
      values.add(o.value);
    }
  });
}

/** Legacy layout: up to 5 action rows, each with up to 5 buttons or exactly one select. */
function validateLegacyComponents(components: unknown[], errors: FieldError[]): void {
  if (components.length > LIMITS.actionRows) {
    errors.push({ path: ['components'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.actionRows} or fewer in length.` });
  }
  const ids = new Map<string, string>();
  components.forEach((row, i) => {
    const p: Path = ['components', i];
    if (!isObj(row) || row.type !== ACTION_ROW) {
      errors.push({ path: [...p, 'type'], code: 'UNION_TYPE_CHOICES', message: 'Value of field "type" must be one of (1,).' });
      return;
    }
    const children = row.components;
    if (!Array.isArray(children) || children.length < 1) {
      errors.push({ path: [...p, 'components'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' });
      return;
    }
    const selects = children.filter((c) => isObj(c) && SELECT_TYPES.has(c.type as number)).length;
    if (selects > 0 && children.length > 1) {
      errors.push({ path: [...p, 'components'], code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', message: 'The specified component exceeds the maximum width' });
    }
    if (children.length > LIMITS.buttonsPerRow) {
      errors.push({ path: [...p, 'components'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' });
    }
    children.forEach((c, j) => {
      const cp: Path = [...p, 'components', j];
      if (!isObj(c)) return;
      if (c.type === BUTTON) validateButton(c, cp, errors, ids);
      else if (SELECT_TYPES.has(c.type as number)) validateSelect(c, cp, errors, ids);
      else if (c.type === TEXT_INPUT) errors.push({ path: [...cp, 'type'], code: 'COMPONENT_TYPE_INVALID', message: 'Text inputs are only allowed in modals' });
      else errors.push({ path: [...cp, 'type'], code: 'UNION_TYPE_CHOICES', message: 'Value of field "type" must be one of (2, 3, 5, 6, 7, 8).' });
    });
  });
}

/** Components V2: no row limit but at most 40 components in total; ids still unique. */
function validateV2Components(components: unknown[], errors: FieldError[]): void {
  const ids = new Map<string, string>();
  let total = 0;
  const walk = (list: unknown[], p: Path) => {
    list.forEach((c, i) => {
      if (!isObj(c)) return;
      total += 1;
      const cp = [...p, i];
      if (c.type === BUTTON) validateButton(c, cp, errors, ids);
      else if (SELECT_TYPES.has(c.type as number)) validateSelect(c, cp, errors, ids);
      if (Array.isArray(c.components)) walk(c.components, [...cp, 'components']);
      if (isObj(c.accessory)) walk([c.accessory], [...cp, 'accessory']);
    });
  };
  walk(components, ['components']);
  if (total > LIMITS.componentsV2Total) {
    errors.push({ path: ['components'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.componentsV2Total} or fewer in total.` });
  }
}

export interface MessageBodyCheck {
  errors: FieldError[];
}

/** Checks a message create/edit body (JSON part). Does not check emptiness; see `isEmptyMessage`. */
export function validateMessageBody(body: Obj): FieldError[] {
  const errors: FieldError[] = [];
  const flags = typeof body.flags === 'number' ? body.flags : 0;
  const v2 = (flags & IS_COMPONENTS_V2) !== 0;
  if (body.content !== undefined && body.content !== null) {
    if (v2 && body.content !== '') {
      errors.push({ path: ['content'], code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: 'The \'content\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2' });
    }
    tooLong(errors, ['content'], body.content, LIMITS.content);
  }
  validateEmbeds(body.embeds, errors);
  if (body.components !== undefined && body.components !== null) {
    if (!Array.isArray(body.components)) {
      errors.push({ path: ['components'], code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' });
    } else if (v2) validateV2Components(body.components, errors);
    else validateLegacyComponents(body.components, errors);
  }
  return errors;
}

/** Modal (callback type 9): title ≤45, custom_id, 1–5 top-level components. */
export function validateModal(body: Obj): FieldError[] {
  const errors: FieldError[] = [];
  tooLong(errors, ['data', 'title'], body.title, 45, 1);
  if (typeof body.custom_id !== 'string') errors.push({ path: ['data', 'custom_id'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
  else tooLong(errors, ['data', 'custom_id'], body.custom_id, LIMITS.customId, 1);
  const comps = body.components;
  if (!Array.isArray(comps) || comps.length < 1 || comps.length > 5) {
    errors.push({ path: ['data', 'components'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' });
  }
  return errors;
}

// --- application commands -------------------------------------------------

const NAME_RE = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Locales Discord accepts in *_localizations. */
export const DISCORD_LOCALES = new Set([
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR',
  'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko',
]);

function checkName(errors: FieldError[], path: Path, name: unknown, chatInput: boolean): void {
  if (typeof name !== 'string') {
    errors.push({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    return;
  }
  if (chatInput) {
    if (!NAME_RE.test(name)) errors.push({ path, code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' });
    else if (name !== name.toLowerCase()) errors.push({ path, code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name must be lower case' });
  } else {
    tooLong(errors, path, name, LIMITS.commandName, 1);
  }
}

function checkLocalizations(
  errors: FieldError[],
  path: Path,
  map: unknown,
  check: (path: Path, value: unknown) => void,
): void {
  if (map === undefined || map === null) return;
  if (!isObj(map)) {
    errors.push({ path, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' });
    return;
  }
  for (const [locale, value] of Object.entries(map)) {
    if (!DISCORD_LOCALES.has(locale)) {
      errors.push({ path: [...path, locale], code: 'ENUM_TYPE_COERCE', message: `Value "${locale}" is not a valid enum value.` });
      continue;
    }
    if (value !== null) check([...path, locale], value);
  }
}

function checkDescription(errors: FieldError[], path: Path, value: unknown): void {
  if (typeof value !== 'string') {
    errors.push({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    return;
  }
  tooLong(errors, path, value, LIMITS.commandDescription, 1);
}

const SUB = 1;
const GROUP = 2;

function checkOptions(errors: FieldError[], path: Path, options: unknown, depth: number): void {
  if (options === undefined || options === null) return;
  if (!Array.isArray(options)) {
    errors.push({ path, code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' });
    return;
  }
  if (options.length > LIMITS.commandOptions) {
    errors.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.commandOptions} or fewer in length.` });
  }
  const names = new Set<string>();
  let sawOptional = false;
  options.forEach((o: unknown, i: number) => {
    if (!isObj(o)) return;
    const p = [...path, i];
    checkName(errors, [...p, 'name'], o.name, true);
    if (typeof o.name === 'string') {
      if (names.has(o.name)) errors.push({ path: [...p, 'name'], code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', message: 'Option names must be unique' });
      names.add(o.name);
    }
    checkDescription(errors, [...p, 'description'], o.description);
    checkLocalizations(errors, [...p, 'name_localizations'], o.name_localizations, (lp, v) => checkName(errors, lp, v, true));
    checkLocalizations(errors, [...p, 'description_localizations'], o.description_localizations, (lp, v) => checkDescription(errors, lp, v));
    const type = o.type;
    if (typeof type !== 'number' || type < 1 || type > 11) {
      errors.push({ path: [...p, 'type'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, …, 11}.' });
      return;
    }
    if (type === SUB || type === GROUP) {
      if (depth >= (type === GROUP ? 1 : 2)) {
        errors.push({ path: [...p, 'type'], code: 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', message: 'Subcommands nested too deeply' });
      }
      if (type === GROUP && !(Array.isArray(o.options) && o.options.every((x) => isObj(x) && x.type === SUB))) {
        errors.push({ path: [...p, 'options'], code: 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', message: 'A subcommand group may only contain subcommands' });
      }
      checkOptions(errors, [...p, 'options'], o.options, depth + 1);
      return;
    }
    if (o.required === true) {
      if (sawOptional) errors.push({ path: [...p, 'required'], code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', message: 'Required options must be placed before non-required options' });
    } else sawOptional = true;
    if (o.choices !== undefined) {
      if (!Array.isArray(o.choices) || o.choices.length > LIMITS.commandChoices) {
        errors.push({ path: [...p, 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.commandChoices} or fewer in length.` });
      } else {
        o.choices.forEach((ch: unknown, j: number) => {
          if (!isObj(ch)) return;
          tooLong(errors, [...p, 'choices', j, 'name'], ch.name, 100, 1);
          if (typeof ch.value === 'string') tooLong(errors, [...p, 'choices', j, 'value'], ch.value, 100, 1);
          checkLocalizations(errors, [...p, 'choices', j, 'name_localizations'], ch.name_localizations, (lp, v) => tooLong(errors, lp, v, 100, 1));
        });
      }
      if (o.autocomplete === true) errors.push({ path: [...p, 'autocomplete'], code: 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID', message: 'Autocomplete cannot be used with choices' });
    }
  });
  const kinds = options.filter(isObj).map((o) => o.type === SUB || o.type === GROUP);
  if (kinds.includes(true) && kinds.includes(false)) {
    errors.push({ path, code: 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', message: 'Subcommands cannot be mixed with other options' });
  }
}

/** Checks one application command body; `path` prefixes errors (the index in a bulk PUT). */
export function validateCommand(body: unknown, path: Path = []): FieldError[] {
  const errors: FieldError[] = [];
  if (!isObj(body)) {
    errors.push({ path, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' });
    return errors;
  }
  const type = body.type ?? 1;
  const chatInput = type === 1;
  checkName(errors, [...path, 'name'], body.name, chatInput);
  checkLocalizations(errors, [...path, 'name_localizations'], body.name_localizations, (lp, v) => checkName(errors, lp, v, chatInput));
  if (chatInput) {
    checkDescription(errors, [...path, 'description'], body.description);
    checkLocalizations(errors, [...path, 'description_localizations'], body.description_localizations, (lp, v) => checkDescription(errors, lp, v));
    checkOptions(errors, [...path, 'options'], body.options, 0);
  }
  return errors;
}

export function validateCommandList(list: unknown): FieldError[] {
  if (!Array.isArray(list)) return [{ path: [], code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' }];
  const errors: FieldError[] = [];
  if (list.length > LIMITS.bulkCommands) errors.push({ path: [], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.bulkCommands} or fewer in length.` });
  const perType: [number, number, string][] = [[1, LIMITS.commands, 'chat input'], [2, LIMITS.userCommands, 'user'], [3, LIMITS.messageCommands, 'message']];
  for (const [type, max, what] of perType) {
    const n = list.filter((c) => isObj(c) && (c.type ?? 1) === type).length;
    if (n > max) errors.push({ path: [], code: 'APPLICATION_COMMANDS_TOO_MANY', message: `Maximum number of ${what} commands reached (${max})` });
  }
  const seen = new Set<string>();
  list.forEach((c, i) => {
    errors.push(...validateCommand(c, [i]));
    if (isObj(c) && typeof c.name === 'string') {
      const key = `${c.type ?? 1}:${c.name}`;
      if (seen.has(key)) errors.push({ path: [i, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME', message: 'Application command names must be unique' });
      seen.add(key);
    }
  });
  return errors;
}
