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
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { aiAction } from '../../../bot/ai-pool';
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../../../core/discord-adapter';
import { gameId as gid } from '../../../bot/custom-id';
import { playMove, postBoard, sendTo } from '../../../bot/service';
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
  return aiAction('conquest2', { view: conquest2.view(game.state!, seat), seat, level: 2, seed: `${game.record.seed}:${game.state!.version}` });
}

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
    if (seat === undefined) return out;
    const res = await playMove(ctx, game, seat, await aiChoice(game, seat));
    if (res.ok) await postBoard(ctx, game);
    return out;
  }
  const seat = humans[0];
  if (waited >= deadline && (s.phase === 'auction' || s.phase === 'vote' || s.phase === 'battle')) {
    // The safe default: pass a bid or a vote; in a battle, what the AI would decide.
    const action = s.phase === 'auction' && !(s.auction!.high === null && s.auction!.starter === seat) ? { type: 'auctionPass' }
      : s.phase === 'vote' ? { type: 'votePass' } : await aiChoice(game, seat);
    const res = await playMove(ctx, game, seat, action);
    if (res.ok) {
      await sendTo(ctx, where, { content: t('conquest2.deadline.defaulted', { player: `<@${game.meta.seats[seat]}>` }), allowedMentions: { parse: [] } });
      await postBoard(ctx, game);
    }
    return out;
  }
  const version = s.version;
  if (waited >= deadline) {
    const key = `${seat}@${version}`;
    if (table.replaceVotes?.[key]) return out;
    table.replaceVotes = { [key]: [] };
    const voters = game.meta.seats.filter((u, k): u is string => !!u && k !== seat && !s.resigned.includes(k));
    if (voters.length === 0) {
      await replaceByAi(ctx, game, seat);
      return out;
    }
    await ctx.repo.save(game);
    await sendTo(ctx, where, {
      content: t('conquest2.vote.text', { player: `<@${game.meta.seats[seat]}>`, count: table.deadlineHours }),
      components: [{
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.Button, custom_id: gid(game.meta.id, version, 'qv', seat), label: t('conquest2.vote.yes'), style: ButtonStyle.Danger }],
      }],
      allowedMentions: { users: voters },
    });
    return out;
  }
  if (game.meta.remindedVersion === version || waited < ctx.config.REMINDER_MINUTES * 60_000) return out;
  game.meta.remindedVersion = version;
  await ctx.repo.save(game);
  const users = humans.map((x) => game.meta.seats[x]!);
  await sendTo(ctx, where, { content: t('conquest2.reminder', { player: users.map((u) => `<@${u}>`).join(' ') }), allowedMentions: { users } });
  out.reminded = true;
  return out;
}

async function replaceByAi(ctx: BotContext, game: StoredGame<C2State>, seat: number): Promise<void> {
  const t = translator(game.meta.locale);
  const user = game.meta.seats[seat];
  game.meta.seats[seat] = null;
  if (game.meta.table) game.meta.table.ai[seat] = true;
  await sendTo(ctx, game.meta.threadId ?? game.meta.channelId, { content: t('conquest2.vote.replaced', { player: `<@${user}>` }), allowedMentions: { parse: [] } });
  const pass = conquest2.activePlayers(game.state!).find((x) => isComputer(game, x));
  if (pass !== undefined) await playMove(ctx, game, pass, await aiChoice(game, pass));
  else await ctx.repo.save(game);
  await postBoard(ctx, game);
}

/** A member's vote to let the AI take a slow player's seat. */
export async function voteReplace(ctx: BotContext, i: ComponentInteraction, game: StoredGame<C2State>, seat: number, log: InteractionLog): Promise<void> {
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
  if (votes.length >= needed) await replaceByAi(ctx, game, seat);
  else await ctx.repo.save(game);
  await i.editReply({ content: t('conquest2.vote.counted', { votes: votes.length, needed }), components: [] });
}

/** A member resigns their seat (the builder's Resign button, confirmed): recorded, the AI plays on. */
export async function resignSeat(ctx: BotContext, i: ComponentInteraction, game: StoredGame<C2State>, confirmed: boolean, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const seat = game.meta.seats.indexOf(i.user.id);
  if (!confirmed) {
    log.outcome = 'resignAsked';
    await i.editReply({
      content: t('conquest2.step.resignConfirm'),
      components: [{
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: gid(game.meta.id, game.state!.version, 'qr', 'y'), label: t('conquest2.step.resignYes'), style: ButtonStyle.Danger },
          { type: ComponentType.Button, custom_id: gid(game.meta.id, game.state!.version, 'qw'), label: t('conquest2.step.back'), style: ButtonStyle.Secondary },
        ],
      }],
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
