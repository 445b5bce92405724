/**
 * Conquest map picture cost: the first picture in the process (builds the
 * province partition and every layer), then a mid-game engine position drawn
 * and encoded with the layers cached, against the same with the layers
 * dropped before each picture; the region view; PNG sizes.
 */
import { conquest } from '../src/games/conquest/index';
import { midGameState } from '../src/games/conquest/render/example-pictures';
import { drawConquestMap, renderConquestMap, resetConquestRendererCache } from '../src/games/conquest/render/index';
import { median, ms, timed } from './measure';


export default async function bench(): Promise<Record<string, unknown>> {
  const view = conquest.view(midGameState('bench', 220), null);
  const [, first] = timed(() => renderConquestMap(view));
  const cached: number[] = [];
  const drawOnly: number[] = [];
  let png: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 20; i++) {
    const [out, t] = timed(() => renderConquestMap(view));
    png = out;
    cached.push(t);
    drawOnly.push(timed(() => drawConquestMap(view))[1]);
  }
  const uncached: number[] = [];
  for (let i = 0; i < 5; i++) {
    resetConquestRendererCache();
    uncached.push(timed(() => renderConquestMap(view))[1]);
  }
  const region: number[] = [];
  let regionPng: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 10; i++) {
    const [out, t] = timed(() => renderConquestMap(view, { region: { provinces: ['macedonia', 'thracia'] } }));
    regionPng = out;
    region.push(t);
  }
  return {
    firstPictureMs: ms(first),
    cachedMedianMs: ms(median(cached)),
    cachedDrawOnlyMedianMs: ms(median(drawOnly)),
    uncachedLayersMedianMs: ms(median(uncached)),
    regionMedianMs: ms(median(region)),
    pngBytes: png.length,
    regionPngBytes: regionPng.length,
  };
}
