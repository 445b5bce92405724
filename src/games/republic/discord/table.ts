/**
 * The lobby of a Republic of Rome table (`/republic new`), on the shared
 * table lobby (src/bot/table-lobby.ts) with the verbs 'y…' (used by no other
 * game) and the strings 'republic.table.…'. The scenario, the advanced rules
 * and the deadline are the table's settings; the host may still change the
 * advanced rules in the lobby (a menu of every rule the engine supports).
 * With one or two player factions the engine adds the Neutral factions
 * itself (4.01): they are not seats of the lobby.
 */
import { ComponentType } from 'discord-api-types/v10';
import type { Translate } from '../../../i18n';
import type { TableMeta } from '../../../storage';
import type { Row } from '../../../core/discord-adapter';
import { seatHolder, tableLobby } from '../../../bot/table-lobby';
import { republic } from '../index';
import { RepublicOptionsSchema } from '../schemas';
import { windowMinutes } from './window';
import type { AdvancedRules, Scenario } from '../types';

export const SCENARIOS: Scenario[] = ['early', 'middle', 'late', 'extended', 'alternative'];

export type AdvancedRule = keyof AdvancedRules;

const ALL_RULES = Object.keys(republic.parseOptions({ players: 1 }).advanced) as AdvancedRule[];
const accepted = (on: readonly AdvancedRule[]) => RepublicOptionsSchema.safeParse({ players: 1, advanced: Object.fromEntries(on.map((r) => [r, true])) }).success;

/**
 * What each rule needs on beside it (Rebel Governors needs Provincial Wars; the rebels' veterans need Rebel
 * Governors and so Provincial Wars too), read from the engine's options schema: nothing when it is accepted
 * alone, else the first other rule with which, and with what that one needs, it is accepted; a rule accepted
 * with none (not implemented yet: the engine accepts only `false`) is absent.
 */
export const RULE_NEEDS: Partial<Record<AdvancedRule, AdvancedRule[]>> = (() => {
  const needs: Partial<Record<AdvancedRule, AdvancedRule[]>> = {};
  // Rounds until nothing changes: a rule is found once every rule it needs has been.
  for (let changed = true; changed;) {
    changed = false;
    for (const rule of ALL_RULES) {
      if (needs[rule]) continue;
      if (accepted([rule])) needs[rule] = [];
      else {
        const other = ALL_RULES.find((r) => r !== rule && needs[r] && !needs[r]!.includes(rule) && accepted([rule, r, ...needs[r]!]));
        if (other) needs[rule] = [other, ...needs[other]!];
      }
      changed ||= needs[rule] !== undefined;
    }
  }
  return needs;
})();

/**
 * The advanced rules the engine accepts switched on, in the engine's order, so a rule it gains later is
 * offered without a change here (its words in the locale files are checked by a test).
 */
export const ADVANCED_RULES: AdvancedRule[] = ALL_RULES.filter((rule) => RULE_NEEDS[rule] !== undefined);

/** The rules chosen with those they need: a table never starts with options the engine refuses. */
export function withNeeds(rules: readonly string[]): AdvancedRule[] {
  return ADVANCED_RULES.filter((r) => rules.includes(r) || rules.some((x) => RULE_NEEDS[x as AdvancedRule]?.includes(r)));
}

/**
 * The rules chosen for a table. Settings hold primitives only, so the list is a comma-separated string
 * (`rules`); a lobby opened before each rule could be chosen has `advanced: true`, which then meant the
 * Pontifex Maximus only.
 */
export function tableRules(table: Pick<TableMeta, 'settings'>): AdvancedRule[] {
  const raw = table.settings?.rules;
  if (typeof raw === 'string') return withNeeds(raw.split(','));
  return table.settings?.advanced === true && ADVANCED_RULES.includes('pontifex') ? ['pontifex'] : [];
}

/** `windowMinutes`: the Senate's interrupt window and a bid's time (./window.ts); absent, a default from the deadline. */
export function newTableMeta(players: number, deadlineHours: number, scenario: Scenario = 'early', rules: readonly AdvancedRule[] = [], windowMinutes: number | null = null): TableMeta {
  return {
    players, homes: 'random', chosenHomes: Array(players).fill(null), ai: Array(players).fill(false), deadlineHours, lobbyMessageId: null,
    settings: { scenario, rules: withNeeds(rules).join(','), ...(windowMinutes === null ? {} : { windowMinutes }) },
  };
}

export function tableOptions(table: TableMeta): unknown {
  const scenario = String(table.settings?.scenario ?? 'early');
  const rules = tableRules(table);
  return republic.parseOptions({ players: table.players, scenario, advanced: Object.fromEntries(rules.map((r) => [r, true])) });
}

/** The advanced rules on, as a list of their names ("" when none). */
export function rulesList(rules: readonly string[], t: Translate): string {
  return rules.map((r) => t(`republic.rule.${r}`)).join(', ');
}

/** The advanced rules on, as the tail of a sentence (", advanced rules: …"), or nothing. */
export function advancedText(rules: readonly string[], t: Translate): string {
  return rules.length ? t('republic.advancedText', { rules: rulesList(rules, t) }) : '';
}

/** The host's menu of advanced rules: every rule the engine supports, those on already chosen. */
function rulesRow(game: { meta: { table?: TableMeta } }, t: Translate, customId: (verb: string) => string): Row[] {
  const table = game.meta.table!;
  const on = tableRules(table);
  if (!ADVANCED_RULES.length) return [];
  return [{
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect, custom_id: customId('rules'), placeholder: t('republic.table.rulesPick'),
      min_values: 0, max_values: ADVANCED_RULES.length,
      options: ADVANCED_RULES.map((r) => ({ label: t(`republic.rule.${r}`).slice(0, 100), value: r, description: t(`republic.command.rule.${r}.description`).slice(0, 100), default: on.includes(r) })),
    }],
  } as Row];
}

export const { lobbyMessage, handleTable } = tableLobby({
  verbPrefix: 'y',
  lines: (game, t) => {
    const table = game.meta.table!;
    const scenario = t(`republic.scenario.${String(table.settings?.scenario ?? 'early')}`);
    const rules = tableRules(table);
    return [
      t('republic.table.title', { host: `<@${game.meta.challenger}>`, count: table.players, scenario }),
      rules.length ? t('republic.table.rules', { rules: rulesList(rules, t) }) : t('republic.table.noRules'),
      t('republic.table.deadline', { count: table.deadlineHours }),
      t('republic.table.window', { count: windowMinutes(game.meta) }),
      ...(table.players <= 2 ? [t('republic.table.neutrals')] : []),
      ...game.meta.seats.map((_, seat) => `${t('republic.faction.seat', { n: seat + 1 })}: ${seatHolder(game, seat, t)}`),
    ];
  },
  extraRows: rulesRow,
  extraVerbs: {
    // Only the host changes the table's rules, and only to rules the engine supports.
    rules: ({ i, game, table }) => {
      if (i.user.id !== game.meta.challenger) return { key: 'server.lobby.hostOnly', outcome: 'hostOnly' };
      const values = i.isStringSelectMenu() ? i.values : [];
      if (values.some((v) => !(ADVANCED_RULES as string[]).includes(v))) return { key: 'error.unknown', outcome: 'unknown' };
      table.settings = { ...table.settings, rules: withNeeds(values).join(',') };
      return null;
    },
  },
  startOptions: (table) => ({ options: tableOptions(table) }),
});
