/**
 * The summary picture of a finished Conquest Classic game (issue 15): every
 * word drawn is a word of its language's locale file (Korean: no Latin
 * letters), and the rows are the view's standings.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { conquest } from '../../../../src/games/conquest';
import { CONQUEST_LOCALES, resetConquestRendererCache } from '../../../../src/games/conquest/render';
import { conquestSummary, drawConquestSummary } from '../../../../src/games/conquest/render/summary';
import { midGameState } from '../../../../src/games/conquest/render/example-pictures';
import { conquestLocales } from '../../../../src/games/conquest/locales';
import type { ConquestState } from '../../../../src/games/conquest/types';
import { drawnTexts, vocabulary, words } from '../../../render/drawn-words';

/** A game ended by concessions: the first seats to act give up until one player is left. */
function finished(): ConquestState {
  let s = midGameState('summary', 400, 4);
  while (!conquest.result(s)) {
    const out = conquest.apply(s, conquest.activePlayers(s)[0], { type: 'concede' });
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}

const state = finished();
const view = conquest.view(state, null);

function drawAll(locale: (typeof CONQUEST_LOCALES)[number]): string[] {
  resetConquestRendererCache();
  return drawnTexts(() => drawConquestSummary(view, { locale }));
}

describe('the Conquest summary picture', () => {
  it.each(CONQUEST_LOCALES)('draws only words of the %s locale file', (locale) => {
    const drawn = drawAll(locale);
    const known = vocabulary(conquestLocales[locale]);
    expect([...new Set(drawn.flatMap(words).filter((w) => !known.has(w)))]).toEqual([]);
    const s = conquestLocales[locale].conquest.pic.summary;
    for (const w of [s.provinces, s.tribute, s.talents, s.units, s.status]) expect(drawn).toContain(w);
  });

  it('Korean summaries carry no Latin letters', () => {
    expect(drawAll('ko').filter((t) => /[A-Za-z]/.test(t))).toEqual([]);
  });

  it('names the winner the engine names, and each player\'s standing from the view', () => {
    const result = conquest.result(state)!;
    const s = conquestSummary(view, createCanvas(10, 10), 'en');
    expect(s.rows.flatMap((r, seat) => (r.winner ? [seat] : []))).toEqual(result.winners);
    expect(s.rows[result.winners[0]].name).toBe(`Player ${result.winners[0] + 1} · ${(conquestLocales.en.conquest.place as Record<string, string>)[view.players[result.winners[0]].home]}`);
    expect(s.headline).toMatch(/^Winner: Player \d/);
    expect(s.reason).toBe('the others conceded');
    s.rows.forEach((r, seat) => {
      expect(r.out).toBe(!view.players[seat].alive);
      expect(r.cells[2]).toBe(String(view.players[seat].money));
      expect(r.cells[0]).toBe(String(Object.values(view.owner).filter((o) => o === seat).length));
    });
  });
});
