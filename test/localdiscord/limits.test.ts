import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nestErrors } from '../../src/localdiscord/errors';
import { validateCommand, validateCommandList, validateMessageBody } from '../../src/localdiscord/limits';

const button = (id: string) => ({ type: 2, style: 1, label: id.slice(0, 10), custom_id: id });
const rowOf = (...ids: string[]) => ({ type: 1, components: ids.map(button) });
const select = (n: number, extra: Record<string, unknown> = {}) => ({
  type: 3, custom_id: 'menu', options: Array.from({ length: n }, (_, i) => ({ label: `l${i}`, value: `v${i}` })), ...extra,
});
const codes = (body: Record<string, unknown>) => validateMessageBody(body).map((e) => `${e.path.join('.')}:${e.code}`);

describe('message limits', () => {
  it('accepts what Discord accepts at the limits', () => {
    expect(codes({ content: 'x'.repeat(2000), components: [rowOf('a', 'b', 'c', 'd', 'e'), rowOf('f'), rowOf('g'), rowOf('h'), { type: 1, components: [select(25, { max_values: 25 })] }] })).toEqual([]);
    expect(codes({ content: '𝕏'.repeat(2000) })).toEqual([]);
    expect(codes({ components: [rowOf('y'.repeat(100))] })).toEqual([]);
  });

  it('rejects each limit with a field path', () => {
    expect(codes({ content: 'x'.repeat(2001) })).toEqual(['content:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ components: Array.from({ length: 6 }, (_, i) => rowOf(`r${i}`)) })).toEqual(['components:BASE_TYPE_MAX_LENGTH']);
    expect(codes({ components: [rowOf('a', 'b', 'c', 'd', 'e', 'f')] })).toEqual(['components.0.components:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ components: [{ type: 1, components: [select(2), button('b')] }] })).toEqual(['components.0.components:COMPONENT_LAYOUT_WIDTH_EXCEEDED']);
    expect(codes({ components: [{ type: 1, components: [select(26)] }] })).toEqual(['components.0.components.0.options:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ components: [{ type: 1, components: [select(3, { max_values: 4 })] }] })).toEqual(['components.0.components.0.max_values:SELECT_COMPONENT_MAX_VALUES_TOO_LARGE']);
    expect(codes({ components: [rowOf('same'), rowOf('same')] })).toEqual(['components.1.components.0.custom_id:COMPONENT_CUSTOM_ID_DUPLICATED']);
    expect(codes({ components: [rowOf('')] })).toEqual(['components.0.components.0.custom_id:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ components: [rowOf('z'.repeat(101))] })).toEqual(['components.0.components.0.custom_id:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ components: [{ type: 1, components: [{ type: 2, style: 1, label: 'L'.repeat(81), custom_id: 'a' }] }] })).toEqual(['components.0.components.0.label:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ components: [{ type: 1, components: [{ type: 2, style: 5, label: 'go', url: 'https://example.org', custom_id: 'a' }] }] })).toEqual(['components.0.components.0.custom_id:BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED']);
    const longOption = { type: 3, custom_id: 'm', options: [{ label: 'a'.repeat(101), value: 'v' }] };
    expect(codes({ components: [{ type: 1, components: [longOption] }] })).toEqual(['components.0.components.0.options.0.label:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) })).toEqual(['embeds:BASE_TYPE_MAX_LENGTH']);
    expect(codes({ embeds: [{ description: 'd'.repeat(4097) }] })).toEqual(['embeds.0.description:BASE_TYPE_BAD_LENGTH']);
    expect(codes({ embeds: [{ description: 'd'.repeat(4000) }, { description: 'd'.repeat(2001) }] })).toEqual(['embeds:MAX_EMBED_SIZE_EXCEEDED']);
    expect(codes({ content: 'x', flags: 1 << 15, components: [{ type: 10, content: 'hi' }] })).toEqual(['content:MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']);
    expect(codes({ flags: 1 << 15, components: Array.from({ length: 41 }, () => ({ type: 10, content: 'hi' })) })).toEqual(['components:BASE_TYPE_MAX_LENGTH']);
  });

  it('nests errors the way Discord does', () => {
    expect(nestErrors([{ path: ['components', 0, 'custom_id'], code: 'C', message: 'm' }])).toEqual({ components: { 0: { custom_id: { _errors: [{ code: 'C', message: 'm' }] } } } });
  });

  it('accepts any row layout within the limits and rejects any beyond (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), (sizes) => {
        let n = 0;
        const components = sizes.map((k) => rowOf(...Array.from({ length: k }, () => `b${n++}`)));
        const ok = sizes.length <= 5 && sizes.every((k) => k <= 5);
        expect(validateMessageBody({ components }).length === 0).toBe(ok);
      }),
      { numRuns: 200 },
    );
  });
});

describe('application command validation', () => {
  const good = {
    name: 'caesar', description: 'Play', name_localizations: { cs: 'caesar', ko: '카이사르' }, description_localizations: { ko: '게임' },
    options: [{ type: 1, name: 'challenge', description: 'd', options: [{ type: 6, name: 'opponent', description: 'd', required: true }, { type: 3, name: 'modules', description: 'd' }] }],
  };
  const list = (c: unknown) => validateCommandList([c]).map((e) => `${e.path.join('.')}:${e.code}`);

  it('accepts a well-formed localised command', () => {
    expect(validateCommand(good)).toEqual([]);
  });

  it('rejects bad names, descriptions, locales and option order', () => {
    expect(list({ ...good, name: 'Caesar' })).toEqual(['0.name:APPLICATION_COMMAND_INVALID_NAME']);
    expect(list({ ...good, name: 'two words' })).toEqual(['0.name:APPLICATION_COMMAND_INVALID_NAME']);
    expect(list({ ...good, name: 'x'.repeat(33) })).toEqual(['0.name:APPLICATION_COMMAND_INVALID_NAME']);
    expect(list({ ...good, description: '' })).toEqual(['0.description:BASE_TYPE_BAD_LENGTH']);
    expect(list({ ...good, description: 'd'.repeat(101) })).toEqual(['0.description:BASE_TYPE_BAD_LENGTH']);
    expect(list({ ...good, name_localizations: { xx: 'caesar' } })).toEqual(['0.name_localizations.xx:ENUM_TYPE_COERCE']);
    expect(list({ ...good, description_localizations: { cs: '' } })).toEqual(['0.description_localizations.cs:BASE_TYPE_BAD_LENGTH']);
    expect(list({ ...good, options: [{ type: 3, name: 'a', description: 'd' }, { type: 3, name: 'b', description: 'd', required: true }] }))
      .toEqual(['0.options.1.required:APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID']);
    expect(list({ ...good, options: [{ type: 3, name: 'a', description: 'd', choices: Array.from({ length: 26 }, (_, i) => ({ name: `${i}`, value: `${i}` })) }] }))
      .toEqual(['0.options.0.choices:BASE_TYPE_MAX_LENGTH']);
    expect(validateCommandList([good, good]).map((e) => e.code)).toEqual(['APPLICATION_COMMANDS_DUPLICATE_NAME']);
  });

  it('takes up to 130 commands in a bulk overwrite: 100 chat input, 15 user and 15 message commands', () => {
    const named = (type: number, n: number) => Array.from({ length: n }, (_, k) => type === 1
      ? { name: `c${k}`, description: 'd' } : { type, name: `${type === 2 ? 'User' : 'Message'} ${k}` });
    expect(validateCommandList([...named(1, 100), ...named(2, 15), ...named(3, 15)])).toEqual([]);
    expect(validateCommandList(named(1, 101)).map((e) => e.code)).toEqual(['APPLICATION_COMMANDS_TOO_MANY']);
    expect(validateCommandList([...named(1, 10), ...named(2, 16)]).map((e) => e.code)).toEqual(['APPLICATION_COMMANDS_TOO_MANY']);
    expect(validateCommandList([...named(1, 100), ...named(2, 15), ...named(3, 16)]).map((e) => e.code))
      .toEqual(['BASE_TYPE_MAX_LENGTH', 'APPLICATION_COMMANDS_TOO_MANY']);
  });
});
