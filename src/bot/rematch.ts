/**
 * The Rematch button of a finished duel: either player offers the other a
 * new game of the same game with the same options, as an ordinary challenge
 * in the duel's channel (Accept / Decline, expiring like any challenge).
 */
import { translator } from '../i18n';
import { findPlugin } from '../core/registry';
import type { BotContext, ComponentInteraction, InteractionLog } from '../core/discord-adapter';
import { challengeButtons } from './challenge-buttons';
import { draftGame, sendTo } from './service';
import { missingStartPermissions } from './bot-permissions';
import { botPermissionsText } from './bot-permissions-text';

export async function offerRematch(ctx: BotContext, i: ComponentInteraction, gameId: string, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  log.gameId = gameId;
  const say = async (content: string, outcome: string) => {
    log.outcome = outcome;
    await i.editReply({ content, components: [], allowedMentions: { parse: [] } });
  };
  const game = await ctx.repo.get(gameId);
  if (!game || game.meta.kind !== 'duel') return say(t('error.unknown'), 'unknown');
  if (!game.meta.seats.includes(i.user.id)) return say(t('server.rematch.notPlayer'), 'notPlayer');
  if (game.meta.status !== 'finished') return say(t('server.rematch.notOver'), 'notOver');
  const other = game.meta.seats.find((s): s is string => !!s && s !== i.user.id);
  if (!other) return say(t('server.rematch.notPlayer'), 'notPlayer');
  const missing = await missingStartPermissions(ctx, game.meta.channelId);
  if (missing.length) return say(botPermissionsText(missing, t), 'botPermissions');
  const next = draftGame(ctx, {
    game: game.meta.game, kind: 'duel', guildId: game.meta.guildId, channelId: game.meta.channelId,
    challenger: i.user.id, opponent: other, locale: game.meta.locale,
  });
  // The same options (modules, variants) as the game just played.
  next.record.options = game.record.options;
  await ctx.repo.save(next);
  const gt = translator(game.meta.locale);
  const message = await sendTo(ctx, game.meta.channelId, {
    content: gt('server.rematch.text', {
      challenger: `<@${i.user.id}>`, opponent: `<@${other}>`, game: findPlugin(game.meta.game)?.title ?? game.meta.game,
      expires: `<t:${Math.floor(next.meta.expiresAt! / 1000)}:R>`,
    }),
    components: [challengeButtons(next.meta.id, gt)],
    allowedMentions: { users: [other] },
  });
  next.meta.challengeMessageId = message.id;
  await ctx.repo.save(next);
  log.gameId = next.meta.id;
  return say(t('server.rematch.sent', { opponent: `<@${other}>` }), 'rematchOffered');
}
