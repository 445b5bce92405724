/** Every reason the engine gives has its words in every language, and the bot shows them (not a generic line). */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { SUPPORTED_LOCALES, translator } from '../../../src/i18n';
import { C2_ERRORS } from '../../../src/games/conquest2/errors';
import { translateRuleError } from '../../../src/bot/service';
import { board, conquest2 } from './helpers';

describe('Conquest II errors', () => {
  it('has a string for every error code in every language', () => {
    for (const l of SUPPORTED_LOCALES) {
      const t = translator(l);
      for (const code of C2_ERRORS) expect(t(`conquest2.error.${code}`), `${l}:${code}`).not.toBe(`conquest2.error.${code}`);
    }
  });

  it('reaches the player in their language through the bot', () => {
    const out = conquest2.apply(board(), 0, { type: 'tax', amount: 30 });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(translateRuleError(out.error, translator('en'))).toContain('5 to 25 talents');
    expect(translateRuleError(out.error, translator('cs'))).toContain('5 až 25 talentů');
  });
});
