/**
 * Everything a handler needs, passed explicitly (no globals), so tests can
 * build a bot around their own storage, logger and clock.
 */
import type { Client } from 'discord.js';
import type { Config } from './config';
import type { Logger } from './logger';
import type { GameRepository, KeyedMutex } from '../storage';
import type { GameAdapter } from '../core/discord-adapter';

export interface BotContext {
  client: Client;
  repo: GameRepository;
  log: Logger;
  config: Config;
  /** Per-game serialisation of interactions, reminders and computer moves. */
  mutex: KeyedMutex;
  adapters: Record<string, GameAdapter>;
  now: () => number;
}

/** Filled in by handlers, logged once per interaction by the router. Public facts only. */
export interface InteractionLog {
  gameId?: string;
  action?: Record<string, unknown>;
  outcome: string;
}
