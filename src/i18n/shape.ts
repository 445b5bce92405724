/**
 * The type every non-English locale file of an area is checked against: the
 * English keys with any strings. A counted phrase is a plural family
 * (`key_one`, `key_few`, `key_many`, `key_other`): English defines the
 * family with the forms English needs, and each language writes exactly the
 * forms its Intl.PluralRules categories need (Czech one/few/many/other,
 * Romanian one/few/other, Korean other), so the type leaves the members of a
 * family optional; test/bot/i18n.test.ts checks that each language has its own
 * forms and no others.
 */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

type Plain<K> = K extends `${string}_${PluralSuffix}` ? never : K;
type Family<K> = K extends `${infer B}_${PluralSuffix}` ? `${B}_${PluralSuffix}` : never;

export type LocaleShape<T> = {
  [K in keyof T as Plain<K>]: T[K] extends string ? string : LocaleShape<T[K]>;
} & {
  [K in keyof T as Family<K>]?: string;
};

/** A leaf key split into its plural family and form ("a.b_few" → ["a.b", "few"]), or the key and null. */
export function pluralForm(key: string): [string, PluralSuffix | null] {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m ? [m[1], m[2] as PluralSuffix] : [key, null];
}
