/**
 * Every event the engine emits has a name in each of the four languages
 * (republic.event.<type>), so the board and the history never show an
 * event by its code name. The types are read from the engine's source: an
 * event added to the engine without a name fails here, naming it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { republicLocales } from '../../../../src/games/republic/locales';
import { describeEvents } from '../../../../src/games/republic/discord/text';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';

registerGame(republicPlugin);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'discord' || d.name === 'render' || d.name === 'locales' ? [] : sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

/** An event of `type` as the board gets it (a phase event names its phase, a death its senator). */
const sample = (type: string) => (type === 'phase' ? { type, phase: 'senate' } : type === 'senatorDies' ? { type, senator: '1' } : { type });

const emitted = [...new Set(sources('src/games/republic').flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/emit\(ctx, '([A-Za-z]+)'/g)].map((m) => m[1])))].sort();

describe('Republic event names', () => {
  it('reads the engine\'s event types', () => {
    expect(emitted.length).toBeGreaterThan(100);
    expect(emitted).toContain('battle');
    expect(emitted).toContain('civilBattle');
  });

  it.each(['en', 'cs', 'ro', 'ko'])('%s names every event the engine emits', (locale) => {
    const t = translator(locale);
    const names = republicLocales[locale as keyof typeof republicLocales].republic.event as Record<string, string>;
    const unnamed = emitted.filter((type) => !names[type]?.trim() || describeEvents([sample(type)], t)[0].includes('{{'));
    expect(unnamed, 'add these to src/games/republic/locales/event-names.ts').toEqual([]);
  });

  it('Korean names are written in Hangul (no Latin words)', () => {
    const t = translator('ko');
    for (const type of emitted) expect(describeEvents([sample(type)], t)[0], type).not.toMatch(/[A-Za-z]{2,}/);
  });
});
