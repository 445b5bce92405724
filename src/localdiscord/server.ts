import type { LocalDiscord, LocalDiscordOptions } from './types';

/** Starts the local Discord server (implementation in progress). */
export async function startLocalDiscord(_options: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  throw new Error('local Discord: not implemented yet');
}
