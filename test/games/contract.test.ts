/**
 * Every game, the shipped ones and the test game, keeps the contract the
 * platform relies on (src/core/plugin.ts). A new game listed in
 * src/games/index.ts is checked here without writing anything.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AiModule, RenderModule } from '../../src/core/plugin';
import { gamePlugins, registerGame } from '../../src/core/registry';
import { GAMES } from '../../src/games';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import { SUPPORTED_LOCALES, leafKeys } from '../../src/i18n';
import { pluralForm } from '../../src/i18n/shape';

registerGame(numbersPlugin);
const root = fileURLToPath(new URL('../../', import.meta.url));
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
const get = (obj: unknown, key: string) => key.split('.').reduce((o: any, k) => o?.[k], obj) as string;

describe('the game contract', () => {
  it('lists the shipped games once each, without the test game', () => {
    const ids = GAMES.map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining(['caesar', 'conquest']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('numbers');
    expect(gamePlugins().map((g) => g.id)).toEqual([...ids, 'numbers']);
  });

  it.each(gamePlugins().map((p) => [p.id, p] as const))('%s: one id, its strings in every language, its docs', (id, p) => {
    expect(p.module.id).toBe(id);
    expect(p.discord?.id ?? id).toBe(id);
    expect(Boolean(p.pictures)).toBe(Boolean(p.discord));
    expect(p.discord || p.cli, 'a game is playable somewhere: in Discord or from the CLI').toBeTruthy();
    expect(p.cli?.game ?? id).toBe(id);
    expect(existsSync(`${root}${p.docs}`)).toBe(true);
    // Plural families (key_one, key_few…) differ by language: compare the families, each form with English's _other.
    const families = (o: object) => [...new Set(leafKeys(o).map((k) => pluralForm(k)[0]))].sort();
    const reference = (key: string) => { const [base, form] = pluralForm(key); return form ? `${base}_other` : key; };
    const en = families(p.locales.en);
    for (const l of SUPPORTED_LOCALES) {
      expect(families(p.locales[l]), l).toEqual(en);
      for (const key of leafKeys(p.locales[l])) {
        const text = get(p.locales[l], key);
        const want = placeholders(get(p.locales.en, reference(key))).filter((x) => !(pluralForm(key)[1] && x === 'count' && !text.includes('{{count}}')));
        expect(placeholders(text), `${l}:${key}`).toEqual(want);
      }
    }
    for (const c of p.discord?.commands() ?? []) expect(c.data.name).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
  });

  it.each(gamePlugins().map((p) => [p.id, p] as const))('%s: a new game draws from its public view, and its AI answers from a seat view', async (_id, p) => {
    let state;
    if (p.discord) {
      const options = p.discord.newGame({ kind: 'duel', players: p.module.minPlayers }).options;
      state = p.discord.setup(options, 'contract').state;
      const png = await p.pictures!.overview(p.module.view(state, null), 'en');
      expect(png?.subarray(1, 4).toString()).toBe('PNG');
    } else {
      // A game played from the CLI only: a new game as the CLI would start it.
      const players = Array.from({ length: p.module.minPlayers }, () => 'random');
      state = p.module.setup(p.module.parseOptions(p.cli!.options(players, [], {})), 'contract');
    }
    const [seat] = p.module.activePlayers(state);
    if (p.ai && seat !== undefined) {
      const ai = (await import(fileURLToPath(p.ai.entry))) as AiModule;
      const view = p.discord ? p.discord.aiView(state, seat) : p.module.view(state, seat);
      const action = ai.chooseAction({ view, seat, level: 2, seed: 'contract' });
      expect(p.module.apply(state, seat, p.module.parseAction(action)).ok).toBe(true);
    }
  }, 60_000);

  it.each(gamePlugins().filter((p) => p.render).map((p) => [p.id, p] as const))('%s: its render module draws a picture the workers can encode', async (_id, p) => {
    const m = (await import(fileURLToPath(p.render!.entry))) as RenderModule;
    const names = Object.keys(m.pictures);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(typeof m.pictures[name]).toBe('function');
    const options = p.discord!.newGame({ kind: 'duel', players: p.module.minPlayers }).options;
    const view = p.module.view(p.discord!.setup(options, 'contract').state, null);
    const drawn = m.pictures[names[0]](view, { locale: 'en' });
    expect(drawn.width * drawn.height * 4).toBe(drawn.data().length);
  }, 60_000);
});
