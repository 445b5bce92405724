/**
 * /game hint and /game review: a game's coach (GamePlugin.coach), for casual
 * games only. A league game is refused before anything is analysed: rated
 * games are played without help. The analysis runs in the AI worker; the game
 * is read under its lock, but analysed outside it, so moves are never held up.
 */
import { getPlugin } from '../src/core/registry';
import { pickLocale, translator } from '../src/i18n';
import type { BotContext, InteractionLog } from '../src/bot/context';
import { leagues } from '../src/bot/leagues/service';
import { sendTo } from '../src/bot/service';
import type { StoredGame } from '../src/storage';
import type { ChatInputCommandInteraction, StringSelectMenuInteraction, ButtonInteraction } from 'discord.js';

export const COACH_SUBCOMMANDS = ['hint', 'review'] as const;
export type CoachSub = (typeof COACH_SUBCOMMANDS)[number];

export function isCoachSub(sub: string): sub is CoachSub {
  return (COACH_SUBCOMMANDS as readonly string[]).includes(sub);
}

/** A review is costly (every placement of the game is searched): one per game every few minutes. */
const REVIEW_COOLDOWN_MS = 5 * 60_000;
const lastReview = new Map<string, number>();

/** Whether the game counts for a league (the coach is refused there). */
export async function isLeagueGame(ctx: BotContext, gameId: string): Promise<boolean> {
  return (await leagues(ctx).gameLink(gameId)) !== null;
}

export async function runCoach(
  ctx: BotContext, i: ChatInputCommandInteraction | StringSelectMenuInteraction | ButtonInteraction, sub: CoachSub, gameId: string, log: InteractionLog,
): Promise<void> {
  const t = translator(i.locale);
  log.gameId = gameId;
  const reply = async (content: string, outcome: string, files?: { attachment: Buffer; name: string; description?: string }[]) => {
    log.outcome = outcome;
    await i.editReply({ content, components: [], files: files ?? [], allowedMentions: { parse: [] } });
  };
  const game = await ctx.mutex.run(gameId, () => ctx.repo.get(gameId)) as StoredGame | null;
  if (!game || !game.state) return reply(t('error.noGame'), 'noGame');
  const coach = getPlugin(game.meta.game).coach;
  if (!coach) return reply(t('coach.unsupported'), 'noCoach');
  if (await isLeagueGame(ctx, gameId)) return reply(t('coach.league'), 'league');
  const seat = game.meta.seats.indexOf(i.user.id);
  try {
    if (sub === 'hint') {
      if (seat < 0) return reply(t('error.notInGame'), 'notInGame');
      if (game.meta.status !== 'active') return reply(t('error.gameOver'), 'gameOver');
      const hint = await coach.hint(game, seat, t, pickLocale(i.locale));
      if (!hint) return reply(t('coach.notYourTurn'), 'notYourTurn');
      return reply(hint.content, 'hint', hint.files);
    }
    if (game.meta.status !== 'finished') return reply(t('coach.notFinished'), 'notFinished');
    const last = lastReview.get(gameId);
    if (last !== undefined && ctx.now() - last < REVIEW_COOLDOWN_MS) return reply(t('coach.recent'), 'limited');
    lastReview.set(gameId, ctx.now());
    // The review is public: in the game's language, in its thread.
    const review = await coach.review(game, translator(game.meta.locale), pickLocale(game.meta.locale));
    await sendTo(ctx, game.meta.threadId ?? game.meta.channelId, { content: review.content, files: review.files ?? [], allowedMentions: { parse: [] } });
    return reply(t('coach.posted'), 'reviewed');
  } catch (e) {
    if (sub === 'review') lastReview.delete(gameId);
    ctx.log.warn({ gameId, sub, err: (e as Error).message }, 'coach failed');
    return reply(t('coach.failed'), 'coachFailed');
  }
}
