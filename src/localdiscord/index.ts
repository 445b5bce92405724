export type * from './types';
export { startLocalDiscord } from './server';
export { Perm } from './permissions';
