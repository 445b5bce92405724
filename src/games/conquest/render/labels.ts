/**
 * Words the Conquest pictures draw, in the four languages of the bot, all
 * taken from the locale files (the `conquest.pic` block and the place names of
 * locales/places.ts), so a picture and the text beside it use the same words.
 */
import { PROVINCES, SEAS } from '../data';
import { conquestLocales } from '../locales';
import { csPlaceShort, csPlaces, enPlaceShort, enPlaces, koPlaceShort, koPlaces, roPlaceShort, roPlaces } from '../locales/places';

export type ConquestLocale = 'en' | 'cs' | 'ro' | 'ko';
export const CONQUEST_LOCALES: readonly ConquestLocale[] = ['en', 'cs', 'ro', 'ko'];

const PLACES: Record<ConquestLocale, Record<string, string>> = { en: enPlaces, cs: csPlaces, ro: roPlaces, ko: koPlaces };

/** A province's name as the text of the same language prints it (locales/places.ts). */
export function provinceName(id: string, locale: ConquestLocale): string {
  return PLACES[locale][id] ?? PROVINCES[id]?.name ?? id;
}
const SHORT: Record<ConquestLocale, Record<string, string>> = { en: enPlaceShort, cs: csPlaceShort, ro: roPlaceShort, ko: koPlaceShort };

/** A province's short name (locales/places.ts). */
export function provinceShortName(id: string, locale: ConquestLocale): string {
  return SHORT[locale][id] ?? provinceName(id, locale);
}

export function seaName(id: string, locale: ConquestLocale): string {
  return PLACES[locale][id] ?? SEAS[id]?.name ?? id;
}

/** The words of the pictures: the `conquest.pic` block of the locale files. */
export type PanelWords = (typeof conquestLocales)['en']['conquest']['pic'];

export const WORDS: Record<ConquestLocale, PanelWords> = {
  en: conquestLocales.en.conquest.pic,
  cs: conquestLocales.cs.conquest.pic,
  ro: conquestLocales.ro.conquest.pic,
  ko: conquestLocales.ko.conquest.pic,
};
