/**
 * Conquest's pictures as the bot's render workers load them (GamePlugin.render.entry):
 * drawn here, encoded by the bot.
 */
import type { DrawnPicture } from '../../../core/plugin';
import type { ConquestView } from '../types';
import { drawConquestMap, warmConquestRenderer, type ConquestRenderOptions } from './index';
import { drawConquestSummary } from './summary';
import type { ConquestLocale } from './labels';

export const pictures = {
  /** The whole map, or with `options.region` a zoomed part (and the dice of `options.battle`). */
  map: (view: ConquestView, options: ConquestRenderOptions): DrawnPicture => drawConquestMap(view, options),
  /** A finished game's final result with a small map. */
  summary: (view: ConquestView, options: { locale?: ConquestLocale }): DrawnPicture => drawConquestSummary(view, options),
};

export function warm(): void {
  warmConquestRenderer();
}
