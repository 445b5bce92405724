/**
 * /game board|hand|history|resign|abandon|status — for any game the bot runs
 * (and hint|review, the game's coach: ./game-coach.ts).
 * Inside a game's thread they apply to that game; elsewhere to the user's
 * only running game, or the bot asks which one (a menu routed as q:<sub>).
 */
import { ApplicationCommandOptionType, ApplicationCommandType, ComponentType, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { translator } from '../src/i18n';
import type { SlashCommand } from '../src/bot/command';
import { named } from '../src/bot/command-i18n';
import type { BotContext, InteractionLog } from '../src/bot/context';
import { pickGameId } from '../src/bot/custom-id';
import { proposeAbandon } from '../src/bot/components';
import { endGame, postBoard, seatName } from '../src/bot/service';
import { boardRepostLimit } from '../src/bot/rate-limit';
import { COACH_SUBCOMMANDS, isCoachSub, runCoach } from './game-coach';

export const GAME_SUBCOMMANDS = ['board', 'hand', 'history', 'resign', 'abandon', 'status'] as const;
type Sub = (typeof GAME_SUBCOMMANDS)[number];
type Replyable = ChatInputCommandInteraction | StringSelectMenuInteraction;

const HISTORY_MAX = 1900;

async function status(ctx: BotContext, i: Replyable, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const ids = await ctx.repo.openGamesOf(i.user.id);
  const lines: string[] = [];
  for (const id of ids) {
    const game = await ctx.repo.get(id);
    if (!game) continue;
    const where = `<#${game.meta.threadId ?? game.meta.channelId}> (${id})`;
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
  if (sub === 'board') {
    // Each repost is a new picture in the game's thread: a few per user and minute.
    const next = boardRepostLimit(ctx).take(i.user.id);
    if (next !== null) {
      log.outcome = 'limited';
      await i.editReply({ content: t('error.boardLimited', { when: `<t:${Math.ceil(next / 1000)}:R>` }), components: [] });
      return;
    }
  }
  await ctx.mutex.run(gameId, async () => {
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
        await postBoard(ctx, game);
        return reply('✓');
      case 'history': {
        const lines = adapter.history(game, t);
        if (!lines.length) return reply(t('history.empty'));
        const out: string[] = [];
        let size = 0;
        for (let k = lines.length - 1; k >= 0 && size + lines[k].length + 1 < HISTORY_MAX; k--) { out.unshift(lines[k]); size += lines[k].length + 1; }
        const head = t('history.title', { id: gameId });
        const skipped = lines.length - out.length;
        return reply([head, ...(skipped ? [t('history.truncated', { count: skipped })] : []), ...out].join('\n'));
      }
      case 'hand':
        if (seat < 0) return reply(t('hand.spectator'), 'notInGame');
        return reply(adapter.handText(game.state, seat, t));
      case 'resign':
        if (seat < 0) return reply(t('error.notInGame'), 'notInGame');
        if (game.meta.status !== 'active') return reply(t('error.gameOver'), 'gameOver');
        await endGame(ctx, game, { resign: seat });
        return reply(t('resign.confirm'), 'resigned');
      case 'abandon': {
        if (seat < 0) return reply(t('error.notInGame'), 'notInGame');
        if (game.meta.status !== 'active') return reply(t('error.gameOver'), 'gameOver');
        const r = await proposeAbandon(ctx, game, i.user.id);
        return reply(r === 'abandoned' ? t('abandon.immediate') : t('abandon.requested'), r);
      }
      default:
        return reply(t('error.unknown'), 'unknown');
    }
  });
}

/** Which game a /game command means: the thread's game, else the user's only game, else ask. */
async function resolveGame(ctx: BotContext, i: ChatInputCommandInteraction, sub: string, log: InteractionLog): Promise<string | null> {
  const t = translator(i.locale);
  const here = await ctx.repo.openGamesIn(i.channelId);
  const index = await ctx.repo.openIndex();
  const mine = (await ctx.repo.openGamesOf(i.user.id)).filter((id) => index[id]?.status === 'active');
  const inThread = here.filter((id) => index[id]?.status === 'active' && index[id]?.threadId === i.channelId);
  let candidates = inThread.length ? inThread : mine;
  if (inThread.length > 1) candidates = inThread.filter((id) => mine.includes(id)).length ? inThread.filter((id) => mine.includes(id)) : inThread;
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0 && (sub === 'history' || sub === 'board' || sub === 'review')) {
    // A finished game's thread still knows its game.
    const finished = await ctx.repo.gameOfThread(i.channelId);
    if (finished) return finished;
  }
  if (candidates.length === 0) {
    log.outcome = 'noGame';
    await i.editReply(t('error.noGame'));
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
    options: [...GAME_SUBCOMMANDS, ...COACH_SUBCOMMANDS].map((sub) => ({ type: ApplicationCommandOptionType.Subcommand as const, ...named(`command.game.${sub}`) })),
  },

  async execute(ctx, i, log) {
    const sub = i.options.getSubcommand();
    if (sub === 'status') return status(ctx, i, log);
    const id = await resolveGame(ctx, i, sub, log);
    if (id) await runOnGame(ctx, i, sub, id, log);
  },
};
