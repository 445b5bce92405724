/**
 * The card market picture (000 phase 2: the cards lie face up for everyone): the
 * cards for sale grouped with a count, named as the rulebook does in each language,
 * with prices and the season/round track; posted with the board when it changed.
 */
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { translator } from '../../../src/i18n';
import { conquest2 } from '../../../src/games/conquest2';
import { conquest2Adapter } from '../../../src/games/conquest2/discord/adapter';
import { marketCardName, marketEntries, marketSize, renderConquest2Market } from '../../../src/games/conquest2/render/market';
import { midGameState } from '../../../src/games/conquest2/render/example-pictures';
import { decode } from '../../render/pixels';
import { seatLabel, stored } from './picture-fixtures';

describe('the card market picture', () => {
  it('groups identical cards, names them in each language and keeps every card once', () => {
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'market');
    const view = conquest2.view(s, null);
    for (const locale of ['en', 'cs', 'ro', 'ko'] as const) {
      const entries = marketEntries(view, locale);
      expect(entries.reduce((n, e) => n + e.count, 0)).toBe(s.market.length);
      for (const e of entries) expect(e.name, locale).not.toMatch(/\{\{|undefined/);
    }
    expect(marketCardName('vote-hailCaesar', 'en')).toBe('Senate Vote: Hail Caesar!');
    expect(marketCardName('senator-4', 'en')).toBe('Senator IV');
    expect(marketCardName('merchant-egyptus', 'cs')).toMatch(/^Obchodník|Merchant/);
    const twice = { ...view, market: ['politician#1', 'politician#2', 'bribe#1'] };
    expect(marketEntries(twice, 'en')).toEqual([
      { name: 'Politician', price: 15, type: 'immediate', count: 2 },
      { name: 'Bribe Senator', price: 5, type: 'immediate', count: 1 },
    ]);
  });

  it('draws a PNG as tall as its rows, with the current round in gold on the track', async () => {
    const s = midGameState('market', 160);
    const view = conquest2.view(s, null);
    const png = renderConquest2Market(view, 'en');
    const img = await loadImage(png);
    expect({ width: img.width, height: img.height }).toEqual(marketSize(view));
    const pic = await decode(png);
    // The track square of the current round (season s, round r) is gold; one later is not.
    const square = (season: number, round: number) => pic.at(20 + (season - 1) * 92 + (round - 1) * 20 + 8, 92);
    const gold = square(s.season, Math.min(4, s.round));
    expect(gold[0]).toBeGreaterThan(200);
    expect(square(4, 4)).not.toEqual(gold);
  });

  it('goes with the first board post and with posts after a card is taken, as the second picture', async () => {
    const en = translator('en');
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'market');
    const first = await conquest2Adapter.boardPost(stored(s), [], en, seatLabel);
    expect(first.files.map((f) => f.name)).toEqual(['conquest2-m1-0.png', 'conquest2-market-m1-0.png']);
    const later = { ...s, version: 5 };
    const plain = await conquest2Adapter.boardPost(stored(later), [{ type: 'passed', seat: 0 }], en, seatLabel);
    expect(plain.files).toHaveLength(1);
    const bought = await conquest2Adapter.boardPost(stored(later), [{ type: 'cardTaken', seat: 0, card: 'bribe#1', price: 5 }], en, seatLabel);
    expect(bought.files).toHaveLength(2);
    expect(bought.files[1].description).toMatch(/Conquest cards for sale/);
  }, 60_000);
});
