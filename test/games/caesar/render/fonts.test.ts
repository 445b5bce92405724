import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { FONT_DIR } from '../../../../src/render/fonts';
import { PANEL_STRINGS, PROVINCE_NAMES, RENDER_LOCALES } from '../../../../src/games/caesar/render/labels';
import { fontCharacters } from '../../../render/cmap';

const serif = fontCharacters(join(FONT_DIR, 'NotoSerif-Bold.ttf'));
const serifRegular = fontCharacters(join(FONT_DIR, 'NotoSerif-Regular.ttf'));
const sans = fontCharacters(join(FONT_DIR, 'NotoSans-Bold.ttf'));
const korean = fontCharacters(join(FONT_DIR, 'NanumSquareB.ttf'));
const koreanRegular = fontCharacters(join(FONT_DIR, 'NanumSquareR.ttf'));

/** Every text the picture can draw in `locale`, with sample numbers filled in. */
function texts(locale: (typeof RENDER_LOCALES)[number]): string[] {
  const t = PANEL_STRINGS[locale];
  return [
    ...Object.values(PROVINCE_NAMES[locale]), ...Object.values(t.sides), t.crassus, t.toMove, t.turn(1234567890),
    t.controlLeft, t.senate, t.supply, t.bag, t.bank, t.centurions, t.tiles, t.wins('x'),
    ...Object.values(t.endReason), ...Object.values(t.pending), 'CAESAR!', ' · : 0123456789',
  ];
}

describe('bundled fonts', () => {
  it.each(RENDER_LOCALES)('cover every character drawn in %s, in both weights', (locale) => {
    const missing = new Set<string>();
    for (const text of texts(locale)) {
      for (const ch of text.replace(/\n/g, '')) {
        const c = ch.codePointAt(0)!;
        // Each font string names the Noto family first and Nanum second.
        if (!(serif.has(c) || korean.has(c)) || !(serifRegular.has(c) || koreanRegular.has(c))) missing.add(ch);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('cover digits for token numbers and Hangul for Korean', () => {
    for (const d of '0123456789') expect(sans.has(d.codePointAt(0)!)).toBe(true);
    for (const ch of '이집트카사르폼페우스') expect(korean.has(ch.codePointAt(0)!)).toBe(true);
    // The reader is not just saying yes: a private-use code point is not in these fonts.
    expect(serif.has(0xe000) || korean.has(0xe000)).toBe(false);
  });
});
