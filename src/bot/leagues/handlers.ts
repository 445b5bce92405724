/**
 * /league subcommands. Every reply is ephemeral (the router deferred it);
 * what the whole server should see (pairings, results, champions) is
 * announced in the league's channel after the new state is saved. A refused
 * operation stores nothing and answers with the translated league.error.*.
 */
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { challengeButtons } from '../challenge-buttons';
import { missingStartPermissions } from '../bot-permissions';
import { botPermissionsText } from '../bot-permissions-text';
import { findPlugin, getPlugin } from '../../core/registry';
import { translator, type Translate } from '../../i18n';
import {
  attachGame, canOrganise, createLeague, currentSeason, endSeason, formatRating, grantForfeit, guildLeaderboard, joinLeague, leaveLeague,
  myMatches, pairNextRound, ratingHistory, recordResult, removeMember, replacePlayer, resolveStalledGame, scheduleTables, startSeason, updateLeague, voidResult,
  computeStandings, type Actor, type LeagueFormat, type LeagueState, type Outcome, type TableView,
} from '../../leagues';
import { renderRatingChart, renderStandings } from '../../render/leagues';
import { leagueLockKey } from '../../storage/league-repository';
import type { BotContext, InteractionLog } from '../context';
import { draftGame, endGame, newGameId, sendTo } from '../service';
import { expireChallenge } from '../components';
import { postTableInvitation } from '../table-invitation';
import { endStuckGame } from './end-game';
import { SUGGESTIONS_MAX, suggestServerGames } from '../game-suggest';
import type { StoredGame } from '../../storage';
import { serverSettings, updateServerSettings } from '../../storage/server-settings';
import type { TableSupport } from '../../core/discord-adapter';
import { actorOf, leagueDeadlineHours, MOVE_DEADLINE_MAX_HOURS } from '../move-deadline';
import { announce, changeLeague, displayNames, eventTexts, leagues, publicTranslator, standingsPost, translateLeagueError } from './service';

type I = ChatInputCommandInteraction;

/**
 * A game's name in league texts: the reader's name for it when the game's
 * strings give one (`gameTitle.<id>`), else the plugin's title, else its id.
 */
export function gameTitle(game: string, t?: Translate): string {
  const key = `gameTitle.${game}`;
  const own = t ? t(key) : key;
  return own !== key ? own : findPlugin(game)?.title ?? game;
}

class Refusal extends Error {
  constructor(readonly text: string, readonly outcome: string) { super(outcome); }
}

/**
 * Autocomplete of /league and /league-admin, by the option being typed: a league's name,
 * an opponent (`play`), or a game of this server (`end-game`).
 */
export async function suggestLeagueOptions(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name === 'opponent') return suggestOpponents(ctx, i);
  if (focused.name === 'game' && i.commandName === 'league-admin') return suggestServerGames(ctx, i);
  return suggestLeagues(ctx, i);
}

/** While a member types a league's name: the server's leagues whose name contains what was typed. */
export async function suggestLeagues(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name !== 'league' || !i.guildId) return i.respond([]);
  const typed = String(focused.value).trim().toLowerCase();
  // Names that start with the typed text come before those that only contain it.
  const later = (name: string) => Number(!name.toLowerCase().startsWith(typed));
  const names = (await leagues(ctx).listGuild(i.guildId)).map((s) => s.league.name)
    .filter((name) => name.toLowerCase().includes(typed))
    .sort((a, b) => later(a) - later(b) || a.localeCompare(b));
  return i.respond(names.slice(0, SUGGESTIONS_MAX).map((name) => ({ name, value: name })));
}

/** A member's name from the client's cache (an autocomplete answer cannot wait for fetches). */
function cachedName(ctx: BotContext, userId: string): string {
  const u = ctx.client.users?.cache?.get(userId);
  return u?.globalName ?? u?.username ?? userId;
}

/**
 * While a member types `/league play opponent:`: the other participants of the league's running
 * season whose name contains the typed text (a ladder may have many); the value is the member's id.
 */
export async function suggestOpponents(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  if (!i.guildId) return i.respond([]);
  const state = await leagueNamed(ctx, i.guildId, i.options.getString('league'));
  const season = state ? currentSeason(state) : undefined;
  if (!state || !season) return i.respond([]);
  const typed = String(i.options.getFocused()).trim().replace(/^@/, '').toLowerCase();
  const active = new Set(state.members.filter((m) => m.active).map((m) => m.userId));
  const rows = season.participants.filter((u) => u !== i.user.id && active.has(u)).map((u) => ({ name: cachedName(ctx, u), value: u }))
    .filter((r) => r.name.toLowerCase().includes(typed) || r.value === typed)
    .sort((a, b) => Number(!a.name.toLowerCase().startsWith(typed)) - Number(!b.name.toLowerCase().startsWith(typed)) || a.name.localeCompare(b.name));
  return i.respond(rows.slice(0, SUGGESTIONS_MAX).map((r) => ({ name: r.name.slice(0, 100), value: r.value })));
}

/** The league a (possibly empty) name means: that one, or the server's only league; null when unclear. */
async function leagueNamed(ctx: BotContext, guildId: string, name: string | null): Promise<LeagueState | null> {
  const all = await leagues(ctx).listGuild(guildId);
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return all.length === 1 ? all[0] : null;
  return all.find((s) => s.league.name.toLowerCase() === wanted || s.league.id === wanted) ?? null;
}

/**
 * The opponent `/league play` names: a member's id (what the suggestions send), a mention, or a
 * name typed without choosing a suggestion, matched among the season's participants.
 */
function opponentOf(ctx: BotContext, typed: string, participants: readonly string[]): string | null {
  const text = typed.trim();
  const id = /^<@!?(\d+)>$/.exec(text)?.[1] ?? (/^\d{1,20}$/.test(text) ? text : null);
  if (id) return id;
  const name = text.replace(/^@/, '').toLowerCase();
  const found = participants.filter((u) => {
    const c = ctx.client.users?.cache?.get(u);
    return [c?.globalName, c?.username, u].some((n) => n?.toLowerCase() === name);
  });
  return found.length === 1 ? found[0] : null;
}

async function pickLeague(ctx: BotContext, i: I, t: Translate): Promise<LeagueState> {
  const all = await leagues(ctx).listGuild(i.guildId!);
  if (all.length === 0) throw new Refusal(t('league.error.noLeagues'), 'noLeague');
  const names = all.map((s) => s.league.name).join(', ');
  const wanted = i.options.getString('league')?.trim().toLowerCase();
  if (!wanted) {
    if (all.length === 1) return all[0];
    throw new Refusal(t('league.error.whichLeague', { names }), 'whichLeague');
  }
  const found = all.find((s) => s.league.name.toLowerCase() === wanted || s.league.id === wanted);
  if (!found) throw new Refusal(t('league.error.noLeague', { names }), 'noLeague');
  return found;
}

async function reply(i: I, log: InteractionLog, outcome: string, content: string, files: { attachment: Buffer; name: string; description?: string }[] = []) {
  log.outcome = outcome;
  await i.editReply({ content: content.slice(0, 2000), files, allowedMentions: { parse: [] } });
}

/** Runs a core operation, saves, announces its events publicly, and tells the author. */
async function operate(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState, op: (s: LeagueState) => Outcome): Promise<void> {
  const out = await changeLeague(ctx, state.league.id, op);
  if (!out.ok) return reply(i, log, out.error.code.split('.').pop()!, translateLeagueError(out.error, t));
  await announce(ctx, out.state, out.events, i.channelId);
  const mine = eventTexts(out.state, out.events, t);
  return reply(i, log, 'ok', mine.length ? mine.join('\n') : t('league.recorded'));
}

export async function executeLeague(ctx: BotContext, i: I, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  if (!i.guildId) return reply(i, log, 'guildOnly', t('league.error.guildOnly'));
  const sub = i.options.getSubcommand();
  try {
    if (sub === 'create') return await create(ctx, i, log, t);
    if (sub === 'leaderboard') return await leaderboard(ctx, i, log, t);
    if (sub === 'organiser-role') return await organiserRole(ctx, i, log, t);
    if (sub === 'move-deadline') return await serverMoveDeadline(ctx, i, log, t);
    if (sub === 'end-game') return await endStuckGame(ctx, i, log, t);
    const state = await pickLeague(ctx, i, t);
    log.gameId = `league:${state.league.id}`;
    const at = ctx.now();
    const actor = actorOf(i);
    const me = i.user.id;
    switch (sub) {
      case 'join': return await operate(ctx, i, log, t, state, (s) => joinLeague(s, me, at));
      case 'leave': return await operate(ctx, i, log, t, state, (s) => leaveLeague(s, me, at));
      case 'info': return await info(ctx, i, log, t, state);
      case 'standings': return await standings(ctx, i, log, t, state);
      case 'profile': return await profile(ctx, i, log, t, state);
      case 'schedule': return await schedule(i, log, t, scheduleTables(state), 'scheduleEmpty');
      case 'my-matches': return await schedule(i, log, t, myMatches(state, me), 'myMatchesEmpty');
      case 'play': return await play(ctx, i, log, t, state);
      case 'start-season': return await operate(ctx, i, log, t, state, (s) => startSeason(s, actor, at));
      case 'end-season': return await operate(ctx, i, log, t, state, (s) => endSeason(s, actor, at, i.options.getString('reason') ?? ''));
      case 'pair':
        await leagues(ctx).setChannel(state.league.id, i.channelId);
        return await operate(ctx, i, log, t, state, (s) => pairNextRound(s, actor, at, { force: i.options.getBoolean('force') ?? false }));
      case 'record': {
        const winner = i.options.getUser('winner', true).id;
        const loser = i.options.getUser('loser', true).id;
        const draw = i.options.getBoolean('draw') ?? false;
        return await operate(ctx, i, log, t, state, (s) => recordResult(s, actor, { players: [winner, loser], ranks: draw ? [1, 1] : [1, 2], reason: i.options.getString('reason') ?? '' }, at));
      }
      case 'void': {
        const match = i.options.getString('match', true).trim();
        const id = match.includes(':') ? match : `${state.league.id}:${match}`;
        return await operate(ctx, i, log, t, state, (s) => voidResult(s, actor, id, i.options.getString('reason', true), at));
      }
      case 'replace':
        return await operate(ctx, i, log, t, state, (s) => replacePlayer(s, actor, {
          out: i.options.getUser('out', true).id, in: i.options.getUser('in', true).id, reason: i.options.getString('reason', true),
        }, at));
      case 'remove-member': return await removeLeagueMember(ctx, i, log, t, state, actor, at);
      case 'forfeit': return await forfeit(ctx, i, log, t, state, actor, at);
      case 'audit': return await audit(ctx, i, log, t, state, actor);
      case 'settings': {
        const rename = i.options.getString('name')?.trim();
        const others = (await leagues(ctx).listGuild(i.guildId)).filter((s) => s.league.id !== state.league.id);
        if (rename && others.some((s) => s.league.name.toLowerCase() === rename.toLowerCase())) return await reply(i, log, 'nameTaken', t('league.error.nameTaken'));
        const moveHours = i.options.getInteger('move-deadline-hours');
        const patch = {
          name: rename || undefined,
          format: (i.options.getString('format') ?? undefined) as LeagueFormat | undefined,
          seasonLength: i.options.getInteger('season-length') ?? undefined,
          deadlineHours: i.options.getInteger('deadline-hours') ?? undefined,
          // 0 goes back to the server's default.
          moveDeadlineHours: moveHours === null ? undefined : moveHours === 0 ? null : moveHours,
          organiserRoleId: i.options.getRole('organiser-role')?.id,
          provisionalGames: i.options.getInteger('provisional-games') ?? undefined,
          rateForfeits: i.options.getBoolean('rate-forfeits') ?? undefined,
        };
        return await operate(ctx, i, log, t, state, (s) => updateLeague(s, actor, patch, at, i.options.getString('reason') ?? ''));
      }
      default: return await reply(i, log, 'unknown', t('error.unknown'));
    }
  } catch (e) {
    if (e instanceof Refusal) return reply(i, log, e.outcome, e.text);
    throw e;
  }
}

/** /league-admin organiser-role [role]: the server's organiser role (none: only Manage Server organises). */
async function organiserRole(ctx: BotContext, i: I, log: InteractionLog, t: Translate): Promise<void> {
  // The role gives the right to create leagues, so only those who manage the server set it.
  if (!canOrganise(actorOf(i), {})) return reply(i, log, 'notOrganiser', t('league.error.notOrganiser'));
  const role = i.options.getRole('organiser-role');
  await updateServerSettings(ctx.repo, i.guildId!, { organiserRoleId: role?.id });
  return reply(i, log, 'ok', role ? t('server.organiserRole.set', { role: `<@&${role.id}>` }) : t('server.organiserRole.cleared'));
}

/** /league-admin move-deadline [hours]: the server's default move deadline (none: the bot's MOVE_DEADLINE_HOURS). */
async function serverMoveDeadline(ctx: BotContext, i: I, log: InteractionLog, t: Translate): Promise<void> {
  if (!canOrganise(actorOf(i), {})) return reply(i, log, 'notOrganiser', t('league.error.notOrganiser'));
  const hours = i.options.getInteger('hours');
  if (hours !== null && (hours < 1 || hours > MOVE_DEADLINE_MAX_HOURS)) return reply(i, log, 'badInput', t('server.moveDeadline.bad', { max: MOVE_DEADLINE_MAX_HOURS }));
  await updateServerSettings(ctx.repo, i.guildId!, { moveDeadlineHours: hours ?? undefined });
  const count = hours ?? ctx.config.MOVE_DEADLINE_HOURS;
  return reply(i, log, 'ok', t(hours === null ? 'server.moveDeadline.cleared' : 'server.moveDeadline.set', { count }));
}

async function create(ctx: BotContext, i: I, log: InteractionLog, t: Translate): Promise<void> {
  const name = i.options.getString('name', true).trim();
  const game = i.options.getString('game', true);
  const existing = await leagues(ctx).listGuild(i.guildId!);
  if (existing.some((s) => s.league.name.toLowerCase() === name.toLowerCase())) return reply(i, log, 'nameTaken', t('league.error.nameTaken'));
  const support = getPlugin(game).league;
  if (!support) return reply(i, log, 'unknownGame', t('league.error.unknownGame'));
  const id = `l${newGameId()}`;
  const out = createLeague({
    id, guildId: i.guildId!, name, game,
    format: (i.options.getString('format') ?? undefined) as LeagueFormat | undefined,
    tableSize: support.tableSize,
    minTableSize: support.minTableSize,
    seasonLength: i.options.getInteger('season-length') ?? undefined,
    deadlineHours: i.options.getInteger('deadline-hours') ?? undefined,
    organiserRoleId: i.options.getRole('organiser-role')?.id,
  }, actorOf(i), ctx.now(), (await serverSettings(ctx.repo, i.guildId!)).organiserRoleId);
  if (!out.ok) return reply(i, log, out.error.code.split('.').pop()!, translateLeagueError(out.error, t));
  await ctx.mutex.run(leagueLockKey(id), async () => {
    await leagues(ctx).setChannel(id, i.channelId);
    await leagues(ctx).save(out.state);
  });
  log.gameId = `league:${id}`;
  const text = (tr: Translate) => tr('league.created', { name, game: gameTitle(game, tr), format: tr(`league.format.${out.state.league.format}`) });
  await sendTo(ctx, i.channelId, { content: text(publicTranslator(ctx, out.state)), allowedMentions: { parse: [] } });
  return reply(i, log, 'created', text(t));
}

async function info(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState): Promise<void> {
  const active = state.members.filter((m) => m.active).map((m) => m.userId);
  const season = state.seasons[state.seasons.length - 1];
  const seasonText = season
    ? t('league.infoSeason', { season: season.number, status: t(`league.status.${season.status}`), rounds: season.rounds.length, matches: state.matches.filter((m) => m.season === season.number && !m.voided).length })
    : t('league.infoNoSeason');
  const { league } = state;
  return reply(i, log, 'ok', t('league.info', {
    name: league.name, game: gameTitle(league.game, t), format: t(`league.format.${league.format}`),
    tableSize: league.tableSize, deadline: league.deadlineHours, count: active.length,
    members: active.map((u) => `<@${u}>`).join(', ') || '—', season: seasonText,
  }));
}

async function standings(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState): Promise<void> {
  const season = i.options.getInteger('season') ?? state.seasons[state.seasons.length - 1]?.number;
  if (season === undefined || !state.seasons.some((s) => s.number === season)) return reply(i, log, 'noSeason', t('league.noSeason'));
  const post = await standingsPost(ctx, state, season, t);
  return reply(i, log, 'ok', post.content, post.files);
}

async function leaderboard(ctx: BotContext, i: I, log: InteractionLog, t: Translate): Promise<void> {
  const game = i.options.getString('game', true);
  const rows = guildLeaderboard(await leagues(ctx).listGuild(i.guildId!), game);
  const gameName = gameTitle(game, t);
  if (rows.length === 0) return reply(i, log, 'empty', t('league.leaderboardEmpty', { game: gameName }));
  const names = await displayNames(ctx, rows.map((r) => r.userId));
  const title = t('league.leaderboardTitle', { game: gameName });
  const png = await renderStandings(
    rows.map((r) => ({ rank: r.rank, name: names.get(r.userId) ?? r.userId, rating: formatRating(r), games: r.games, wins: r.wins, form: [] })),
    { title, rank: t('league.header.rank'), player: t('league.header.player'), rating: t('league.header.rating'), games: t('league.header.games'), wins: t('league.header.wins'), form: '', footnote: t('league.provisionalNote') },
  );
  const lines = rows.slice(0, 20).map((r) => `${r.rank}. ${names.get(r.userId)} · ${formatRating(r)} · ${r.games}/${r.wins}`);
  return reply(i, log, 'ok', `**${title}**\n${lines.join('\n')}`, [{ attachment: png, name: `league-leaderboard-${game}.png`, description: title }]);
}

async function profile(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState): Promise<void> {
  const user = i.options.getUser('member') ?? i.user;
  const season = i.options.getInteger('season') ?? state.seasons[state.seasons.length - 1]?.number;
  if (season === undefined) return reply(i, log, 'noSeason', t('league.noSeason'));
  const history = ratingHistory(state, season, user.id);
  const name = (await displayNames(ctx, [user.id])).get(user.id) ?? user.id;
  const params = { player: name, name: state.league.name, season };
  if (history.length === 0) return reply(i, log, 'empty', t('league.profileEmpty', params));
  const row = computeStandings(state, season).find((r) => r.userId === user.id);
  const png = await renderRatingChart(history.map((p) => ({ rating: p.display, provisional: p.provisional })), {
    title: t('league.profileTitle', params), yLabel: t('league.chartRating'), xLabel: t('league.chartGames'),
  });
  return reply(i, log, 'ok', t('league.profileText', { ...params, rating: row ? formatRating(row) : '—', games: row?.games ?? 0, wins: row?.wins ?? 0 }),
    [{ attachment: png, name: `league-profile-${user.id}.png`, description: t('league.profileTitle', params) }]);
}

async function schedule(i: I, log: InteractionLog, t: Translate, tables: TableView[], emptyKey: string): Promise<void> {
  if (tables.length === 0) return reply(i, log, 'empty', t(`league.${emptyKey}`));
  const lines: string[] = [];
  let round = -1;
  for (const tv of tables) {
    if (tv.round !== round) {
      round = tv.round;
      lines.push(t('league.deadlineLine', { round, deadline: `<t:${Math.floor(tv.deadline / 1000)}:f>` }));
    }
    const players = tv.seats.map((s, k) => `<@${s}>${tv.ranks ? ` (${tv.ranks[k]})` : ''}`).join(' – ');
    lines.push(t('league.scheduleLine', { round: tv.round, players, status: t(`league.tableStatus.${tv.status}`) }));
  }
  return reply(i, log, 'ok', lines.join('\n'));
}

async function play(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState): Promise<void> {
  const me = i.user.id;
  const season = currentSeason(state);
  if (!season) return reply(i, log, 'noActiveSeason', t('league.error.noActiveSeason'));
  const adapter = ctx.adapters[state.league.game];
  if (!adapter) return reply(i, log, 'unknownGame', t('league.error.unknownGame'));
  const duel = state.league.tableSize === 2;
  // A ladder game needs its players named; only duels have a way to name them yet.
  if (!duel && state.league.format === 'ladder') return reply(i, log, 'notDuel', t('league.error.notDuel'));
  let opponent: string | null = null;
  let seats: string[] = [];
  let slot: { round: number; table: number } | null = null;
  if (state.league.format === 'ladder') {
    const typed = i.options.getString('opponent');
    if (!typed) return reply(i, log, 'noOpenMatch', t('league.error.noOpenMatch'));
    const other = opponentOf(ctx, typed, season.participants);
    if (other === me) return reply(i, log, 'self', t('league.error.self'));
    if (!other || !season.participants.includes(me) || !season.participants.includes(other)) return reply(i, log, 'notParticipant', t('league.error.notParticipant'));
    opponent = other;
  } else {
    const open = myMatches(state, me).find((m) => m.status === 'open');
    if (!open) return reply(i, log, 'noOpenMatch', t('league.error.noOpenMatch'));
    if (open.gameId) {
      const running = await ctx.repo.get(open.gameId);
      if (running && (running.meta.status === 'active' || running.meta.status === 'challenge')) {
        return reply(i, log, 'gameRunning', `${t('league.error.gameRunning')} <#${running.meta.threadId ?? running.meta.channelId}>`);
      }
    }
    if (duel) opponent = open.seats.find((s) => s !== me)!;
    seats = open.seats;
    slot = { round: open.round, table: open.table };
  }
  const table = adapter.table;
  if (!duel && !table) return reply(i, log, 'unknownGame', t('league.error.unknownGame'));
  // Nothing is attached or linked where the bot may not play.
  const missing = await missingStartPermissions(ctx, i.channelId);
  if (missing.length) return reply(i, log, 'botPermissions', botPermissionsText(missing, t));
  const game = duel
    ? draftGame(ctx, { game: state.league.game, kind: 'duel', guildId: i.guildId, channelId: i.channelId, challenger: me, opponent, locale: i.locale })
    : leagueTable(ctx, i, state, seats, table!, await leagueDeadlineHours(ctx, state.league));
  log.gameId = game.meta.id;
  if (slot) {
    const { round, table } = slot;
    const out = await changeLeague(ctx, state.league.id, (s) => attachGame(s, round, table, game.meta.id));
    if (!out.ok) return reply(i, log, out.error.code.split('.').pop()!, translateLeagueError(out.error, t));
  }
  // The link is stored before the game exists, so a game can never finish unlinked.
  await leagues(ctx).linkGame(game.meta.id, { leagueId: state.league.id, round: slot?.round ?? null, table: slot?.table ?? null });
  if (duel && opponent) {
    // A rated game starts only when the opponent accepts: an ordinary challenge (accept, decline, expiry).
    await ctx.repo.save(game);
    const gt = translator(game.meta.locale);
    const message = await sendTo(ctx, i.channelId, {
      content: gt('server.leaguePlay.text', {
        challenger: `<@${me}>`, opponent: `<@${opponent}>`, league: state.league.name, expires: `<t:${Math.floor(game.meta.expiresAt! / 1000)}:R>`,
      }),
      components: [challengeButtons(game.meta.id, gt)],
      allowedMentions: { users: [opponent] },
    });
    game.meta.challengeMessageId = message.id;
    await ctx.repo.save(game);
    return reply(i, log, 'challenged', t('server.leaguePlay.sent', { opponent: `<@${opponent}>` }));
  }
  // A rated table starts only when every player accepts: an invitation (accept, decline, expiry).
  await ctx.mutex.run(game.meta.id, () => postTableInvitation(ctx, game, state.league.name));
  const others = game.meta.seats.filter((u): u is string => !!u && u !== me);
  return reply(i, log, 'invited', t('server.leaguePlay.tableSent', { players: others.map((u) => `<@${u}>`).join(', ') }));
}

/**
 * A 3–6 player game for a scheduled table: every seat taken by the table's
 * players in the league's seating order (no lobby to fill); the game's table
 * rules (GameAdapter.table) set up the rest (Conquest deals homes at random).
 * It starts when every player has accepted its invitation (../table-invitation.ts).
 */
function leagueTable(ctx: BotContext, i: I, state: LeagueState, seats: string[], table: TableSupport, deadlineHours: number): StoredGame {
  const game = draftGame(ctx, {
    game: state.league.game, kind: 'table', guildId: i.guildId, channelId: i.channelId, challenger: i.user.id,
    opponent: null, locale: i.locale, players: seats.length,
  });
  game.meta.seats = [...seats];
  game.meta.expiresAt = null;
  // The table's deadline is per move (the league's or the server's), not the round's.
  game.meta.table = table.leagueTable(seats.length, deadlineHours);
  return game;
}

async function forfeit(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState, actor: Actor, at: number): Promise<void> {
  const absent = i.options.getUser('absent', true).id;
  const roundNo = i.options.getInteger('round');
  const reason = i.options.getString('reason', true);
  const tables = scheduleTables(state).filter((tv) => tv.seats.includes(absent) && (roundNo === null || tv.round === roundNo));
  const target = tables.filter((tv) => tv.status === 'open').pop() ?? tables.pop();
  if (!target) return reply(i, log, 'noSuchTable', t('league.error.noSuchTable'));
  return operate(ctx, i, log, t, state, (s) => grantForfeit(s, actor, { round: target.round, table: target.table, absent: [absent], reason }, at));
}

/**
 * /league-admin remove-member: the member leaves the league (their unplayed tables of the season
 * become forfeits against them, in the core), and their league games still running end as their
 * forfeits, so nobody plays on a decided match; their unanswered league challenges are withdrawn.
 */
async function removeLeagueMember(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState, actor: Actor, at: number): Promise<void> {
  const userId = i.options.getUser('member', true).id;
  const reason = i.options.getString('reason', true);
  const out = await changeLeague(ctx, state.league.id, (s) => removeMember(s, actor, { userId, reason }, at));
  if (!out.ok) return reply(i, log, out.error.code.split('.').pop()!, translateLeagueError(out.error, t));
  await announce(ctx, out.state, out.events, i.channelId);
  const ended = await endGamesOfRemoved(ctx, out.state, userId);
  const mine = eventTexts(out.state, out.events, t);
  if (ended.length) mine.push(t('league.removedGames', { count: ended.length, games: ended.join(', ') }));
  return reply(i, log, 'ok', mine.length ? mine.join('\n') : t('league.recorded'));
}

/** Ends the removed member's running games of this league as their forfeits; withdraws their challenges. The games ended. */
async function endGamesOfRemoved(ctx: BotContext, state: LeagueState, userId: string): Promise<string[]> {
  const ended: string[] = [];
  for (const id of await ctx.repo.openGamesOf(userId)) {
    const link = await leagues(ctx).gameLink(id);
    if (link?.leagueId !== state.league.id) continue;
    // The game's lock, then the league's inside it: the order the game-end hook uses too.
    await ctx.mutex.run(id, async () => {
      const game = await ctx.repo.get(id);
      if (!game) return;
      if (game.meta.status === 'challenge') {
        await expireChallenge(ctx, game);
        return;
      }
      const seat = game.meta.seats.indexOf(userId);
      if (game.meta.status !== 'active' || !game.state || seat < 0) return;
      // A scheduled table is already their forfeit (the removal decided it); a ladder game is decided here.
      const players = game.meta.seats.map((u) => u ?? '');
      const decided = await changeLeague(ctx, state.league.id, (s) => resolveStalledGame(s, { gameId: id, players, notMoved: [userId], cause: 'removed' }, ctx.now()));
      if (decided.ok) await announce(ctx, decided.state, decided.events, null);
      const gt = translator(game.meta.locale);
      await sendTo(ctx, game.meta.threadId ?? game.meta.channelId, { content: gt('league.removedGame', { name: state.league.name, player: `<@${userId}>` }), allowedMentions: { parse: [] } })
        .catch((e) => ctx.log.warn({ gameId: id, err: (e as Error).message }, 'could not post the removal note'));
      // A duel ends as their resignation; a larger table, whose result the league no longer needs, is ended for everyone.
      if (game.meta.seats.length === 2) {
        await endGame(ctx, game, { resign: seat });
      } else {
        game.meta.endedBy = 'system';
        await endGame(ctx, game, 'abandon');
      }
      ended.push(id);
      ctx.log.info({ gameId: id, leagueId: state.league.id, user: userId, kind: 'removedForfeit' }, 'a removed member\'s league game ended as their forfeit');
    });
  }
  return ended;
}

/** An audit action in the reader's words (the identifier itself for one the strings do not know). */
function actionName(action: string, t: Translate): string {
  const key = `league.action.${action}`;
  const text = t(key);
  return text === key ? action : text;
}

async function audit(ctx: BotContext, i: I, log: InteractionLog, t: Translate, state: LeagueState, actor: Actor): Promise<void> {
  if (!canOrganise(actor, state.league)) return reply(i, log, 'notOrganiser', t('league.error.notOrganiser'));
  if (state.audit.length === 0) return reply(i, log, 'empty', t('league.auditEmpty'));
  const lines = state.audit.slice(-15).map((a) => t('league.auditLine', {
    at: `<t:${Math.floor(a.at / 1000)}:d>`, by: a.by === 'system' ? 'Legatus' : `<@${a.by}>`,
    action: `${actionName(a.action, t)}${'matchId' in a.details && a.details.matchId ? ` ${String(a.details.matchId).split(':').pop()}` : ''}`,
    reason: a.reason ? ` — ${a.reason}` : '',
  }));
  return reply(i, log, 'ok', lines.join('\n'));
}
