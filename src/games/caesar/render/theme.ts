/** Colours and type of the Caesar! picture, in one place so the look stays consistent. */
import type { Side } from '../types';

export const SIDE_COLOUR: Record<Side, string> = { 0: '#b3261e', 1: '#1f4e9e' };
/** Darker shade for rims and face-down backs. */
export const SIDE_DARK: Record<Side, string> = { 0: '#6e140f', 1: '#102c5c' };
/** Province tint when a side controls it. */
export const SIDE_TINT: Record<Side, string> = { 0: 'rgba(196, 40, 30, 0.5)', 1: 'rgba(32, 84, 176, 0.5)' };

export const SEA = '#a9c3c8';
export const SEA_DEEP = '#95b3ba';
export const LAND = '#efe4c8';
/** Land outside the game's provinces: paler, so the provinces stand out. */
export const LAND_OUTSIDE = '#e2dccb';
export const COAST = '#6d5a3c';
export const PROVINCE_BORDER = 'rgba(110, 80, 45, 0.55)';
export const INK = '#3b2a17';
export const HALO = 'rgba(248, 242, 226, 0.92)';
export const GOLD = '#f2c230';
export const PARCHMENT = '#f6eed7';
export const SPACE_FILL = '#f7f0dc';
export const TIE_GREY = '#8c8c8c';
export const PANEL_BG = '#2b2118';
export const PANEL_TEXT = '#f3e9d2';
export const PANEL_MUTED = '#c9b99a';

/** Font families registered by ../fonts; Korean comes from the second family. */
export const SERIF = 'LegatusSerif, LegatusKorean';
export const SERIF_BOLD = 'LegatusSerifBold, LegatusKoreanBold';
export const SANS_BOLD = 'LegatusSansBold, LegatusKoreanBold';
