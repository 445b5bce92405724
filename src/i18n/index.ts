/**
 * Translations for every user-facing string of the bot.
 *
 * One i18next instance, initialised synchronously with the resources bundled
 * in src/i18n/locales (no files to load at run time). The language of a reply
 * is the Discord locale of the interaction (cs, ro, ko; anything else falls
 * back to English); public game messages use the locale stored with the game.
 */
import i18next, { type TFunction } from 'i18next';
import { en } from './locales/en';
import { cs } from './locales/cs';
import { ro } from './locales/ro';
import { ko } from './locales/ko';
import { leaguesLocales } from './locales/leagues';
import { conquestLocales } from '../games/conquest/locales';

/**
 * Strings are kept per area (the core bot and Caesar!, leagues, each further game)
 * so that areas are written and reviewed separately; each area's top-level keys
 * are its own (e.g. `league.*`, `conquest.*`), so merging is a plain spread.
 */
const AREAS = [leaguesLocales, conquestLocales] as const;
function merged<L extends 'en' | 'cs' | 'ro' | 'ko'>(base: object, locale: L): typeof en {
  return Object.assign({}, base, ...AREAS.map((a) => a[locale])) as typeof en;
}

export const LOCALES = {
  en: merged(en, 'en'),
  cs: merged(cs, 'cs'),
  ro: merged(ro, 'ro'),
  ko: merged(ko, 'ko'),
} as const;
export type Locale = keyof typeof LOCALES;
export const SUPPORTED_LOCALES = Object.keys(LOCALES) as Locale[];

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, { translation: LOCALES[l] }])),
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Maps a Discord locale ("cs", "en-US", "ko", "ro", …) to a supported one. */
export function pickLocale(discordLocale: string | null | undefined): Locale {
  const base = (discordLocale ?? '').toLowerCase().split('-')[0];
  return (SUPPORTED_LOCALES as string[]).includes(base) ? (base as Locale) : 'en';
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A translator bound to one locale. */
export function translator(locale: string | null | undefined): Translate {
  const t: TFunction = instance.getFixedT(pickLocale(locale));
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
