/** Localised names and descriptions for command definitions. */
import { localizations, translator } from '../i18n';

const en = translator('en');

export function named(key: string): { name: string; name_localizations: Record<string, string>; description: string; description_localizations: Record<string, string> } {
  return {
    name: en(`${key}.name`),
    name_localizations: localizations(`${key}.name`),
    description: en(`${key}.description`),
    description_localizations: localizations(`${key}.description`),
  };
}

export function choice(key: string, value: string): { name: string; name_localizations: Record<string, string>; value: string } {
  return { name: en(key), name_localizations: localizations(key), value };
}

/** A game's title in each language, for the game choices of commands (from `gameTitle.<id>`, where a language has one). */
export function gameNameLocalizations(id: string): { name_localizations?: Record<string, string> } {
  const key = `gameTitle.${id}`;
  const names = Object.fromEntries(Object.entries(localizations(key)).filter(([, v]) => v !== key).map(([l, v]) => [l, v.slice(0, 100)]));
  return Object.keys(names).length ? { name_localizations: names } : {};
}
