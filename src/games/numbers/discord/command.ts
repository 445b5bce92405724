/** /numbers duel opponent:<member> · /numbers bot — the test game's slash command. */
import { ApplicationCommandOptionType, ApplicationCommandType, ButtonStyle, ComponentType } from 'discord.js';
import { named } from '../../../bot/command-i18n';
import { challengeId } from '../../../bot/custom-id';
import { saveChallengeMessage } from '../../../bot/challenge-message';
import { draftGame, sendTo, startGame } from '../../../bot/service';
import type { SlashCommand } from '../../../core/discord-adapter';
import { translator } from '../../../i18n';

/** Built when called: the localised names need the game's strings registered. */
export function numbersCommand(): SlashCommand {
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('numbers.command'),
      dm_permission: false,
      options: [
        {
          type: ApplicationCommandOptionType.Subcommand, ...named('numbers.command.duel'),
          options: [{ type: ApplicationCommandOptionType.User, ...named('numbers.command.opponent'), required: true }],
        },
        { type: ApplicationCommandOptionType.Subcommand, ...named('numbers.command.bot') },
      ],
    },

    async execute(ctx, i, log) {
      const t = translator(i.locale);
      const base = { game: 'numbers', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id, locale: i.locale };
      if (i.options.getSubcommand() === 'duel') {
        const opponent = i.options.getUser('opponent', true);
        if (opponent.id === i.user.id) { log.outcome = 'self'; await i.editReply(t('challenge.self')); return; }
        const game = draftGame(ctx, { ...base, kind: 'duel', opponent: opponent.id });
        log.gameId = game.meta.id;
        await ctx.repo.save(game);
        const gt = translator(game.meta.locale);
        const message = await sendTo(ctx, i.channelId, {
          content: gt('numbers.challenge', { challenger: `<@${i.user.id}>`, opponent: `<@${opponent.id}>`, expires: `<t:${Math.floor(game.meta.expiresAt! / 1000)}:R>` }),
          components: [{
            type: ComponentType.ActionRow,
            components: [
              { type: ComponentType.Button, custom_id: challengeId(game.meta.id, 'accept'), label: gt('challenge.accept'), style: ButtonStyle.Success },
              { type: ComponentType.Button, custom_id: challengeId(game.meta.id, 'decline'), label: gt('challenge.decline'), style: ButtonStyle.Danger },
            ],
          }],
          allowedMentions: { users: [opponent.id] },
        });
        await saveChallengeMessage(ctx, i, game, message.id);
        log.outcome = 'challenged';
        await i.editReply({ content: t('challenge.sent', { opponent: `<@${opponent.id}>` }), allowedMentions: { parse: [] } });
        return;
      }
      const game = draftGame(ctx, { ...base, kind: 'bot', opponent: null, level: 2 });
      log.gameId = game.meta.id;
      await ctx.mutex.run(game.meta.id, () => startGame(ctx, game));
      log.outcome = 'started';
      await i.editReply({ content: t('server.started', { where: `<#${game.meta.threadId ?? game.meta.channelId}>` }), allowedMentions: { parse: [] } });
    },
  };
}
