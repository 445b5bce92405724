/**
 * The lobby of a Conquest II table (`/conquest2 new`), on the shared table
 * lobby (src/bot/table-lobby.ts) with the verbs 'x…' and the strings
 * 'conquest2.table.…'; the lobby shows the victory points in play, the
 * reconstructed ones marked.
 */
import type { Translate } from '../../../i18n';
import type { TableMeta } from '../../../storage';
import { seatHolder, tableLobby } from '../../../bot/table-lobby';
import { KEY_PROVINCES } from '../data';
import { conquest2 } from '../index';
import { C2_RULES } from '../setup';
import { placeName } from './text';

export function newTableMeta(players: number, deadlineHours: number, seasons = 4, sealed = false): TableMeta {
  return { players, homes: 'random', chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null, settings: { seasons, ...(sealed ? { sealed } : {}) } };
}

export function tableOptions(table: TableMeta): unknown {
  // Sealed bids and votes are a table option, set when the table is opened (the rulebooks bid openly).
  const sealed = table.settings?.sealed === true ? { sealed: true } : {};
  return conquest2.parseOptions({ players: table.players, seasons: Number(table.settings?.seasons ?? 4), rules: C2_RULES, ...sealed });
}

export function vpTable(t: Translate): string {
  return KEY_PROVINCES.map((p) => `${placeName(p.id, t)} ${p.vp.join('/')}${p.status === 'reconstructed' ? '*' : ''}`).join(' · ') + `\n${t('conquest2.table.vpNote')}`;
}

export const { lobbyMessage, handleTable } = tableLobby({
  verbPrefix: 'x',
  lines: (game, t) => {
    const table = game.meta.table!;
    return [
      t('conquest2.table.title', { host: `<@${game.meta.challenger}>`, count: table.players, seasons: Number(table.settings?.seasons ?? 4) }),
      t('conquest2.table.deadline', { count: table.deadlineHours }),
      vpTable(t),
      ...(table.settings?.sealed === true ? [t('conquest2.sealed.lobby')] : []),
      ...game.meta.seats.map((_, seat) => `${seat + 1}. ${t(`conquest2.colour.${seat % 6}`)}: ${seatHolder(game, seat, t)}`),
    ];
  },
  startOptions: (table) => ({ options: tableOptions(table) }),
});
