/**
 * Czech sentences of the games never put a name straight after a preposition
 * that would decline it: place names are Latin or fixed ("Italia", "Mare
 * Adriatico"), players are "Hráč 2", colours or faction names, and "v Italia",
 * "útočí na Hráč 2", "proti 1. punská válka" read as machine output (review
 * cs rows 21–22). The sentences say "v provincii {{province}}", "X → Y",
 * "Bitva – X:", "(obránce: X)" instead. The platform's strings keep
 * "v {{where}}" (a channel mention, which Discord shows as #name) and
 * mentions of members, which Czech Discord users read undeclined.
 */
import { describe, expect, it } from 'vitest';
import '../../src/games';
import { leafKeys, messages } from '../../src/i18n';
import { caesarLocales } from '../../src/games/caesar/locales';

const GAME_AREAS = ['caesar', 'conquest', 'conquest2', 'republic'];
/** Caesar! keeps its keys at the top level; the other games under their id. */
const inArea = (key: string, area: string) => (area === 'caesar' ? key.split('.')[0] in caesarLocales.cs : key.split('.')[0] === area);
const PREPOSITIONS = ['v', 've', 'do', 'z', 'ze', 'na', 'u', 'k', 'ke', 'od', 'o', 'proti', 'před', 'mezi', 'pro', 'po', 'za', 'nad', 'pod', 'při', 'bez'];
const BARE = new RegExp(`(?<!\\p{L})(${PREPOSITIONS.join('|')})\\s+\\{\\{(\\w+)\\}\\}`, 'giu');
/** Placeholders that carry numbers or whole phrases already declined by the sentence's own keys. */
const NOT_NAMES = new Set(['generals', 'mine', 'theirs', 'yea', 'nay', 'count', 'n', 'round', 'season', 'max', 'page', 'pages', 'votes', 'needed', 'cost', 'amount', 'talents', 'price', 'deadline', 'until', 'expires', 'hours', 'position']);

/** Member mentions and channel links: Discord shows them as @name and #name, which Czech users read undeclined. */
const MENTIONS = new Set(['challenger', 'opponent', 'where']);

const value = (obj: unknown, key: string) => key.split('.').reduce((o: any, k) => o?.[k], obj);

describe('Czech names after prepositions', () => {
  it('the check sees the constructions the review found', () => {
    const hits = (s: string) => [...s.matchAll(BARE)].filter((m) => !NOT_NAMES.has(m[2])).length;
    expect(hits('Bitva v {{province}}')).toBe(1);
    expect(hits('{{player}} útočí na {{target}}')).toBe(1);
    expect(hits('Bitva – {{province}}: útočí {{attacker}}, brání se {{defender}}')).toBe(0);
    expect(hits('do provincie {{to}}')).toBe(0);
    expect(hits('{{votes}} z {{needed}}')).toBe(0);
  });

  it.each(GAME_AREAS)('none in the %s strings', (area) => {
    const all = messages('cs');
    const found: string[] = [];
    const keys = leafKeys(all).filter((k) => inArea(k, area));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      for (const m of String(value(all, key)).matchAll(BARE)) if (!NOT_NAMES.has(m[2]) && !(MENTIONS.has(m[2]) && key.startsWith('challenge.'))) found.push(`${key}: "${m[0]}"`);
    }
    expect(found).toEqual([]);
  });
});
