/**
 * /caesar challenge opponent:<member> [modules] · /caesar solo [difficulty] [modules] · /caesar bot [level] [modules]
 */
import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import { localizations, translator } from '../../../i18n';
import type { SlashCommand } from '../../../core/discord-adapter';
import { choice, named } from '../../../bot/command-i18n';
import { challengeButtons } from '../../../bot/challenge-buttons';
import { saveChallengeMessage } from '../../../bot/challenge-message';
import { draftGame, sendTo, startGame } from '../../../bot/service';

const sideOption = () => ({
  type: ApplicationCommandOptionType.Integer as const,
  ...named('command.caesar.side'),
  required: false,
  choices: [
    { name: translator('en')('side.0'), name_localizations: localizations('side.0'), value: 0 },
    { name: translator('en')('side.1'), name_localizations: localizations('side.1'), value: 1 },
  ],
});

const modulesOption = () => ({
  type: ApplicationCommandOptionType.String as const,
  ...named('command.caesar.modules'),
  required: false,
  choices: [
    choice('command.choice.base', 'base'),
    choice('command.choice.poison', 'poison'),
    choice('command.choice.centurions', 'centurions'),
    choice('command.choice.poisonCenturions', 'poison_centurions'),
    choice('command.choice.all', 'all'),
  ],
});

/** Built when called: the localised names need the game's strings registered. */
export function caesarCommand(): SlashCommand {
  const modules = modulesOption();
  const side = sideOption();
  return {
    data: {
      type: ApplicationCommandType.ChatInput,
      ...named('command.caesar'),
      dm_permission: false,
      options: [
        {
          type: ApplicationCommandOptionType.Subcommand,
          ...named('command.caesar.challenge'),
          options: [
            { type: ApplicationCommandOptionType.User, ...named('command.caesar.opponent'), required: true },
            modules,
          ],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          ...named('command.caesar.solo'),
          options: [
            {
              type: ApplicationCommandOptionType.String,
              ...named('command.caesar.difficulty'),
              required: false,
              choices: [choice('command.choice.low', 'low'), choice('command.choice.medium', 'medium'), choice('command.choice.high', 'high')],
            },
            side,
            modules,
          ],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          ...named('command.caesar.bot'),
          options: [
            { type: ApplicationCommandOptionType.Integer, ...named('command.caesar.level'), required: false, min_value: 1, max_value: 4 },
            side,
            modules,
          ],
        },
      ],
    },

    async execute(ctx, i, log) {
      const t = translator(i.locale);
      const sub = i.options.getSubcommand();
      const base = {
        game: 'caesar', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id,
        locale: i.locale, modules: i.options.getString('modules'), side: i.options.getInteger('side'),
      };
      if (sub === 'challenge') {
        const opponent = i.options.getUser('opponent', true);
        if (opponent.id === i.user.id) { log.outcome = 'self'; await i.editReply(t('challenge.self')); return; }
        if (opponent.bot) { log.outcome = 'bot'; await i.editReply(t('challenge.bot')); return; }
        const game = draftGame(ctx, { ...base, kind: 'duel', opponent: opponent.id });
        log.gameId = game.meta.id;
        await ctx.repo.save(game);
        const gt = translator(game.meta.locale);
        const message = await sendTo(ctx, i.channelId, {
          content: gt('challenge.text', {
            challenger: `<@${i.user.id}>`, opponent: `<@${opponent.id}>`,
            modules: ctx.adapters.caesar.modulesText(game.record.options, gt),
            expires: `<t:${Math.floor(game.meta.expiresAt! / 1000)}:R>`,
          }),
          components: [challengeButtons(game.meta.id, gt)],
          allowedMentions: { users: [opponent.id] },
        });
        await saveChallengeMessage(ctx, i, game, message.id);
        log.outcome = 'challenged';
        await i.editReply({ content: t('challenge.sent', { opponent: `<@${opponent.id}>` }), allowedMentions: { parse: [] } });
        return;
      }
      const game = sub === 'solo'
        ? draftGame(ctx, { ...base, kind: 'solo', opponent: null, difficulty: i.options.getString('difficulty') })
        : draftGame(ctx, { ...base, kind: 'bot', opponent: null, level: i.options.getInteger('level') });
      log.gameId = game.meta.id;
      await ctx.mutex.run(game.meta.id, () => startGame(ctx, game));
      log.outcome = 'started';
      await i.editReply({ content: t('server.started', { where: `<#${game.meta.threadId ?? game.meta.channelId}>` }), allowedMentions: { parse: [] } });
    },
  };
}
