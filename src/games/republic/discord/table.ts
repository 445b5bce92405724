/**
 * The lobby of a Republic of Rome table (`/republic new`): members join and
 * leave, the host fills empty seats with the AI and starts. The scenario,
 * the advanced rules and the deadline are the table's settings. With one or
 * two player factions the engine adds the Neutral factions itself (4.01):
 * they are not seats of the lobby. The lobby lives in the stored meta
 * (status 'challenge', kind 'table'), so it survives restarts; its buttons
 * are 'c:<gameId>:<verb>' custom_ids (verbs "y…", used by no other game).
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../../../i18n';
import type { StoredGame, TableMeta } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import { encodeCustomId } from '../../../bot/custom-id';
import { editMessage, startGame } from '../../../bot/service';
import { republic } from '../index';
import type { Scenario } from '../types';

export const SCENARIOS: Scenario[] = ['early', 'middle', 'late', 'extended', 'alternative'];

export function newTableMeta(players: number, deadlineHours: number, scenario: Scenario = 'early', advanced = false): TableMeta {
  return { players, homes: 'random', chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null, settings: { scenario, advanced } };
}

export function tableOptions(table: TableMeta): unknown {
  const scenario = String(table.settings?.scenario ?? 'early');
  return republic.parseOptions({ players: table.players, scenario, advanced: { pontifex: table.settings?.advanced === true } });
}

const cid = (gameId: string, verb: string) => encodeCustomId({ scope: 'c', gameId, verb });

export function advancedText(on: boolean, t: Translate): string {
  return on ? t('republic.advancedText') : '';
}

export function lobbyMessage(game: StoredGame, t: Translate): { content: string; components: Row[] } {
  const table = game.meta.table!;
  const scenario = t(`republic.scenario.${String(table.settings?.scenario ?? 'early')}`);
  const lines = [
    t('republic.table.title', { host: `<@${game.meta.challenger}>`, count: table.players, scenario, advanced: advancedText(table.settings?.advanced === true, t) }),
    t('republic.table.deadline', { count: table.deadlineHours }),
    ...(table.players <= 2 ? [t('republic.table.neutrals')] : []),
    ...game.meta.seats.map((user, seat) => `${t('republic.faction.seat', { n: seat + 1 })}: ${user ? `<@${user}>` : table.ai[seat] ? t('republic.table.ai') : t('republic.table.empty')}`),
  ];
  const rows: Row[] = [{
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'yjoin'), label: t('republic.table.join'), style: ButtonStyle.Success },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'yleave'), label: t('republic.table.leave'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'yai'), label: t('republic.table.addAi'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'ystart'), label: t('republic.table.start'), style: ButtonStyle.Primary },
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
    case 'yjoin':
      if (seat >= 0) return reply('republic.table.already', 'already');
      if (freeSeat < 0) return reply('republic.table.full', 'full');
      game.meta.seats[freeSeat] = user;
      break;
    case 'yleave':
      if (seat < 0) return reply('error.notInGame', 'notInGame');
      if (isHost) return reply('republic.table.hostStays', 'hostStays');
      game.meta.seats[seat] = null;
      break;
    case 'yai':
      if (!isHost) return reply('republic.table.hostOnly', 'hostOnly');
      if (freeSeat < 0) return reply('republic.table.full', 'full');
      table.ai[freeSeat] = true;
      break;
    case 'ystart': {
      if (!isHost) return reply('republic.table.hostOnly', 'hostOnly');
      if (freeSeat >= 0) return reply('republic.table.notFull', 'notFull');
      game.record.options = tableOptions(table);
      await startGame(ctx, game);
      const where = `<#${game.meta.threadId ?? game.meta.channelId}>`;
      await refreshLobby(ctx, game, translator(game.meta.locale)('republic.table.startedIn', { where }));
      return reply('republic.table.startedIn', 'started', { where });
    }
    default:
      return reply('error.unknown', 'unknown');
  }
  await ctx.repo.save(game);
  await refreshLobby(ctx, game);
  return reply('republic.table.updated', verb);
}
