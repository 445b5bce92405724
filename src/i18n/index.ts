/**
 * Translations for every user-facing string of the bot.
 *
 * One i18next instance, initialised synchronously with the platform's strings
 * (src/i18n/locales: the bot's generic messages, leagues); each game's strings
 * are added when the game is registered (src/core/registry.ts). No files are
 * loaded at run time. The language of a reply is the Discord locale of the
 * interaction (cs, ro, ko; anything else falls back to English); public game
 * messages use the locale stored with the game.
 */
import i18next, { type TFunction } from 'i18next';
import { en } from './locales/en';
import { cs } from './locales/cs';
import { ro } from './locales/ro';
import { ko } from './locales/ko';
import { leaguesLocales } from './locales/leagues';
import { resolveParticles } from './korean';
import { serverLocales } from './locales/server';

export const SUPPORTED_LOCALES = ['en', 'cs', 'ro', 'ko'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** One area's strings (the platform's, leagues', a game's) in every supported language. */
export type LocaleSet = Record<Locale, object>;

/**
 * Strings are kept per area (the platform, leagues, each game) so that areas
 * are written and reviewed separately. Areas may share a top-level key (a
 * game adds `board.title` next to the platform's `board.play`) but never a
 * whole key: adding one that exists is an error.
 */
const PLATFORM: LocaleSet[] = [{ en, cs, ro, ko }, leaguesLocales, serverLocales];

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, { translation: {} }])),
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const areas = new Set<string>();

/** Adds an area's strings (a game's, once). Throws if a key is already defined by another area. */
export function addStrings(area: string, set: LocaleSet): void {
  if (areas.has(area)) throw new Error(`strings of "${area}" are added twice`);
  for (const l of SUPPORTED_LOCALES) {
    const have = new Set(leafKeys(messages(l)));
    const clash = leafKeys(set[l]).filter((k) => have.has(k));
    if (clash.length) throw new Error(`strings of "${area}" (${l}) redefine ${clash.slice(0, 5).join(', ')}`);
  }
  // A copy: i18next merges later areas into the objects it holds, which must not be the modules' own.
  for (const l of SUPPORTED_LOCALES) instance.addResourceBundle(l, 'translation', structuredClone(set[l]), true, false);
  areas.add(area);
}

PLATFORM.forEach((set, i) => addStrings(`platform${i}`, set));

/** Every string of a language known now (the platform's and the registered games'), as one nested object. */
export function messages(locale: Locale): object {
  return instance.getResourceBundle(locale, 'translation') as object;
}

/** Maps a Discord locale ("cs", "en-US", "ko", "ro", …) to a supported one. */
export function pickLocale(discordLocale: string | null | undefined): Locale {
  const base = (discordLocale ?? '').toLowerCase().split('-')[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(base) ? (base as Locale) : 'en';
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A translator bound to one locale. */
export function translator(locale: string | null | undefined): Translate {
  const l = pickLocale(locale);
  const t: TFunction = instance.getFixedT(l);
  if (l === 'ko') return (key, params) => resolveParticles(String(t(key, params as never)));
  return (key, params) => String(t(key, params as never));
}

/** Every leaf key ("a.b.c") of a locale object, for coverage checks. */
export function leafKeys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Discord's localisation map ({ cs: …, ro: …, ko: … }) of one key, for command definitions. */
export function localizations(key: string): Record<string, string> {
  return Object.fromEntries(SUPPORTED_LOCALES.filter((l) => l !== 'en').map((l) => [l, translator(l)(key)]));
}
