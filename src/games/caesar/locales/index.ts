import { en } from './en';
import { cs } from './cs';
import { ro } from './ro';
import { ko } from './ko';

/** Caesar!'s strings per locale; added to the bot's strings when the game is registered. */
export const caesarLocales = { en, cs, ro, ko };
