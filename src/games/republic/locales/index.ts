import { en } from './en';
import { cs } from './cs';
import { ro } from './ro';
import { ko } from './ko';

/** The Republic of Rome's strings per locale; added to the bot's strings when the game is registered. */
export const republicLocales = { en, cs, ro, ko };
