/**
 * Where things go on the Conquest of the Empire map: geographic anchors
 * (longitude, latitude) for provinces and sea zones, and the picture's size.
 * Province anchors are the label points of the Digital Atlas of the Roman
 * Empire gathered in shared/reference/conquest (some averaged there); extra
 * seeds shape provinces the nearest-anchor partition would cut wrongly (the
 * Nile valley, Galatia's south coast, Carthage in Africa).
 */
import type { LonLatBox, MapFrame } from '../../../render/geo';

export const WIDTH = 1400;
export const MAP_HEIGHT = 1000;
export const PANEL_HEIGHT = 200;
export const HEIGHT = MAP_HEIGHT + PANEL_HEIGHT;

export const MAP_BOUNDS: LonLatBox = [-10.5, 27.5, 46, 55.6];
export const MAP_FRAME: MapFrame = { bounds: MAP_BOUNDS, rect: [0, 0, WIDTH, MAP_HEIGHT], parallels: [35, 48] };
/** Land is clipped to this box: larger than the picture so cuts stay off-canvas. */
export const LAND_BOX: LonLatBox = [-30, 15, 65, 65];

export type LonLat = [number, number];

export interface ProvinceLayout {
  /** Label and pieces go around this point. */
  anchor: LonLat;
  /** Further seed points of the province area (the anchor is always one). */
  seeds?: LonLat[];
  /** Shift of the label from the anchor in picture px, where neighbours crowd it. */
  labelShift?: [number, number];
}

export const PROVINCE_LAYOUT: Record<string, ProvinceLayout> = {
  britannia: { anchor: [-1.6, 52.4], seeds: [[-3.5, 54.5]] },
  lugdunensis: { anchor: [-0.3, 48.2], seeds: [[-3, 48.1], [2.5, 47.5]] },
  belgica: { anchor: [4.0, 50.0] },
  germania: { anchor: [7.6, 50.6], seeds: [[6.8, 48.6], [9.5, 51.5]] },
  aquitania: { anchor: [0.4, 45.0], seeds: [[-0.5, 43.6]] },
  narbonensis: { anchor: [4.8, 44.0], seeds: [[3, 43.3], [6.5, 45.5], [7.4, 46.6]] },
  raetia: { anchor: [11.0, 47.9] },
  noricum: { anchor: [14.3, 47.4] },
  pannonia: { anchor: [18.2, 46.2], seeds: [[16.5, 47.5]] },
  dacia: { anchor: [24.0, 46.3], seeds: [[26.5, 46.5]] },
  moesia: { anchor: [24.5, 43.6], seeds: [[21.5, 43.8], [27.5, 43.7]] },
  thracia: { anchor: [26.0, 41.9] },
  macedonia: { anchor: [21.9, 41.0], seeds: [[20, 41], [23.5, 40.8]] },
  achaia: { anchor: [22.2, 38.3], seeds: [[20.9, 39.5]] },
  dalmatia: { anchor: [17.6, 43.9], seeds: [[15.5, 44.8], [19.5, 42.5]] },
  italia: { anchor: [11.4, 43.7], seeds: [[9.5, 45.2], [12.5, 45.5], [13.0, 42.3], [13.8, 45.9]] },
  neapolis: { anchor: [15.9, 40.6], seeds: [[14.5, 41.1], [16.3, 39.0], [17.3, 40.6]] },
  sicilia: { anchor: [14.2, 37.6] },
  sardinia: { anchor: [9.0, 40.0] },
  corsica: { anchor: [9.1, 42.1] },
  hispania: { anchor: [-2.5, 41.2], seeds: [[0.5, 41.6], [-5, 42.6], [-1, 39.2]] },
  baetica: { anchor: [-4.8, 37.6], seeds: [[-2.5, 37.4]] },
  lusitania: { anchor: [-7.4, 39.6], seeds: [[-7.8, 41.5]] },
  baleares: { anchor: [2.9, 39.6] },
  tingitana: { anchor: [-5.3, 34.4] },
  caesariensis: { anchor: [1.8, 35.0], seeds: [[-0.8, 35.0], [4.3, 35.9]] },
  numidia: { anchor: [6.7, 35.6], seeds: [[7.5, 34.0]] },
  africa: { anchor: [13.0, 32.0], seeds: [[10.0, 35.6], [10.3, 33.2], [16.5, 30.8]] },
  cyrenaica: { anchor: [21.5, 31.4], seeds: [[24.0, 31.2], [19.5, 30.8]] },
  creta: { anchor: [24.9, 35.2] },
  egyptus: { anchor: [29.4, 29.8], seeds: [[31.0, 30.6], [31.2, 27.8], [27.5, 30.5]] },
  arabia_petraea: { anchor: [34.4, 29.4], seeds: [[36.2, 30.3]] },
  palestina: { anchor: [35.1, 31.9] },
  syria: { anchor: [37.4, 34.8], seeds: [[36.3, 33.5], [38.6, 35.9], [38.6, 37.6]] },
  cyprus: { anchor: [33.2, 35.1] },
  cilicia: { anchor: [34.2, 37.2], seeds: [[35.8, 36.9]] },
  galatia: { anchor: [32.3, 38.8], seeds: [[31.0, 37.2], [33.0, 39.8]] },
  cappadocia: { anchor: [37.0, 38.8], seeds: [[35.7, 39.6]] },
  pontus_et_bithynia: { anchor: [32.5, 41.2], seeds: [[29.8, 40.5], [35.5, 41.3]] },
  asia: { anchor: [28.5, 38.6], seeds: [[27.5, 39.6], [28.8, 37.2]] },
  armenia: { anchor: [41.5, 40.0], seeds: [[39.6, 38.9], [43.5, 40.6]] },
  mesopotamia: { anchor: [42.2, 36.3], seeds: [[40.3, 36.8], [44.0, 33.8]] },
};

/** Sea zone label points (longitude, latitude), placed in open water of the zone's stretch. */
export const SEA_LAYOUT: Record<string, LonLat> = {
  oceanus_britannicus: [-4.3, 49.4],
  oceanus_atlanticus: [-8.3, 46.6],
  mare_cantabricum: [-6.6, 44.3],
  mare_hispalis: [-9.0, 36.0],
  mare_baliaricum: [0.0, 37.0],
  mare_narbo: [5.0, 41.6],
  mare_numidia: [6.6, 38.3],
  mare_tyrrhenum: [12.2, 39.8],
  mare_sabrata: [13.2, 34.8],
  mare_adriatico: [14.8, 43.3],
  mare_epirus: [18.4, 38.2],
  mare_libycum: [19.2, 34.3],
  mare_aegaeum: [25.0, 39.0],
  mare_rhodus: [29.6, 35.3],
  mare_alexandria: [26.6, 33.2],
  mare_pelusium: [33.0, 33.2],
  mare_pontus_euxinus: [30.6, 43.5],
  mare_amisus: [37.2, 42.7],
};

/**
 * Seeds of land outside the empire: they stop the partition from handing the
 * steppe north of the Black Sea, Bohemia or the Caucasus to the nearest
 * province, which would also make provinces touch that do not on the board.
 */
export const OUTSIDE_SEEDS: LonLat[] = [
  [33.5, 46.2], [28.5, 47.6], [22.5, 48.6], [18.0, 50.2], [14.5, 50.3], [10.5, 55.0], [13.5, 53.8],
  [40.5, 45.0], [46.0, 43.0], [47.5, 30.5], [40.5, 31.0],
];

/**
 * Extra seed points (longitude, latitude) shaping the sea zones' areas, so
 * that zones meet where the map data says they do and nowhere else.
 */
export const SEA_SEEDS: Partial<Record<string, LonLat[]>> = {
  // Around Sicily, clockwise from the north: Tyrrhenum, Epirus, Libycum, Sabrata, Numidia.
  mare_numidia: [[11.8, 37.7]],
  mare_epirus: [[15.9, 37.4], [22.9, 35.5]],
  mare_libycum: [[15.1, 36.3], [23.3, 34.7]],
  mare_sabrata: [[13.6, 36.5]],
  // Around Creta: the Aegean to the north only, Epirus at its west tip, Rhodus at its east tip,
  // Libycum and Alexandria to the south.
  mare_aegaeum: [[24.0, 36.3], [25.6, 36.0]],
  mare_rhodus: [[26.9, 35.2]],
  mare_alexandria: [[25.0, 34.3]],
  // The Gulf of Genoa is Mare Narbo's, the Tuscan coast Mare Tyrrhenum's.
  mare_narbo: [[8.6, 43.7]],
  mare_tyrrhenum: [[10.4, 42.4], [14.0, 38.7]],
  // The Atlantic reaches the coast between the Bay of Biscay and the Channel.
  oceanus_atlanticus: [[-3.4, 46.6]],
};

/** Water outside the board's sea zones (the Baltic), kept unlabelled. */
export const OUTSIDE_SEA_SEEDS: LonLat[] = [[17.5, 57.0], [11.4, 56.6], [20.0, 59.5]];

/**
 * Where the four strait arrows are drawn (longitude, latitude of both heads),
 * across the narrow water between the two provinces, as on the board.
 */
export const STRAIT_ARROWS: Record<string, [LonLat, LonLat]> = {
  'belgica|britannia': [[0.7, 51.3], [2.5, 50.85]],
  'baetica|tingitana': [[-5.45, 36.75], [-5.6, 35.35]],
  'neapolis|sicilia': [[16.1, 38.75], [15.0, 37.75]],
  'asia|thracia': [[26.85, 39.7], [26.0, 40.75]],
};
