/**
 * The games of Legatus: one line per game. Importing this module registers
 * them all in src/core/registry.ts; only entry points import it (src/main.ts,
 * src/deploy-commands.ts, src/cli/main.ts). Adding a game is its folder
 * (src/games/<id>/, see docs/adding-a-game.md) and one line here.
 */
import { registerGame } from '../core/registry';
import { caesarPlugin } from './caesar/plugin';
import { conquestPlugin } from './conquest/plugin';
import { conquest2Plugin } from './conquest2/plugin';
import { republicPlugin } from './republic/plugin';

export const GAMES = [caesarPlugin, conquestPlugin, conquest2Plugin, republicPlugin];

for (const game of GAMES) registerGame(game);
