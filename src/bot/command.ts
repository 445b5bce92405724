/** The shape of a slash command module is part of the game contract (src/core/discord-adapter.ts). */
export type { SlashCommand } from '../core/discord-adapter';
