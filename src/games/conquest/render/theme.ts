/** Colours and type of the Conquest picture. */
export const PLAYER_COLOUR = ['#c62f24', '#2a5db0', '#2c8c3c', '#e3b21c', '#7e3c9e', '#e0701e'];
export const PLAYER_DARK = ['#6e140f', '#102c5c', '#124a1c', '#7a5c00', '#3e1a50', '#7a3a08'];
export const SEA = '#a9c3c8';
export const LAND = '#efe4c8';
export const LAND_OUTSIDE = '#ddd7c6';
export const COAST = '#6d5a3c';
export const INK = '#3b2a17';
export const HALO = 'rgba(248, 242, 226, 0.9)';
export const SEA_INK = '#2f5564';
/** Lines between sea zones: visible, lighter than the coast. */
export const SEA_BORDER = 'rgba(47, 85, 100, 0.55)';
export const GOLD = '#f2c230';
export const SILVER = '#c9ccd1';
export const PANEL_BG = '#2b2118';
export const PANEL_TEXT = '#f3e9d2';
export const PANEL_MUTED = '#c9b99a';
export const SERIF_BOLD = 'LegatusSerifBold, LegatusKoreanBold';
export const SANS_BOLD = 'LegatusSansBold, LegatusKoreanBold';
/** Tint alpha of an owned province: strong, so ownership reads at Discord's preview size. */
export const TINT_ALPHA = 0.62;
