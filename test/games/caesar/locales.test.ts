import { describe, expect, it } from 'vitest';
import { CAESAR_ERRORS } from '../../../src/games/caesar';
import { PROVINCE_IDS } from '../../../src/games/caesar/data';
import { leafKeys, messages } from '../../../src/i18n';
import '../../../src/games'; // registers the real games (and their strings)

const enKeys = leafKeys(messages('en')).sort();

describe('Caesar! strings', () => {
  it('translates every rule error code of the engine', () => {
    for (const code of Object.values(CAESAR_ERRORS)) {
      const key = `rule.${code.split('.').at(-1)}`;
      expect(enKeys, code).toContain(key);
    }
  });

  it('names every province, bonus, symbol and end reason', () => {
    for (const p of PROVINCE_IDS) expect(enKeys).toContain(`province.${p}`);
    for (const b of ['senate', 'tactics', 'wealth', 'might', 'poison', 'centurion']) expect(enKeys).toContain(`bonus.${b}`);
    for (const s of ['sword', 'shield', 'ship', 'wild']) expect(enKeys).toContain(`symbol.${s}`);
    for (const r of ['controlTokens', 'cannotPlace', 'resigned', 'abandoned']) expect(enKeys).toContain(`reason.${r}`);
  });

});
