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
import { drawnTextsAsync, vocabulary, words } from '../../../render/drawn-words';
import { turn } from '../../../support/yield';

const view = conquest.view(midGameState('words', 150), null);
const battle = {
  round: 2,
  attacker: { seat: 0, roll: ['infantry', 'cavalry', 'catapult', 'blank'] as const, hits: 3 },
  defender: { seat: 1, roll: ['galley', 'infantry'] as const, hits: 1 },
};

/**
 * The words drawn on the map and the battle close-up in `locale`, from a cold renderer cache, drawn once per
 * locale with a turn of the event loop between pictures: each is up to a second of synchronous canvas work (the
 * first builds the cached layers), and redrawing English, Czech and Romanian in one stretch kept the test worker
 * from answering vitest on a loaded machine ("Timeout calling onTaskUpdate"). The drawing is deterministic, so
 * drawing a locale once gives what drawing it again would.
 */
const drawnIn = new Map<(typeof CONQUEST_LOCALES)[number], Promise<string[]>>();
function drawAll(locale: (typeof CONQUEST_LOCALES)[number]): Promise<string[]> {
  const cached = drawnIn.get(locale);
  if (cached) return cached;
  const drawn = drawnTextsAsync(async () => {
    resetConquestRendererCache();
    await turn();
    renderConquestMap(view, { locale });
    await turn();
    renderConquestMap(view, { locale, region: { provinces: ['italia', 'sicilia', 'macedonia', 'achaia'] }, battle: { ...battle, attacker: { ...battle.attacker, roll: [...battle.attacker.roll] }, defender: { ...battle.defender, roll: [...battle.defender.roll] } } });
  });
  drawnIn.set(locale, drawn);
  return drawn;
}

describe('words on the Conquest pictures', () => {
  it.each(CONQUEST_LOCALES)('every word drawn in %s is a word of its locale file', async (locale) => {
    const drawn = await drawAll(locale);
    expect(drawn.length).toBeGreaterThan(50);
    const known = vocabulary(conquestLocales[locale]);
    const unknown = new Set(drawn.flatMap(words).filter((w) => !known.has(w)));
    expect([...unknown]).toEqual([]);
  });

  it('Korean pictures carry no Latin letters', async () => {
    const latin = (await drawAll('ko')).filter((t) => /[A-Za-z]/.test(t));
    expect(latin).toEqual([]);
  });

  it('Czech and Romanian pictures carry none of the English-only words', async () => {
    const english = (await drawAll('en')).flatMap(words);
    for (const locale of ['cs', 'ro'] as const) {
      const own = vocabulary(conquestLocales[locale]);
      const englishOnly = new Set(english.filter((w) => !own.has(w)));
      const leaked = (await drawAll(locale)).flatMap(words).filter((w) => englishOnly.has(w));
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
