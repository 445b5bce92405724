import type { Messages } from './en';

export const ko: Messages = {};
