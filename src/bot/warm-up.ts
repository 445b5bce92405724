/**
 * After start, each registered game builds the picture caches its first picture on this thread
 * would otherwise build in one long call (GamePlugin.warmUp): the game's own steps give the event
 * loop a turn between them, so interactions are still acknowledged meanwhile. Games run one after
 * another; a failure is logged and leaves that game's caches to its first picture.
 */
import type { Logger } from './logger';
import { gamePlugins } from '../core/registry';

export async function warmUpGames(log: Logger): Promise<string[]> {
  const warmed: string[] = [];
  for (const plugin of gamePlugins()) {
    if (!plugin.warmUp) continue;
    try {
      await plugin.warmUp();
      warmed.push(plugin.id);
    } catch (e) {
      log.warn({ game: plugin.id, err: (e as Error).message }, 'picture warm-up failed; the first picture builds its caches');
    }
  }
  if (warmed.length) log.info({ games: warmed }, 'pictures warmed up');
  return warmed;
}
