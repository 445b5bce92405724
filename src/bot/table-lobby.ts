/**
 * The lobby of an n-seat table (games of kind 'table'), shared by the games
 * that have one: members join and leave, the host fills empty seats with the
 * AI and starts. The lobby lives in the stored meta (status 'challenge',
 * kind 'table'), so it survives restarts; its buttons are
 * 'c:<gameId>:<prefix><verb>' custom_ids. A game keeps its own one-letter
 * prefix for ever: buttons of lobbies posted long ago still carry it.
 *
 * What differs between games is given by the game: the verb prefix, the
 * message's lines, extra rows and verbs (a select of homes), and the engine
 * options at the start. The lobby's own words (buttons, replies) are the
 * platform's ('server.lobby.…'), naming the game where a sentence needs it.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../i18n';
import type { StoredGame, TableMeta } from '../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../core/discord-adapter';
import { findPlugin } from '../core/registry';
import { encodeCustomId } from './custom-id';
import { editMessage, startGame } from './service';
import { expireTableInvitation, isTableInvitation } from './table-invitation';

const CONTENT_MAX = 2000;

/** A refused click: the key of the reply and the outcome logged. */
export interface Refusal { key: string; outcome: string }

/** What a game-specific lobby verb sees. */
export interface LobbyClick {
  i: ComponentInteraction;
  game: StoredGame;
  table: TableMeta;
  /** The clicking member's seat, -1 when they do not sit at the table. */
  seat: number;
}

export interface TableLobbySpec {
  /** The letter(s) before every lobby verb ('join', 'leave', 'ai', 'start' and the extra ones). */
  verbPrefix: string;
  /** The message's lines above the buttons: title, settings and one line a seat (see seatHolder). */
  lines(game: StoredGame, t: Translate): string[];
  /** Rows under the buttons; `customId` names a verb of this lobby. */
  extraRows?(game: StoredGame, t: Translate, customId: (verb: string) => string): Row[];
  /** Verbs beyond the four (without the prefix): change the table, or refuse. Saved and shown like a join. */
  extraVerbs?: Record<string, (click: LobbyClick) => Refusal | null>;
  /** After a member left their seat (e.g. forget the home they had picked). */
  onLeave?(table: TableMeta, seat: number): void;
  /** The engine options when the host starts a full table, or why it cannot start yet. */
  startOptions(table: TableMeta, seats: (string | null)[]): { options: unknown } | Refusal;
}

export interface TableLobby {
  /** The lobby message: the game's lines, the buttons and the game's extra rows. */
  lobbyMessage(game: StoredGame, t: Translate): { content: string; components: Row[] };
  /** A click on one of the lobby's components (the table's `click`). */
  handleTable(ctx: BotContext, i: ComponentInteraction, verb: string, game: StoredGame, log: InteractionLog): Promise<void>;
}

/**
 * When a lobby (or a league table's invitation) expires; null when it never
 * does. Lobbies opened before expiry existed carry no expiresAt and count
 * from their opening; a league table drafted before invitations existed has
 * neither and is left to its league.
 */
export function lobbyExpiresAt(game: StoredGame, hours: number): number | null {
  if (game.meta.kind !== 'table' || game.meta.status !== 'challenge') return null;
  if (game.meta.expiresAt !== null) return game.meta.expiresAt;
  return game.meta.table?.lobbyMessageId ? game.meta.createdAt + hours * 3_600_000 : null;
}

/**
 * Expires a lobby nobody started: saved first (it leaves the open index), then
 * the lobby message says so and loses its buttons. Called by the upkeep pass,
 * and by a click that arrives before the pass did.
 */
export async function expireTableLobby(ctx: BotContext, game: StoredGame): Promise<void> {
  if (isTableInvitation(game)) return expireTableInvitation(ctx, game);
  game.meta.status = 'expired';
  await ctx.repo.save(game);
  const id = game.meta.table?.lobbyMessageId;
  if (!id) return;
  const gt = translator(game.meta.locale);
  // The time this lobby was given, which a later change of the setting does not alter.
  const given = game.meta.expiresAt === null ? null : Math.round((game.meta.expiresAt - game.meta.createdAt) / 3_600_000);
  const count = given && given > 0 ? given : ctx.config.TABLE_LOBBY_EXPIRE_HOURS;
  await editMessage(ctx, game.meta.channelId, id, { content: gt('server.lobby.expired', { host: `<@${game.meta.challenger}>`, count }), components: [] })
    .catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'could not edit expired lobby'));
  ctx.log.info({ gameId: game.meta.id, kind: 'lobbyExpired' }, 'table lobby expired');
}

/**
 * Who sits in a seat, for a lobby line: the member, the AI or nobody yet.
 * `_ns` is what games passed when each had its own words for these; unused.
 */
export function seatHolder(game: StoredGame, seat: number, t: Translate): string {
  const user = game.meta.seats[seat];
  return user ? `<@${user}>` : game.meta.table!.ai[seat] ? t('server.lobby.ai') : t('server.lobby.empty');
}

/** A game's name in the reader's language (`gameTitle.<id>`), else its plugin's title, else its id. */
export function gameName(game: string, t: Translate): string {
  const key = `gameTitle.${game}`;
  const own = t(key);
  return own !== key ? own : findPlugin(game)?.title ?? game;
}

export function tableLobby(spec: TableLobbySpec): TableLobby {
  const { verbPrefix: p } = spec;
  const cid = (gameId: string, verb: string) => encodeCustomId({ scope: 'c', gameId, verb: `${p}${verb}` });

  function lobbyMessage(game: StoredGame, t: Translate): { content: string; components: Row[] } {
    const id = game.meta.id;
    const button = (verb: string, key: string, style: ButtonStyle) => ({ type: ComponentType.Button, custom_id: cid(id, verb), label: t(`server.lobby.${key}`), style });
    const rows: Row[] = [{
      type: ComponentType.ActionRow,
      components: [
        button('join', 'join', ButtonStyle.Success),
        button('leave', 'leave', ButtonStyle.Secondary),
        button('ai', 'addAi', ButtonStyle.Secondary),
        button('start', 'start', ButtonStyle.Primary),
      ],
    } as Row];
    rows.push(...(spec.extraRows?.(game, t, (verb) => cid(id, verb)) ?? []));
    return { content: spec.lines(game, t).join('\n').slice(0, CONTENT_MAX), components: rows };
  }

  /** Shows the lobby as it is now; with `extra`, a last line and no components (the table has started). */
  async function refreshLobby(ctx: BotContext, game: StoredGame, extra = ''): Promise<void> {
    const id = game.meta.table?.lobbyMessageId;
    if (!id) return;
    const msg = lobbyMessage(game, translator(game.meta.locale));
    const payload = extra ? { content: `${msg.content}\n${extra}`.slice(0, CONTENT_MAX), components: [] as [] } : (msg as never);
    await editMessage(ctx, game.meta.channelId, id, payload).catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'lobby edit failed'));
  }

  async function handleTable(ctx: BotContext, i: ComponentInteraction, verb: string, game: StoredGame, log: InteractionLog): Promise<void> {
    const t = translator(i.locale);
    const reply = async (key: string, outcome: string, params: Record<string, unknown> = {}) => {
      log.outcome = outcome;
      await i.editReply({ content: t(key, { game: gameName(game.meta.game, t), ...params }), components: [], allowedMentions: { parse: [] } });
    };
    const refuse = (r: Refusal) => reply(r.key, r.outcome);
    const table = game.meta.table;
    const expiresAt = lobbyExpiresAt(game, ctx.config.TABLE_LOBBY_EXPIRE_HOURS);
    if (expiresAt !== null && ctx.now() >= expiresAt) {
      // The click came before the upkeep pass: expire it now, as the pass would have.
      await expireTableLobby(ctx, game);
      return reply('server.lobby.expiredClick', 'expired');
    }
    if (game.meta.status === 'expired') return reply('server.lobby.expiredClick', 'expired');
    if (!table || game.meta.status !== 'challenge') return reply('challenge.notOpen', 'notOpen');
    const user = i.user.id;
    const seat = game.meta.seats.indexOf(user);
    const isHost = user === game.meta.challenger;
    const freeSeat = game.meta.seats.findIndex((s, k) => !s && !table.ai[k]);
    const own = verb.startsWith(p) ? verb.slice(p.length) : '';
    const extra = spec.extraVerbs && Object.hasOwn(spec.extraVerbs, own) ? spec.extraVerbs[own] : undefined;
    switch (own) {
      case 'join':
        if (seat >= 0) return reply(`server.lobby.already`, 'already');
        if (freeSeat < 0) return reply(`server.lobby.full`, 'full');
        game.meta.seats[freeSeat] = user;
        break;
      case 'leave':
        if (seat < 0) return reply('error.notInGame', 'notInGame');
        if (isHost) return reply(`server.lobby.hostStays`, 'hostStays');
        game.meta.seats[seat] = null;
        spec.onLeave?.(table, seat);
        break;
      case 'ai':
        if (!isHost) return reply(`server.lobby.hostOnly`, 'hostOnly');
        if (freeSeat < 0) return reply(`server.lobby.full`, 'full');
        table.ai[freeSeat] = true;
        break;
      case 'start': {
        if (!isHost) return reply(`server.lobby.hostOnly`, 'hostOnly');
        if (freeSeat >= 0) return reply(`server.lobby.notFull`, 'notFull');
        const start = spec.startOptions(table, game.meta.seats);
        if (!('options' in start)) return refuse(start);
        game.record.options = start.options;
        await startGame(ctx, game);
        const where = `<#${game.meta.threadId ?? game.meta.channelId}>`;
        const gt = translator(game.meta.locale);
        await refreshLobby(ctx, game, gt('server.lobby.startedIn', { where, game: gameName(game.meta.game, gt) }));
        return reply(`server.lobby.startedIn`, 'started', { where });
      }
      default: {
        if (!extra) return reply('error.unknown', 'unknown');
        const refused = extra({ i, game, table, seat });
        if (refused) return refuse(refused);
      }
    }
    await ctx.repo.save(game);
    await refreshLobby(ctx, game);
    return reply(`server.lobby.updated`, verb);
  }

  return { lobbyMessage, handleTable };
}
