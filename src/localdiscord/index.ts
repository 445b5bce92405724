export type * from './types';
export { startLocalDiscord } from './server';
