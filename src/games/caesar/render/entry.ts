/**
 * Caesar!'s pictures as the bot's render workers load them (GamePlugin.render.entry):
 * drawn here, encoded by the bot.
 */
import type { DrawnPicture } from '../../../core/plugin';
import type { CaesarView } from '../types';
import { drawCaesarBoard, warmCaesarRenderer, type RenderOptions } from './index';

export const pictures = {
  overview: (view: CaesarView, options: RenderOptions): DrawnPicture => drawCaesarBoard(view, options),
};

export function warm(): void {
  warmCaesarRenderer();
}
