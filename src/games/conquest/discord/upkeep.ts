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
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { conquest } from '../index';
import { aiAction } from '../../../bot/ai-pool';
import type { ConquestState } from '../types';
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../../../core/discord-adapter';
import { gameId as gid } from '../../../bot/custom-id';
import { playMove, postBoard, sendTo } from '../../../bot/service';

export interface TableUpkeepOutcome { reminded: boolean; defaulted: number; voteOpened: boolean; resumed?: boolean }

const HOUR = 3_600_000;

function humansWaitedOn(game: StoredGame<ConquestState>): number[] {
  return conquest.activePlayers(game.state!).filter((seat) => !!game.meta.seats[seat]);
}

/** What the AI would do for `seat` (from that seat's view, off the main thread): the safe default and the replacement's play. */
function aiChoice(game: StoredGame<ConquestState>, seat: number): Promise<unknown> {
  return aiAction('conquest', { view: conquest.view(game.state!, seat), seat, level: 2, seed: `${game.record.seed}:${game.state!.version}` });
}

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
    const res = await playMove(ctx, game, seat, await aiChoice(game, seat));
    if (res.ok) {
      out.resumed = true;
      await postBoard(ctx, game);
    }
    return out;
  }
  const version = game.state.version;
  if (waited >= deadline && !game.state.battle) {
    const seat = humans[0];
    const key = `${seat}@${version}`;
    if (table.replaceVotes?.[key]) return out;
    table.replaceVotes = { [key]: [] };
    const voters = game.meta.seats.filter((u, k): u is string => !!u && k !== seat);
    if (voters.length === 0) {
      await replaceByAi(ctx, game, seat);
      return out;
    }
    await ctx.repo.save(game);
    await sendTo(ctx, where, {
      content: t('conquest.vote.text', { player: `<@${game.meta.seats[seat]}>`, count: table.deadlineHours }),
      components: [{
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.Button, custom_id: gid(game.meta.id, version, 'kv', seat), label: t('conquest.vote.yes'), style: ButtonStyle.Danger }],
      }],
      allowedMentions: { users: voters },
    });
    out.voteOpened = true;
    return out;
  }
  if (game.meta.remindedVersion === version || waited < ctx.config.REMINDER_MINUTES * 60_000) return out;
  game.meta.remindedVersion = version;
  await ctx.repo.save(game);
  const users = humans.map((seat) => game.meta.seats[seat]!);
  await sendTo(ctx, where, { content: t('conquest.reminder', { player: users.map((u) => `<@${u}>`).join(' ') }), allowedMentions: { users } });
  out.reminded = true;
  return out;
}

async function replaceByAi(ctx: BotContext, game: StoredGame<ConquestState>, seat: number): Promise<void> {
  const t = translator(game.meta.locale);
  const user = game.meta.seats[seat];
  game.meta.seats[seat] = null;
  if (game.meta.table) game.meta.table.ai[seat] = true;
  await sendTo(ctx, game.meta.threadId ?? game.meta.channelId, { content: t('conquest.vote.replaced', { player: `<@${user}>` }), allowedMentions: { parse: [] } });
  // The AI now plays the seat: let it (and the other computer seats) act until a member must.
  const pass = conquest.activePlayers(game.state!).find((x) => game.meta.seats[x] === null);
  if (pass !== undefined) {
    await playMove(ctx, game, pass, await aiChoice(game, pass));
  } else {
    await ctx.repo.save(game);
  }
  await postBoard(ctx, game);
}

/** A member's vote to let the AI take a slow player's seat (the button of the vote message). */
export async function voteReplace(ctx: BotContext, i: ComponentInteraction, game: StoredGame<ConquestState>, seat: number, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const table = game.meta.table;
  const key = `${seat}@${game.state!.version}`;
  const votes = table?.replaceVotes?.[key];
  const voter = game.meta.seats.indexOf(i.user.id);
  if (!table || !votes || voter < 0 || voter === seat || !game.meta.seats[seat]) {
    log.outcome = 'voteClosed';
    await i.editReply({ content: t('error.stale'), components: [] });
    return;
  }
  if (!votes.includes(i.user.id)) votes.push(i.user.id);
  const others = game.meta.seats.filter((u, k) => !!u && k !== seat).length;
  const needed = Math.floor(others / 2) + 1;
  log.outcome = 'voted';
  if (votes.length >= needed) {
    await replaceByAi(ctx, game, seat);
  } else {
    await ctx.repo.save(game);
  }
  await i.editReply({ content: t('conquest.vote.counted', { votes: votes.length, needed }), components: [] });
}
