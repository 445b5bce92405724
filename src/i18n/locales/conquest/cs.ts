import type { Messages } from './en';

export const cs: Messages = {};
