/**
 * Upkeep of Conquest II tables (the periodic upkeep of kind 'table'), as for
 * Classic tables:
 *
 * - Reminder: once per position, after REMINDER_MINUTES, the member the game
 *   waits for is pinged.
 * - A battle decision, a bid or a Senate vote past the table's deadline gets
 *   the safe default (pass, or what the AI would decide for that seat): an
 *   auction, a vote or a battle must not hold the whole table hostage.
 * - Turn deadline: when a member has not acted within the deadline, a vote
 *   message asks the other members whether the AI should take the seat; a
 *   majority replaces the member by the AI (alone at the table: at once).
 * - Computer seats left waiting play on.
 */
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../../../core/discord-adapter';
import { confirmRow } from '../../../bot/confirm-row';
import { gameId as gid } from '../../../bot/custom-id';
import { playMove, postBoard, sendTo } from '../../../bot/service';
import { callReplaceVote, computerPlays, remindMembers, seatAiChoice, voteReplace as vote, type SeatVoteSpec } from '../../../bot/table-seats';
import { conquest2 } from '../index';
import type { C2State } from '../types';

const HOUR = 3_600_000;

export function isComputer(game: StoredGame<C2State>, seat: number): boolean {
  return !game.meta.seats[seat] || game.state!.resigned.includes(seat);
}

function humansWaitedOn(game: StoredGame<C2State>): number[] {
  return conquest2.activePlayers(game.state!).filter((seat) => !isComputer(game, seat));
}

function aiChoice(game: StoredGame<C2State>, seat: number): Promise<unknown> {
  return seatAiChoice(game, seat, conquest2.view(game.state!, seat), game.state!.version);
}

/** The vote to let the AI take a slow seat: strings 'conquest2.vote.…', button verb 'qv'. */
const SEATS: SeatVoteSpec = {
  ns: 'conquest2',
  voteVerb: 'qv',
  version: (game) => (game as StoredGame<C2State>).state!.version,
  // A resigned member's seat is played by the AI too.
  computerToAct: (game) => conquest2.activePlayers((game as StoredGame<C2State>).state!).find((x) => isComputer(game as StoredGame<C2State>, x)),
  aiChoice: (game, seat) => aiChoice(game as StoredGame<C2State>, seat),
};

export async function tableUpkeep(ctx: BotContext, game: StoredGame<C2State>): Promise<{ reminded: boolean }> {
  const out = { reminded: false };
  const table = game.meta.table;
  if (!table || !game.state || conquest2.result(game.state)) return out;
  const t = translator(game.meta.locale);
  const where = game.meta.threadId ?? game.meta.channelId;
  const now = ctx.now();
  const waited = now - game.meta.lastMoveAt;
  const deadline = table.deadlineHours * HOUR;
  const s = game.state;

  const humans = humansWaitedOn(game);
  if (!humans.length) {
    const seat = conquest2.activePlayers(s)[0];
    if (seat !== undefined) await computerPlays(ctx, game, seat, SEATS);
    return out;
  }
  const seat = humans[0];
  if (waited >= deadline && (s.phase === 'auction' || s.phase === 'vote' || s.phase === 'battle' || s.phase === 'wind' || s.phase === 'navalMuster')) {
    // The safe default: pass a bid or a vote; in a battle's muster or rounds, or on Favorable Wind, what the AI would decide.
    const action = s.phase === 'auction' && !(s.auction!.high === null && s.auction!.starter === seat) ? { type: 'auctionPass' }
      : s.phase === 'vote' ? { type: 'votePass' } : await aiChoice(game, seat);
    const res = await playMove(ctx, game, seat, action);
    if (res.ok) {
      await sendTo(ctx, where, { content: t('conquest2.deadline.defaulted', { player: `<@${game.meta.seats[seat]}>` }), allowedMentions: { parse: [] } });
      await postBoard(ctx, game);
    }
    return out;
  }
  if (waited >= deadline) {
    const voters = game.meta.seats.filter((u, k): u is string => !!u && k !== seat && !s.resigned.includes(k));
    await callReplaceVote(ctx, game, seat, voters, SEATS);
    return out;
  }
  out.reminded = await remindMembers(ctx, game, humans, waited, SEATS);
  return out;
}

/** A member's vote to let the AI take a slow player's seat. */
export function voteReplace(ctx: BotContext, i: ComponentInteraction, game: StoredGame<C2State>, seat: number, log: InteractionLog): Promise<void> {
  return vote(ctx, i, game, seat, log, SEATS);
}

/** A member resigns their seat (the builder's Resign button, confirmed): recorded, the AI plays on. */
export async function resignSeat(ctx: BotContext, i: ComponentInteraction, game: StoredGame<C2State>, confirmed: boolean, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const seat = game.meta.seats.indexOf(i.user.id);
  if (!confirmed) {
    log.outcome = 'resignAsked';
    await i.editReply({
      content: t('conquest2.step.resignConfirm'),
      components: [confirmRow(
        { custom_id: gid(game.meta.id, game.state!.version, 'qr', 'y'), label: t('conquest2.step.resignYes') },
        { custom_id: gid(game.meta.id, game.state!.version, 'qw'), label: t('conquest2.step.back') },
      )],
    });
    return;
  }
  const res = await playMove(ctx, game, seat, { type: 'resign' });
  if (!res.ok) {
    log.outcome = 'illegal';
    await i.editReply({ content: t('error.stale'), components: [] });
    return;
  }
  log.outcome = 'resigned';
  // playMove has let the AI play the seat (and the other computer seats) until a member must act.
  await i.editReply({ content: t('conquest2.step.resigned'), components: [] });
  await postBoard(ctx, game);
}
