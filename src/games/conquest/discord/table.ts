/**
 * The lobby of a Conquest table (`/conquest new`), on the shared table lobby
 * (src/bot/table-lobby.ts) with the verbs 't…' and the strings
 * 'conquest.table.…'. Homes are chosen by agreement (one select, first come
 * first served) or dealt at random at the start.
 */
import { ComponentType } from 'discord-api-types/v10';
import type { Translate } from '../../../i18n';
import type { StoredGame, TableMeta } from '../../../storage';
import type { Row } from '../../../core/discord-adapter';
import { seatHolder, tableLobby } from '../../../bot/table-lobby';
import { allowedHomes, conquestOptions } from './options';
import { placeName } from './steps';

export const TABLE_VERBS = ['tjoin', 'tleave', 'tai', 'tstart', 'thome'] as const;

export function newTableMeta(players: number, homes: 'agreed' | 'random', deadlineHours: number): TableMeta {
  return { players, homes, chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null };
}

function seatLine(game: StoredGame, seat: number, t: Translate): string {
  const home = game.meta.table!.chosenHomes[seat];
  return `${seat + 1}. ${seatHolder(game, seat, t)}${home ? ` — ${placeName(home, t)}` : ''}`;
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

/** The homes select of agreed homes: the homes nobody has picked yet. */
function homesRow(game: StoredGame, t: Translate, customId: (verb: string) => string): Row[] {
  const table = game.meta.table!;
  if (table.homes !== 'agreed') return [];
  const taken = new Set(table.chosenHomes.filter(Boolean));
  const free = allowedHomes(table.players).filter((h) => !taken.has(h));
  if (!free.length) return [];
  return [{
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect, custom_id: customId('home'), placeholder: t('conquest.table.pickHome'),
      options: free.map((h) => ({ label: placeName(h, t), value: h })),
    }],
  } as Row];
}

export const { lobbyMessage, handleTable } = tableLobby({
  verbPrefix: 't',
  lines: (game, t) => {
    const table = game.meta.table!;
    return [
      t('conquest.table.title', { host: `<@${game.meta.challenger}>`, count: table.players }),
      t(table.homes === 'agreed' ? 'conquest.table.homesAgreed' : 'conquest.table.homesRandom'),
      t('conquest.table.deadline', { count: table.deadlineHours }),
      ...game.meta.seats.map((_, seat) => seatLine(game, seat, t)),
    ];
  },
  extraRows: homesRow,
  extraVerbs: {
    home: ({ i, table, seat }) => {
      const home = i.isStringSelectMenu() ? i.values[0] : '';
      if (seat < 0) return { key: 'error.notInGame', outcome: 'notInGame' };
      if (!allowedHomes(table.players).includes(home) || table.chosenHomes.some((h, k) => h === home && k !== seat)) return { key: 'conquest.table.homeTaken', outcome: 'homeTaken' };
      table.chosenHomes[seat] = home;
      return null;
    },
  },
  onLeave: (table, seat) => { table.chosenHomes[seat] = null; },
  startOptions: (table, seats) => {
    const homes = homesAtStart(table, seats);
    if (table.homes === 'agreed' && !homes) return { key: 'conquest.table.pickFirst', outcome: 'pickFirst' };
    return { options: conquestOptions(table.players, homes ?? undefined) };
  },
});
