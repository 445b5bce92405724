/**
 * League work around the pure core: load a league under its lock, apply an
 * operation, save before anyone is told, then announce. Also the hooks of
 * the rest of the bot: a finished league game (subscribed to ../events.ts,
 * so the game service never calls leagues), and the upkeep pass (deadline
 * reminders, games past their round's deadline).
 */
import type { RuleError } from '../../core/game';
import { translator, type Translate } from '../../i18n';
import {
  computeStandings, dueReminders, formatRating, overdueTables, recordGameResult, refuse, resolveStalledGame, standingsText,
  LEAGUE_ERRORS, type LeagueEvent, type LeagueState, type Outcome,
} from '../../leagues';
import { renderStandings } from '../../render/leagues';
import type { StoredGame } from '../../storage';
import { leagueLockKey, leagueRepositoryOf, type LeagueRepository } from '../../storage/league-repository';
import type { BotContext } from '../context';
import { whenGameFinished } from '../events';
import { endGame, sendTo } from '../service';
import { servesGuild } from '../shards';
import { notifyAbout } from '../notify';

export function leagues(ctx: BotContext): LeagueRepository {
  return leagueRepositoryOf(ctx.repo);
}

/**
 * Runs one operation on a stored league under its lock; saves the new state
 * before returning. The lock serialises this process; another process on the
 * same store is met by the save's compare-and-set, and the (pure) operation
 * is applied again to what that process saved, so no result is lost.
 */
export async function changeLeague(ctx: BotContext, leagueId: string, op: (state: LeagueState) => Outcome): Promise<Outcome> {
  return ctx.mutex.run(leagueLockKey(leagueId), async () => {
    const out = await leagues(ctx).update(leagueId, op);
    return out ?? refuse(LEAGUE_ERRORS.badInput, `no league ${leagueId}`);
  });
}

/** A core refusal in the reader's language (league.error.* keys, with their params). */
export function translateLeagueError(error: RuleError, t: Translate): string {
  const text = t(error.code, error.params ?? {});
  return text === error.code ? t('league.error.badInput') : text;
}

/** Public league messages speak the server's preferred language. */
export function publicTranslator(ctx: BotContext, state: LeagueState): Translate {
  return translator(publicLocale(ctx, state));
}

function publicLocale(ctx: BotContext, state: LeagueState): string {
  return ctx.client.guilds.cache.get(state.league.guildId)?.preferredLocale ?? 'en';
}

export async function displayNames(ctx: BotContext, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all([...new Set(ids)].map(async (id) => {
    try {
      const u = await ctx.client.users.fetch(id);
      names.set(id, u.globalName ?? u.username);
    } catch {
      names.set(id, id);
    }
  }));
  return names;
}

const mention = (ids: readonly string[]) => ids.map((id) => `<@${id}>`).join(', ');
const timestamp = (ms: number) => `<t:${Math.floor(ms / 1000)}:f>`;

export function resultText(players: readonly string[], ranks: readonly number[], t: Translate): string {
  if (players.length === 2) {
    if (ranks[0] === ranks[1]) return t('league.drawBetween', { a: `<@${players[0]}>`, b: `<@${players[1]}>` });
    const w = ranks[0] < ranks[1] ? 0 : 1;
    return t('league.beats', { winner: `<@${players[w]}>`, loser: `<@${players[1 - w]}>` });
  }
  return players.map((p, i) => [ranks[i], `${ranks[i]}. <@${p}>`] as const).sort((a, b) => a[0] - b[0]).map((x) => x[1]).join(', ');
}

/** The public text of league events (one line or paragraph each; events with nothing to say give none). */
export function eventTexts(state: LeagueState, events: readonly LeagueEvent[], t: Translate): string[] {
  const name = state.league.name;
  const out: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'memberJoined':
        out.push(t(e.waitsForNextSeason ? 'league.joinedWaits' : 'league.joined', { name, player: `<@${e.userId}>` }));
        break;
      case 'leagueUpdated':
        out.push(t('league.updated', { name, changed: e.changed.map((k) => (t(`league.setting.${k}`) === `league.setting.${k}` ? k : t(`league.setting.${k}`))).join(', ') }));
        break;
      case 'memberLeft':
        out.push(t('league.left', { name, player: `<@${e.userId}>` }));
        break;
      case 'seasonStarted':
        out.push(t('league.seasonStarted', { name, season: e.season, count: e.participants.length, players: mention(e.participants) }));
        break;
      case 'roundPaired': {
        const lines = e.tables.map((seats, i) => t('league.tableLine', { index: i + 1, players: seats.map((s) => `<@${s}>`).join(' – ') }));
        if (e.byes.length) lines.push(t('league.roundPairedBye', { players: mention(e.byes) }));
        out.push(t('league.roundPaired', { name, season: e.season, round: e.round, deadline: timestamp(e.deadline), tables: lines.join('\n') }));
        break;
      }
      case 'resultRecorded':
        out.push(t('league.resultRecorded', { name, result: resultText(e.players, e.ranks, t) }));
        break;
      case 'roundComplete':
        out.push(t('league.roundComplete', { name, round: e.round }));
        break;
      case 'resultVoided':
        out.push(t('league.resultVoided', { name, match: e.matchId.split(':').pop(), by: `<@${e.by}>`, reason: e.reason }));
        break;
      case 'forfeitGranted':
        out.push(t('league.forfeitGranted', { name, absent: mention(e.absent), reason: e.reason }));
        break;
      case 'playerReplaced':
        out.push(t('league.replaced', { name, in: `<@${e.in}>`, out: `<@${e.out}>`, reason: e.reason }));
        break;
      case 'seasonEnded':
        out.push(e.champion
          ? t('league.seasonEnded', { name, season: e.season, champion: `<@${e.champion}>` })
          : t('league.seasonEndedNoChampion', { name, season: e.season }));
        break;
      default:
        break;
    }
  }
  return out;
}

/** The standings of a season as a picture and a fixed-width text block. */
export async function standingsPost(ctx: BotContext, state: LeagueState, season: number, t: Translate) {
  const rows = computeStandings(state, season);
  const names = await displayNames(ctx, rows.map((r) => r.userId));
  const nameOf = (id: string) => names.get(id) ?? id;
  const title = t('league.standingsTitle', { name: state.league.name, season });
  const png = await renderStandings(
    rows.map((r) => ({ rank: r.rank, name: nameOf(r.userId), rating: formatRating(r), games: r.games, wins: r.wins, form: r.form })),
    {
      title,
      rank: t('league.header.rank'), player: t('league.header.player'), rating: t('league.header.rating'),
      games: t('league.header.games'), wins: t('league.header.wins'), form: t('league.header.form'),
      footnote: t('league.provisionalNote'),
      marks: { W: t('league.mark.W'), D: t('league.mark.D'), L: t('league.mark.L') },
    },
  );
  // The core's text table has English headings: the first line is replaced by the reader's.
  const mark = (m: string) => (m === 'W' || m === 'D' || m === 'L' ? t(`league.mark.${m}`) : m);
  const [, ...body] = standingsText(rows, nameOf, { mark, more: (count) => t('league.more', { count }) }).split('\n');
  const h = (key: string) => t(`league.header.${key}`);
  const heading = `${h('rank').padStart(3)}  ${[...h('player')].slice(0, 16).join('').padEnd(16)}  ${h('rating').padStart(6)}  ${h('games').padStart(3)}  ${h('wins').padStart(3)}  ${h('form')}`;
  const text = [heading, ...body].join('\n');
  return {
    content: `${t('league.standingsPosted', { name: state.league.name, season })}\n\`\`\`\n${text}\n\`\`\``.slice(0, 2000),
    files: [{ attachment: png, name: `league-standings-s${season}.png`, description: title }],
  };
}

/** Posts events (and, after a result, the updated standings) in the league's channel. */
export async function announce(ctx: BotContext, state: LeagueState, events: readonly LeagueEvent[], fallbackChannel: string | null): Promise<void> {
  const channelId = (await leagues(ctx).channelOf(state.league.id)) ?? fallbackChannel;
  if (!channelId) return;
  const t = publicTranslator(ctx, state);
  const texts = eventTexts(state, events, t);
  if (texts.length) {
    const content = texts.join('\n').slice(0, 2000);
    // A paired round and a champion ping their players, as each chose (/settings).
    const notice = { guildId: state.league.guildId, channelId, content, users: mentionedUsers(events), locale: publicLocale(ctx, state) };
    await notifyAbout(ctx, notice, (ping) => sendTo(ctx, channelId, { content, allowedMentions: { users: ping } }));
  }
  const season = events.find((e) => e.type === 'resultRecorded' || e.type === 'seasonEnded' || e.type === 'resultVoided' || e.type === 'forfeitGranted');
  if (season && state.seasons.length) {
    const number = 'season' in season ? season.season : state.seasons[state.seasons.length - 1].number;
    await sendTo(ctx, channelId, { ...(await standingsPost(ctx, state, number, t)), allowedMentions: { parse: [] } });
  }
}

function mentionedUsers(events: readonly LeagueEvent[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    if (e.type === 'roundPaired') e.tables.flat().forEach((id) => ids.add(id));
    if (e.type === 'seasonEnded' && e.champion) ids.add(e.champion);
  }
  return [...ids];
}

/**
 * Called (through ../events.ts) after a finished game is saved. A league game's
 * result goes into its league; an abandoned one is a forfeit for whoever
 * asked to abandon (the league's rule). Throws when the league could not be
 * read or saved, so the game's outbox tries again; a repeat is refused by the
 * league as already recorded.
 */
export async function onGameFinished(ctx: BotContext, game: StoredGame): Promise<void> {
  try {
    const link = await leagues(ctx).gameLink(game.meta.id);
    const result = game.record.result;
    if (!link || !result) return;
    if (result.reason === 'abandoned' && game.meta.endedBy) {
      // A moderator ended it (/league-admin end-game): no result is invented; the table stays open
      // for the organisers' forfeit or void, the league's own rules.
      ctx.log.info({ gameId: game.meta.id, leagueId: link.leagueId, by: game.meta.endedBy }, 'league game ended by a moderator: no result recorded');
      return;
    }
    const at = ctx.now();
    const walkedAway = result.reason === 'abandoned' && game.meta.abandonRequestedBy ? [game.meta.abandonRequestedBy] : null;
    const out = await changeLeague(ctx, link.leagueId, (s) => {
      // A table's seat handed to the AI during the game (the table's vote to let the AI play a slow player)
      // has no user any more; its result is still that of the league player seated there (tables are
      // seated in the scheduled table's order).
      const table = game.meta.kind === 'table' ? s.seasons.flatMap((x) => x.rounds).flatMap((r) => r.tables).find((x) => x.gameId === game.meta.id) : undefined;
      const players = game.meta.seats.map((x, k) => x ?? table?.seats[k] ?? '');
      return walkedAway
        ? resolveStalledGame(s, { gameId: game.meta.id, players, notMoved: walkedAway, cause: 'abandoned' }, at)
        : recordGameResult(s, { gameId: game.meta.id, players, ranks: result.ranks }, at);
    });
    if (!out.ok) {
      // A game the league already decided (forfeited at its deadline) ends later without a new result: expected.
      const settled = out.error.code === 'league.error.alreadyRecorded' || out.error.code === 'league.error.tableResolved';
      ctx.log[settled ? 'info' : 'warn']({ gameId: game.meta.id, leagueId: link.leagueId, code: out.error.code }, 'league result refused');
      return;
    }
    ctx.log.info({ gameId: game.meta.id, leagueId: link.leagueId, kind: 'leagueResult' }, 'league result recorded');
    await announce(ctx, out.state, out.events, game.meta.channelId);
  } catch (e) {
    // Thrown on: the game's outbox keeps the result owed and brings it here again later.
    ctx.log.error({ gameId: game.meta.id, err: (e as Error).message }, 'league hook failed');
    throw e;
  }
}

whenGameFinished(onGameFinished);

export interface LeagueUpkeepReport { reminded: string[]; resolved: string[] }

/** Reminders before a deadline fall within this window (a quarter of the round, at most a day). */
export function reminderWindowMs(deadlineHours: number): number {
  return Math.min(24 * 3_600_000, (deadlineHours * 3_600_000) / 4);
}

/**
 * One pass over the leagues of every server the bot is in: remind the players
 * of unplayed matches once before their deadline, and resolve league games
 * still running after it (the player to move forfeits).
 */
export async function runLeagueUpkeep(ctx: BotContext): Promise<LeagueUpkeepReport> {
  const report: LeagueUpkeepReport = { reminded: [], resolved: [] };
  const repo = leagues(ctx);
  // Test doubles of the client may have no guild cache: then there is nothing to visit.
  for (const guildId of ctx.client.guilds?.cache.keys() ?? []) {
    // A server of another process's shard is looked after there (its cache may still hold it after a resharding).
    if (!servesGuild(ctx.client, guildId)) continue;
    for (const id of await repo.idsOf(guildId)) {
      try {
        await remindLeague(ctx, id, report);
        await resolveOverdue(ctx, id, report);
      } catch (e) {
        ctx.log.warn({ leagueId: id, err: (e as Error).message }, 'league upkeep failed');
      }
    }
  }
  return report;
}

async function remindLeague(ctx: BotContext, id: string, report: LeagueUpkeepReport): Promise<void> {
  const repo = leagues(ctx);
  const due = await ctx.mutex.run(leagueLockKey(id), async () => {
    const state = await repo.get(id);
    if (!state) return null;
    const key = (r: { season: number; round: number; table: number }) => `${r.season}:${r.round}:${r.table}`;
    const due = dueReminders(state, ctx.now(), reminderWindowMs(state.league.deadlineHours));
    // Saved before sending: a crash after the ping must not ping twice; nor may another process send it too.
    const added = due.length ? await repo.addReminded(id, due.map(key)) : [];
    return { state, fresh: due.filter((r) => added.includes(key(r))) };
  });
  if (!due || due.fresh.length === 0) return;
  const channelId = await repo.channelOf(id);
  if (!channelId) return;
  const t = publicTranslator(ctx, due.state);
  for (const r of due.fresh) {
    const content = t('league.reminder', { name: due.state.league.name, players: mention(r.userIds), round: r.round, deadline: timestamp(r.deadline) });
    // Each player's choice (/settings): pinged here, told by DM, or neither.
    const notice = { guildId: due.state.league.guildId, channelId, content, users: r.userIds, locale: publicLocale(ctx, due.state) };
    await notifyAbout(ctx, notice, (ping) => sendTo(ctx, channelId, { content, allowedMentions: { users: ping } }));
    report.reminded.push(`${id}:${r.season}:${r.round}:${r.table}`);
  }
}

async function resolveOverdue(ctx: BotContext, id: string, report: LeagueUpkeepReport): Promise<void> {
  const state = await leagues(ctx).get(id);
  if (!state) return;
  for (const table of overdueTables(state, ctx.now())) {
    if (!table.gameId) continue;
    const game = await ctx.repo.get(table.gameId);
    if (!game || game.meta.status !== 'active' || !game.state) continue;
    const seat = ctx.adapters[game.meta.game].toMove(game.state);
    const late = seat === null ? null : game.meta.seats[seat];
    if (!late) continue;
    const players = game.meta.seats.map((s) => s ?? '');
    const out = await changeLeague(ctx, id, (s) => resolveStalledGame(s, { gameId: game.meta.id, players, notMoved: [late], cause: 'timeout' }, ctx.now()));
    if (!out.ok) continue;
    report.resolved.push(game.meta.id);
    const channelId = await leagues(ctx).channelOf(id);
    if (channelId) {
      const t = publicTranslator(ctx, state);
      await sendTo(ctx, channelId, { content: t('league.stalled', { name: state.league.name, game: game.meta.id, players: `<@${late}>` }), allowedMentions: { parse: [] } });
    }
    await announce(ctx, out.state, out.events, null);
    // The game ends too, as a resignation of the late player, so nobody plays on a decided match.
    await ctx.mutex.run(game.meta.id, async () => {
      const fresh = await ctx.repo.get(game.meta.id);
      if (fresh?.meta.status === 'active' && seat !== null) await endGame(ctx, fresh, { resign: seat });
    });
  }
}
