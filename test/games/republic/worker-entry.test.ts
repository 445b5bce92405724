/**
 * The bot's AI worker loads the Republic AI entry (GamePlugin.ai.entry) alone,
 * without the game module (src/games/republic/index.ts) that imports every
 * rule. The entry must register every rule itself: otherwise the worker's AI
 * lists only the answers and interrupts whose modules it happens to import
 * (an Assassin, a Tribune's proposal were missing, so a table's AI never took
 * them out of turn). This file imports nothing else of the game first.
 */
import { describe, expect, it } from 'vitest';
import * as entry from '../../../src/games/republic/ai/entry';
import { allInterrupts } from '../../../src/games/republic/registry';

describe('Republic AI entry loaded alone (as in the AI worker)', () => {
  it('has every interrupt of the rules registered', async () => {
    expect(typeof entry.chooseAction).toBe('function');
    const types = allInterrupts().flatMap((h) => h.types as string[]).sort();
    await import('../../../src/games/republic/rules');
    const all = allInterrupts().flatMap((h) => h.types as string[]).sort();
    expect(all).toContain('assassinate');
    expect(all).toContain('tribunePropose');
    expect(types).toEqual(all);
  });
});
