import { describe, expect, it } from 'vitest';
import { slashCommands } from '../../commands';
import { SUPPORTED_LOCALES, leafKeys, messages, pickLocale, translator } from '../../src/i18n';
import '../../src/games'; // registers the real games

const enKeys = leafKeys(messages('en')).sort();
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
function get(obj: unknown, key: string): string {
  return key.split('.').reduce((o: any, k) => o?.[k], obj) as string;
}

describe('i18n coverage', () => {
  it.each(SUPPORTED_LOCALES)('%s has exactly the English keys, each non-empty, with the same placeholders', (locale) => {
    expect(leafKeys(messages(locale)).sort()).toEqual(enKeys);
    for (const key of enKeys) {
      const text = get(messages(locale), key);
      expect(typeof text, key).toBe('string');
      expect(text.length, key).toBeGreaterThan(0);
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(get(messages('en'), key)));
    }
  });

  it('picks the locale from Discord locales and falls back to English', () => {
    expect(pickLocale('cs')).toBe('cs');
    expect(pickLocale('ko')).toBe('ko');
    expect(pickLocale('ro')).toBe('ro');
    expect(pickLocale('en-US')).toBe('en');
    expect(pickLocale('de')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
    expect(translator('ko')('side.1')).toBe('폼페이우스');
    expect(translator('cs')('board.title', { turn: 3 })).toBe('**Caesar!** · tah 3');
  });

  it('localises command names and descriptions within Discord limits', () => {
    const name = /^[-_\p{L}\p{N}]{1,32}$/u;
    const walk = (o: any) => {
      expect(o.name).toMatch(name);
      expect(o.name).toBe(o.name.toLowerCase());
      for (const l of ['cs', 'ro', 'ko']) {
        if (o.name_localizations) {
          expect(o.name_localizations[l]).toMatch(name);
          expect(o.name_localizations[l]).toBe(o.name_localizations[l].toLowerCase());
        }
        if (o.description_localizations) expect(o.description_localizations[l].length).toBeLessThanOrEqual(100);
      }
      if (o.description) expect(o.description.length).toBeLessThanOrEqual(100);
      for (const c of o.options ?? []) walk(c);
    };
    for (const c of slashCommands()) walk(c.data);
  });
});
