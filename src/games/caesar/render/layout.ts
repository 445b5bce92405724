/**
 * Where everything sits on the Caesar! picture.
 *
 * The real board is portrait with the Mediterranean turned 90°; Discord shows
 * images about 550 px wide, so this picture is a conventional landscape map
 * instead, with every province space and border space placed by hand at a
 * geographic position (longitude, latitude) that reads well: a border space
 * sits on the land border or the stretch of sea between its two provinces.
 * Sizes are in picture pixels at scale 1.
 */
import type { ProvinceId } from '../types';
import type { LonLat, MapFrame } from '../../../render/geo';

export const WIDTH = 1400;
export const MAP_HEIGHT = 780;
export const PANEL_HEIGHT = 250;
export const HEIGHT = MAP_HEIGHT + PANEL_HEIGHT;

export const MAP_FRAME: MapFrame = {
  bounds: [-9.9, 29.0, 38.0, 46.9],
  rect: [0, 0, WIDTH, MAP_HEIGHT],
  parallels: [33, 45],
};

/** Radius of a border space circle, of an influence token, of a province space square (half side). */
export const SPACE_RADIUS = 29;
export const TOKEN_RADIUS = 31;
export const PROVINCE_HALF = 25;

export interface ProvinceLayout {
  /** Province space(s): 2 for Italia (the first holds the printed Senate). */
  spaces: LonLat[];
  /** Where the province name is centred. */
  label: LonLat;
  /** Points whose nearest land belongs to this province when tinting it. */
  seeds: LonLat[];
}

export const PROVINCE_LAYOUT: Record<ProvinceId, ProvinceLayout> = {
  hispania_ulterior: { spaces: [[-6.2, 38.0]], label: [-7.4, 40.4], seeds: [[-5.5, 37.4], [-8.0, 38.6], [-7.6, 40.6], [-4.2, 38.0], [-8.3, 41.8]] },
  hispania_citerior: { spaces: [[-1.5, 41.0]], label: [-3.0, 42.8], seeds: [[-2.0, 41.5], [0.3, 40.2], [-4.0, 42.6], [-1.5, 38.6], [-6.5, 43.0], [-3.2, 40.2]] },
  gallia: { spaces: [[3.6, 45.0]], label: [2.2, 46.5], seeds: [[3.4, 44.2], [1.5, 46.5], [4.5, 46.8], [0.0, 45.0], [5.8, 44.2], [-1.0, 47.5]] },
  mauritania: { spaces: [[-5.0, 33.6]], label: [-5.0, 32.3], seeds: [[-5.0, 33.5], [-2.0, 34.2], [-7.0, 32.0], [-1.0, 32.6]] },
  sardinia: { spaces: [[9.0, 40.0]], label: [9.3, 38.3], seeds: [[9.0, 40.0], [9.1, 42.1]] },
  gallia_cisalpina: { spaces: [[9.2, 45.4]], label: [9.2, 47.3], seeds: [[9.6, 45.3], [7.8, 45.0], [11.8, 45.4], [8.8, 44.3]] },
  numidia: { spaces: [[5.0, 35.4]], label: [4.0, 34.0], seeds: [[5.4, 35.5], [3.0, 34.8], [7.0, 35.2]] },
  sicilia: { spaces: [[14.2, 37.5]], label: [14.0, 36.2], seeds: [[14.2, 37.5]] },
  italia: { spaces: [[12.9, 42.5], [16.2, 40.8]], label: [13.3, 41.2], seeds: [[12.5, 42.6], [14.5, 41.4], [16.2, 40.2], [16.3, 39.0], [11.2, 43.6], [13.4, 43.3], [17.5, 40.6]] },
  dalmatia: { spaces: [[17.6, 44.4]], label: [18.4, 45.7], seeds: [[17.3, 44.1], [15.3, 45.2], [19.3, 43.0], [18.5, 45.6], [14.4, 46.0]] },
  africa: { spaces: [[9.6, 35.1]], label: [10.6, 33.5], seeds: [[9.8, 34.5], [10.0, 36.6], [12.8, 32.6], [8.6, 35.8]] },
  achaia: { spaces: [[21.9, 37.5]], label: [19.0, 37.3], seeds: [[22.1, 37.6], [23.4, 38.5], [21.6, 38.6], [22.5, 37.0]] },
  macedonia: { spaces: [[22.2, 41.5]], label: [26.6, 41.9], seeds: [[22.0, 40.9], [20.0, 41.0], [24.2, 41.4], [22.2, 39.6], [26.0, 41.2]] },
  cyrene: { spaces: [[21.2, 31.7]], label: [21.4, 30.5], seeds: [[21.6, 32.3], [20.4, 31.0], [23.0, 31.0], [18.5, 30.6]] },
  creta: { spaces: [[25.2, 34.4]], label: [27.6, 34.5], seeds: [[24.9, 35.2]] },
  aegyptus: { spaces: [[30.8, 30.2]], label: [31.0, 29.1], seeds: [[30.6, 30.4], [31.2, 31.0], [31.8, 28.4], [29.0, 30.6], [33.0, 30.2]] },
  asia: { spaces: [[28.6, 38.7]], label: [29.3, 40.1], seeds: [[28.4, 38.8], [27.5, 37.6], [29.8, 37.6], [28.2, 40.0], [30.6, 39.0]] },
  syria: { spaces: [[36.5, 35.0]], label: [36.6, 36.5], seeds: [[36.4, 34.8], [36.9, 36.6], [35.8, 33.2], [38.0, 35.2], [33.2, 35.1]] },
};

/** Border spaces by id (data.ts order), each between its two provinces. */
export const SPACE_LAYOUT: LonLat[] = [
  /* 0 Hisp. Ulterior–Hisp. Citerior */ [-3.5, 39.1],
  /* 1 Hisp. Ulterior–Mauritania */ [-6.0, 35.9],
  /* 2 Hisp. Citerior–Gallia */ [1.2, 42.6],
  /* 3 Gallia–Gallia Cisalpina */ [6.6, 45.3],
  /* 4 Mauritania–Sardinia */ [4.6, 39.3],
  /* 5 Sardinia–Gallia (checkpoint) */ [6.4, 42.3],
  /* 6 Mauritania–Numidia */ [0.0, 34.4],
  /* 7 Numidia–Sicilia */ [6.0, 37.3],
  /* 8 Sardinia–Sicilia */ [12.5, 39.3],
  /* 9 Sardinia–Italia */ [10.6, 41.9],
  /* 10 Gallia Cisalpina–Italia */ [11.6, 44.4],
  /* 11 Numidia–Africa (checkpoint) */ [7.5, 34.1],
  /* 12 Sicilia–Italia */ [16.3, 38.9],
  /* 13 Gallia Cisalpina–Dalmatia */ [13.6, 45.9],
  /* 14 Africa–Sicilia */ [11.3, 36.9],
  /* 15 Italia–Dalmatia */ [15.3, 43.1],
  /* 16 Africa–Achaia */ [17.0, 35.0],
  /* 17 Italia–Achaia */ [18.9, 39.1],
  /* 18 Italia–Macedonia */ [18.7, 41.4],
  /* 19 Dalmatia–Macedonia */ [20.2, 43.0],
  /* 20 Africa–Cyrene */ [15.4, 32.1],
  /* 21 Achaia–Creta */ [24.05, 36.3],
  /* 22 Achaia–Macedonia */ [22.9, 39.4],
  /* 23 Cyrene–Creta */ [22.8, 33.4],
  /* 24 Cyrene–Aegyptus */ [26.0, 30.8],
  /* 25 Creta–Aegyptus */ [27.4, 33.0],
  /* 26 Creta–Asia */ [26.6, 36.4],
  /* 27 Aegyptus–Asia (checkpoint) */ [30.2, 34.6],
  /* 28 Aegyptus–Syria */ [33.6, 31.6],
  /* 29 Asia–Syria */ [33.4, 37.2],
];

/** Province names: size and line spacing (two-line names). Hangul is full-width, so Korean is set smaller. */
export function labelFontSize(locale: string): number {
  return locale === 'ko' ? 22 : 26;
}
export function labelLineHeight(locale: string): number {
  return labelFontSize(locale) + 2;
}

/**
 * Where the influence totals of a closed province ("8:4") go, relative to its
 * province space: straddling its top or bottom edge like a badge, or beside it
 * where names or spaces leave no room above and below. Italia's go on its
 * second (dashed) space.
 */
export type ScoreSpot = 'onTop' | 'onBottom' | 'left' | 'right';
export const SCORE_SPOT: Record<ProvinceId, { slot: number; at: ScoreSpot }> = {
  hispania_ulterior: { slot: 0, at: 'onBottom' },
  hispania_citerior: { slot: 0, at: 'onBottom' },
  gallia: { slot: 0, at: 'onBottom' },
  mauritania: { slot: 0, at: 'onTop' },
  sardinia: { slot: 0, at: 'onBottom' },
  gallia_cisalpina: { slot: 0, at: 'onTop' },
  numidia: { slot: 0, at: 'right' },
  sicilia: { slot: 0, at: 'right' },
  italia: { slot: 1, at: 'onTop' },
  dalmatia: { slot: 0, at: 'left' },
  africa: { slot: 0, at: 'onBottom' },
  achaia: { slot: 0, at: 'onBottom' },
  macedonia: { slot: 0, at: 'right' },
  cyrene: { slot: 0, at: 'right' },
  creta: { slot: 0, at: 'onBottom' },
  aegyptus: { slot: 0, at: 'onTop' },
  asia: { slot: 0, at: 'onBottom' },
  syria: { slot: 0, at: 'onBottom' },
};
export const SCORE_WIDTH = 54;
export const SCORE_HEIGHT = 22;

/** Centre of the score badge for a province space at (x, y). */
export function scoreCentre(at: ScoreSpot, x: number, y: number): [number, number] {
  switch (at) {
    case 'onTop': return [x, y - PROVINCE_HALF];
    case 'onBottom': return [x, y + PROVINCE_HALF];
    case 'left': return [x - PROVINCE_HALF - 27, y];
    case 'right': return [x + PROVINCE_HALF + 27, y];
  }
}
