/** The bot's context and interaction log are part of the game contract (src/core/discord-adapter.ts). */
export type { BotContext, InteractionLog } from '../core/discord-adapter';
