/**
 * Every word on a Caesar! picture comes from the locale files of its
 * language (captured from the canvas calls), so the picture says what the
 * text says: Italia, Centurion. The "CAESAR!" title is the game's brand name,
 * kept in every language; nothing else in Latin letters is drawn in Korean.
 */
import { describe, expect, it } from 'vitest';
import { caesar } from '../../../../src/games/caesar/index';
import { RENDER_LOCALES, renderCaesarBoard, resetCaesarRendererCache } from '../../../../src/games/caesar/render/index';
import { caesarLocales } from '../../../../src/games/caesar/locales';
import { DUEL, SOLO, playGame, publicView } from './fixtures';
import { drawnTextsAsync, vocabulary, words } from '../../../render/drawn-words';
import { turn } from '../../../support/yield';

const BRAND = new Set(['CAESAR']);
const views = [publicView(playGame(DUEL, 'words', 30)), publicView(playGame(SOLO, 'words-solo', 24)), caesar.view(caesar.setup(DUEL, 'fresh'), null)];

/**
 * The words drawn on the three pictures in `locale`, from a cold renderer cache, drawn once per locale with a
 * turn of the event loop between pictures: each is up to a second of synchronous canvas work (the first builds
 * the cached layers), and redrawing English, Czech and Romanian in one stretch kept the test worker from
 * answering vitest on a loaded machine ("Timeout calling onTaskUpdate"). The drawing is deterministic, so
 * drawing a locale once gives what drawing it again would.
 */
const drawnIn = new Map<(typeof RENDER_LOCALES)[number], Promise<string[]>>();
function drawAll(locale: (typeof RENDER_LOCALES)[number]): Promise<string[]> {
  const cached = drawnIn.get(locale);
  if (cached) return cached;
  const drawn = drawnTextsAsync(async () => {
    resetCaesarRendererCache();
    for (const v of views) { await turn(); renderCaesarBoard(v, { locale }); }
  });
  drawnIn.set(locale, drawn);
  return drawn;
}

describe('words on the Caesar! picture', () => {
  it.each(RENDER_LOCALES)('every word drawn in %s is a word of its locale file', async (locale) => {
    const drawn = await drawAll(locale);
    expect(drawn.length).toBeGreaterThan(20);
    const known = vocabulary(caesarLocales[locale]);
    expect([...new Set(drawn.flatMap(words).filter((w) => !known.has(w) && !BRAND.has(w)))]).toEqual([]);
  });

  it('names the provinces as the text does (Czech: Italia, not Itálie)', async () => {
    const drawn = (await drawAll('cs')).join(' ');
    expect(drawn).toContain('Italia');
    expect(drawn).not.toMatch(/Itálie|Centurio\b/);
  });

  it('Czech and Romanian pictures carry none of the English-only words', async () => {
    const english = (await drawAll('en')).flatMap(words);
    for (const locale of ['cs', 'ro'] as const) {
      const own = vocabulary(caesarLocales[locale]);
      const englishOnly = new Set(english.filter((w) => !own.has(w) && !BRAND.has(w)));
      expect(englishOnly.size, locale).toBeGreaterThan(5);
      const leaked = (await drawAll(locale)).flatMap(words).filter((w) => englishOnly.has(w));
      expect(leaked, locale).toEqual([]);
    }
  });

  it('Korean pictures carry no Latin letters but the brand name', async () => {
    expect((await drawAll('ko')).flatMap(words).filter((w) => /[A-Za-z]/.test(w) && !BRAND.has(w))).toEqual([]);
  });
});
