/**
 * /settings [notifications]: a member's own settings on this server. Today one:
 * how the bot tells them about their games (src/bot/notify.ts): pings in the
 * game's thread, a direct message, or nothing. Without an option it shows the
 * current choice. Saved per member and server; honoured by every game's turn
 * pings, reminders and deadline notices, and by leagues.
 */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import type { SlashCommand } from '../src/bot/command';
import { choice, named } from '../src/bot/command-i18n';
import { NOTIFY_CHOICES, notifyChoice, setNotifyChoice, type NotifyChoice } from '../src/bot/notify';
import { translator } from '../src/i18n';

export function settingsCommand(): SlashCommand {
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('command.settings'),
      dm_permission: false,
      options: [{
        type: ApplicationCommandOptionType.String, ...named('command.settings.notify'), required: false,
        choices: NOTIFY_CHOICES.map((c) => choice(`command.settings.choice.${c}`, c)),
      }],
    },
    async execute(ctx, i, log) {
      const t = translator(i.locale);
      if (!i.guildId) {
        log.outcome = 'guildOnly';
        await i.editReply(t('league.error.guildOnly'));
        return;
      }
      const wanted = i.options.getString('notifications') as NotifyChoice | null;
      if (wanted) await setNotifyChoice(ctx, i.guildId, i.user.id, wanted);
      const now = wanted ?? await notifyChoice(ctx, i.guildId, i.user.id);
      log.outcome = wanted ? 'saved' : 'shown';
      await i.editReply({ content: t(wanted ? 'server.settings.saved' : 'server.settings.shown', { choice: t(`server.settings.${now}`) }), allowedMentions: { parse: [] } });
    },
  };
}
