/**
 * Words on the Caesar! picture in the bot's four languages, all taken from
 * the locale files, so the picture and the text use the same words. Long
 * province names carry a line break ("\n") so they stay compact on the map.
 */
import type { ProvinceId, Side } from '../types';
import { caesarLocales } from '../locales';

export type RenderLocale = 'en' | 'cs' | 'ro' | 'ko';
export const RENDER_LOCALES: readonly RenderLocale[] = ['en', 'cs', 'ro', 'ko'];

/**
 * Province names as the text prints them (the `province` keys of the locale
 * files); a name of several words breaks after its first word on the map.
 */
export const PROVINCE_NAMES: Record<RenderLocale, Record<ProvinceId, string>> = Object.fromEntries(
  RENDER_LOCALES.map((l) => [l, Object.fromEntries(Object.entries(caesarLocales[l].province).map(([id, name]) => [id, name.replace(' ', '\n')]))]),
) as Record<RenderLocale, Record<ProvinceId, string>>;

export interface PanelStrings {
  sides: Record<Side, string>;
  crassus: string;
  toMove: string;
  turn: (n: number) => string;
  controlLeft: string;
  senate: string;
  supply: string;
  bag: string;
  bank: string;
  centurions: string;
  tiles: string;
  wins: (side: string) => string;
  endReason: Record<string, string>;
  pending: Record<'closureOrder' | 'might' | 'tactics' | 'centurion', string>;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** The picture's words: the `pic` block of the locale files, and the names, bonuses and end reasons the text also uses. */
function panelStrings(locale: RenderLocale): PanelStrings {
  const m = caesarLocales[locale];
  return {
    sides: { 0: m.side['0'], 1: m.side['1'] },
    crassus: m.player.crassus,
    toMove: m.pic.toMove,
    turn: (n) => fill(m.pic.turn, { n }),
    controlLeft: m.pic.controlLeft,
    senate: m.bonus.senate,
    supply: m.pic.supply,
    bag: m.pic.bag,
    bank: m.pic.bank,
    centurions: m.module.centurions,
    tiles: m.pic.tiles,
    wins: (side) => fill(m.pic.wins, { side }),
    endReason: { ...m.reason },
    pending: { ...m.pic.pending },
  };
}

export const PANEL_STRINGS: Record<RenderLocale, PanelStrings> = {
  en: panelStrings('en'),
  cs: panelStrings('cs'),
  ro: panelStrings('ro'),
  ko: panelStrings('ko'),
};
