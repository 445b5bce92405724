import { describe, expect, it } from 'vitest';
import { slashCommands } from '../../commands';
import { SUPPORTED_LOCALES, leafKeys, messages, pickLocale, translator } from '../../src/i18n';
import { pluralForm } from '../../src/i18n/shape';
import '../../src/games'; // registers the real games

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
function get(obj: unknown, key: string): string {
  return key.split('.').reduce((o: any, k) => o?.[k], obj) as string;
}

/** Keys of a locale grouped by plural family: "a.b" → forms present ("one", "few"…), or [null] for a plain key. */
function families(locale: string): Map<string, (string | null)[]> {
  const out = new Map<string, (string | null)[]>();
  for (const key of leafKeys(messages(locale as never))) {
    const [base, form] = pluralForm(key);
    out.set(base, [...(out.get(base) ?? []), form]);
  }
  return out;
}

describe('i18n coverage', () => {
  const en = families('en');
  it.each(SUPPORTED_LOCALES)('%s has the English keys and exactly its own plural forms, each non-empty, with the same placeholders', (locale) => {
    const mine = families(locale);
    expect([...mine.keys()].sort()).toEqual([...en.keys()].sort());
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    for (const [base, enForms] of en) {
      const forms = mine.get(base)!;
      const plural = enForms[0] !== null;
      expect(forms.includes(null), `${locale}:${base} is plural in English but plain here, or the other way`).toBe(!plural);
      const reference = get(messages('en'), plural ? `${base}_other` : base);
      expect(typeof reference, `en:${base}${plural ? '_other' : ''}`).toBe('string');
      for (const form of forms) {
        const key = form ? `${base}_${form}` : base;
        const text = get(messages(locale), key);
        expect(typeof text, `${locale}:${key}`).toBe('string');
        expect(text.length, `${locale}:${key}`).toBeGreaterThan(0);
        // A form may leave out the number ("o lovitură", "a general"), nothing else.
        const want = placeholders(reference).filter((p) => !(plural && p === 'count' && !text.includes('{{count}}')));
        expect(placeholders(text), `${locale}:${key}`).toEqual(want);
      }
      if (!plural) continue;
      for (const c of needed) expect(forms, `${locale}:${base} lacks the "${c}" form`).toContain(c);
      // A form the language never uses is dead text that drifts unseen: none allowed, in any game.
      for (const f of forms) expect(needed, `${locale}:${base}_${f} is a form ${locale} never uses`).toContain(f);
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

  it('localises every command, subcommand, option and choice name within Discord limits', () => {
    const name = /^[-_\p{L}\p{N}]{1,32}$/u;
    const LANGS = ['cs', 'ro', 'ko'] as const;
    // Choices still labelled in English only (commands/help.ts builds them from the plugin title; gameTitle.<id> has the names).
    const ENGLISH_CHOICES: string[] = [];
    const walk = (o: any, path: string, isChoice = false) => {
      if (isChoice && ENGLISH_CHOICES.some((p) => path.startsWith(`${p} =`))) return;
      // A choice's name is a label (spaces and capitals allowed), a command's or option's an identifier.
      if (!isChoice) {
        expect(o.name, path).toMatch(name);
        expect(o.name, path).toBe(o.name.toLowerCase());
      }
      for (const l of LANGS) {
        const local = o.name_localizations?.[l];
        expect(typeof local, `${path} has no ${l} name`).toBe('string');
        if (isChoice) {
          expect(local.length, `${l}:${path}`).toBeGreaterThan(0);
          expect(local.length, `${l}:${path}`).toBeLessThanOrEqual(100);
        } else {
          expect(local, `${l}:${path}`).toMatch(name);
          expect(local, `${l}:${path}`).toBe(local.toLowerCase());
          // Korean clients must not see an English identifier.
          if (l === 'ko') expect(local, `ko:${path} is not Korean`).not.toMatch(/[a-z]/);
          expect(o.description_localizations?.[l]?.length, `${l}:${path} description`).toBeGreaterThan(0);
          expect(o.description_localizations[l].length, `${l}:${path} description`).toBeLessThanOrEqual(100);
        }
      }
      if (o.description) expect(o.description.length, path).toBeLessThanOrEqual(100);
      // Siblings must differ in every language, or Discord refuses the whole command set.
      for (const kids of [o.options ?? [], o.choices ?? []]) {
        for (const l of ['en', ...LANGS]) {
          const names = kids.map((k: any) => (l === 'en' ? k.name : k.name_localizations?.[l] ?? k.name));
          expect(new Set(names).size, `${l}:${path} has two children with one name: ${names}`).toBe(names.length);
        }
      }
      for (const c of o.options ?? []) walk(c, `${path} ${c.name}`);
      for (const c of o.choices ?? []) walk(c, `${path} =${c.value}`, true);
    };
    const roots = slashCommands().map((c) => c.data as any);
    for (const c of roots) walk(c, `/${c.name}`);
    for (const l of ['en', ...LANGS]) {
      const names = roots.map((c) => (l === 'en' ? c.name : c.name_localizations[l]));
      expect(new Set(names).size, `${l}: two commands share a name: ${names}`).toBe(names.length);
    }
  });
});
