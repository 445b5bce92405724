/** The map picture of a board post, from the public view, drawn through the shared render queue and encoded off the main thread. */
import type { C2View, SeasonSummary } from '../types';
import { renderConquest2SummaryAsync } from '../render/summary';
import { renderConquest2MapAsync } from '../render';
import { renderConquest2MarketAsync } from '../render/market';
import { queueRender } from '../../../bot/render-queue';

/** Discord refuses attachments over 10 MiB; a picture that big is dropped rather than failing the post. */
const ATTACHMENT_MAX = 10 * 1024 * 1024;

export async function conquest2Picture(view: C2View, locale: string, names?: readonly string[]): Promise<Buffer | null> {
  try {
    const png = await queueRender(() => renderConquest2MapAsync(view, { locale, ...(names ? { names } : {}) }));
    return Buffer.isBuffer(png) && png.length <= ATTACHMENT_MAX ? png : null;
  } catch {
    // A failed picture must not lose the move's post: it goes out as text.
    return null;
  }
}

/** The card market picture (public: the market lies face up), or null if it could not be drawn. */
export async function conquest2MarketPicture(view: C2View, locale: string): Promise<Buffer | null> {
  try {
    const lang = (['en', 'cs', 'ro', 'ko'] as const).find((l) => l === locale) ?? 'en';
    const png = await queueRender(() => renderConquest2MarketAsync(view, lang));
    return Buffer.isBuffer(png) && png.length <= ATTACHMENT_MAX ? png : null;
  } catch {
    return null;
  }
}

/** The season summary picture (public once the season is scored), or null if it could not be drawn. */
export async function conquest2SummaryPicture(sum: SeasonSummary, locale: string): Promise<Buffer | null> {
  try {
    const lang = (['en', 'cs', 'ro', 'ko'] as const).find((l) => l === locale) ?? 'en';
    const png = await queueRender(() => renderConquest2SummaryAsync(sum, lang));
    return Buffer.isBuffer(png) && png.length <= ATTACHMENT_MAX ? png : null;
  } catch {
    return null;
  }
}
