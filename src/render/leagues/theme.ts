/** Colours and fonts of the league pictures: parchment and Roman red, like the board. */
export const COLORS = {
  paper: '#f4ecd8',
  band: '#ebe0c4',
  ink: '#2b2118',
  muted: '#7a6a55',
  title: '#7b1e1e',
  rule: '#c9b48a',
  gold: '#b8860b',
  silver: '#8a8d91',
  bronze: '#a0612b',
  win: '#2e7d32',
  loss: '#b23a3a',
  draw: '#8a7d5c',
  line: '#7b1e1e',
  grid: '#dccca6',
};

// Korean names fall back to the Hangul font; Latin with Czech and Romanian marks comes first.
export const SERIF = 'LegatusSerif, LegatusKorean';
export const SERIF_BOLD = 'LegatusSerifBold, LegatusKoreanBold';
export const SANS_BOLD = 'LegatusSansBold, LegatusKoreanBold';

/** Cuts `text` with an ellipsis so it fits `max` pixels in the context's current font. */
export function fitText(ctx: { measureText(t: string): { width: number } }, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > max) chars.pop();
  return `${chars.join('')}…`;
}
