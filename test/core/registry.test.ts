/** The registry of games and the strings it adds (src/core/registry.ts, src/i18n). */
import { describe, expect, it } from 'vitest';
import { discordAdapters, findPlugin, gameIds, getGame, getPlugin, registerGame } from '../../src/core/registry';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import { translator } from '../../src/i18n';

describe('the registry', () => {
  it('knows a game once registered, with its strings; registering it again changes nothing', () => {
    expect(findPlugin('numbers')).toBeUndefined();
    expect(() => getGame('numbers')).toThrow(/unknown game "numbers"/);
    expect(translator('cs')('numbers.pick')).toBe('numbers.pick');
    registerGame(numbersPlugin);
    registerGame(numbersPlugin);
    expect(gameIds()).toEqual(['numbers']);
    expect(getPlugin('numbers')).toBe(numbersPlugin);
    expect(getGame('numbers')).toBe(numbersPlugin.module);
    expect(translator('cs')('numbers.pick')).toBe('Jste na tahu. Zahrajte kartu:');
  });

  it('refuses a second game with a taken id, and strings that redefine a key', () => {
    expect(() => registerGame({ ...numbersPlugin })).toThrow(/registered twice/);
    const clash = { en: { board: { play: 'x' } }, cs: {}, ro: {}, ko: {} };
    expect(() => registerGame({ ...numbersPlugin, id: 'other', module: { ...numbersPlugin.module, id: 'other' }, discord: { ...numbersPlugin.discord!, id: 'other' }, locales: clash }))
      .toThrow(/redefine board\.play/);
    expect(findPlugin('other')).toBeUndefined();
    expect(translator('en')('board.play')).toBe('Play');
  });

  it('takes a game played from the CLI only: no Discord adapter, no command, no league play', () => {
    const locales = { en: { cliOnly: {} }, cs: { cliOnly: {} }, ro: { cliOnly: {} }, ko: { cliOnly: {} } };
    const module = { ...numbersPlugin.module, id: 'cliOnly' };
    expect(() => registerGame({ id: 'cliOnly', title: 'CLI only', docs: 'README.md', module, locales, league: { tableSize: 2 } }))
      .toThrow(/league play needs its Discord adapter/);
    registerGame({ id: 'cliOnly', title: 'CLI only', docs: 'README.md', module, locales });
    expect(getGame('cliOnly')).toBe(module);
    expect(Object.keys(discordAdapters())).not.toContain('cliOnly');
    expect(Object.keys(discordAdapters())).toContain('numbers');
  });
});
