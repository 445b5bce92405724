/**
 * Conquest II names provinces and seas in its text as its map does: the
 * Classic game's place names of the reader's language (conquest.place),
 * never the data's Latin names in a Korean sentence.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { translator } from '../../../src/i18n';
import { PROVINCES, SEAS } from '../../../src/games/conquest/data';
import { provinceName, seaName } from '../../../src/games/conquest/render/labels';
import { describeEvents, placeName } from '../../../src/games/conquest2/discord/text';

const ids = [...Object.keys(PROVINCES), ...Object.keys(SEAS)];

describe.each(['en', 'cs', 'ro', 'ko'] as const)('Conquest II place names in %s', (locale) => {
  const t = translator(locale);

  it('are the map\'s names of every province and sea', () => {
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) expect(placeName(id, t), id).toBe(PROVINCES[id] ? provinceName(id, locale) : seaName(id, locale));
  });

  it('reach the event lines', () => {
    const [line] = describeEvents([{ type: 'slaveRevolt', at: 'egyptus' }] as never, t);
    expect(line).toContain(provinceName('egyptus', locale));
    if (locale === 'ko') expect(line).not.toMatch(/[A-Za-z]/);
  });
});
