/**
 * Every word on the league pictures (a season's standings with its form
 * marks, a player's rating chart, the server leaderboard) comes from the
 * leagues locale of the reader's language, the game's title in that language,
 * or a name the members chose (theirs, the league's): captured
 * from the canvas while the real /league handlers draw them. Korean pictures
 * carry no Latin letters but the members' names.
 */
import { describe, expect, it } from 'vitest';
import { executeLeague, gameTitle } from '../../src/bot/leagues/handlers';
import { translator } from '../../src/i18n';
import { leaguesLocales } from '../../src/i18n/locales/leagues';
import '../../src/games'; // registers the real games
import { drawnTextsAsync, vocabulary, words } from '../render/drawn-words';
import { leagueCommand, pairedTable, type Member } from './fake-command';

const LOCALES = { en: 'en-US', cs: 'cs', ro: 'ro', ko: 'ko' } as const;
const organiser: Member = { id: 'admin', permissions: ['ManageGuild'] };
// The fake Discord names a member "user<id>"; the ids are chosen so that a name is one word.
const MEMBERS = ['alice', 'bob', 'carol', 'dave'];
const names = new Set([...MEMBERS.map((m) => `user${m}`), 'League']);

/** The words drawn while a member reading `locale` asks for the standings, a profile and the leaderboard. */
async function drawnLeagueWords(locale: string): Promise<string[]> {
  const { env, seats } = await pairedTable('caesar', MEMBERS);
  const run = async (member: Member, sub: string, options: Record<string, unknown> = {}) => {
    const call = leagueCommand({ ...member, locale }, sub, options as never);
    await executeLeague(env.ctx, call.i, call.log as never);
    return call;
  };
  // A win and a draw-free loss, so that the form column draws its marks.
  const recorded = await run(organiser, 'record', { winner: { id: seats[0] }, loser: { id: seats[1] } });
  expect(recorded.log.outcome).toBe('ok');
  const texts: string[] = [];
  for (const [sub, options] of [['standings', {}], ['profile', { member: { id: seats[0] } }], ['leaderboard', { game: 'caesar' }]] as const) {
    let files = 0;
    texts.push(...(await drawnTextsAsync(async () => { files = (await run({ id: seats[0] }, sub, options)).replies[0]?.files.length ?? 0; })));
    expect(files, `/league ${sub} attaches its picture`).toBe(1);
  }
  return texts.flatMap(words);
}

describe('words on the league pictures', () => {
  for (const [locale, discordLocale] of Object.entries(LOCALES)) {
    it(`${locale}: every drawn word is the locale's or a member's name`, async () => {
      const known = vocabulary(leaguesLocales[locale as keyof typeof leaguesLocales]);
      for (const w of words(gameTitle('caesar', translator(discordLocale)))) known.add(w);
      const drawn = await drawnLeagueWords(discordLocale);
      expect(drawn.length).toBeGreaterThan(10);
      expect(drawn.filter((w) => !known.has(w) && !names.has(w))).toEqual([]);
      if (locale === 'ko') expect(drawn.filter((w) => /[A-Za-z]/.test(w) && !names.has(w))).toEqual([]);
    });
  }
});
