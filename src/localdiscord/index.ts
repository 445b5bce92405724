export type * from './types';
export { startLocalDiscord } from './server';
export { localChatDir } from './persist';
export { Perm } from './permissions';
