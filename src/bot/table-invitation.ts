/**
 * The invitation to a rated league table of three or more players
 * (/league play): the table is drafted with every seat taken by the league's
 * pairing (status 'challenge', no lobby) and starts only once every invited
 * member has accepted, like a duel challenge; one decline, or the
 * invitation's expiry (CHALLENGE_EXPIRE_SECONDS), cancels it. Who accepted is
 * stored with the table, so a restart loses nothing; the buttons are the
 * challenge's ('c:<gameId>:accept|decline').
 */
import { translator, type Translate } from '../i18n';
import type { StoredGame } from '../storage';
import { leagueRepositoryOf } from '../storage/league-repository';
import type { BotContext, ComponentInteraction, InteractionLog } from '../core/discord-adapter';
import { challengeButtons } from './challenge-buttons';
import { editMessage, sendTo, startGame } from './service';

/** Whether a drafted game is a league table waiting for its players to accept. */
export function isTableInvitation(game: StoredGame): boolean {
  return game.meta.kind === 'table' && game.meta.status === 'challenge' && Array.isArray(game.meta.table?.accepted);
}

const mentions = (users: string[]) => users.map((u) => `<@${u}>`).join(', ');

function invitationContent(game: StoredGame, gt: Translate, league: string): string {
  const invited = game.meta.seats.filter((u): u is string => !!u && u !== game.meta.challenger);
  return [
    gt('server.leaguePlay.tableText', {
      challenger: `<@${game.meta.challenger}>`, players: mentions(invited), league, expires: `<t:${Math.floor(game.meta.expiresAt! / 1000)}:R>`,
    }),
    gt('server.leaguePlay.acceptedLine', { players: mentions(game.meta.table!.accepted!) }),
  ].join('\n');
}

async function leagueName(ctx: BotContext, game: StoredGame): Promise<string> {
  const link = await leagueRepositoryOf(ctx.repo).gameLink(game.meta.id);
  const state = link ? await leagueRepositoryOf(ctx.repo).get(link.leagueId) : null;
  return state?.league.name ?? '';
}

/**
 * Posts the invitation of a drafted league table in `channelId`, the member
 * who asked counting as accepted; saved before and after the post. Call
 * under the game's lock (a new game: nobody else knows its id yet).
 */
export async function postTableInvitation(ctx: BotContext, game: StoredGame, league: string): Promise<void> {
  game.meta.table!.accepted = [game.meta.challenger];
  game.meta.expiresAt = ctx.now() + ctx.config.CHALLENGE_EXPIRE_SECONDS * 1000;
  await ctx.repo.save(game);
  const gt = translator(game.meta.locale);
  const invited = game.meta.seats.filter((u): u is string => !!u && u !== game.meta.challenger);
  const message = await sendTo(ctx, game.meta.channelId, {
    content: invitationContent(game, gt, league),
    components: [challengeButtons(game.meta.id, gt)],
    allowedMentions: { users: invited },
  });
  game.meta.challengeMessageId = message.id;
  await ctx.repo.save(game);
}

/** Cancels an invitation not every player accepted in time (the upkeep, or a click that came first). */
export async function expireTableInvitation(ctx: BotContext, game: StoredGame): Promise<void> {
  game.meta.status = 'expired';
  await ctx.repo.save(game);
  await closeMessage(ctx, game, translator(game.meta.locale)('server.leaguePlay.tableExpired'));
  ctx.log.info({ gameId: game.meta.id, kind: 'invitationExpired' }, 'league table invitation expired');
}

async function closeMessage(ctx: BotContext, game: StoredGame, content: string): Promise<void> {
  if (!game.meta.challengeMessageId) return;
  await editMessage(ctx, game.meta.channelId, game.meta.challengeMessageId, { content, components: [] })
    .catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'could not edit the invitation'));
}

/** Accept or Decline on an invitation, under the game's lock. */
export async function answerTableInvitation(ctx: BotContext, i: ComponentInteraction, game: StoredGame, verb: string, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const gt = translator(game.meta.locale);
  const say = async (content: string, outcome: string) => {
    log.outcome = outcome;
    await i.editReply({ content, components: [], allowedMentions: { parse: [] } });
  };
  if (game.meta.expiresAt !== null && ctx.now() >= game.meta.expiresAt) {
    await expireTableInvitation(ctx, game);
    return say(t('challenge.notOpen'), 'expired');
  }
  const user = i.user.id;
  if (!game.meta.seats.includes(user)) return say(t('server.leaguePlay.notInvited'), 'notInvited');
  const accepted = game.meta.table!.accepted!;
  if (verb === 'decline') {
    game.meta.status = 'declined';
    await ctx.repo.save(game);
    await closeMessage(ctx, game, gt('server.leaguePlay.tableDeclined', { player: `<@${user}>` }));
    return say(t('challenge.declinedYou'), 'declined');
  }
  if (verb !== 'accept') return say(t('error.unknown'), 'unknown');
  if (accepted.includes(user)) return say(t('server.leaguePlay.already'), 'already');
  accepted.push(user);
  if (game.meta.seats.every((u) => !u || accepted.includes(u))) {
    await startGame(ctx, game);
    const where = `<#${game.meta.threadId ?? game.meta.channelId}>`;
    await closeMessage(ctx, game, gt('server.leaguePlay.tableStarted', { where }));
    return say(t('server.leaguePlay.tableStarted', { where }), 'started');
  }
  await ctx.repo.save(game);
  if (game.meta.challengeMessageId) {
    await editMessage(ctx, game.meta.channelId, game.meta.challengeMessageId, {
      content: invitationContent(game, gt, await leagueName(ctx, game)), components: [challengeButtons(game.meta.id, gt)],
    }).catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'could not edit the invitation'));
  }
  return say(t('server.leaguePlay.acceptedYou'), 'accepted');
}
