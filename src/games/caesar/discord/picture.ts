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

/** The summary picture of a finished game (result, scores, a small board), or null when it could not be drawn: the final post goes out without it. */
export async function caesarSummaryPicture(view: CaesarView, locale: RenderLocale): Promise<Buffer | null> {
  try {
    return await renderPicture('caesar', 'summary', [view, { locale }]);
  } catch {
    return null;
  }
}
