import type { Messages } from './en';

export const ro: Messages = {};
