/**
 * /league-admin end-game game [reason]: a moderator ends a stuck game of this
 * server as abandoned. Who may: Manage Server (or Administrator, the owner),
 * the server's organiser role, or, for a league game, that league's organiser
 * role. The game's players are told in its thread before it is archived (the
 * outbox archives it with the final board). An abandoned game changes no
 * rating; a league game gets no result from it (its table stays open for the
 * organisers' forfeit or void, the league's own rules), see onGameFinished.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import { canOrganise } from '../../leagues';
import type { Translate } from '../../i18n';
import { translator } from '../../i18n';
import { serverSettings } from '../../storage/server-settings';
import type { BotContext, InteractionLog } from '../context';
import { actorOf } from '../move-deadline';
import { endGame, editMessage } from '../service';
import { afresh } from '../components';
import { leagues } from './service';

type I = ChatInputCommandInteraction;

async function say(i: I, log: InteractionLog, outcome: string, content: string): Promise<void> {
  log.outcome = outcome;
  await i.editReply({ content, allowedMentions: { parse: [] } });
}

export async function endStuckGame(ctx: BotContext, i: I, log: InteractionLog, t: Translate): Promise<void> {
  const id = i.options.getString('game', true).trim().replace(/^#/, '');
  const actor = actorOf(i);
  const settings = await serverSettings(ctx.repo, i.guildId!);
  const link = await leagues(ctx).gameLink(id);
  const league = link ? await leagues(ctx).get(link.leagueId) : null;
  const allowed = canOrganise(actor, { organiserRoleId: settings.organiserRoleId }) || (!!league && canOrganise(actor, league.league));
  if (!allowed) return say(i, log, 'notOrganiser', t('server.endGame.notAllowed'));
  log.gameId = id;
  const reason = i.options.getString('reason')?.trim() ?? '';
  // A save lost to another process (it saved the game meanwhile) is met by running this afresh from
  // the stored game, checked again, as long as nothing was posted yet (see afresh in ../components.ts).
  return ctx.mutex.run(id, () => afresh(ctx, i, id, async () => {
    const game = await ctx.repo.get(id);
    // Another server's game is answered as unknown: its id says nothing here.
    if (!game || game.meta.guildId !== i.guildId) return say(i, log, 'notFound', t('server.endGame.notFound', { id }));
    if (game.meta.status !== 'active' && game.meta.status !== 'challenge') return say(i, log, 'notRunning', t('server.endGame.notRunning', { id }));
    const gt = translator(game.meta.locale);
    if (game.meta.status === 'challenge') {
      // Not started: nothing to abandon, the challenge or invitation is withdrawn.
      game.meta.status = 'expired';
      game.meta.endedBy = i.user.id;
      await ctx.repo.save(game);
      if (game.meta.challengeMessageId) {
        await editMessage(ctx, game.meta.channelId, game.meta.challengeMessageId, { content: gt('server.endGame.note', { moderator: `<@${i.user.id}>`, reason }).trim(), components: [] })
          .catch((e) => ctx.log.warn({ gameId: id, err: (e as Error).message }, 'could not edit the challenge'));
      }
    } else {
      game.meta.endedBy = i.user.id;
      game.meta.abandonRequestedBy = null;
      // The note is owed with the end (saved in the same write, posted before the final board, which
      // archives the thread): a save lost to another process posted nothing and is run afresh.
      await endGame(ctx, game, 'abandon', gt('server.endGame.note', { moderator: `<@${i.user.id}>`, reason }).trim());
    }
    ctx.log.info({ gameId: id, by: i.user.id, kind: 'moderatorEnded' }, 'game ended by a moderator');
    return say(i, log, 'ended', t(link ? 'server.endGame.doneLeague' : 'server.endGame.done', { id }));
  }, 'command'));
}
