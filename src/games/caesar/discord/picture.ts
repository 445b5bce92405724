/**
 * The picture of a Caesar! board post: the whole board from the PUBLIC view,
 * with the last placement ringed. Drawn and encoded by the bot's render
 * workers (src/bot/render-pool/), which load ../render/entry.ts.
 */
import { renderPicture } from '../../../bot/render-pool';
import type { RenderLocale } from '../render/index';
import type { CaesarView } from '../types';

export function caesarPicture(view: CaesarView, locale: RenderLocale): Promise<Buffer> {
  return renderPicture('caesar', 'overview', [view, { locale, highlightLastMove: true }]);
}
