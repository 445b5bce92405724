/**
 * The games the bot and the CLI know, by id. The list of games is
 * src/games/index.ts, which registers each game's plugin here when an entry
 * point (src/main.ts, src/deploy-commands.ts, src/cli/main.ts) imports it;
 * tests register the games they need. Generic code asks this module and never
 * imports a game's folder.
 */
import type { GameModule } from './game';
import type { GamePlugin } from './plugin';
import type { GameAdapter } from './discord-adapter';
import { addStrings } from '../i18n';

const plugins = new Map<string, GamePlugin>();

/** Adds a game (and its strings). Registering the same plugin again changes nothing; another with the same id is an error. */
export function registerGame(plugin: GamePlugin): void {
  const known = plugins.get(plugin.id);
  if (known === plugin) return;
  if (known) throw new Error(`game "${plugin.id}" is registered twice`);
  if (plugin.module.id !== plugin.id || (plugin.discord && plugin.discord.id !== plugin.id)) {
    throw new Error(`game "${plugin.id}": its module and adapter must carry the same id`);
  }
  if (plugin.league && !plugin.discord) throw new Error(`game "${plugin.id}": league play needs its Discord adapter`);
  addStrings(plugin.id, plugin.locales);
  plugins.set(plugin.id, plugin);
}

export function findPlugin(id: string): GamePlugin | undefined {
  return plugins.get(id);
}

export function getPlugin(id: string): GamePlugin {
  const p = plugins.get(id);
  if (!p) throw new Error(`unknown game "${id}" (known: ${gameIds().join(', ') || 'none'})`);
  return p;
}

/** The rules of a game. */
export function getGame(id: string): GameModule<any, any, any, any, any> {
  return getPlugin(id).module;
}

/**
 * A saved state as its game reads it today: one of an older schema goes through the game's
 * `migrate` (which throws on one it cannot read); a game without `migrate`, or not registered here,
 * gets it as stored.
 */
export function upgradeSavedState(game: string, state: unknown): unknown {
  const migrate = plugins.get(game)?.module.migrate;
  return migrate ? migrate(state) : state;
}

/** Every registered game, in registration order. */
export function gamePlugins(): GamePlugin[] {
  return [...plugins.values()];
}

export function gameIds(): string[] {
  return [...plugins.keys()];
}

/** The Discord adapters of every registered game that has one, for the bot's context. */
export function discordAdapters(): Record<string, GameAdapter> {
  return Object.fromEntries(gamePlugins().flatMap((p) => (p.discord ? [[p.id, p.discord]] : [])));
}
