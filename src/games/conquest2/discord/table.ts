/**
 * The lobby of a Conquest II table (`/conquest2 new`): members join and
 * leave, the host fills empty seats with the AI and starts; the lobby shows
 * the victory points in play, the reconstructed ones marked. The lobby lives
 * in the stored meta (status 'challenge', kind 'table'), so it survives
 * restarts; its buttons are 'c:<gameId>:<verb>' custom_ids.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../../../i18n';
import type { StoredGame, TableMeta } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import { encodeCustomId } from '../../../bot/custom-id';
import { editMessage, startGame } from '../../../bot/service';
import { KEY_PROVINCES } from '../data';
import { conquest2 } from '../index';
import { placeName } from './text';

export function newTableMeta(players: number, deadlineHours: number, seasons = 4): TableMeta {
  return { players, homes: 'random', chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null, settings: { seasons } };
}

export function tableOptions(table: TableMeta): unknown {
  return conquest2.parseOptions({ players: table.players, seasons: Number(table.settings?.seasons ?? 4) });
}

const cid = (gameId: string, verb: string) => encodeCustomId({ scope: 'c', gameId, verb });

export function vpTable(t: Translate): string {
  return KEY_PROVINCES.map((p) => `${placeName(p.id)} ${p.vp.join('/')}${p.status === 'reconstructed' ? '*' : ''}`).join(' · ') + `\n${t('conquest2.table.vpNote')}`;
}

export function lobbyMessage(game: StoredGame, t: Translate): { content: string; components: Row[] } {
  const table = game.meta.table!;
  const lines = [
    t('conquest2.table.title', { host: `<@${game.meta.challenger}>`, count: table.players, seasons: Number(table.settings?.seasons ?? 4) }),
    t('conquest2.table.deadline', { count: table.deadlineHours }),
    vpTable(t),
    ...game.meta.seats.map((user, seat) => `${seat + 1}. ${t(`conquest2.colour.${seat % 6}`)}: ${user ? `<@${user}>` : table.ai[seat] ? t('conquest2.table.ai') : t('conquest2.table.empty')}`),
  ];
  const rows: Row[] = [{
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'xjoin'), label: t('conquest2.table.join'), style: ButtonStyle.Success },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'xleave'), label: t('conquest2.table.leave'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'xai'), label: t('conquest2.table.addAi'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'xstart'), label: t('conquest2.table.start'), style: ButtonStyle.Primary },
    ],
  } as Row];
  return { content: lines.join('\n').slice(0, 2000), components: rows };
}

async function refreshLobby(ctx: BotContext, game: StoredGame, extra = ''): Promise<void> {
  const id = game.meta.table?.lobbyMessageId;
  if (!id) return;
  const msg = lobbyMessage(game, translator(game.meta.locale));
  const payload = extra ? { content: `${msg.content}\n${extra}`.slice(0, 2000), components: [] as [] } : (msg as never);
  await editMessage(ctx, game.meta.channelId, id, payload).catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'lobby edit failed'));
}

export async function handleTable(ctx: BotContext, i: ComponentInteraction, verb: string, game: StoredGame, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const reply = async (key: string, outcome: string, params: Record<string, unknown> = {}) => {
    log.outcome = outcome;
    await i.editReply({ content: t(key, params), components: [], allowedMentions: { parse: [] } });
  };
  const table = game.meta.table;
  if (!table || game.meta.status !== 'challenge') return reply('challenge.notOpen', 'notOpen');
  const user = i.user.id;
  const seat = game.meta.seats.indexOf(user);
  const isHost = user === game.meta.challenger;
  const freeSeat = game.meta.seats.findIndex((s, k) => !s && !table.ai[k]);
  switch (verb) {
    case 'xjoin':
      if (seat >= 0) return reply('conquest2.table.already', 'already');
      if (freeSeat < 0) return reply('conquest2.table.full', 'full');
      game.meta.seats[freeSeat] = user;
      break;
    case 'xleave':
      if (seat < 0) return reply('error.notInGame', 'notInGame');
      if (isHost) return reply('conquest2.table.hostStays', 'hostStays');
      game.meta.seats[seat] = null;
      break;
    case 'xai':
      if (!isHost) return reply('conquest2.table.hostOnly', 'hostOnly');
      if (freeSeat < 0) return reply('conquest2.table.full', 'full');
      table.ai[freeSeat] = true;
      break;
    case 'xstart': {
      if (!isHost) return reply('conquest2.table.hostOnly', 'hostOnly');
      if (freeSeat >= 0) return reply('conquest2.table.notFull', 'notFull');
      game.record.options = tableOptions(table);
      await startGame(ctx, game);
      const where = `<#${game.meta.threadId ?? game.meta.channelId}>`;
      await refreshLobby(ctx, game, translator(game.meta.locale)('conquest2.table.startedIn', { where }));
      return reply('conquest2.table.startedIn', 'started', { where });
    }
    default:
      return reply('error.unknown', 'unknown');
  }
  await ctx.repo.save(game);
  await refreshLobby(ctx, game);
  return reply('conquest2.table.updated', verb);
}
