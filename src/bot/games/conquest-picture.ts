/**
 * The map picture of a Conquest post. The renderer (`src/render/conquest`,
 * `renderConquestMap(view, { locale, region?, battle? })`) is written in
 * parallel with the bot; until its module exists the map post is text only.
 * Loading it by URL keeps the bot compiling and running either way, and picks
 * the picture up as soon as the module is there.
 */
import type { ConquestView } from '../../games/conquest/types';
import { queueRender } from '../render-queue';

type Renderer = (view: ConquestView, options: { locale: string }) => Buffer | Promise<Buffer>;

let loading: Promise<Renderer | null> | null = null;

export function loadRenderer(url = new URL('../../render/conquest/index.ts', import.meta.url).href): Promise<Renderer | null> {
  return import(/* @vite-ignore */ url)
    .then((m: Record<string, unknown>) => (typeof m.renderConquestMap === 'function' ? (m.renderConquestMap as Renderer) : null))
    .catch(() => null);
}

/** The PNG of the whole map, or null when no renderer is available or it failed (the post goes out as text). */
export async function conquestPicture(view: ConquestView, locale: string): Promise<Buffer | null> {
  loading ??= loadRenderer();
  const render = await loading;
  if (!render) {
    loading = null; // look again next time: the renderer may have been added since
    return null;
  }
  try {
    const png = await queueRender(async () => render(view, { locale }));
    return Buffer.isBuffer(png) ? png : null;
  } catch {
    return null;
  }
}
