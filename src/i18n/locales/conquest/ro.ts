import { en, type Messages } from './en';

export const ro: Messages = en;
