import type { Messages } from './en';
import { en } from './en';

// TEMPORARY until translated
export const ro: Messages = en;
