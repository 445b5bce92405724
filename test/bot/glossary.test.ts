/**
 * The glossaries (data/glossary/<lang>.json) against the locale files: each
 * game's strings in a language, picture labels included (they are locale keys
 * too), use the glossary's word for a term and none of the words it replaces.
 * Korean sentences carry no Latin-alphabet words but those the glossary allows.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leafKeys, messages } from '../../src/i18n';
import '../../src/games';
import { caesarLocales } from '../../src/games/caesar/locales';
import { UNCERTAIN_NAMES, enNames, koNames, roNames } from '../../src/games/republic/locales/names';

interface Term {
  id: string;
  game: 'caesar' | 'conquest' | 'conquest2' | 'republic';
  term: string;
  stem: string;
  source: { seed: string; line: number; book: string } | null;
  /** The words of that rulebook line that give the term (a short excerpt). */
  quote?: string;
  /** The rulebook's own spelling where the bot uses another form (Romanian "Talent" → "talant"). */
  rulebookWord?: string;
  note?: string;
  avoid?: string[];
  /** Patterns where a plain word cannot say it: Korean 갤리(?!선) (the bare word, not the longer term that starts with it). */
  avoidRegex?: string[];
}
interface Glossary {
  language: string;
  terms: Term[];
  latinAllowed?: { word: string; why: string }[];
  /** Words no string of the language may use, in any game or the server's own texts. */
  avoidEverywhere?: { word: string; why: string }[];
}

const LANGS = ['cs', 'ro', 'ko'] as const;
const glossary = (lang: string): Glossary => JSON.parse(readFileSync(new URL(`../../data/glossary/${lang}.json`, import.meta.url), 'utf8'));
const value = (obj: unknown, key: string) => key.split('.').reduce((o: any, k) => o?.[k], obj) as string;

/** Every string of one game's area in a language: Caesar! keeps its keys at the top level, the others under their id. */
function areaStrings(lang: string, game: Term['game']): string[] {
  const all = messages(lang as never);
  const caesarTop = new Set(Object.keys(caesarLocales.en));
  const keys = leafKeys(all).filter((k) => {
    const top = k.split('.')[0];
    if (game === 'caesar') return caesarTop.has(top) && k !== 'gameTitle.conquest';
    return top === game || k === `gameTitle.${game}`;
  });
  // Placeholders are not words.
  return keys.map((k) => String(value(all, k)).replace(/\{\{\w+\}\}/g, ' '));
}

/** The rulebooks (../shared/seeds beside the repository; CI clones it there). */
const SEEDS = ['../../../shared/seeds', '../../../../shared/seeds'].map((p) => new URL(p, import.meta.url)).find((u) => existsSync(u));
function seedLines(seed: string): string[] {
  if (!SEEDS) throw new Error('../shared/seeds not found beside the repository');
  const file = readdirSync(SEEDS).find((f) => f.startsWith(`${seed}_`));
  if (!file) throw new Error(`no rulebook ${seed} in ${SEEDS.pathname}`);
  return readFileSync(new URL(`${SEEDS.href}/${file}`), 'utf8').split('\n');
}
/** Whitespace and the rulebooks' bold marks do not count when a quote is compared with its line. */
const plain = (s: string) => s.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LANGS)('glossary %s', (lang) => {
  const g = glossary(lang);

  it('names a rulebook line for every term, or says why there is none', () => {
    expect(g.language).toBe(lang);
    expect(g.terms.length).toBeGreaterThan(20);
    for (const t of g.terms) {
      if (t.source) {
        expect(['000', '001', '002', '003', '004'], t.id).toContain(t.source.seed);
        expect(Number.isInteger(t.source.line) && t.source.line > 0, t.id).toBe(true);
      } else {
        expect(t.note, `${t.id} has no rulebook line and no note`).toBeTruthy();
      }
    }
    // All four games are covered.
    expect(new Set(g.terms.map((t) => t.game))).toEqual(new Set(['caesar', 'conquest', 'conquest2', 'republic']));
  });

  it('quotes, for every term from a rulebook, the words of the named line that give it', () => {
    const sourced = g.terms.filter((t) => t.source);
    expect(sourced.length).toBeGreaterThan(15);
    for (const t of sourced) {
      const { seed, line } = t.source!;
      expect(t.quote, `${t.id} has no quote`).toBeTruthy();
      expect(plain(t.quote!), `${t.id}: the quote does not say "${t.rulebookWord ?? t.stem}"`).toContain(plain(t.rulebookWord ?? t.stem));
      expect(plain(seedLines(seed)[line - 1] ?? ''), `${t.id}: ${seed}:${line} does not read "${t.quote}"`).toContain(plain(t.quote!));
    }
  });

  it.each(glossary(lang).terms.map((t) => [`${t.game}:${t.id}`, t] as const))('%s: the game\'s strings use the term and not the words it replaces', (_, t) => {
    const texts = areaStrings(lang, t.game);
    expect(texts.length, t.game).toBeGreaterThan(0);
    expect(texts.some((s) => s.toLowerCase().includes(t.stem.toLowerCase())), `${lang}:${t.game} never says "${t.stem}"`).toBe(true);
    for (const bad of t.avoid ?? []) {
      // Korean particles attach to the word, so only its start is bounded there.
      const re = new RegExp(`(?<!\\p{L})${escape(bad)}${lang === 'ko' ? '' : '(?!\\p{L})'}`, 'iu');
      const hits = texts.filter((s) => re.test(s));
      expect(hits, `${lang}:${t.game} says "${bad}" instead of "${t.term}"`).toEqual([]);
    }
    for (const pattern of t.avoidRegex ?? []) {
      const re = new RegExp(`(?<!\\p{L})${pattern}`, 'iu');
      const hits = texts.filter((s) => re.test(s));
      expect(hits, `${lang}:${t.game} matches /${pattern}/ instead of saying "${t.term}"`).toEqual([]);
    }
  });
});

describe.each(LANGS.filter((l) => glossary(l).avoidEverywhere?.length))('avoided words in %s', (lang) => {
  const g = glossary(lang);
  it.each((g.avoidEverywhere ?? []).map((a) => [a.word, a] as const))('no string says "%s"', (word, a) => {
    expect(a.why, `${word} has no reason`).toBeTruthy();
    const all = messages(lang as never);
    const re = new RegExp(`(?<!\\p{L})${escape(word)}`, 'u');
    const hits = leafKeys(all).filter((k) => re.test(String(value(all, k))));
    expect(hits, `${lang} says "${word}"`).toEqual([]);
  });
});

describe('Korean sentences', () => {
  it('carry no Latin-alphabet words but the names and marks the glossary allows', () => {
    const allowed = new Set((glossary('ko').latinAllowed ?? []).map((a) => a.word));
    const all = messages('ko');
    const found: string[] = [];
    for (const key of leafKeys(all)) {
      // Slash command names are identifiers, not sentences.
      if (/(^|\.)command\..*name$/.test(key)) continue;
      const text = String(value(all, key)).replace(/\{\{\w+\}\}/g, ' ').replace(/`[^`]*`/g, ' ');
      for (const w of text.match(/[A-Za-z]+/g) ?? []) if (!allowed.has(w)) found.push(`${key}: ${w}`);
    }
    expect(found).toEqual([]);
  });
});

describe.each(['ro', 'ko'] as const)('Republic names in %s (no rulebook in the language)', (lang) => {
  const tables = { ro: roNames, ko: koNames }[lang];
  const g = glossary(lang) as Glossary & { republicNames?: Record<string, { rule: string; source: string } | string> };

  it('the glossary gives a rule and its source for every kind of name', () => {
    for (const kind of Object.keys(enNames)) {
      const ruling = g.republicNames?.[kind];
      expect(ruling, `${lang}: no ruling for ${kind}`).toBeTruthy();
      expect(typeof ruling === 'object' && ruling.rule && ruling.source, `${lang}: ${kind}`).toBeTruthy();
    }
  });

  it('every name flagged as uncertain is a name of the tables, with its reason', () => {
    const flagged = Object.entries(UNCERTAIN_NAMES[lang]);
    expect(flagged.length).toBeGreaterThan(3);
    for (const [path, why] of flagged) {
      expect(typeof value(tables, path), `${lang}: ${path} is not in the names`).toBe('string');
      expect(why.length, path).toBeGreaterThan(10);
    }
  });
});
