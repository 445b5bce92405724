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
