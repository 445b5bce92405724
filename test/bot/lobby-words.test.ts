/**
 * The shared table lobby speaks with the platform's words, naming the game
 * where a sentence needs it, in every language; the games no longer carry
 * their own copies of these words.
 */
import { describe, expect, it } from 'vitest';
import { leafKeys, messages, translator } from '../../src/i18n';
import '../../src/games';
import { gameName } from '../../src/bot/table-lobby';

describe('the shared lobby words', () => {
  it.each(['en', 'cs', 'ro', 'ko'])('names the game in the opened and started texts (%s)', (l) => {
    const t = translator(l);
    for (const game of ['conquest2', 'republic']) {
      const name = gameName(game, t);
      expect(name).not.toBe(`gameTitle.${game}`);
      expect(t('server.lobby.opened', { game: name })).toContain(name);
      expect(t('server.lobby.startedIn', { game: name, where: '<#1>' })).toContain(name);
      expect(t('server.lobby.startedIn', { game: name, where: '<#1>' })).toContain('<#1>');
    }
  });

  it('puts the Korean particle the game name asks for', () => {
    const t = translator('ko');
    // 로마 공화정 ends in a consonant: 이, not 가.
    expect(t('server.lobby.startedIn', { game: gameName('republic', t), where: '<#1>' })).toMatch(/^로마 공화정이 <#1>에서/);
    // A name ending in a vowel takes 가.
    expect(t('server.lobby.startedIn', { game: '아르고', where: '<#1>' })).toMatch(/^아르고가 <#1>에서/);
  });

  it('leaves no copy of the lobby words in the games that use the shared lobby', () => {
    const keys = leafKeys(messages('en'));
    for (const game of ['conquest2', 'republic']) {
      for (const k of ['join', 'leave', 'addAi', 'start', 'opened', 'already', 'full', 'hostStays', 'hostOnly', 'notFull', 'startedIn', 'updated', 'ai', 'empty']) {
        expect(keys).not.toContain(`${game}.table.${k}`);
      }
    }
  });
});
