/**
 * Upkeep of n-seat tables (called by the periodic upkeep for kind 'table'):
 *
 * - Reminder: once per position, after REMINDER_MINUTES, every member the
 *   game waits for is pinged (several in a battle).
 * - Battle deadline: a member who has not taken a battle decision within the
 *   table's deadline gets the safe default, which is what the AI would decide
 *   for that seat (form the largest battle legion, lose the cheapest units,
 *   continue unless clearly beaten, then retreat home or to an own province).
 *   A battle must not hold the whole table hostage, and the AI never makes an
 *   illegal choice.
 * - Turn deadline: when a member has not acted within the deadline, a vote
 *   message asks the other members whether the AI should take the seat; a
 *   majority of them replaces the member by the AI (with no other member at
 *   the table, the seat passes to the AI at once).
 * - Computer seats left waiting (a resignation ends a member's part without
 *   running the AIs) play on.
 */
import { conquest } from '../index';
import type { ConquestState } from '../types';
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../../../core/discord-adapter';
import { playMove, postBoard, sendTo } from '../../../bot/service';
import { callReplaceVote, computerPlays, remindMembers, seatAiChoice, voteReplace as vote, type SeatVoteSpec } from '../../../bot/table-seats';

export interface TableUpkeepOutcome { reminded: boolean; defaulted: number; voteOpened: boolean; resumed?: boolean }

const HOUR = 3_600_000;

function humansWaitedOn(game: StoredGame<ConquestState>): number[] {
  return conquest.activePlayers(game.state!).filter((seat) => !!game.meta.seats[seat]);
}

/** What the AI would do for `seat` (from that seat's view, off the main thread): the safe default and the replacement's play. */
function aiChoice(game: StoredGame<ConquestState>, seat: number): Promise<unknown> {
  return seatAiChoice(game, seat, conquest.view(game.state!, seat), game.state!.version);
}

/** The vote to let the AI take a slow seat: strings 'conquest.vote.…', button verb 'kv'. */
const SEATS: SeatVoteSpec = {
  ns: 'conquest',
  voteVerb: 'kv',
  version: (game) => (game as StoredGame<ConquestState>).state!.version,
  computerToAct: (game) => conquest.activePlayers((game as StoredGame<ConquestState>).state!).find((x) => game.meta.seats[x] === null),
  aiChoice: (game, seat) => aiChoice(game as StoredGame<ConquestState>, seat),
};

export async function tableUpkeep(ctx: BotContext, game: StoredGame<ConquestState>): Promise<TableUpkeepOutcome> {
  const out: TableUpkeepOutcome = { reminded: false, defaulted: 0, voteOpened: false };
  const table = game.meta.table;
  if (!table || !game.state) return out;
  const t = translator(game.meta.locale);
  const where = game.meta.threadId ?? game.meta.channelId;
  const now = ctx.now();
  const waited = now - game.meta.lastMoveAt;
  const deadline = table.deadlineHours * HOUR;

  // Battle decisions past the deadline: the safe default, then the computer seats answer as usual.
  for (let guard = 0; guard < 200 && game.state.battle && waited >= deadline; guard++) {
    const seat = humansWaitedOn(game)[0];
    if (seat === undefined) break;
    const res = await playMove(ctx, game, seat, await aiChoice(game, seat));
    if (!res.ok) break;
    out.defaulted++;
  }
  // A call for an end not answered in time fails: silence is not agreement, and the game goes on.
  if (game.state.endVote && waited >= deadline) {
    const seat = humansWaitedOn(game)[0];
    if (seat !== undefined && (await playMove(ctx, game, seat, { type: 'answerEnd', accept: false })).ok) {
      game.meta.lastMoveAt = now;
      await ctx.repo.save(game);
      await sendTo(ctx, where, { content: t('conquest.deadline.endUnanswered'), allowedMentions: { parse: [] } });
      await postBoard(ctx, game);
      out.defaulted++;
      return out;
    }
  }
  if (out.defaulted > 0) {
    game.meta.lastMoveAt = now - deadline;
    await ctx.repo.save(game);
    await sendTo(ctx, where, { content: t('conquest.deadline.defaulted', { count: out.defaulted }), allowedMentions: { parse: [] } });
    await postBoard(ctx, game);
    return out;
  }

  const humans = humansWaitedOn(game);
  if (!humans.length) {
    // Only computer seats can act (e.g. after a resignation, which does not run them): let them play on.
    const seat = conquest.activePlayers(game.state)[0];
    if (seat === undefined) return out;
    if (await computerPlays(ctx, game, seat, SEATS)) out.resumed = true;
    return out;
  }
  if (waited >= deadline && !game.state.battle) {
    const seat = humans[0];
    const voters = game.meta.seats.filter((u, k): u is string => !!u && k !== seat);
    out.voteOpened = await callReplaceVote(ctx, game, seat, voters, SEATS);
    return out;
  }
  out.reminded = await remindMembers(ctx, game, humans, waited, SEATS);
  return out;
}

/** A member's vote to let the AI take a slow player's seat (the button of the vote message). */
export function voteReplace(ctx: BotContext, i: ComponentInteraction, game: StoredGame<ConquestState>, seat: number, log: InteractionLog): Promise<void> {
  return vote(ctx, i, game, seat, log, SEATS);
}
