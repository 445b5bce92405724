/**
 * The summary picture of a finished Caesar! game (issue 15): every word drawn
 * is a word of its language's locale file (Korean: no Latin letters but the
 * brand name), and the scores are the view's.
 */
import { describe, expect, it } from 'vitest';
import { RENDER_LOCALES } from '../../../../src/games/caesar/render/index';
import { caesarSummary, drawCaesarSummary } from '../../../../src/games/caesar/render/summary';
import { resetCaesarRendererCache } from '../../../../src/games/caesar/render/index';
import { caesarLocales } from '../../../../src/games/caesar/locales';
import { CONTROL_TOKENS_PER_SIDE } from '../../../../src/games/caesar/data';
import { drawnTexts, vocabulary, words } from '../../../render/drawn-words';
import { DUEL, SOLO, playGame, publicView } from './fixtures';
import { createCanvas } from '@napi-rs/canvas';

const BRAND = new Set(['CAESAR']);
const duel = publicView(playGame(DUEL, 'summary', Infinity));
const solo = publicView(playGame(SOLO, 'summary-solo', Infinity));

function drawAll(locale: (typeof RENDER_LOCALES)[number]): string[] {
  resetCaesarRendererCache();
  return drawnTexts(() => [duel, solo].forEach((v) => drawCaesarSummary(v, { locale })));
}

describe('the Caesar! summary picture', () => {
  it('is drawn for finished games only (the fixtures end by the rules)', () => {
    expect(duel.endReason).not.toBeNull();
    expect(solo.endReason).not.toBeNull();
  });

  it.each(RENDER_LOCALES)('draws only words of the %s locale file', (locale) => {
    const drawn = drawAll(locale);
    const known = vocabulary(caesarLocales[locale]);
    expect([...new Set(drawn.flatMap(words).filter((w) => !known.has(w) && !BRAND.has(w)))]).toEqual([]);
    // The summary's own words are on it: its title and column heads.
    const m = caesarLocales[locale].pic.summary;
    for (const w of [m.placed, m.provinces, m.bonuses]) expect(drawn.join('\n').replace(/\n/g, ' ')).toContain(w.split(' ')[0]);
  });

  it('Korean summaries carry no Latin letters but the brand name', () => {
    expect(drawAll('ko').flatMap(words).filter((w) => /[A-Za-z]/.test(w) && !BRAND.has(w))).toEqual([]);
  });

  it("gives each side's scores from the view, the winner's row in gold", () => {
    const s = caesarSummary(duel, createCanvas(10, 10), { locale: 'en' });
    expect(s.headline).toBe(`${caesarLocales.en.side[String(duel.winner) as '0']} wins!`);
    expect(s.reason).toBe(caesarLocales.en.reason[duel.endReason as 'controlTokens']);
    s.rows.forEach((r, side) => {
      expect(r.winner).toBe(duel.winner === side);
      expect(r.cells[0]).toBe(`${CONTROL_TOKENS_PER_SIDE - duel.sides[side].controlLeft}/${CONTROL_TOKENS_PER_SIDE}`);
      expect(r.cells[2]).toBe(String(duel.sides[side].senate.length));
    });
    // In solo, the computer's side is Crassus.
    expect(caesarSummary(solo, createCanvas(10, 10), { locale: 'en' }).rows[1].name).toBe('Crassus');
  });
});
