import type { GameModule } from './game';

/** All games the bot and the CLI know, by id. Each game registers itself here. */
const games = new Map<string, GameModule<any, any, any, any, any>>();

export function registerGame(module: GameModule<any, any, any, any, any>): void {
  games.set(module.id, module);
}

export function getGame(id: string): GameModule<any, any, any, any, any> {
  const g = games.get(id);
  if (!g) throw new Error(`unknown game "${id}" (known: ${[...games.keys()].join(', ') || 'none'})`);
  return g;
}

export function gameIds(): string[] {
  return [...games.keys()];
}
