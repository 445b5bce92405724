/**
 * The Mediterranean picture: every province and war of the data has a place
 * on it (data/republic/map.json), it is drawn in the four languages with
 * words from the locale files only, from the public view (the same texts
 * whatever the hidden treasuries and hands are, never a planted value), and
 * it is attached when the map matters.
 */
import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { PROVINCES, PROVINCE_REVOLT_PREFIX, WARS } from '../../../../src/games/republic/data';
import { MAP_SIZE, provincePlace, renderMediterranean, warPlace } from '../../../../src/games/republic/render/map';
import { mapLabels, mapMatters } from '../../../../src/games/republic/discord/picture';
import { cardName } from '../../../../src/games/republic/discord/text';
import { localName } from '../../../../src/games/republic/locales/names';
import type { RepublicState } from '../../../../src/games/republic/types';
import { drawnInFile, planted } from '../picture-fixture';
import { yielder } from '../../../support/yield';

registerGame(republicPlugin);

const drawn = drawnInFile();

/**
 * A Middle Republic AI game at the moment it has the most armies, provinces and wars. A second or more of
 * synchronous work: the event loop gets a turn now and then (test/support/yield.ts).
 */
async function busy(): Promise<RepublicState> {
  let s = republic.setup(republic.parseOptions({ players: 4, scenario: 'middle' }), 'map-1');
  let best = s;
  const score = (x: RepublicState) => x.armies.length * 3 + Object.keys(x.provinces).length + x.forum.wars.length;
  const pause = yielder();
  for (let k = 0; k < 4000 && !republic.result(s); k++) {
    await pause();
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `m${s.version}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
    if (score(s) > score(best)) best = s;
  }
  return best;
}

describe('the Mediterranean map', () => {
  it('places every province, every war and every province revolt', () => {
    for (const id of PROVINCES.keys()) {
      expect(provincePlace(id), id).not.toBeNull();
      expect(warPlace(`${PROVINCE_REVOLT_PREFIX}${id}`, null, id), id).not.toBeNull();
    }
    for (const w of WARS.values()) expect(warPlace(w.id, w.set, null), w.id).not.toBeNull();
  });

  it('is drawn from the public view in four languages, words from the locale files, nothing hidden', async () => {
    const s = await busy();
    expect(s.armies.length).toBeGreaterThan(0);
    for (const locale of ['en', 'cs', 'ro', 'ko']) {
      const t = translator(locale);
      const runs: string[][] = [];
      for (const salt of [1, 2]) {
        drawn.clear();
        const png = await renderMediterranean(mapLabels(republic.view(planted(s, salt), null), t, locale));
        const img = await loadImage(png);
        expect([img.width, img.height]).toEqual([MAP_SIZE.width, MAP_SIZE.height]);
        runs.push(drawn.take());
      }
      expect(runs[0]).toEqual(runs[1]);
      const all = runs[0].join('\n');
      expect(all).not.toMatch(/73\d\d/);
      expect(all, locale).not.toMatch(/republic\.|\{\{/);
      expect(all).toContain(t('republic.map.rome'));
      expect(all).toContain(t('republic.map.army'));
      // Every war in the Forum and every province is named, in the picture's language.
      expect(s.forum.wars.length).toBeGreaterThan(0);
      for (const w of s.forum.wars) expect(all).toContain(cardName(w.card, t));
      for (const p of Object.keys(s.provinces)) expect(all).toContain(localName(`province:${p}`, t, PROVINCES.get(p)!.name));
    }
  });

  it('is attached when the map matters: the Combat Phase, battles, wars, armies and provinces', () => {
    expect(mapMatters('combat', [])).toBe(true);
    expect(mapMatters('forum', [{ type: 'battle' }])).toBe(true);
    expect(mapMatters('senate', [{ type: 'deployed' }])).toBe(true);
    expect(mapMatters('forum', [{ type: 'warActive' }])).toBe(true);
    expect(mapMatters('revolution', [{ type: 'phase', phase: 'combat' }])).toBe(true);
    expect(mapMatters('senate', [{ type: 'vote' }, { type: 'voteResult' }])).toBe(false);
    expect(mapMatters('forum', [])).toBe(false);
  });
});
