/** Conquest's rule refusals reach the player as their own reason, in their language, not as a generic "not allowed". */
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n';
import { translateRuleError } from '../../src/bot/service';
import { CONQUEST_ERRORS } from '../../src/games/conquest/errors';
import '../../src/games';

describe('Conquest rule errors', () => {
  it.each(['en', 'cs', 'ro', 'ko'])('every code has its own reason in %s', (locale) => {
    const t = translator(locale);
    const generic = translateRuleError({ code: 'nothing.error.unknownCode', message: '' }, t);
    const texts = Object.values(CONQUEST_ERRORS).map((code) => translateRuleError({ code, message: '' }, t));
    for (const text of texts) expect(text).not.toBe(generic);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('uses the rulebook word', () => {
    expect(translateRuleError({ code: CONQUEST_ERRORS.noLeader, message: '' }, translator('cs'))).toContain('velitele');
    expect(translateRuleError({ code: CONQUEST_ERRORS.noLeader, message: '' }, translator('ro'))).toContain('lider');
    expect(translateRuleError({ code: CONQUEST_ERRORS.noLeader, message: '' }, translator('ko'))).toContain('지도자');
  });
});
