/**
 * The lobby of a Republic of Rome table (`/republic new`), on the shared
 * table lobby (src/bot/table-lobby.ts) with the verbs 'y…' (used by no other
 * game) and the strings 'republic.table.…'. The scenario, the advanced rules
 * and the deadline are the table's settings. With one or two player factions
 * the engine adds the Neutral factions itself (4.01): they are not seats of
 * the lobby.
 */
import type { Translate } from '../../../i18n';
import type { TableMeta } from '../../../storage';
import { seatHolder, tableLobby } from '../../../bot/table-lobby';
import { republic } from '../index';
import { windowMinutes } from './window';
import type { Scenario } from '../types';

export const SCENARIOS: Scenario[] = ['early', 'middle', 'late', 'extended', 'alternative'];

/** `windowMinutes`: the Senate's interrupt window and a bid's time (./window.ts); absent, a default from the deadline. */
export function newTableMeta(players: number, deadlineHours: number, scenario: Scenario = 'early', advanced = false, windowMinutes: number | null = null): TableMeta {
  return {
    players, homes: 'random', chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null,
    settings: { scenario, advanced, ...(windowMinutes === null ? {} : { windowMinutes }) },
  };
}

export function tableOptions(table: TableMeta): unknown {
  const scenario = String(table.settings?.scenario ?? 'early');
  return republic.parseOptions({ players: table.players, scenario, advanced: { pontifex: table.settings?.advanced === true } });
}

export function advancedText(on: boolean, t: Translate): string {
  return on ? t('republic.advancedText') : '';
}

export const { lobbyMessage, handleTable } = tableLobby({
  verbPrefix: 'y',
  lines: (game, t) => {
    const table = game.meta.table!;
    const scenario = t(`republic.scenario.${String(table.settings?.scenario ?? 'early')}`);
    return [
      t('republic.table.title', { host: `<@${game.meta.challenger}>`, count: table.players, scenario, advanced: advancedText(table.settings?.advanced === true, t) }),
      t('republic.table.deadline', { count: table.deadlineHours }),
      t('republic.table.window', { count: windowMinutes(game.meta) }),
      ...(table.players <= 2 ? [t('republic.table.neutrals')] : []),
      ...game.meta.seats.map((_, seat) => `${t('republic.faction.seat', { n: seat + 1 })}: ${seatHolder(game, seat, t)}`),
    ];
  },
  startOptions: (table) => ({ options: tableOptions(table) }),
});
