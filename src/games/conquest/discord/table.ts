/**
 * The lobby of an n-seat table (`/conquest new`): members join and leave, the
 * host fills empty seats with the AI and starts. Homes are chosen by agreement
 * (one select, first come first served) or dealt at random at the start. The
 * lobby lives in the stored meta (status 'challenge', kind 'table'), so it
 * survives restarts; its buttons are 'c:<gameId>:<verb>' custom_ids.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../../../i18n';
import type { StoredGame, TableMeta } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import { encodeCustomId } from '../../../bot/custom-id';
import { editMessage, startGame } from '../../../bot/service';
import { allowedHomes, conquestOptions } from './options';
import { placeName } from './steps';

export const TABLE_VERBS = ['tjoin', 'tleave', 'tai', 'tstart', 'thome'] as const;

export function newTableMeta(players: number, homes: 'agreed' | 'random', deadlineHours: number): TableMeta {
  return { players, homes, chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null };
}

const cid = (gameId: string, verb: string) => encodeCustomId({ scope: 'c', gameId, verb });

function seatLine(game: StoredGame, seat: number, t: Translate): string {
  const table = game.meta.table!;
  const user = game.meta.seats[seat];
  const who = user ? `<@${user}>` : table.ai[seat] ? t('conquest.table.ai') : t('conquest.table.empty');
  const home = table.chosenHomes[seat] ? ` — ${placeName(table.chosenHomes[seat]!, t)}` : '';
  return `${seat + 1}. ${who}${home}`;
}

/** The lobby message: seats, options and the buttons (and the homes select for agreed homes). */
export function lobbyMessage(game: StoredGame, t: Translate): { content: string; components: Row[] } {
  const table = game.meta.table!;
  const lines = [
    t('conquest.table.title', { host: `<@${game.meta.challenger}>`, count: table.players }),
    t(table.homes === 'agreed' ? 'conquest.table.homesAgreed' : 'conquest.table.homesRandom'),
    t('conquest.table.deadline', { count: table.deadlineHours }),
    ...game.meta.seats.map((_, seat) => seatLine(game, seat, t)),
  ];
  const rows: Row[] = [{
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'tjoin'), label: t('conquest.table.join'), style: ButtonStyle.Success },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'tleave'), label: t('conquest.table.leave'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'tai'), label: t('conquest.table.addAi'), style: ButtonStyle.Secondary },
      { type: ComponentType.Button, custom_id: cid(game.meta.id, 'tstart'), label: t('conquest.table.start'), style: ButtonStyle.Primary },
    ],
  } as Row];
  if (table.homes === 'agreed') {
    const taken = new Set(table.chosenHomes.filter(Boolean));
    const free = allowedHomes(table.players).filter((h) => !taken.has(h));
    if (free.length) {
      rows.push({
        type: ComponentType.ActionRow,
        components: [{
          type: ComponentType.StringSelect, custom_id: cid(game.meta.id, 'thome'), placeholder: t('conquest.table.pickHome'),
          options: free.map((h) => ({ label: placeName(h, t), value: h })),
        }],
      } as Row);
    }
  }
  return { content: lines.join('\n'), components: rows };
}

async function refreshLobby(ctx: BotContext, game: StoredGame): Promise<void> {
  const id = game.meta.table?.lobbyMessageId;
  if (!id) return;
  const msg = lobbyMessage(game, translator(game.meta.locale));
  await editMessage(ctx, game.meta.channelId, id, msg as never).catch((e) => ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'lobby edit failed'));
}

/** Homes per seat at the start: agreed picks first, the AI seats take the remaining homes in order. Null when a member has not picked. */
export function homesAtStart(table: TableMeta, seats: (string | null)[]): string[] | null {
  if (table.homes === 'random') return null;
  const homes = [...table.chosenHomes];
  const free = allowedHomes(table.players).filter((h) => !homes.includes(h));
  for (let seat = 0; seat < homes.length; seat++) {
    if (homes[seat]) continue;
    if (seats[seat]) return null;
    homes[seat] = free.shift()!;
  }
  return homes as string[];
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
    case 'tjoin':
      if (seat >= 0) return reply('conquest.table.already', 'already');
      if (freeSeat < 0) return reply('conquest.table.full', 'full');
      game.meta.seats[freeSeat] = user;
      break;
    case 'tleave':
      if (seat < 0) return reply('error.notInGame', 'notInGame');
      if (isHost) return reply('conquest.table.hostStays', 'hostStays');
      game.meta.seats[seat] = null;
      table.chosenHomes[seat] = null;
      break;
    case 'tai':
      if (!isHost) return reply('conquest.table.hostOnly', 'hostOnly');
      if (freeSeat < 0) return reply('conquest.table.full', 'full');
      table.ai[freeSeat] = true;
      break;
    case 'thome': {
      const home = i.isStringSelectMenu() ? i.values[0] : '';
      if (seat < 0) return reply('error.notInGame', 'notInGame');
      if (!allowedHomes(table.players).includes(home) || table.chosenHomes.some((h, k) => h === home && k !== seat)) return reply('conquest.table.homeTaken', 'homeTaken');
      table.chosenHomes[seat] = home;
      break;
    }
    case 'tstart': {
      if (!isHost) return reply('conquest.table.hostOnly', 'hostOnly');
      if (freeSeat >= 0) return reply('conquest.table.notFull', 'notFull');
      const homes = homesAtStart(table, game.meta.seats);
      if (table.homes === 'agreed' && !homes) return reply('conquest.table.pickFirst', 'pickFirst');
      game.record.options = conquestOptions(table.players, homes ?? undefined);
      await startGame(ctx, game);
      await refreshLobby(ctx, game);
      if (table.lobbyMessageId) {
        const gt = translator(game.meta.locale);
        await editMessage(ctx, game.meta.channelId, table.lobbyMessageId, {
          content: `${lobbyMessage(game, gt).content}\n${gt('conquest.table.startedIn', { where: `<#${game.meta.threadId ?? game.meta.channelId}>` })}`,
          components: [],
        }).catch(() => undefined);
      }
      return reply('conquest.table.startedIn', 'started', { where: `<#${game.meta.threadId ?? game.meta.channelId}>` });
    }
    default:
      return reply('error.unknown', 'unknown');
  }
  await ctx.repo.save(game);
  await refreshLobby(ctx, game);
  return reply('conquest.table.updated', verb);
}
