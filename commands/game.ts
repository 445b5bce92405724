/**
 * /game board|hand|history|export|resign|abandon|claim|status — for any game the bot runs
 * (and hint|review, the game's coach: ./game-coach.ts).
 * Inside a game's thread they apply to that game; elsewhere to the user's
 * only running game, or the bot asks which one (a menu routed as q:<sub>).
 */
import { ApplicationCommandOptionType, ApplicationCommandType, ComponentType, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { translator } from '../src/i18n';
import type { SlashCommand } from '../src/bot/command';
import { named } from '../src/bot/command-i18n';
import type { BotContext, InteractionLog } from '../src/bot/context';
import { confirmRow } from '../src/bot/confirm-row';
import { gameId as gid, pickGameId } from '../src/bot/custom-id';
import { RESIGN_VERB, afresh } from '../src/bot/components';
import { findPlugin } from '../src/core/registry';
import { proposeAbandon } from '../src/bot/components';
import { endGame, repostBoard, seatName } from '../src/bot/service';
import { claimWin, opponentOverdue } from './game-claim';
import { boardRepostLimit } from '../src/bot/rate-limit';
import { showHistory } from './game-history';
import { exportGame } from './game-export';
import { COACH_SUBCOMMANDS, isCoachSub, runCoach } from './game-coach';
import { suggestMyGames } from '../src/bot/game-suggest';

export const GAME_SUBCOMMANDS = ['board', 'hand', 'history', 'export', 'resign', 'abandon', 'claim', 'status'] as const;
type Sub = (typeof GAME_SUBCOMMANDS)[number];
type Replyable = ChatInputCommandInteraction | StringSelectMenuInteraction;

async function status(ctx: BotContext, i: Replyable, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const ids = await ctx.repo.openGamesOf(i.user.id);
  const lines: string[] = [];
  for (const id of ids) {
    const game = await ctx.repo.get(id);
    if (!game) continue;
    const where = `<#${game.meta.threadId ?? game.meta.channelId}> · ${findPlugin(game.meta.game)?.title ?? game.meta.game}`;
    if (game.meta.status === 'challenge') {
      lines.push(t('status.line', { where, state: t('status.challenge', { player: `<@${game.meta.opponent}>` }) }));
      continue;
    }
    const seat = ctx.adapters[game.meta.game].toMove(game.state);
    const state = seat === null ? t('error.gameOver')
      : game.meta.seats[seat] === i.user.id ? t('status.yourTurn') : t('status.theirTurn', { player: seatName(ctx, game.meta, seat, t) });
    lines.push(t('status.line', { where, state }));
  }
  log.outcome = 'ok';
  await i.editReply({ content: lines.length ? lines.join('\n').slice(0, 2000) : t('status.none'), components: [], allowedMentions: { parse: [] } });
}

/** Runs a /game subcommand for one game, under the game's lock. */
export async function runOnGame(ctx: BotContext, i: Replyable, sub: string, gameId: string, log: InteractionLog): Promise<void> {
  if (isCoachSub(sub)) return runCoach(ctx, i, sub, gameId, log);
  const t = translator(i.locale);
  log.gameId = gameId;
  // Read-only views in their own modules: no lock needed.
  if (sub === 'history') return showHistory(ctx, i, gameId, null, log);
  if (sub === 'export') return exportGame(ctx, i, gameId, log);
  if (sub === 'board') {
    // Each repost is a new picture in the game's thread: a few per user and minute.
    const next = boardRepostLimit(ctx).take(i.user.id);
    if (next !== null) {
      log.outcome = 'limited';
      await i.editReply({ content: t('error.boardLimited', { when: `<t:${Math.ceil(next / 1000)}:R>` }), components: [] });
      return;
    }
  }
  // Another bot process on the same store may save the game between this read and the save below
  // (its own command or click, or only its bookkeeping): the save is refused before anything was
  // posted or answered, and the command is run afresh from the stored game, checked again (a game
  // ended meanwhile is answered "game over"; a claim after the other player moved, "your turn").
  await ctx.mutex.run(gameId, () => afresh(ctx, i, gameId, () => runOnGameOnce(ctx, i, sub, gameId, log), 'command'));
}

async function runOnGameOnce(ctx: BotContext, i: Replyable, sub: string, gameId: string, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const game = await ctx.repo.get(gameId);
  if (!game || !game.state) { log.outcome = 'noGame'; await i.editReply({ content: t('error.noGame'), components: [] }); return; }
  const adapter = ctx.adapters[game.meta.game];
  const seat = game.meta.seats.indexOf(i.user.id);
  const reply = async (content: string, outcome = 'ok') => {
    log.outcome = outcome;
    await i.editReply({ content, components: [], allowedMentions: { parse: [] } });
  };
  switch (sub as Sub) {
    case 'board':
      // Owed and saved before it is posted: a save lost to another process posted nothing and is run afresh.
      await repostBoard(ctx, game, i.id);
      return reply(t('server.boardPosted', { where: `<#${game.meta.threadId ?? game.meta.channelId}>` }));
    case 'hand':
      if (seat < 0) return reply(t('hand.spectator'), 'notInGame');
      return reply(adapter.handText(game.state, seat, t));
    case 'resign': {
      if (seat < 0) return reply(t('error.notInGame'), 'notInGame');
      if (game.meta.status !== 'active') return reply(t('error.gameOver'), 'gameOver');
      // Resigning cannot be undone: the player confirms on their own ephemeral message (src/bot/components.ts answers).
      const v = adapter.version(game.state);
      log.outcome = 'askResign';
      await i.editReply({
        content: t('server.resign.ask'),
        components: [confirmRow(
          { custom_id: gid(gameId, v, RESIGN_VERB, 'y'), label: t('server.resign.yes') },
          { custom_id: gid(gameId, v, RESIGN_VERB, 'n'), label: t('server.resign.no') },
        )],
        allowedMentions: { parse: [] },
      });
      return;
    }
    case 'abandon': {
      if (seat < 0) return reply(t('error.notInGame'), 'notInGame');
      if (game.meta.status !== 'active') return reply(t('error.gameOver'), 'gameOver');
      if (await opponentOverdue(ctx, game, seat)) {
        // The other player let the move deadline pass: no consent needed.
        await endGame(ctx, game, 'abandon');
        return reply(t('server.claim.abandoned'), 'abandonedOverdue');
      }
      const r = await proposeAbandon(ctx, game, i.user.id);
      return reply(r === 'abandoned' ? t('abandon.immediate') : t('abandon.requested'), r);
    }
    case 'claim':
      if (seat < 0) return reply(t('error.notInGame'), 'notInGame');
      return claimWin(ctx, i, game, seat, t, log);
    default:
      return reply(t('error.unknown'), 'unknown');
  }
}

/**
 * A game named with the `game` option: one of this server's games that the member plays in,
 * or the game of the channel or thread the command is used in. Any other id is answered as
 * unknown (it may be another server's game, and says nothing here).
 */
async function namedGame(ctx: BotContext, i: ChatInputCommandInteraction, typed: string, log: InteractionLog): Promise<string | null> {
  const t = translator(i.locale);
  const id = typed.trim().replace(/^#/, '');
  const game = id ? await ctx.repo.get(id).catch(() => null) : null;
  const here = game && (game.meta.threadId === i.channelId || game.meta.channelId === i.channelId);
  if (!game || game.meta.guildId !== i.guildId || !(game.meta.seats.includes(i.user.id) || here)) {
    log.outcome = 'noGame';
    await i.editReply({ content: t('server.gameOption.unknown', { id: id.slice(0, 40) }), allowedMentions: { parse: [] } });
    return null;
  }
  return game.meta.id;
}

/** Which game a /game command means: the one named, else the thread's game, else the user's only game, else ask. */
async function resolveGame(ctx: BotContext, i: ChatInputCommandInteraction, sub: string, log: InteractionLog): Promise<string | null> {
  const typed = i.options.getString('game');
  if (typed) return namedGame(ctx, i, typed, log);
  const t = translator(i.locale);
  const here = await ctx.repo.openGamesIn(i.channelId);
  const index = await ctx.repo.openIndex();
  const mine = (await ctx.repo.openGamesOf(i.user.id)).filter((id) => index[id]?.status === 'active');
  const inThread = here.filter((id) => index[id]?.status === 'active' && index[id]?.threadId === i.channelId);
  let candidates = inThread.length ? inThread : mine;
  if (sub === 'board' && !inThread.length) {
    // A board is posted where its game is played: here, or nowhere.
    const ofChannel = here.filter((id) => index[id]?.status === 'active' && (index[id]?.channelId === i.channelId || index[id]?.threadId === i.channelId));
    candidates = ofChannel.filter((id) => mine.includes(id)).length ? ofChannel.filter((id) => mine.includes(id)) : ofChannel;
  }
  if (inThread.length > 1) candidates = inThread.filter((id) => mine.includes(id)).length ? inThread.filter((id) => mine.includes(id)) : inThread;
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0 && (sub === 'history' || sub === 'board' || sub === 'export' || sub === 'review')) {
    // A finished game's thread still knows its game.
    const finished = await ctx.repo.gameOfThread(i.channelId);
    if (finished) return finished;
  }
  if (candidates.length === 0) {
    log.outcome = 'noGame';
    await i.editReply(t(sub === 'board' ? 'server.noGameHere' : 'error.noGame'));
    return null;
  }
  const options = await Promise.all(candidates.slice(0, 25).map(async (id) => {
    const game = await ctx.repo.get(id);
    const names = await Promise.all((game?.meta.seats ?? []).map(async (s, seat) => {
      if (!s) return game ? seatName(ctx, game.meta, seat, t) : '?';
      const u = await ctx.client.users.fetch(s).catch(() => null);
      return u?.globalName ?? u?.username ?? s;
    }));
    return { label: t('pickGame.option', { id, players: names.join(' – ') }).slice(0, 100), value: id };
  }));
  log.outcome = 'askGame';
  await i.editReply({
    content: t('pickGame.prompt'),
    components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, custom_id: pickGameId(sub), placeholder: t('pickGame.placeholder'), options }] }],
  });
  return null;
}

export const gameCommand: SlashCommand = {
  data: {
    type: ApplicationCommandType.ChatInput,
    ...named('command.game'),
    dm_permission: false,
    options: [...GAME_SUBCOMMANDS, ...COACH_SUBCOMMANDS].map((sub) => ({
      type: ApplicationCommandOptionType.Subcommand as const, ...named(`command.game.${sub}`),
      // Which game, when the member plays several: suggested as they type (their running games).
      ...(sub === 'status' ? {} : { options: [{ type: ApplicationCommandOptionType.String as const, ...named('command.gameOption'), required: false, max_length: 100, autocomplete: true }] }),
    })),
  },

  autocomplete: suggestMyGames,

  async execute(ctx, i, log) {
    const sub = i.options.getSubcommand();
    if (sub === 'status') return status(ctx, i, log);
    const id = await resolveGame(ctx, i, sub, log);
    if (id) await runOnGame(ctx, i, sub, id, log);
  },
};
