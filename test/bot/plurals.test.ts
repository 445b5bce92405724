/**
 * Counted phrases in every language: the plural forms i18next picks through
 * Intl.PluralRules (Czech one/few/many/other, Romanian one/few/other with "de"
 * from 20 on, Korean one form with a counter), for 0, 1, 2, 5 and 21.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, leafKeys, messages, translator } from '../../src/i18n';
import { pluralForm } from '../../src/i18n/shape';
import { finalConsonant, particle, resolveParticles } from '../../src/i18n/korean';
import '../../src/games';

const COUNTS = [0, 1, 2, 5, 21];

/** Written out by hand from each language's grammar, in the order of COUNTS. */
const EXPECTED: Record<string, Record<string, string[]>> = {
  'conquest.n.talents': {
    en: ['0 talents', '1 talent', '2 talents', '5 talents', '21 talents'],
    cs: ['0 talentů', '1 talent', '2 talenty', '5 talentů', '21 talentů'],
    ro: ['0 talanți', '1 talant', '2 talanți', '5 talanți', '21 de talanți'],
    ko: ['0 탈렌트', '1 탈렌트', '2 탈렌트', '5 탈렌트', '21 탈렌트'],
  },
  'conquest.n.hits': {
    en: ['0 hits', '1 hit', '2 hits', '5 hits', '21 hits'],
    cs: ['0 zásahů', '1 zásah', '2 zásahy', '5 zásahů', '21 zásahů'],
    ro: ['0 lovituri', 'o lovitură', '2 lovituri', '5 lovituri', '21 de lovituri'],
    ko: ['적중 0', '적중 1', '적중 2', '적중 5', '적중 21'],
  },
  'conquest.n.generals': {
    en: ['0 generals', '1 general', '2 generals', '5 generals', '21 generals'],
    cs: ['0 generálů', '1 generála', '2 generály', '5 generálů', '21 generálů'],
    ro: ['0 generali', '1 general', '2 generali', '5 generali', '21 de generali'],
    ko: ['장군 0명', '장군 1명', '장군 2명', '장군 5명', '장군 21명'],
  },
  'move.spaces': {
    en: ['0 spaces', '1 space', '2 spaces', '5 spaces', '21 spaces'],
    cs: ['0 polí', '1 pole', '2 pole', '5 polí', '21 polí'],
    ro: ['0 spații', '1 spațiu', '2 spații', '5 spații', '21 de spații'],
    ko: ['0칸', '1칸', '2칸', '5칸', '21칸'],
  },
  'event.drew': {
    en: ['Caesar drew 0 tokens.', 'Caesar drew 1 token.', 'Caesar drew 2 tokens.', 'Caesar drew 5 tokens.', 'Caesar drew 21 tokens.'],
    cs: ['Caesar si vylosoval 0 žetonů.', 'Caesar si vylosoval 1 žeton.', 'Caesar si vylosoval 2 žetony.', 'Caesar si vylosoval 5 žetonů.', 'Caesar si vylosoval 21 žetonů.'],
    ro: ['Caesar a tras 0 jetoane.', 'Caesar a tras un jeton.', 'Caesar a tras 2 jetoane.', 'Caesar a tras 5 jetoane.', 'Caesar a tras 21 de jetoane.'],
    ko: ['Caesar: 토큰 0개를 뽑음.', 'Caesar: 토큰 1개를 뽑음.', 'Caesar: 토큰 2개를 뽑음.', 'Caesar: 토큰 5개를 뽑음.', 'Caesar: 토큰 21개를 뽑음.'],
  },
  'conquest2.unit.infantry': {
    en: ['0 infantry', '1 infantry', '2 infantry', '5 infantry', '21 infantry'],
    // 000 counts "1 pěchota", "2 pěchoty", "4 pěchoty"; 002 keeps "infanterie" unchanged ("3 infanterie"); 004 CE2 "보병 3명".
    cs: ['0 pěchot', '1 pěchota', '2 pěchoty', '5 pěchot', '21 pěchot'],
    ro: ['0 infanterie', '1 infanterie', '2 infanterie', '5 infanterie', '21 de infanterie'],
    ko: ['보병 0명', '보병 1명', '보병 2명', '보병 5명', '보병 21명'],
  },
  'conquest2.unit.galley': {
    en: ['0 galleys', '1 galley', '2 galleys', '5 galleys', '21 galleys'],
    cs: ['0 galér', '1 galéra', '2 galéry', '5 galér', '21 galér'],
    ro: ['0 galere', '1 galeră', '2 galere', '5 galere', '21 de galere'],
    ko: ['갤리선 0척', '갤리선 1척', '갤리선 2척', '갤리선 5척', '갤리선 21척'],
  },
  'republic.talents': {
    en: ['0 talents', '1 talent', '2 talents', '5 talents', '21 talents'],
    cs: ['0 talentů', '1 talent', '2 talenty', '5 talentů', '21 talentů'],
    ro: ['0 talanți', '1 talant', '2 talanți', '5 talanți', '21 de talanți'],
    ko: ['0 탈렌트', '1 탈렌트', '2 탈렌트', '5 탈렌트', '21 탈렌트'],
  },
  'history.truncated': {
    en: ['…and 0 earlier lines.', '…and 1 earlier line.', '…and 2 earlier lines.', '…and 5 earlier lines.', '…and 21 earlier lines.'],
    cs: ['…a 0 starších řádků.', '…a 1 starší řádek.', '…a 2 starší řádky.', '…a 5 starších řádků.', '…a 21 starších řádků.'],
    ro: ['…și încă 0 rânduri mai vechi.', '…și încă un rând mai vechi.', '…și încă 2 rânduri mai vechi.', '…și încă 5 rânduri mai vechi.', '…și încă 21 de rânduri mai vechi.'],
    ko: ['…이전 기록 0줄 생략.', '…이전 기록 1줄 생략.', '…이전 기록 2줄 생략.', '…이전 기록 5줄 생략.', '…이전 기록 21줄 생략.'],
  },
};

describe('plural forms', () => {
  for (const [key, byLocale] of Object.entries(EXPECTED)) {
    it.each(SUPPORTED_LOCALES)(`${key} in %s for 0, 1, 2, 5, 21`, (locale) => {
      const t = translator(locale);
      expect(COUNTS.map((count) => t(key, { count, side: 'Caesar' }))).toEqual(byLocale[locale]);
    });
  }

  // Every counted phrase of every game and the platform, for 0, 1, 2, 5 and 21: no "(s)"-style
  // stand-ins for a plural, and the number is shown unless the form spells it ("o lovitură").
  const families = [...new Set(leafKeys(messages('en')).map((k) => pluralForm(k)).filter(([, f]) => f).map(([b]) => b))];
  it.each(SUPPORTED_LOCALES)('every counted phrase in %s reads without "(s)" stand-ins', (locale) => {
    const t = translator(locale);
    expect(families.length).toBeGreaterThan(40);
    expect(families.filter((b) => /^(conquest2|republic)\./.test(b)).length).toBeGreaterThan(10);
    for (const base of families) {
      // Every other name of the sentence filled in, so only the counted part is left to check.
      const filler = Object.fromEntries([...t(`${base}_other`).matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1], '7']));
      for (const count of COUNTS) {
        const text = t(base, { ...filler, count });
        expect(text, `${locale}:${base} ${count}`).not.toMatch(/\((s|y|e|i|uri)\)|\{\{/);
        if (!(locale === 'ro' && count === 1)) expect(text, `${locale}:${base} ${count}`).toContain(String(count));
      }
    }
  });
});

describe('plural forms by the grammar of each language, in every counted phrase', () => {
  const families = [...new Set(leafKeys(messages('en')).map((k) => pluralForm(k)).filter(([, f]) => f).map(([b]) => b))];
  const fill = (t: ReturnType<typeof translator>, base: string, count: number) => {
    const filler = Object.fromEntries([...t(`${base}_other`).matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1], 'X']));
    return t(base, { ...filler, count });
  };

  it('Romanian puts "de" between a number from 20 on and its noun, and not below 20', () => {
    const t = translator('ro');
    for (const base of families) {
      // The noun right after the number: a lower-case word ("25 de talanți"; not "25 ×", "25)", "25 h").
      const after = (n: number) => new RegExp(`(?<!\\d)${n} (de )?([a-zăâîșț]\\S*)`).exec(fill(t, base, n));
      for (const n of [21, 25, 100]) {
        const m = after(n);
        if (m) expect(m[1], `ro:${base} ${n}: "${m[0]}"`).toBe('de ');
      }
      for (const n of [2, 5, 19]) {
        const m = after(n);
        if (m) expect(m[1], `ro:${base} ${n}: "${m[0]}"`).toBeUndefined();
      }
    }
  });

  it('Korean has one form, the same for every number', () => {
    const t = translator('ko');
    for (const base of families) {
      const forms = new Set([0, 1, 2, 5, 21].map((n) => fill(t, base, n).replace(/\d+/g, '#')));
      expect(forms.size, `ko:${base}`).toBe(1);
    }
  });
});

describe('Korean particles', () => {
  it('read the final syllable of Hangul and of digits', () => {
    expect(finalConsonant('이탈리아')).toBe(0);
    expect(finalConsonant('갈리아 나르보넨시스')).toBe(0);
    expect(finalConsonant('흑해')).toBe(0);
    expect(finalConsonant('대서양')).not.toBe(0);
    expect(finalConsonant('플레이어 1')).toBe(8);
    expect(finalConsonant('<@123>')).toBeNull();
    expect(particle('플레이어 2', '이(가)')).toBe('가');
    expect(particle('플레이어 3', '이(가)')).toBe('이');
    expect(particle('팔레스티나', '을(를)')).toBe('를');
    expect(particle('장군 2명', '을(를)')).toBe('을');
    expect(particle('서울', '(으)로')).toBe('로');
    expect(particle('대서양', '(으)로')).toBe('으로');
    expect(particle('이탈리아', '(으)로')).toBe('로');
    expect(particle('Someone', '이(가)')).toBe('이(가)');
  });

  it('are resolved in Korean sentences once the names are in', () => {
    const t = translator('ko');
    expect(t('conquest.ev.retreated', { player: '플레이어 2', to: '이탈리아' })).toBe('플레이어 2가 이탈리아로 퇴각');
    expect(t('conquest.ev.conquered', { player: '플레이어 3', province: '이집트' })).toBe('플레이어 3이 이집트를 점령');
    expect(t('conquest.ev.captured', { holder: '플레이어 1', owner: '플레이어 2', generals: t('conquest.n.generals', { count: 2 }) }))
      .toBe('플레이어 1이 플레이어 2의 장군 2명을 포로로 잡음');
    // A mention cannot be read: the paired form stays.
    expect(resolveParticles('<@42>이(가) 이겼습니다')).toBe('<@42>이(가) 이겼습니다');
  });
});
