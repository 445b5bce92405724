/**
 * Slow seats at n-seat tables, shared by the games whose table upkeep uses
 * them:
 *
 * - the reminders: once per position, after REMINDER_MINUTES, every member
 *   the game waits for is pinged; and once more when three quarters of the
 *   table's move deadline have gone by, saying how long is left;
 * - the vote to let the AI take a slow member's seat: when a member has not
 *   acted within the deadline, a message asks the other members; a majority
 *   of them replaces the member by the AI (with nobody to ask, at once), or
 *   an organiser decides alone (./move-deadline.ts). Votes are kept per
 *   '<seat>@<state version>', so a vote of an earlier position closes when
 *   the game moves on.
 *
 * The game gives its string namespace ('<ns>.vote.text', '<ns>.reminder', …),
 * the verb of its vote button ('g:<gameId>:<version>:<verb>:<seat>') and how
 * its computer seats play.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator } from '../i18n';
import type { StoredGame } from '../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../core/discord-adapter';
import { aiAction } from './ai-pool';
import { gameId as gid } from './custom-id';
import { playMove, postBoard, sendTo } from './service';
import { DEADLINE_REMINDER_AT, organisesGame } from './move-deadline';
import { notifyAbout } from './notify';

const HOUR = 3_600_000;

export interface SeatVoteSpec {
  /** The game's string namespace. */
  ns: string;
  /** The custom_id verb of the vote button. */
  voteVerb: string;
  /** The engine state's version (the vote's key). */
  version(game: StoredGame): number;
  /** A computer seat that must act now, after a replacement (none: a member must). */
  computerToAct(game: StoredGame): number | undefined;
  /** What the AI plays for a seat. */
  aiChoice(game: StoredGame, seat: number): Promise<unknown>;
}

/** What the AI would do for `seat`, from that seat's view, off the main thread (level 2, seeded by the position). */
export function seatAiChoice(game: StoredGame, seat: number, view: unknown, version: number): Promise<unknown> {
  return aiAction(game.meta.game, { view, seat, level: 2, seed: `${game.record.seed}:${version}` });
}

/** A computer seat the game waits for plays its move; the board is posted when it was legal. */
export async function computerPlays(ctx: BotContext, game: StoredGame, seat: number, spec: Pick<SeatVoteSpec, 'aiChoice'>): Promise<boolean> {
  const res = await playMove(ctx, game, seat, await spec.aiChoice(game, seat));
  if (res.ok) await postBoard(ctx, game);
  return res.ok;
}

/**
 * Pings the members the game waits for (`waited` ms since the last move):
 * once per position after `afterMs` (REMINDER_MINUTES by default), in the
 * game's words; and once per position when DEADLINE_REMINDER_AT of the
 * table's deadline has gone by, with the hours left (which also counts as
 * the first ping when it comes first). Each is saved before it is sent, so
 * a restart or a failing store never repeats it. True when one was sent.
 */
export async function remindMembers(
  ctx: BotContext, game: StoredGame, seats: number[], waited: number, spec: Pick<SeatVoteSpec, 'ns' | 'version'>,
  afterMs = ctx.config.REMINDER_MINUTES * 60_000,
): Promise<boolean> {
  const version = spec.version(game);
  const users = seats.map((seat) => game.meta.seats[seat]).filter((u): u is string => !!u);
  if (!users.length) return false;
  const t = translator(game.meta.locale);
  const player = users.map((u) => `<@${u}>`).join(' ');
  const deadline = (game.meta.table?.deadlineHours ?? 0) * HOUR;
  let content: string;
  if (deadline > 0 && game.meta.deadlineRemindedVersion !== version && waited >= DEADLINE_REMINDER_AT * deadline && waited < deadline) {
    game.meta.deadlineRemindedVersion = version;
    game.meta.remindedVersion = version;
    content = t('server.deadline.tableReminder', { player, count: Math.ceil((deadline - waited) / HOUR) });
  } else {
    if (game.meta.remindedVersion === version || waited < afterMs) return false;
    game.meta.remindedVersion = version;
    content = t(`${spec.ns}.reminder`, { player });
  }
  await ctx.repo.save(game);
  // Each member's choice (/settings): pinged here, told by DM, or neither.
  const where = game.meta.threadId ?? game.meta.channelId;
  await notifyAbout(ctx, { guildId: game.meta.guildId, channelId: where, content, users, locale: game.meta.locale }, (ping) => sendTo(ctx, where, { content, allowedMentions: { users: ping } }));
  ctx.log.info({ gameId: game.meta.id, users, kind: 'tableReminder' }, 'table reminder sent');
  return true;
}

/**
 * Asks `voters` whether the AI should take `seat` (once per position); with
 * no voter the seat passes to the AI at once. True when a vote was posted.
 */
export async function callReplaceVote(ctx: BotContext, game: StoredGame, seat: number, voters: string[], spec: SeatVoteSpec): Promise<boolean> {
  const table = game.meta.table!;
  const version = spec.version(game);
  const key = `${seat}@${version}`;
  if (table.replaceVotes?.[key]) return false;
  table.replaceVotes = { [key]: [] };
  table.replaceVoteVerb = spec.voteVerb;
  if (voters.length === 0) {
    await replaceByAi(ctx, game, seat, spec);
    return false;
  }
  await ctx.repo.save(game);
  const t = translator(game.meta.locale);
  const hours = table.deadlineHours;
  await sendTo(ctx, game.meta.threadId ?? game.meta.channelId, {
    // Both names: a game's text may count the hours with plural forms or not.
    content: `${t(`${spec.ns}.vote.text`, { player: `<@${game.meta.seats[seat]}>`, hours, count: hours })}\n${t('server.deadline.organiserMay')}`,
    components: [{
      type: ComponentType.ActionRow,
      components: [{ type: ComponentType.Button, custom_id: gid(game.meta.id, version, spec.voteVerb, seat), label: t(`${spec.ns}.vote.yes`), style: ButtonStyle.Danger }],
    }],
    allowedMentions: { users: voters },
  });
  return true;
}

async function replaceByAi(ctx: BotContext, game: StoredGame, seat: number, spec: SeatVoteSpec): Promise<void> {
  const t = translator(game.meta.locale);
  const user = game.meta.seats[seat];
  game.meta.seats[seat] = null;
  if (game.meta.table) game.meta.table.ai[seat] = true;
  await sendTo(ctx, game.meta.threadId ?? game.meta.channelId, { content: t(`${spec.ns}.vote.replaced`, { player: `<@${user}>` }), allowedMentions: { parse: [] } });
  // The AI now plays the seat: let it (and the other computer seats) act until a member must.
  const pass = spec.computerToAct(game);
  if (pass !== undefined) await playMove(ctx, game, pass, await spec.aiChoice(game, pass));
  else await ctx.repo.save(game);
  await postBoard(ctx, game);
}

/** Whether a click is an organiser's on the open vote's button (they may decide without a seat at the table). */
export async function organiserAtVote(ctx: BotContext, i: ComponentInteraction, game: StoredGame, verb: string, version: number, args: string[]): Promise<boolean> {
  const table = game.meta.table;
  if (!table?.replaceVotes?.[`${args[0]}@${version}`] || table.replaceVoteVerb !== verb) return false;
  return organisesGame(ctx, i, game);
}

/** A member's vote to let the AI take a slow player's seat (the button of the vote message). */
export async function voteReplace(ctx: BotContext, i: ComponentInteraction, game: StoredGame, seat: number, log: InteractionLog, spec: SeatVoteSpec): Promise<void> {
  const t = translator(i.locale);
  const table = game.meta.table;
  const key = `${seat}@${spec.version(game)}`;
  const votes = table?.replaceVotes?.[key];
  const voter = game.meta.seats.indexOf(i.user.id);
  if (!table || !votes || !game.meta.seats[seat]) {
    log.outcome = 'voteClosed';
    await i.editReply({ content: t('error.stale'), components: [] });
    return;
  }
  // Nobody decides on their own seat, organiser or not.
  if (voter === seat) {
    log.outcome = 'voteClosed';
    await i.editReply({ content: t('error.stale'), components: [] });
    return;
  }
  if (voter >= 0) {
    if (!votes.includes(i.user.id)) votes.push(i.user.id);
    const others = game.meta.seats.filter((u, k) => !!u && k !== seat).length;
    const needed = Math.floor(others / 2) + 1;
    if (votes.length >= needed) {
      log.outcome = 'voted';
      await replaceByAi(ctx, game, seat, spec);
      await i.editReply({ content: t(`${spec.ns}.vote.counted`, { votes: votes.length, needed }), components: [] });
      return;
    }
    if (!(await organisesGame(ctx, i, game))) {
      log.outcome = 'voted';
      await ctx.repo.save(game);
      await i.editReply({ content: t(`${spec.ns}.vote.counted`, { votes: votes.length, needed }), components: [] });
      return;
    }
  } else if (!(await organisesGame(ctx, i, game))) {
    log.outcome = 'voteClosed';
    await i.editReply({ content: t('error.stale'), components: [] });
    return;
  }
  // An organiser (at the table or not) decides alone when the others' votes are not yet a majority.
  log.outcome = 'organiserReplaced';
  await replaceByAi(ctx, game, seat, spec);
  await i.editReply({ content: t('server.deadline.organiserDecided'), components: [] });
}
