/**
 * Every word on a Conquest picture comes from the locale files of the
 * picture's language: captured from the canvas calls while the whole map and
 * a battle close-up are drawn. Korean pictures carry no Latin letters at all.
 * The legend's words stay inside the picture in every language.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../../src/games/conquest';
import { createCanvas } from '@napi-rs/canvas';
import { renderConquestMap, resetConquestRendererCache, CONQUEST_LOCALES, CONQUEST_MAP_SIZE } from '../../../../src/games/conquest/render';
import { midGameState } from '../../../../src/games/conquest/render/example-pictures';
import { conquestLocales } from '../../../../src/games/conquest/locales';
import { drawnTexts, vocabulary, words } from '../../../render/drawn-words';

const view = conquest.view(midGameState('words', 150), null);
const battle = {
  round: 2,
  attacker: { seat: 0, roll: ['infantry', 'cavalry', 'catapult', 'blank'] as const, hits: 3 },
  defender: { seat: 1, roll: ['galley', 'infantry'] as const, hits: 1 },
};

function drawAll(locale: (typeof CONQUEST_LOCALES)[number]): string[] {
  resetConquestRendererCache();
  return drawnTexts(() => {
    renderConquestMap(view, { locale });
    renderConquestMap(view, { locale, region: { provinces: ['italia', 'sicilia', 'macedonia', 'achaia'] }, battle: { ...battle, attacker: { ...battle.attacker, roll: [...battle.attacker.roll] }, defender: { ...battle.defender, roll: [...battle.defender.roll] } } });
  });
}

describe('words on the Conquest pictures', () => {
  it.each(CONQUEST_LOCALES)('every word drawn in %s is a word of its locale file', (locale) => {
    const drawn = drawAll(locale);
    expect(drawn.length).toBeGreaterThan(50);
    const known = vocabulary(conquestLocales[locale]);
    const unknown = new Set(drawn.flatMap(words).filter((w) => !known.has(w)));
    expect([...unknown]).toEqual([]);
  });

  it('Korean pictures carry no Latin letters', () => {
    const latin = drawAll('ko').filter((t) => /[A-Za-z]/.test(t));
    expect(latin).toEqual([]);
  });

  it('Czech and Romanian pictures carry none of the English-only words', () => {
    const english = drawAll('en').flatMap(words);
    for (const locale of ['cs', 'ro'] as const) {
      const own = vocabulary(conquestLocales[locale]);
      const englishOnly = new Set(english.filter((w) => !own.has(w)));
      const leaked = drawAll(locale).flatMap(words).filter((w) => englishOnly.has(w));
      expect(leaked, locale).toEqual([]);
    }
  });
});

describe('the legend under the Conquest map', () => {
  it.each(CONQUEST_LOCALES)('keeps its words inside the picture in %s (Czech "opevněné město" is long)', (locale) => {
    const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as Record<string, (...a: unknown[]) => unknown>;
    const original = proto.fillText;
    const edges: Record<string, number> = {};
    proto.fillText = function (this: { measureText: (t: string) => { width: number }; textAlign: string }, text: unknown, x: unknown, ...rest: unknown[]) {
      if (this.textAlign === 'left' || this.textAlign === 'start') edges[String(text)] = Math.max(edges[String(text)] ?? 0, Number(x) + this.measureText(String(text)).width);
      return original.call(this, text, x, ...rest);
    };
    try {
      resetConquestRendererCache();
      renderConquestMap(view, { locale });
    } finally {
      proto.fillText = original;
    }
    const w = conquestLocales[locale].conquest.pic;
    for (const label of [w.caesar, w.general, w.city, w.fortified]) {
      expect(edges[label], label).toBeDefined();
      expect(edges[label], label).toBeLessThanOrEqual(CONQUEST_MAP_SIZE.width - 4);
    }
  });
});
