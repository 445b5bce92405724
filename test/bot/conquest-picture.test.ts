/**
 * The map picture bridge: a module that does not exist (yet) gives no
 * renderer, so the map post goes out as text; an existing module is loaded by
 * URL the same way under the test runner as under tsx.
 */
import { describe, expect, it } from 'vitest';
import { loadRenderer } from '../../src/bot/games/conquest-picture';

describe('Conquest map picture bridge', () => {
  it('gives no renderer for a missing module and loads one that exports renderConquestMap', async () => {
    expect(await loadRenderer(new URL('./no-such-renderer.ts', import.meta.url).href)).toBeNull();
    const render = await loadRenderer(new URL('./conquest-picture-stub.ts', import.meta.url).href);
    expect(render).toBeTypeOf('function');
    expect(Buffer.isBuffer(await render!({} as never, { locale: 'en' }))).toBe(true);
  });
});
