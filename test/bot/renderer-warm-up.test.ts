/**
 * The first Conquest II (or Classic) map of a process used to build its cached layers in one
 * synchronous call of about 1 s of CPU: everything else on that thread (the bot's interactions,
 * vitest's messages) waited meanwhile. The warm-up builds the same caches a step at a time.
 *
 * Measured by event-loop turns, not by the clock: a ticker that re-arms itself with setImmediate
 * runs once per turn of the loop, and the process's CPU time between two of its runs is the
 * longest stretch nothing else could run. Module caches are per test file, and this file builds
 * them only in the warm-up, so the first test measures the real first build.
 */
import { describe, expect, it } from 'vitest';
import { CONQUEST_LOCALES } from '../../src/games/conquest/render';
import { conquestRegions, conquestRegionsInSteps } from '../../src/games/conquest/render/regions';
import { drawConquest2Map, warmConquest2Renderer } from '../../src/games/conquest2/render';
import { conquest2 } from '../../src/games/conquest2';
import { gamePlugins } from '../../src/core/registry';
import { warmUpGames } from '../../src/bot/warm-up';
import { createLogger, memoryDestination } from '../../src/bot/logger';

const cpuMs = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };

/** Runs `work` while a ticker counts the loop's turns and the CPU time of the longest stretch between two. */
async function measured(work: () => Promise<unknown>): Promise<{ turns: number; longestMs: number; totalMs: number }> {
  let turns = 0;
  let last = cpuMs();
  let longestMs = 0;
  let running = true;
  const tick = () => {
    const now = cpuMs();
    longestMs = Math.max(longestMs, now - last);
    last = now;
    turns++;
    if (running) setImmediate(tick);
  };
  const start = cpuMs();
  setImmediate(tick);
  await work();
  running = false;
  const end = cpuMs();
  longestMs = Math.max(longestMs, end - last);
  return { turns, longestMs, totalMs: end - start };
}

describe('the Conquest renderer warm-up', () => {
  it('builds the layers of the first map in many short steps, each a small part of the work', async () => {
    const steps = await measured(() => warmConquest2Renderer(CONQUEST_LOCALES));
    // geometry, land, the province areas in bands, sea zones, tints, base, and names + overlay per language
    expect(steps.turns).toBeGreaterThanOrEqual(15);
    // No step holds more than a quarter of the work (in one call it is all of it, about 1 s of CPU).
    expect(steps.longestMs).toBeLessThan(steps.totalMs / 4);

    // Everything the first map needs is built: the areas are there without a single step,
    // and a map is drawn from the warm caches.
    let pauses = 0;
    expect(await conquestRegionsInSteps(async () => { pauses++; })).toBe(conquestRegions());
    expect(pauses).toBe(0);
    const view = conquest2.view(conquest2.setup(conquest2.parseOptions({ players: 3 }), 'warm'), null);
    expect(drawConquest2Map(view, { locale: 'cs' }).width).toBeGreaterThan(0);
  }, 120_000);

  it('is what the bot runs after start for every game that has one', async () => {
    if (gamePlugins().length === 0) await import('../../src/games/index');
    const withWarmUp = gamePlugins().filter((p) => p.warmUp).map((p) => p.id);
    expect(withWarmUp).toContain('conquest2');
    const dest = memoryDestination();
    expect(await warmUpGames(createLogger({ level: 'info', destination: dest }))).toEqual(withWarmUp);
    expect(dest.lines.some((l) => l.includes('pictures warmed up'))).toBe(true);
  }, 120_000);
});
