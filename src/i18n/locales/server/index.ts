import { en } from './en';
import { cs } from './cs';
import { ro } from './ro';
import { ko } from './ko';

/** The community-server area's strings per locale; merged into the bot's resources by src/i18n/index.ts. */
export const serverLocales = { en, cs, ro, ko };
