import type { Messages } from './en';
import { en } from './en';

// TEMPORARY until translated
export const cs: Messages = en;
