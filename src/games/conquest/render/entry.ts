/**
 * Conquest's pictures as the bot's render workers load them (GamePlugin.render.entry):
 * drawn here, encoded by the bot.
 */
import type { DrawnPicture } from '../../../core/plugin';
import type { ConquestView } from '../types';
import { drawConquestMap, warmConquestRenderer, type ConquestRenderOptions } from './index';

export const pictures = {
  /** The whole map, or with `options.region` a zoomed part (and the dice of `options.battle`). */
  map: (view: ConquestView, options: ConquestRenderOptions): DrawnPicture => drawConquestMap(view, options),
};

export function warm(): void {
  warmConquestRenderer();
}
