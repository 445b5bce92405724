/**
 * Games that never stall (casual duels): once the player to move has let the
 * move deadline pass (the server's, else MOVE_DEADLINE_HOURS, since the last move), the waiting
 * player may claim the win (/game claim) or abandon the game without the
 * other's consent (/game abandon). League games keep their league's own
 * deadline rules, and tables their own upkeep, so both are left out here.
 * Before the deadline passes, the upkeep pass reminds the player to move once.
 */
import type { ChatInputCommandInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { Translate } from '../src/i18n';
import type { StoredGame } from '../src/storage';
import type { BotContext, InteractionLog } from '../src/bot/context';
import { endGame } from '../src/bot/service';
import { leagueRepositoryOf } from '../src/storage/league-repository';
import { DEADLINE_REMINDER_AT, serverDeadlineHours } from '../src/bot/move-deadline';

type Replyable = ChatInputCommandInteraction | StringSelectMenuInteraction;

/** When the seat to move runs out of time in a casual duel between two members; null when no deadline applies. */
export async function moveDeadline(ctx: BotContext, game: StoredGame): Promise<number | null> {
  if (game.meta.kind !== 'duel' || game.meta.status !== 'active' || !game.state) return null;
  if (game.meta.seats.filter((s) => !!s).length !== 2) return null;
  // A league game follows its league's deadline (forfeits by the league upkeep).
  if (await leagueRepositoryOf(ctx.repo).gameLink(game.meta.id)) return null;
  return game.meta.lastMoveAt + (await serverDeadlineHours(ctx, game.meta.guildId)) * 3_600_000;
}

/**
 * The reminder before the move deadline of a casual duel, once a turn: when
 * DEADLINE_REMINDER_AT of the deadline has gone by and it has not passed yet.
 * Saved before it is returned for sending, so two upkeep passes or a restart
 * never send it twice; it also counts as the turn's ordinary reminder. Null
 * when there is nothing to send. Call under the game's lock.
 */
export async function deadlineReminder(ctx: BotContext, game: StoredGame, t: Translate): Promise<string | null> {
  const deadline = await moveDeadline(ctx, game);
  if (deadline === null) return null;
  const adapter = ctx.adapters[game.meta.game];
  const seat = adapter.toMove(game.state);
  const user = seat === null ? null : game.meta.seats[seat];
  const opponent = game.meta.seats.find((s, k) => k !== seat && !!s);
  if (!user || !opponent) return null;
  const version = adapter.version(game.state);
  const meta = game.meta;
  if (meta.deadlineRemindedVersion === version) return null;
  const now = ctx.now();
  const remindAt = meta.lastMoveAt + DEADLINE_REMINDER_AT * (deadline - meta.lastMoveAt);
  if (now < remindAt || now >= deadline) return null;
  meta.deadlineRemindedVersion = version;
  meta.remindedVersion = version;
  await ctx.repo.save(game);
  const count = Math.ceil((deadline - now) / 3_600_000);
  return t('server.deadline.reminder', { player: `<@${user}>`, opponent: `<@${opponent}>`, count });
}

/** Whether `seat` waits on an opponent who let the deadline pass (so it may claim or abandon alone). */
export async function opponentOverdue(ctx: BotContext, game: StoredGame, seat: number): Promise<boolean> {
  const deadline = await moveDeadline(ctx, game);
  const toMove = ctx.adapters[game.meta.game].toMove(game.state);
  return deadline !== null && toMove !== null && toMove !== seat && ctx.now() >= deadline;
}

/** /game claim, under the game's lock: the waiting player wins when the other let the deadline pass. */
export async function claimWin(ctx: BotContext, i: Replyable, game: StoredGame, seat: number, t: Translate, log: InteractionLog): Promise<void> {
  const say = async (content: string, outcome: string) => {
    log.outcome = outcome;
    await i.editReply({ content, components: [], allowedMentions: { parse: [] } });
  };
  const deadline = await moveDeadline(ctx, game);
  if (deadline === null) return say(t('server.claim.notDuel'), 'notDuel');
  const toMove = ctx.adapters[game.meta.game].toMove(game.state);
  if (toMove === null || toMove === seat) return say(t('server.claim.yourTurn'), 'yourTurn');
  if (ctx.now() < deadline) return say(t('server.claim.notYet', { when: `<t:${Math.ceil(deadline / 1000)}:R>` }), 'notYet');
  // The overdue player resigns by the deadline: the same ending, result and league hooks as a resignation.
  await endGame(ctx, game, { resign: toMove });
  return say(t('server.claim.done'), 'claimed');
}
