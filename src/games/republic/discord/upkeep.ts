/**
 * Upkeep of Republic tables (the periodic upkeep of kind 'table'):
 *
 * - Reminder: once per position, after a quarter of the deadline, the member
 *   the game waits for is pinged in the thread.
 * - Deadline: a member who has not decided within the table's deadline (a bid
 *   for the sixth initiative: within the interrupt window's time) gets
 *   the safe default, the engine's most passive legal answer (pass, done,
 *   abstain, refuse: the engine lists it first), so one slow faction never
 *   holds the Republic hostage.
 * - AI takeover: at a member's first missed deadline of a turn the other
 *   members are asked whether the AI should take the seat (strings
 *   'republic.vote.…', button 'rv'); a majority replaces the member. The vote
 *   stays open for the turn (its key is the turn, not the position: the safe
 *   default moves the game on meanwhile). A member alone at the table is
 *   never replaced this way.
 * - Computer seats left waiting (after a restart) play on, once the Senate's
 *   interrupt window before their step (./window.ts) has closed.
 */
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../../../core/discord-adapter';
import { playMove, postBoard, resumeComputer, sendTo } from '../../../bot/service';
import { callReplaceVote, remindMembers, seatAiChoice, voteReplace as vote, type SeatVoteSpec } from '../../../bot/table-seats';
import { republic } from '../index';
import type { RepublicState } from '../types';
import { bidsCloseAt, closeWindow, comeBack, pendingWindow, roundClosesAt, roundMembers, waive } from './window';

const HOUR = 3_600_000;

/** The vote to let the AI take a slow seat, keyed by the turn. */
const SEATS: SeatVoteSpec = {
  ns: 'republic',
  voteVerb: 'rv',
  version: (game) => (game as StoredGame<RepublicState>).state!.turn,
  computerToAct: (game) => {
    const g = game as StoredGame<RepublicState>;
    const seat = republic.activePlayers(g.state!)[0];
    return seat !== undefined && isComputer(g, seat) && !pendingWindow(g.state!, g.meta) ? seat : undefined;
  },
  aiChoice: (game, seat) => seatAiChoice(game, seat, republic.view((game as StoredGame<RepublicState>).state!, seat), (game as StoredGame<RepublicState>).state!.version),
};

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
    const win = pendingWindow(s, game.meta);
    if (win) {
      if (ctx.now() < win.until) return out;
      closeWindow(game.meta, win, s);
    }
  }
  // As in a live game: every computer seat that may act now does (out-of-turn seats first, then the
  // deciding one), not only the first active player; a restart mid-window then goes on the same way.
  if (await resumeComputer(ctx, game)) {
    await postBoard(ctx, game);
    return out;
  }
  if (isComputer(game, seat)) return out;
  const waited = ctx.now() - game.meta.lastMoveAt;
  const timedClose = bidsCloseAt(s, game.meta) ?? roundClosesAt(s, game.meta);
  const deadline = timedClose !== null ? timedClose - game.meta.lastMoveAt : table.deadlineHours * HOUR;
  // A round of counter-bribes waits for all its members at once; anything else for the deciding member.
  const round = roundMembers(s, game.meta);
  const late = round.includes(seat) ? round : [seat];
  if (waited >= deadline) {
    const defaulted: number[] = [];
    for (const x of late) {
      // Each default may move the game on: only a member whose counter-bribe is still awaited gets one.
      if (x !== seat && !roundMembers(game.state!, game.meta).includes(x)) continue;
      const safe = republic.legalActions(game.state!, x)[0];
      if (!safe) continue;
      const res = await playMove(ctx, game, x, safe);
      if (!res.ok) continue;
      defaulted.push(x);
      await sendTo(ctx, where, { content: t('republic.deadline.defaulted', { player: `<@${game.meta.seats[x]}>` }), allowedMentions: { parse: [] } });
    }
    if (defaulted.length) {
      await postBoard(ctx, game);
      // One vote at a time (the table keeps one): about the first member who let the time pass.
      const x = defaulted[0];
      const voters = game.meta.seats.filter((u, k): u is string => !!u && k !== x);
      if (voters.length > 0 && game.meta.seats[x]) await callReplaceVote(ctx, game, x, voters, SEATS);
    }
    return out;
  }
  // Reminded after a quarter of the deadline, saved before it is sent (a failing store never repeats it).
  out.reminded = await remindMembers(ctx, game, late, waited, { ns: 'republic', version: () => s.version }, deadline / 4);
  return out;
}

/** "Let the Senate go on" (board button `rx`): a member gives up the interrupt window; the last one lets the AI proceed. */
export async function letSenateGoOn(ctx: BotContext, i: ComponentInteraction, game: StoredGame<RepublicState>, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const reply = async (key: string, outcome: string) => {
    log.outcome = outcome;
    await i.editReply({ content: t(key), components: [], allowedMentions: { parse: [] } });
  };
  const s = game.state!;
  const seat = game.meta.seats.indexOf(i.user.id);
  const win = pendingWindow(s, game.meta);
  if (!win || !win.members.includes(seat)) return reply('republic.window.notOpen', 'notOpen');
  if (!waive(game.meta, win.key, seat)) return reply('republic.window.already', 'already');
  await ctx.repo.save(game);
  if (pendingWindow(s, game.meta)) return reply('republic.window.waived', 'waived');
  await reply('republic.window.waived', 'goOn');
  // The window is closed: the computer seats play on as after any move (out-of-turn seats first).
  if (await resumeComputer(ctx, game)) await postBoard(ctx, game);
}

/** "Wait for me again" (board button `rk`): a member who let a window run out asks the Senate to wait for them again. */
export async function waitForMe(ctx: BotContext, i: ComponentInteraction, game: StoredGame<RepublicState>, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const seat = game.meta.seats.indexOf(i.user.id);
  const back = comeBack(game.state!, game.meta, seat);
  if (back) await ctx.repo.save(game);
  log.outcome = back ? 'waitAgain' : 'notAway';
  await i.editReply({ content: t(back ? 'republic.windowAway.back' : 'republic.windowAway.notAway'), components: [], allowedMentions: { parse: [] } });
}

/** A member's vote (button `rv`, on the vote message) to let the AI take a slow member's seat. */
export function voteReplace(ctx: BotContext, i: ComponentInteraction, game: StoredGame<RepublicState>, seat: number, log: InteractionLog): Promise<void> {
  return vote(ctx, i, game, seat, log, SEATS);
}
