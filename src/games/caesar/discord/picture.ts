/**
 * The picture of a Caesar! board post: the whole board from the PUBLIC view,
 * with the last placement ringed. Drawn through the bot's render queue and
 * encoded off the main thread.
 */
import { queueRender } from '../../../bot/render-queue';
import { renderCaesarBoardAsync, type RenderLocale } from '../render/index';
import type { CaesarView } from '../types';

export function caesarPicture(view: CaesarView, locale: RenderLocale): Promise<Buffer> {
  return queueRender(() => renderCaesarBoardAsync(view, { locale, highlightLastMove: true }));
}
