/**
 * Periodic upkeep: expire old challenges and table lobbies nobody started, and ping a player once in the
 * game's thread when they have not moved for REMINDER_MINUTES, and once more before a casual duel's move
 * deadline passes. Tests call
 * `runUpkeep` directly with a moved clock.
 */
import { translator } from '../i18n';
import type { BotContext } from './context';
import { expireChallenge } from './components';
import { sendTo } from './service';
import { notifyAbout } from './notify';
import { deadlineReminder } from '../../commands/game-claim';
import { expireTableLobby, lobbyExpiresAt } from './table-lobby';
import { deliver, deliverOwed, endGameOfGonePlace, isGonePlace } from './outbox';
import { servesGuild } from './shards';
import { SaveConflict } from '../storage/errors';
import { runLeagueUpkeep, type LeagueUpkeepReport } from './leagues/service';

export interface UpkeepReport { reminded: string[]; expired: string[]; leagues?: LeagueUpkeepReport }

export async function runUpkeep(ctx: BotContext): Promise<UpkeepReport> {
  const report: UpkeepReport = { reminded: [], expired: [] };
  // Posts still owed (a failed post, a crash between save and post) go out first: those of finished games
  // here, those of open games as each is read below.
  await deliverOwed(ctx, { openGames: false });
  const index = await ctx.repo.openIndex();
  for (const id of Object.keys(index)) {
    try {
      await ctx.mutex.run(id, async () => {
        const game = await ctx.repo.get(id);
        // A game of a server another process serves (its shard) is looked after there.
        if (!game || !servesGuild(ctx.client, game.meta.guildId)) return;
        // Marked games were delivered above.
        if (!index[id].pending && game.outbox?.length && (await deliver(ctx, game, { waitForRetry: true })) === 'gone') return;
        const now = ctx.now();
        if (game.meta.status === 'challenge' && game.meta.kind === 'table') {
          const expiresAt = lobbyExpiresAt(game, ctx.config.TABLE_LOBBY_EXPIRE_HOURS);
          if (expiresAt !== null && now >= expiresAt) {
            await expireTableLobby(ctx, game);
            report.expired.push(id);
          }
          return;
        }
        if (game.meta.status === 'challenge') {
          if (game.meta.expiresAt !== null && now >= game.meta.expiresAt) {
            await expireChallenge(ctx, game);
            report.expired.push(id);
          }
          return;
        }
        if (game.meta.status !== 'active' || !game.state) return;
        const adapter = ctx.adapters[game.meta.game];
        if (game.meta.kind === 'table' && adapter.table) {
          // n-seat tables keep their own rules: several members may be waited on, deadlines, votes to replace a slow player.
          if ((await adapter.table.upkeep(ctx, game)).reminded) report.reminded.push(id);
          return;
        }
        const seat = adapter.toMove(game.state);
        const user = seat === null ? null : game.meta.seats[seat];
        const version = adapter.version(game.state);
        if (!user) return;
        const t = translator(game.meta.locale);
        // The reminder before a casual duel's move deadline comes first (saved inside; it also counts as the turn's reminder).
        let content = await deadlineReminder(ctx, game, t);
        if (content === null) {
          if (game.meta.remindedVersion === version) return;
          if (now - game.meta.lastMoveAt < ctx.config.REMINDER_MINUTES * 60_000) return;
          // Save first: a crash after the ping must not ping twice.
          game.meta.remindedVersion = version;
          await ctx.repo.save(game);
          content = adapter.reminderText ? adapter.reminderText(`<@${user}>`, t) : t('reminder.yourTurn', { player: `<@${user}>` });
        }
        const where = game.meta.threadId ?? game.meta.channelId;
        const notice = { guildId: game.meta.guildId, channelId: where, content, users: [user], locale: game.meta.locale };
        try {
          // The player's choice (/settings): pinged here, told by DM, or neither.
          await notifyAbout(ctx, notice, (ping) => sendTo(ctx, where, { content: notice.content, allowedMentions: { users: ping } }));
        } catch (e) {
          // The thread was deleted while the bot was away: the game ends instead of waiting forever.
          if (isGonePlace(e)) { await endGameOfGonePlace(ctx, game); return; }
          throw e;
        }
        report.reminded.push(id);
        ctx.log.info({ gameId: id, user, kind: 'reminder' }, 'reminder sent');
      });
    } catch (e) {
      // Another process on the same store saved the game first (its move, its own upkeep): it has
      // done or will do what this pass would have; the next pass reads the game afresh.
      if (e instanceof SaveConflict) ctx.log.info({ gameId: id }, 'game saved meanwhile by another process; upkeep left it');
      else ctx.log.warn({ gameId: id, err: (e as Error).message }, 'upkeep failed for a game');
    }
  }
  // League deadlines: reminders before them, forfeits for league games still running after them.
  report.leagues = await runLeagueUpkeep(ctx);
  return report;
}
