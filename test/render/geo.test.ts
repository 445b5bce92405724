import { describe, expect, it } from 'vitest';
import { fitConicProjection, landWithin } from '../../src/render/geo';

describe('map geometry', () => {
  it('clips the world\'s land to a box, keeping the Mediterranean coasts', () => {
    const land = landWithin([-12, 28, 40, 48]);
    expect(land.coordinates.length).toBeGreaterThan(20);
    for (const polygon of land.coordinates) {
      for (const ring of polygon) {
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        for (const [lon, lat] of ring) {
          expect(lon).toBeGreaterThanOrEqual(-12 - 1e-9);
          expect(lon).toBeLessThanOrEqual(40 + 1e-9);
          expect(lat).toBeGreaterThanOrEqual(28 - 1e-9);
          expect(lat).toBeLessThanOrEqual(48 + 1e-9);
        }
      }
    }
  });

  it('fits the requested bounds inside the target rectangle', () => {
    const p = fitConicProjection({ bounds: [-10, 29, 38, 47], rect: [0, 0, 1400, 780], parallels: [33, 45] });
    for (const lonLat of [[-10, 29], [38, 29], [-10, 47], [38, 47], [14, 29], [14, 47]] as [number, number][]) {
      const [x, y] = p(lonLat)!;
      expect(x).toBeGreaterThanOrEqual(-0.5);
      expect(x).toBeLessThanOrEqual(1400.5);
      expect(y).toBeGreaterThanOrEqual(-0.5);
      expect(y).toBeLessThanOrEqual(780.5);
    }
    // East is right and north is up.
    expect(p([20, 38])![0]).toBeGreaterThan(p([0, 38])![0]);
    expect(p([14, 45])![1]).toBeLessThan(p([14, 35])![1]);
  });
});
