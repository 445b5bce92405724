/**
 * /help [game]: how to play here, in the member's language. Without a game:
 * the games this bot runs (each with its own command, as Discord names it in
 * that language) and the /game commands; with one: that game's own guide
 * (GamePlugin.help) and where its rules summary is. Built when called, from
 * the games registered by then; generic: it names no game itself.
 */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import type { SlashCommand } from '../src/bot/command';
import { gameNameLocalizations, named } from '../src/bot/command-i18n';
import { gamePlugins } from '../src/core/registry';
import type { GamePlugin } from '../src/core/plugin';
import { pickLocale, translator, type Locale, type Translate } from '../src/i18n';

const playable = (): GamePlugin[] => gamePlugins().filter((p) => p.discord);

/** The game's title in the member's language (`gameTitle.<id>`), else its own. */
function localTitle(p: GamePlugin, t: Translate): string {
  const key = `gameTitle.${p.id}`;
  const title = t(key);
  return title && title !== key ? title : p.title;
}

/** "Dobytí impéria (`/dobyti`)" for each game: its title and command as the member's Discord shows them. */
export function gameList(locale: Locale): string {
  const t = translator(locale);
  return playable().map((p) => {
    const names = (p.discord?.commands() ?? []).map((c) => `\`/${(c.data.name_localizations as Record<string, string | null> | undefined)?.[locale] ?? c.data.name}\``);
    return `${localTitle(p, t)} (${names.join(', ')})`;
  }).join(' · ');
}

export function helpText(locale: Locale, t: Translate, gameId?: string | null): string {
  const plugin = gameId ? playable().find((p) => p.id === gameId) : undefined;
  if (plugin) {
    return [plugin.help?.(locale) ?? `**${localTitle(plugin, t)}**`, t('server.help.rules', { docs: `\`${plugin.docs}\`` })].join('\n\n').slice(0, 2000);
  }
  return [t('server.help.title'), t('server.help.intro'), t('server.help.games', { games: gameList(locale) }), t('server.help.commands'), t('server.help.leagues')]
    .join('\n\n').slice(0, 2000);
}

export function helpCommand(): SlashCommand {
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('command.help'),
      options: [{
        type: ApplicationCommandOptionType.String, ...named('command.help.game'), required: false,
        choices: playable().map((p) => ({ name: p.title, value: p.id, ...gameNameLocalizations(p.id) })),
      }],
    },
    async execute(_ctx, i, log) {
      const locale = pickLocale(i.locale);
      log.outcome = 'ok';
      await i.editReply({ content: helpText(locale, translator(locale), i.options.getString('game')), allowedMentions: { parse: [] } });
    },
  };
}
