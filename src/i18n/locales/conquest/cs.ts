import { en, type Messages } from './en';

export const cs: Messages = en;
