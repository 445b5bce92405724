/**
 * Component handlers: a game's buttons and menus, challenges, and the
 * "which game?" menu. The router has already acknowledged the interaction
 * (deferReply ephemeral for clicks on public messages, deferUpdate for clicks
 * on the clicker's own ephemeral builder), so handlers only edit the reply.
 */
import { translator, type Translate } from '../i18n';
import { SaveConflict, type StoredGame } from '../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../core/discord-adapter';
import type { CustomId } from './custom-id';
import { publicMessageOutsideGame } from './validate';
import { organiserAtVote } from './table-seats';
import { answerTableInvitation, isTableInvitation } from './table-invitation';
import { confirmRow } from './confirm-row';
import { gameId as gid } from './custom-id';
import { editMessage, endGame, plainSeatNames, playMove, postBoard, seatName, sendTo, startGame, translateRuleError } from './service';
import { MessageFlags } from 'discord.js';
import { mark } from './board-trace';

export type { ComponentInteraction };

/** The verb of the resign confirmation (`g:<id>:<version>:rs:y|n`), on the player's own ephemeral message. */
export const RESIGN_VERB = 'rs';
/** Platform verbs answered by editing the clicker's own ephemeral message in place. */
export const PLATFORM_IN_PLACE_VERBS: ReadonlySet<string> = new Set([RESIGN_VERB]);

async function say(i: ComponentInteraction, content: string, log: InteractionLog, outcome: string): Promise<void> {
  log.outcome = outcome;
  await i.editReply({ content, components: [], allowedMentions: { parse: [] } });
}

/** Times a click is handled afresh after another process saved the game first (see handleGameComponent). */
export const CONFLICT_ATTEMPTS = 3;

/**
 * A click on a game's component. Another bot process on the same store may save the game between
 * this one's read and its save (a move of its own, or only its bookkeeping: owed posts marked done,
 * a reminder sent): the save is then refused (SaveConflict) before anything was posted or answered.
 * The click is then handled afresh from the stored game: if the game moved on, the clicker is told
 * the button belongs to an earlier position (the loser of a race for one position); if only the
 * bookkeeping changed, the move is applied on top of it. Paths that show something before their
 * first save (a game's own verbs, an abandon answer) are not repeated: their conflict is answered
 * "nothing was changed, try again".
 */
export function handleGameComponent(ctx: BotContext, i: ComponentInteraction, id: Extract<CustomId, { scope: 'g' }>, log: InteractionLog): Promise<void> {
  return afresh(ctx, i, id.gameId, (run) => handleGameComponentOnce(ctx, i, id, log, run));
}

/** Whether a handler may still run again after a conflict: nothing of it was committed or shown yet. */
export interface Run { repeatable: boolean }

/**
 * Runs `once` again (from a fresh read of the game) while its save loses a compare-and-set and it is
 * still repeatable. Used by clicks and by slash commands that save a game (commands/game.ts).
 */
export async function afresh(ctx: BotContext, i: { id: string }, gameId: string, once: (run: Run) => Promise<void>, what: 'click' | 'command' = 'click'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const run: Run = { repeatable: true };
    try {
      await once(run);
      return;
    } catch (e) {
      if (!(e instanceof SaveConflict) || !run.repeatable || attempt >= CONFLICT_ATTEMPTS) throw e;
      ctx.log.info({ gameId, interaction: i.id, attempt }, `game saved meanwhile by another process; ${what} handled afresh`);
    }
  }
}

async function handleGameComponentOnce(ctx: BotContext, i: ComponentInteraction, id: Extract<CustomId, { scope: 'g' }>, log: InteractionLog, run: Run): Promise<void> {
  const t = translator(i.locale);
  log.gameId = id.gameId;
  mark('locked');
  const game = await ctx.repo.get(id.gameId);
  mark('read');
  if (!game || !game.state) return say(i, t('error.unknown'), log, 'unknown');
  // A custom_id naming this game on a public message of another channel (another game's board) is forged.
  if (publicMessageOutsideGame(i, game.meta)) return say(i, t('error.forged'), log, 'forged');
  const adapter = ctx.adapters[game.meta.game];
  const seat = game.meta.seats.indexOf(i.user.id);
  // Only an organiser's click on the open vote to hand a silent seat to the AI comes from outside the table.
  if (seat < 0 && !(await organiserAtVote(ctx, i, game, id.verb, id.version, id.args))) return say(i, t('error.notInGame'), log, 'notInGame');
  if (id.verb === 'hand') {
    log.outcome = 'ok';
    await i.editReply({ content: adapter.handText(game.state, seat, t), components: adapter.handRows?.(game, seat, t) ?? [] });
    return;
  }
  if (game.meta.status !== 'active') return say(i, t('error.gameOver'), log, 'gameOver');
  // A confirmed resignation holds whatever moved meanwhile: it does not depend on the position.
  if (id.verb === RESIGN_VERB) {
    if (id.args[0] !== 'y') return say(i, t('server.resign.kept'), log, 'resignKept');
    await endGame(ctx, game, { resign: seat });
    return say(i, t('resign.confirm'), log, 'resigned');
  }
  const entry = id.verb === 'play' || !!adapter.isEntryVerb?.(id.verb);
  if (adapter.version(game.state) !== id.version && !(entry && id.verb !== 'play')) return say(i, t('error.stale'), log, 'stale');
  // Both show something before they save: not repeated after a conflict.
  if (id.verb === 'ab') {
    run.repeatable = false;
    return answerAbandon(ctx, i, game, id.args[0] === 'y', log);
  }
  // Own keys only: a forged verb like "__proto__" would find the object's prototype.
  const own = adapter.components && Object.hasOwn(adapter.components, id.verb) ? adapter.components[id.verb] : undefined;
  if (own) {
    run.repeatable = false;
    return own(ctx, i, game, id.args, log);
  }
  const acting = adapter.actors ? adapter.actors(game.state).includes(seat) : adapter.toMove(game.state) === seat;
  // An entry verb on the clicker's own builder (Conquest's refresh) answers "still waiting" itself.
  if (!acting && !(entry && adapter.isBuilderVerb(id.verb))) return say(i, t('error.notYourTurn'), log, 'notYourTurn');
  if (!entry && !adapter.isBuilderVerb(id.verb)) return say(i, t('error.unknown'), log, 'unknown');

  const values = i.isStringSelectMenu() ? i.values : [];
  const names = await plainSeatNames(ctx, game.meta, t);
  const nameOf = (x: number) => names[x] ?? String(x + 1);
  const step = adapter.step(game.state, seat, game.meta.id, id.verb, id.args, values, t, nameOf);
  if (step.kind === 'illegal') return say(i, t('error.illegal', { reason: t('rule.generic') }), log, 'illegal');
  if (step.kind === 'ui') {
    log.outcome = 'ok';
    await i.editReply({ content: step.content, components: step.components });
    return;
  }
  log.action = adapter.logAction(step.action);
  const before = game.state;
  const out = await playMove(ctx, game, seat, step.action);
  if (!out.ok) return say(i, translateRuleError(out.error, t), log, 'illegal');
  mark('saved');
  // Committed: whatever fails from here on must not apply the move again.
  run.repeatable = false;
  log.outcome = 'played';
  const mine = adapter.describeEvents(out.events, t).slice(0, 3).join(' ');
  const done = t('move.done', { move: mine || '✓' });
  // Games with many steps per turn (Conquest) go on in the same ephemeral message while the player still acts.
  const next = adapter.actors?.(game.state).includes(seat) && game.meta.status === 'active'
    ? adapter.step(game.state, seat, game.meta.id, 'play', [], [], t, nameOf) : null;
  const extra = game.meta.status === 'active' ? adapter.afterMoveRows?.(game, seat, before, t) ?? [] : [];
  if (next?.kind === 'ui') await i.editReply({ content: `${done}\n${next.content}`.slice(0, 2000), components: [...next.components, ...extra].slice(0, 5) });
  else await i.editReply({ content: done.slice(0, 2000), components: extra.slice(0, 5) });
  mark('replied');
  if (adapter.boardAfter && !adapter.boardAfter(out.events) && game.meta.status === 'active') return;
  try {
    await postBoard(ctx, game);
  } catch (e) {
    // The move is saved; only the picture is missing. Say so instead of "nothing was changed".
    ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'board post failed');
    log.outcome = 'playedNoBoard';
    await i.followUp({ content: t('error.boardFailed'), flags: MessageFlags.Ephemeral });
  }
}

async function answerAbandon(ctx: BotContext, i: ComponentInteraction, game: StoredGame, agree: boolean, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const gt = translator(game.meta.locale);
  const by = game.meta.abandonRequestedBy;
  if (!by) return say(i, t('error.unknown'), log, 'unknown');
  if (by === i.user.id) {
    const other = game.meta.seats.find((s) => s && s !== by) ?? '';
    return say(i, t('abandon.notYou', { player: `<@${other}>` }), log, 'notYou');
  }
  if (i.message) await editMessage(ctx, i.channelId, i.message.id, { content: i.message.content, components: [] }).catch(() => undefined);
  if (!agree) {
    game.meta.abandonRequestedBy = null;
    await ctx.repo.save(game);
    log.outcome = 'abandonRefused';
    await i.editReply({ content: t('abandon.refused', { player: `<@${i.user.id}>` }) });
    await sendTo(ctx, game.meta.threadId ?? game.meta.channelId,
      { content: gt('abandon.refused', { player: `<@${i.user.id}>` }), allowedMentions: { parse: [] } });
    return;
  }
  log.outcome = 'abandoned';
  await endGame(ctx, game, 'abandon');
  await i.editReply({ content: t('abandon.immediate') });
}

/** Posts an abandon proposal with buttons for the other player (duels); computer games end at once. */
export async function proposeAbandon(ctx: BotContext, game: StoredGame, userId: string): Promise<'proposed' | 'abandoned'> {
  const t = translator(game.meta.locale);
  const others = game.meta.seats.filter((s): s is string => !!s && s !== userId);
  if (others.length === 0) {
    await endGame(ctx, game, 'abandon');
    return 'abandoned';
  }
  game.meta.abandonRequestedBy = userId;
  await ctx.repo.save(game);
  const v = ctx.adapters[game.meta.game].version(game.state);
  const channel = await ctx.client.channels.fetch(game.meta.threadId ?? game.meta.channelId);
  if (channel?.isSendable()) {
    await channel.send({
      content: t('abandon.request', { player: `<@${userId}>`, other: `<@${others[0]}>` }),
      components: [confirmRow(
        { custom_id: gid(game.meta.id, v, 'ab', 'y'), label: t('abandon.agree') },
        { custom_id: gid(game.meta.id, v, 'ab', 'n'), label: t('abandon.refuse') },
      )],
      allowedMentions: { users: others },
    });
  }
  return 'proposed';
}

/**
 * A challenge's Accept or Decline. Two clicks on it won by two processes (a double click) both read
 * the open challenge; the one whose save loses is handled afresh like a game's click: it finds the
 * challenge taken ("no longer open"). Its thread, opened before the save, was deleted when the save
 * failed. A table's lobby and invitations are the game's own and are not repeated.
 */
export function handleChallenge(ctx: BotContext, i: ComponentInteraction, id: Extract<CustomId, { scope: 'c' }>, log: InteractionLog): Promise<void> {
  return afresh(ctx, i, id.gameId, (run) => handleChallengeOnce(ctx, i, id, log, run));
}

async function handleChallengeOnce(ctx: BotContext, i: ComponentInteraction, id: Extract<CustomId, { scope: 'c' }>, log: InteractionLog, run: Run): Promise<void> {
  const t = translator(i.locale);
  log.gameId = id.gameId;
  mark('locked');
  const game = await ctx.repo.get(id.gameId);
  mark('read');
  if (game && publicMessageOutsideGame(i, game.meta)) return say(i, t('error.forged'), log, 'forged');
  if (game && (isTableInvitation(game) || game.meta.kind === 'table')) run.repeatable = false;
  if (game && isTableInvitation(game)) return answerTableInvitation(ctx, i, game, id.verb, log);
  const table = game?.meta.kind === 'table' ? ctx.adapters[game.meta.game]?.table : undefined;
  if (game && table) return table.click(ctx, i, game, id.verb, log);
  if (!game || game.meta.status !== 'challenge') return say(i, game ? closedChallenge(game, t) : t('challenge.notOpen'), log, 'notOpen');
  const gt = translator(game.meta.locale);
  const names = challengeNames(game);
  if (game.meta.expiresAt !== null && ctx.now() >= game.meta.expiresAt) {
    await expireChallenge(ctx, game);
    return say(i, closedChallenge(game, t), log, 'expired');
  }
  const isOpponent = i.user.id === game.meta.opponent;
  const isChallenger = i.user.id === game.meta.challenger;
  if (id.verb === 'decline' && (isOpponent || isChallenger)) {
    game.meta.status = 'declined';
    game.meta.closedBy = i.user.id;
    await ctx.repo.save(game);
    if (game.meta.challengeMessageId) {
      await editMessage(ctx, game.meta.channelId, game.meta.challengeMessageId,
        { content: gt(isOpponent ? 'challenge.declined' : 'challenge.withdrawn', names), components: [] }).catch(() => undefined);
    }
    return say(i, t('challenge.declinedYou'), log, 'declined');
  }
  if (!isOpponent || id.verb !== 'accept') return say(i, t('challenge.notForYou', names), log, 'notForYou');
  await startGame(ctx, game);
  log.outcome = 'accepted';
  const where = game.meta.threadId ? `<#${game.meta.threadId}>` : `<#${game.meta.channelId}>`;
  if (game.meta.challengeMessageId) {
    await editMessage(ctx, game.meta.channelId, game.meta.challengeMessageId,
      { content: gt('challenge.accepted', { ...names, where }), components: [] }).catch(() => undefined);
  }
  await i.editReply({ content: t('challenge.acceptedYou'), allowedMentions: { parse: [] } });
}

const challengeNames = (game: StoredGame) => ({ challenger: `<@${game.meta.challenger}>`, opponent: `<@${game.meta.opponent}>` });

/**
 * The answer to a click on a challenge that is closed: what closed it, in the clicker's words. The
 * second of a double click (or of two clicks won by two processes) learns what the first did, and
 * where the game is when it was accepted, rather than a bare "no longer open".
 */
function closedChallenge(game: StoredGame, t: Translate): string {
  const names = challengeNames(game);
  switch (game.meta.status) {
    case 'active':
    case 'finished':
      return t('challenge.accepted', { ...names, where: `<#${game.meta.threadId ?? game.meta.channelId}>` });
    case 'expired':
      return t('challenge.expired', names);
    case 'declined':
      if (game.meta.closedBy === game.meta.opponent) return t('challenge.declined', names);
      if (game.meta.closedBy === game.meta.challenger) return t('challenge.withdrawn', names);
  }
  return t('challenge.notOpen');
}

export async function expireChallenge(ctx: BotContext, game: StoredGame): Promise<void> {
  const gt = translator(game.meta.locale);
  game.meta.status = 'expired';
  await ctx.repo.save(game);
  if (game.meta.challengeMessageId) {
    await editMessage(ctx, game.meta.channelId, game.meta.challengeMessageId, {
      content: gt('challenge.expired', { challenger: `<@${game.meta.challenger}>`, opponent: `<@${game.meta.opponent}>` }),
      components: [],
    }).catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'could not edit expired challenge'));
  }
}

export { seatName };
