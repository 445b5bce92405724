/** English strings of the leagues area: the reference for this area's other locales. */
export const en = {};

export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
export type Messages = LocaleShape<typeof en>;
