import { en, type Messages } from './en';

export const ko: Messages = en;
