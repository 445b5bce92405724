/**
 * The season summary picture (000 phases 6–7): victory points per key province that
 * scored, taxes, chaos revealed and what it cost, and the season's net victory points,
 * a column per player; it replaces the summary's text lines in the board post.
 */
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { translator } from '../../../src/i18n';
import { conquest2 } from '../../../src/games/conquest2';
import { conquest2Adapter } from '../../../src/games/conquest2/discord/adapter';
import { renderConquest2Summary, summaryRows } from '../../../src/games/conquest2/render/summary';
import { KEY_IDS } from '../../../src/games/conquest2/data';
import type { C2Event, SeasonSummary } from '../../../src/games/conquest2/types';
import { decode } from '../../render/pixels';
import { seatLabel, stored } from './picture-fixtures';

function summary(): SeasonSummary {
  const vp: Record<string, number[]> = Object.fromEntries(KEY_IDS.map((k) => [k, [0, 0, 0, 0]]));
  vp[KEY_IDS[0]] = [15, 5, 0, 0];
  vp[KEY_IDS[3]] = [0, 0, 10, 3];
  return { season: 2, taxes: [12, 7, 20, 5], vp, chaos: [6, 3, 9, 1], chaosLoss: [0, 0, 5, 0] };
}

describe('the season summary picture', () => {
  it('lists the scoring provinces, taxes, chaos and the net victory points in every language', () => {
    for (const locale of ['en', 'cs', 'ro', 'ko'] as const) {
      const rows = summaryRows(summary(), locale);
      expect(rows).toHaveLength(5);
      for (const r of rows) expect(r.label, locale).not.toMatch(/\{\{|undefined|conquest2\./);
      // 15 − 0, 5, 10 − 5 chaos, 3.
      expect(rows[4].cells, locale).toEqual(['15', '5', '5', '3']);
      expect(rows[3].cells[2], locale).toBe('9 (−5)');
    }
  });

  it('draws a PNG with a column per player, each headed in its colour', async () => {
    const png = renderConquest2Summary(summary(), 'en');
    const img = await loadImage(png);
    expect(img.height).toBe(110 + 5 * 34 + 20);
    const pic = await decode(png);
    // The first column head is red, the second blue (the players' colours).
    const right = img.width - 40 - 4 * 110;
    const red = pic.at(right + 55 - 35, 68);
    const blue = pic.at(right + 110 + 55 - 35, 68);
    expect(red[0]).toBeGreaterThan(150);
    expect(red[2]).toBeLessThan(80);
    expect(blue[2]).toBeGreaterThan(150);
  });

  it('goes with the board post after a season is scored, instead of the text lines', async () => {
    const en = translator('en');
    const s = { ...conquest2.setup({ players: 4, seasons: 4 }, 'summary'), version: 9, lastSummary: summary() };
    const scored: C2Event[] = [{ type: 'seasonScored', season: 2 } as unknown as C2Event];
    const post = await conquest2Adapter.boardPost(stored(s), scored, en, seatLabel);
    const pic = post.files.find((f) => f.name.startsWith('conquest2-summary-'));
    expect(pic?.description).toMatch(/season summary/);
    expect(post.content).toContain('End of campaign season 2');
    expect(post.content).not.toContain('Chaos revealed:');
    const plain = await conquest2Adapter.boardPost(stored(s), [{ type: 'passed', seat: 0 }], en, seatLabel);
    expect(plain.files.some((f) => f.name.startsWith('conquest2-summary-'))).toBe(false);
  }, 60_000);
});
