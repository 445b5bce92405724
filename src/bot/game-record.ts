/**
 * The record of a finished game as files: the JSON `legatus replay` reads
 * (the game's id, options, seed, every action and the result) and a readable
 * move list. Only for finished games: the seed of a running game would tell
 * what its players may not know yet (hidden draws, shuffles).
 */
import type { Translate } from '../i18n';
import type { StoredGame } from '../storage';
import type { BotContext } from './context';
import { findPlugin } from '../core/registry';

export interface ExportFiles {
  files: { attachment: Buffer; name: string; description?: string }[];
  fileName: string;
}

export function exportFiles(ctx: BotContext, game: StoredGame, t: Translate): ExportFiles {
  const adapter = ctx.adapters[game.meta.game];
  const fileName = `${game.meta.game}-${game.meta.id}.json`;
  const record = { game: game.record.game, options: game.record.options, seed: game.record.seed, actions: game.record.actions, result: game.record.result };
  const title = findPlugin(game.meta.game)?.title ?? game.meta.game;
  const moves = [`${title} · ${game.meta.id}`, '', ...adapter.history(game, t)].join('\n');
  return {
    fileName,
    files: [
      { attachment: Buffer.from(`${JSON.stringify(record, null, 2)}\n`), name: fileName, description: 'Game record (JSON)' },
      { attachment: Buffer.from(`${moves}\n`), name: `${game.meta.game}-${game.meta.id}-moves.txt`, description: 'Move list' },
    ],
  };
}
