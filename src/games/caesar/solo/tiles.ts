/**
 * Crassus's tactic tiles, loaded from data/caesar/crassus-tiles.json (a documented
 * reconstruction: the printed tiles are not public) and validated at import time.
 */
import { z } from 'zod';
import tilesJson from '../../../../data/caesar/crassus-tiles.json';
import type { CaesarOptions, CrassusTile } from '../types';

const StepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw'), n: z.number().int().min(1) }),
  z.object({ kind: z.literal('place') }),
  z.object({ kind: z.literal('discard') }),
  z.object({ kind: z.literal('centurion') }),
]);
const TileKey = z.enum(['A', 'B', 'C', 'D', 'E']);
const Deck = z.string().regex(/^[A-E]+$/);
const TilesSchema = z.object({
  tiles: z.record(TileKey, z.array(StepSchema)),
  decks: z.object({
    base: z.object({ low: Deck, medium: Deck, high: Deck }),
    centurions: z.object({ low: Deck, medium: Deck, high: Deck }),
  }),
});

export type CrassusStep = z.infer<typeof StepSchema>;

const data = TilesSchema.parse(tilesJson);

export const CRASSUS_TILES: Readonly<Record<CrassusTile, CrassusStep[]>> = data.tiles as Record<CrassusTile, CrassusStep[]>;

/** The unshuffled tile deck for a difficulty and module set. */
export function crassusDeck(options: CaesarOptions): CrassusTile[] {
  if (!options.solo) return [];
  const mix = options.modules.centurions ? data.decks.centurions : data.decks.base;
  return [...mix[options.solo.difficulty]] as CrassusTile[];
}
