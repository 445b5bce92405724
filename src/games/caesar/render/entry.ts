/**
 * Caesar!'s pictures as the bot's render workers load them (GamePlugin.render.entry):
 * drawn here, encoded by the bot.
 */
import type { DrawnPicture } from '../../../core/plugin';
import type { CaesarView } from '../types';
import { drawCaesarBoard, warmCaesarRenderer, type RenderOptions } from './index';
import { drawCaesarSummary, type SummaryOptions } from './summary';

export const pictures = {
  overview: (view: CaesarView, options: RenderOptions): DrawnPicture => drawCaesarBoard(view, options),
  /** A finished game's final result with a small board. */
  summary: (view: CaesarView, options: SummaryOptions): DrawnPicture => drawCaesarSummary(view, options),
};

export function warm(): void {
  warmCaesarRenderer();
}
