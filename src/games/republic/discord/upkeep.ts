/**
 * Upkeep of Republic tables (the periodic upkeep of kind 'table'):
 *
 * - Reminder: once per position, after a quarter of the deadline, the member
 *   the game waits for is pinged in the thread.
 * - Deadline: a member who has not decided within the table's deadline gets
 *   the safe default, the engine's most passive legal answer (pass, done,
 *   abstain, refuse: the engine lists it first), so one slow faction never
 *   holds the Republic hostage.
 * - Computer seats left waiting (after a restart) play on.
 */
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext } from '../../../core/discord-adapter';
import { playMove, postBoard, sendTo } from '../../../bot/service';
import { computerPlays, remindMembers, seatAiChoice } from '../../../bot/table-seats';
import { republic } from '../index';
import type { RepublicState } from '../types';

const HOUR = 3_600_000;

export function isComputer(game: StoredGame<RepublicState>, seat: number): boolean {
  return !game.meta.seats[seat];
}

export async function tableUpkeep(ctx: BotContext, game: StoredGame<RepublicState>): Promise<{ reminded: boolean }> {
  const out = { reminded: false };
  const table = game.meta.table;
  const s = game.state;
  if (!table || !s || republic.result(s)) return out;
  const seat = republic.activePlayers(s)[0];
  if (seat === undefined) return out;
  const t = translator(game.meta.locale);
  const where = game.meta.threadId ?? game.meta.channelId;
  if (isComputer(game, seat)) {
    await computerPlays(ctx, game, seat, { aiChoice: (g, x) => seatAiChoice(g, x, republic.view(s, x), s.version) });
    return out;
  }
  const waited = ctx.now() - game.meta.lastMoveAt;
  const deadline = table.deadlineHours * HOUR;
  const player = `<@${game.meta.seats[seat]}>`;
  if (waited >= deadline) {
    const safe = republic.legalActions(s, seat)[0];
    if (!safe) return out;
    const res = await playMove(ctx, game, seat, safe);
    if (res.ok) {
      await sendTo(ctx, where, { content: t('republic.deadline.defaulted', { player }), allowedMentions: { parse: [] } });
      await postBoard(ctx, game);
    }
    return out;
  }
  // Reminded after a quarter of the deadline, saved before it is sent (a failing store never repeats it).
  out.reminded = await remindMembers(ctx, game, [seat], waited, { ns: 'republic', version: () => s.version }, deadline / 4);
  return out;
}
