/**
 * The ink, tones and fonts every Republic picture shares, so the Rome,
 * Senate and Mediterranean pictures read as one set.
 */
export type Tone = 'red' | 'gold' | 'grey' | 'ink';

export const INK = '#2b2118';
export const RED = '#8c1c13';
export const GOLD = '#9a7a1e';
export const GREY = '#7d7468';
export const GREEN = '#3d6b35';
export const TONES: Record<Tone, string> = { red: RED, gold: GOLD, grey: GREY, ink: INK };

/** Korean needs its own faces: the serif has no Hangul. */
export function fonts(korean: boolean) {
  return { bold: korean ? 'LegatusKoreanBold' : 'LegatusSerifBold', plain: korean ? 'LegatusKorean' : 'LegatusSerif' };
}
