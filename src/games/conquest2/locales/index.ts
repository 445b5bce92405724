import { en } from './en';
import { cs } from './cs';
import { ro } from './ro';
import { ko } from './ko';

/** Conquest II's strings per locale; added to the bot's strings when the game is registered. */
export const conquest2Locales = { en, cs, ro, ko };
