/**
 * Every word on a Conquest of the Empire II picture (the map with its panel,
 * the card market, the season summary) comes from the locale files of the
 * picture's language: the game's own strings and the shared map's place names
 * (conquest.place, drawn by the Classic overlay). Captured from the canvas
 * calls. Czech and Romanian pictures carry none of the English-only words;
 * Korean pictures no Latin letters but the glossary's allowed marks.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { conquest2 } from '../../../../src/games/conquest2';
import { conquest2Plugin } from '../../../../src/games/conquest2/plugin';
import { drawConquest2Map } from '../../../../src/games/conquest2/render';
import { drawConquest2Market } from '../../../../src/games/conquest2/render/market';
import { drawConquest2Summary } from '../../../../src/games/conquest2/render/summary';
import { midGameState } from '../../../../src/games/conquest2/render/example-pictures';
import { conquest2Locales } from '../../../../src/games/conquest2/locales';
import { conquestLocales } from '../../../../src/games/conquest/locales';
import { CARD_DEFS, DECK_IDS, KEY_IDS, SENATE_VOTE_IDS } from '../../../../src/games/conquest2/data';
import type { C2View, SeasonSummary } from '../../../../src/games/conquest2/types';
import { drawnTextsAsync, vocabulary, words } from '../../../render/drawn-words';

const LOCALES = ['en', 'cs', 'ro', 'ko'] as const;
type Locale = (typeof LOCALES)[number];

const mid = conquest2.view(midGameState('words', 160, 6), null);
const fresh = conquest2.view(conquest2.setup({ players: 3, seasons: 5 }, 'words'), null);
// Every card of the game in the market at once, so every card name is drawn.
const allCards: C2View = { ...mid, market: [...SENATE_VOTE_IDS, ...DECK_IDS] };
const over: C2View = { ...mid, phase: 'over', market: [] };

function summary(): SeasonSummary {
  const vp: Record<string, number[]> = Object.fromEntries(KEY_IDS.map((k) => [k, [0, 0, 0, 0, 0, 0]]));
  KEY_IDS.forEach((k, i) => { vp[k][i % 6] = 5 + i; });
  return { season: 3, taxes: [12, 7, 20, 5, 0, 9], vp, chaos: [6, 3, 9, 1, 0, 2], chaosLoss: [0, 0, 5, 0, 0, 0] };
}

/**
 * The words drawn on every picture in `locale`, drawn once per locale, with a turn of the event loop between
 * pictures: each is a second or more of synchronous canvas work, and redrawing English and Czech in one stretch
 * kept the test worker from answering vitest for a minute on a loaded machine ("Timeout calling onTaskUpdate").
 */
const drawnIn = new Map<Locale, Promise<string[]>>();
// The renderer warmed as the bot warms it after start (GamePlugin.warmUp, a step at a time), so the first
// picture is not the one that builds the map's geometry and base layer. It builds no language's names:
// those are drawn by each language's first picture, inside the capture.
beforeAll(() => conquest2Plugin.warmUp!(), 120_000);
const aTurn = () => new Promise((resolve) => setImmediate(resolve));
function drawAll(locale: Locale): Promise<string[]> {
  const cached = drawnIn.get(locale);
  if (cached) return cached;
  const drawn = drawnTextsAsync(async () => {
    for (const v of [mid, fresh, over]) { await aTurn(); drawConquest2Map(v, { locale }); }
    for (const v of [allCards, fresh, over]) { await aTurn(); drawConquest2Market(v, locale); }
    drawConquest2Summary(summary(), locale);
  });
  drawnIn.set(locale, drawn);
  return drawn;
}

/** The Senator cards' values are printed as Roman numerals on the cards (004:429 "상원 의원 I, II, III"), in every language. */
const NUMERALS = ['I', 'II', 'III', 'IV'];
const known = (locale: Locale) => {
  const v = vocabulary(conquest2Locales[locale], conquestLocales[locale].conquest.place, conquestLocales[locale].conquest.placeShort);
  for (const n of NUMERALS) v.add(n);
  return v;
};
const latinAllowed = new Set<string>(
  (JSON.parse(readFileSync(new URL('../../../../data/glossary/ko.json', import.meta.url), 'utf8')).latinAllowed ?? []).map((a: { word: string }) => a.word),
);

describe('words on the Conquest II pictures', () => {
  it('draws every card of the game in the market', () => {
    expect(Object.keys(CARD_DEFS).length).toBeGreaterThan(10);
    expect(allCards.market.length).toBe(SENATE_VOTE_IDS.length + DECK_IDS.length);
  });

  it.each(LOCALES)('every word drawn in %s is a word of its locale files', async (locale) => {
    const drawn = await drawAll(locale);
    expect(drawn.length).toBeGreaterThan(80);
    const vocab = known(locale);
    expect([...new Set(drawn.flatMap(words).filter((w) => !vocab.has(w)))]).toEqual([]);
    // No key, placeholder or missing value reaches the picture.
    expect(drawn.filter((t) => /\{\{|\}\}|undefined|null|NaN|conquest2?\./.test(t))).toEqual([]);
  });

  it('Czech and Romanian pictures carry none of the English-only words', async () => {
    const english = (await drawAll('en')).flatMap(words);
    for (const locale of ['cs', 'ro'] as const) {
      const own = known(locale);
      const englishOnly = new Set(english.filter((w) => !own.has(w)));
      const leaked = [...new Set((await drawAll(locale)).flatMap(words).filter((w) => englishOnly.has(w)))];
      expect(leaked, locale).toEqual([]);
    }
  });

  it('Korean pictures carry no Latin letters but the marks the glossary allows (alliance numerals)', async () => {
    const latin = [...new Set((await drawAll('ko')).flatMap((t) => t.match(/[A-Za-z]+/g) ?? []).filter((w) => !latinAllowed.has(w)))];
    expect(latin).toEqual([]);
  });
});
