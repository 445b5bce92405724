/**
 * Korean particles chosen from the word they follow. A sentence is written
 * with the paired form ("{{player}}이(가)", "{{province}}(으)로"); once the
 * names are in, each pair becomes the one form the last syllable asks for:
 * 이/가, 을/를, 은/는, 과/와 depend on whether it ends in a consonant (받침),
 * (으)로 on whether it ends in a consonant other than ㄹ. A word we cannot read
 * (a Discord mention, Latin letters) keeps the paired form, which is correct
 * Korean for an unknown word.
 */

/** Final consonant of a digit's Sino-Korean reading (영 일 이 삼 사 오 육 칠 팔 구): 0 = none, 8 = ㄹ. */
const DIGIT_FINAL = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];

/** The final consonant index (0 = none, 8 = ㄹ) of the last readable character, or null. */
export function finalConsonant(word: string): number | null {
  // Markdown around a name (**name**, ~~name~~) does not change how it is read.
  const s = word.replace(/[*_~`]+$/u, '');
  const c = s.at(-1);
  if (!c) return null;
  const code = c.codePointAt(0)!;
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28;
  if (c >= '0' && c <= '9') return DIGIT_FINAL[Number(c)];
  return null;
}

const PAIRS: Record<string, [string, string]> = {
  '이(가)': ['이', '가'],
  '을(를)': ['을', '를'],
  '은(는)': ['은', '는'],
  '과(와)': ['과', '와'],
};

/** The particle for a word: `particle('플레이어 2', '이(가)')` → "가"; `particle('이탈리아', '(으)로')` → "로". */
export function particle(word: string, pair: string): string {
  const f = finalConsonant(word);
  if (f === null) return pair;
  if (pair === '(으)로') return f === 0 || f === 8 ? '로' : '으로';
  const forms = PAIRS[pair];
  if (!forms) return pair;
  return f === 0 ? forms[1] : forms[0];
}

const PATTERN = /(\S+?)(이\(가\)|을\(를\)|은\(는\)|과\(와\)|\(으\)로)/gu;

/** Resolves every paired particle of a finished Korean sentence. */
export function resolveParticles(text: string): string {
  return text.replace(PATTERN, (_, word: string, pair: string) => word + particle(word, pair));
}
