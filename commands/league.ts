/**
 * /league (members: join, play, standings…) and /league-admin (organisers:
 * create, seasons, rounds, results, the server's organiser role and default
 * move deadline). The work is
 * in src/bot/leagues/; this module is the commands' definitions, built when
 * called: the game choices are the registered games that can be played in
 * leagues. /league-admin carries default_member_permissions Manage Server,
 * so a server's admins can hand it to other roles in Discord's integration settings.
 */
import { ApplicationCommandOptionType as O, ApplicationCommandType, PermissionFlagsBits, type APIApplicationCommandBasicOption } from 'discord.js';
import type { SlashCommand } from '../src/bot/command';
import { gamePlugins } from '../src/core/registry';
import { choice, gameNameLocalizations, named } from '../src/bot/command-i18n';
import { executeLeague, suggestLeagueOptions } from '../src/bot/leagues/handlers';
import { MOVE_DEADLINE_MAX_HOURS } from '../src/bot/move-deadline';

const k = (key: string) => named(`league.command.${key}`);

/** A game's name in each language its strings give one for (`gameTitle.<id>`); none when they do not. */
const opt = (key: string) => named(`league.command.opt.${key}`);
const league = { type: O.String as const, ...opt('league'), required: false, max_length: 100, autocomplete: true };
const season = { type: O.Integer as const, ...opt('season'), required: false, min_value: 1 };
const reason = (required: boolean) => ({ type: O.String as const, ...opt('reason'), required, max_length: 300 });
const formatOption = {
  type: O.String as const, ...opt('format'), required: false,
  choices: [choice('league.command.choice.ladder', 'ladder'), choice('league.command.choice.roundRobin', 'round-robin'), choice('league.command.choice.swiss', 'swiss')],
};
const sub = (key: string, options: APIApplicationCommandBasicOption[] = []) => ({ type: O.Subcommand as const, ...k(key), options });

const gameOption = () => ({
  type: O.String as const, ...opt('game'), required: true,
  choices: gamePlugins().filter((p) => p.league && p.discord).map((p) => ({ name: p.title, value: p.id, ...gameNameLocalizations(p.id) })),
});

export function leagueCommand(): SlashCommand {
  const game = gameOption();
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...k('root'),
      dm_permission: false,
      options: [
        sub('join', [league]),
        sub('leave', [league]),
        sub('info', [league]),
        sub('standings', [league, season]),
        sub('leaderboard', [game]),
        sub('profile', [{ type: O.User, ...opt('member'), required: false }, league, season]),
        sub('schedule', [league]),
        sub('myMatches', [league]),
        // A ladder may have many participants: suggested as the member types (the value is the member's id).
        sub('play', [{ type: O.String, ...opt('opponent'), required: false, max_length: 100, autocomplete: true }, league]),
      ],
    },
    execute: executeLeague,
    autocomplete: suggestLeagueOptions,
  };
}

export function leagueAdminCommand(): SlashCommand {
  const game = gameOption();
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('leagueAdmin'),
      dm_permission: false,
      default_member_permissions: PermissionFlagsBits.ManageGuild.toString(),
      options: [
        sub('create', [
          { type: O.String, ...opt('name'), required: true, max_length: 100 },
          game,
          formatOption,
          { type: O.Integer, ...opt('seasonLength'), required: false, min_value: 1, max_value: 100 },
          { type: O.Integer, ...opt('deadlineHours'), required: false, min_value: 1, max_value: 24 * 90 },
          { type: O.Role, ...opt('organiserRole'), required: false },
        ]),
        sub('startSeason', [league]),
        sub('endSeason', [league, reason(false)]),
        sub('pair', [league, { type: O.Boolean, ...opt('force'), required: false }]),
        sub('record', [{ type: O.User, ...opt('winner'), required: true }, { type: O.User, ...opt('loser'), required: true }, { type: O.Boolean, ...opt('draw'), required: false }, league, reason(false)]),
        sub('void', [{ type: O.String, ...opt('match'), required: true, max_length: 100 }, reason(true), league]),
        sub('replace', [{ type: O.User, ...opt('out'), required: true }, { type: O.User, ...opt('in'), required: true }, reason(true), league]),
        sub('removeMember', [{ type: O.User, ...opt('member'), required: true }, reason(true), league]),
        sub('forfeit', [{ type: O.User, ...opt('absent'), required: true }, reason(true), { type: O.Integer, ...opt('round'), required: false, min_value: 1 }, league]),
        sub('audit', [league]),
        sub('settings', [
          league,
          { type: O.String, ...opt('name'), required: false, max_length: 100 },
          formatOption,
          { type: O.Integer, ...opt('seasonLength'), required: false, min_value: 1, max_value: 100 },
          { type: O.Integer, ...opt('deadlineHours'), required: false, min_value: 1, max_value: 24 * 90 },
          { type: O.Integer, ...opt('moveDeadlineHours'), required: false, min_value: 0, max_value: MOVE_DEADLINE_MAX_HOURS },
          { type: O.Role, ...opt('organiserRole'), required: false },
          { type: O.Integer, ...opt('provisionalGames'), required: false, min_value: 0, max_value: 100 },
          { type: O.Boolean, ...opt('rateForfeits'), required: false },
          reason(false),
        ]),
        // The server-wide organiser role (may create leagues), a setting of this server.
        { type: O.Subcommand as const, ...named('leagueAdmin.organiserRole'), options: [{ type: O.Role, ...opt('organiserRole'), required: false }] },
        // A moderator ends a stuck game of this server as abandoned.
        {
          type: O.Subcommand as const, ...named('leagueAdmin.endGame'),
          options: [
            { type: O.String, ...named('leagueAdmin.endGame.game'), required: true, max_length: 100, autocomplete: true },
            { type: O.String, ...named('leagueAdmin.endGame.reason'), required: false, max_length: 300 },
          ],
        },
        // The server's default move deadline (tables and duels without their own), a setting of this server.
        {
          type: O.Subcommand as const, ...named('leagueAdmin.moveDeadline'),
          options: [{ type: O.Integer, ...named('leagueAdmin.moveDeadline.hours'), required: false, min_value: 1, max_value: MOVE_DEADLINE_MAX_HOURS }],
        },
      ],
    },
    execute: executeLeague,
    autocomplete: suggestLeagueOptions,
  };
}
