/**
 * The Republic's move builder: one ephemeral message for the clicking
 * faction, built from the engine's legalActions for that seat (its pending
 * decision's answers first, then any interrupt open to it: a Tribune, an
 * assassination, Influence Peddling). Amounts are the engine's sampled legal
 * values, offered as menu options. The chosen action is an index into
 * legalActions at the clicked state version, so the custom_id carries no
 * state, a restart loses nothing and a stale click is refused by the router.
 *
 * Verbs (all start with "r", used by no other game):
 *   rp            entry from the public board: the main menu (a new ephemeral message)
 *   rw            refresh inside the builder (any version)
 *   rc [type pg]  the actions of one type, a page of 25 (select value or button args)
 *   ra [index]    play the action (select value or button arg)
 *   rb            back to the main menu
 *   rg [type i…]  the guided builder of one kind of action (a Senate proposal): each
 *                 step asks for one part (the proposal, the first Consul, the second…)
 *                 among the values the remaining legal answers still differ in; the
 *                 args are the indices chosen so far, the select value the next one
 */
import { ButtonStyle, ComponentType, type APISelectMenuOption } from 'discord-api-types/v10';
import type { Translate } from '../../../i18n';
import type { Row, StepResult } from '../../../core/discord-adapter';
import { gameId as gid } from '../../../bot/custom-id';
import { republic } from '../index';
import { deciderOf } from '../flow';
import { top } from '../registry';
import { openCounterBribes } from '../apply';
import type { RepublicAction, RepublicState } from '../types';
import { actionLabel, decisionName, factionName, forceText, value as valueText } from './text';
import { en } from '../locales/en';

export const REPUBLIC_BUILDER_VERBS = new Set(['rw', 'rc', 'ra', 'rb', 'rg']);
/** Kinds of action built part by part rather than picked from a list: proposals (their long labels would be cut alike). */
const GUIDED = new Set(['propose', 'tribunePropose', 'proposeLaw']);
export const SELECT_MAX = 25;
/** Up to this many answers are shown as buttons (a vote, pass/done) rather than a menu. */
const BUTTONS_MAX = 5;
const ROWS_MAX = 5;

function row(...components: Row['components']): Row {
  return { type: ComponentType.ActionRow, components } as Row;
}
function button(custom_id: string, label: string, style: ButtonStyle = ButtonStyle.Secondary) {
  return { type: ComponentType.Button as const, custom_id, label: label.slice(0, 80), style: style as ButtonStyle.Secondary };
}
function select(custom_id: string, placeholder: string, options: APISelectMenuOption[]) {
  return { type: ComponentType.StringSelect as const, custom_id, placeholder: placeholder.slice(0, 150), options: options.slice(0, SELECT_MAX) };
}

/** Seats that may act now: the decider, then every seat whose interrupt window is open and that has a legal action. */
export function actors(state: RepublicState): number[] {
  const a = republic.activePlayers(state);
  return a.filter((seat, k) => k === 0 || republic.legalActions(state, seat).length > 0);
}

type Labelled = { index: number; action: RepublicAction; label: string };

function labelled(state: RepublicState, seat: number, t: Translate): Labelled[] {
  const view = republic.view(state, seat);
  // A governor asked whether he revolts (2.03) answers "done" by staying loyal, a rebel at home asked whether he
  // marches (2.03.8) by staying in his province: say so.
  const d = top(state);
  const mine = !!d && deciderOf(state, d) === seat;
  const done = mine && d.kind === 'governorRevolt' ? 'republic.label.stayLoyal' : mine && d.kind === 'rebelMarch' ? 'republic.label.stayInProvince' : null;
  return republic.legalActions(state, seat).map((action, index) => ({
    index, action,
    label: done && action.type === 'done' ? t(done) : actionLabel(action as unknown as { type: string } & Record<string, unknown>, t, state, view),
  }));
}

/** Who decides now and what, from the clicking seat's point of view. */
export function headline(state: RepublicState, seat: number, t: Translate): string {
  const d = top(state);
  if (!d) return '';
  const decider = deciderOf(state, d);
  if (decider === seat) return t('republic.step.yours', { decision: decisionName(d, t) });
  // A counter-bribe of the open round may be given before its turn (the round is collected at once).
  const bribe = openCounterBribes(state).find((x) => x.seat === seat);
  if (bribe) return t('republic.step.yours', { decision: decisionName(bribe, t) });
  return t('republic.step.interrupt', { player: factionName(republic.view(state, null), decider, t) });
}

function mainMenu(state: RepublicState, seat: number, gameId: string, t: Translate, note = ''): StepResult {
  const v = state.version;
  const all = labelled(state, seat, t);
  const head = [note, headline(state, seat, t)].filter(Boolean).join('\n');
  const refresh = button(gid(gameId, v, 'rw'), t('republic.step.refresh'));
  if (all.length === 0) {
    const d = top(state);
    const waiting = d ? factionName(republic.view(state, null), deciderOf(state, d), t) : '—';
    return { kind: 'ui', content: t('republic.step.nothing', { player: waiting }), components: [row(refresh)] };
  }
  // One flat list only while every answer reads differently (a long proposal's label is cut at 100 characters):
  // otherwise the kind of action first, and proposals part by part.
  const flat = new Set(all.map((x) => x.label)).size === all.length;
  if (flat && all.length <= BUTTONS_MAX) {
    return {
      kind: 'ui', content: head,
      components: [row(...all.map((x, k) => button(gid(gameId, v, 'ra', x.index), x.label, k === 0 ? ButtonStyle.Secondary : ButtonStyle.Primary)))],
    };
  }
  if (flat && all.length <= SELECT_MAX) {
    return {
      kind: 'ui', content: head,
      components: [row(select(gid(gameId, v, 'ra'), t('republic.step.pick'), all.map((x) => ({ label: x.label, value: String(x.index) }))))],
    };
  }
  // Many answers: first the kind of action, then its answers a page at a time.
  const types = [...new Set(all.map((x) => x.action.type))];
  if (types.length === 1) return GUIDED.has(types[0]) ? guided(state, seat, gameId, types[0], [], t, all) : typePage(state, seat, gameId, types[0], 0, t, all);
  const options = types.slice(0, SELECT_MAX).map((type) => {
    const first = all.find((x) => x.action.type === type)!;
    const count = all.filter((x) => x.action.type === type).length;
    const name = first.label.split(':')[0];
    return { label: `${name} (${count})`.slice(0, 100), value: type };
  });
  return { kind: 'ui', content: `${head}\n${t('republic.step.category')}`, components: [row(select(gid(gameId, v, 'rc'), t('republic.step.category'), options))] };
}

const PARTS = new Set(Object.keys(en.republic.part));

/** The parts of an action the guided builder asks for, in order: a proposal's own fields, then the action's (the Tribune played). */
function partsOf(a: RepublicAction): [string, unknown][] {
  const { type: _type, proposal, ...rest } = a as unknown as { type: string; proposal?: Record<string, unknown> } & Record<string, unknown>;
  return [...Object.entries(proposal ?? {}), ...Object.entries(rest)];
}

/** The first part the candidates still differ in, with its distinct values in order of appearance. */
function nextPart(cands: Labelled[]): { key: string; values: string[] } | null {
  const keys = [...new Set(cands.flatMap((c) => partsOf(c.action).map(([k]) => k)))];
  for (const key of keys) {
    const values = [...new Set(cands.map((c) => JSON.stringify(Object.fromEntries(partsOf(c.action))[key]) ?? 'null'))];
    if (values.length > 1) return { key, values };
  }
  return null;
}

function partName(key: string, t: Translate): string {
  return PARTS.has(key) ? t(`republic.part.${key}`) : t('republic.part.other', { name: key });
}

function partValue(key: string, raw: string, t: Translate, state: RepublicState, seat: number): string {
  const v = JSON.parse(raw) as unknown;
  if (typeof v === 'boolean') return t(v ? 'republic.choice.yes' : 'republic.choice.no');
  if (key === 'kind' && typeof v === 'string') return v in en.republic.proposal ? t(`republic.proposal.${v}`) : t('republic.proposal.other', { kind: v });
  // The Rome Consul sent with the Field Consul in one deploy: his own force, or nobody.
  if (key === 'second') return (v && typeof v === 'object' ? forceText(v as Record<string, unknown>, t, state) : t('republic.part.alone')).slice(0, 100);
  return (valueText(key, v, t, state, republic.view(state, seat)) ?? '—').slice(0, 100);
}

/** The guided builder: the candidates left after the chosen parts, and the next part to choose. */
function guided(state: RepublicState, seat: number, gameId: string, type: string, path: number[], t: Translate, all = labelled(state, seat, t)): StepResult {
  let cands = all.filter((x) => x.action.type === type);
  const chosen: string[] = [];
  for (const k of path) {
    const part = nextPart(cands);
    if (!part || !Number.isInteger(k) || k < 0 || k >= part.values.length) return { kind: 'illegal' };
    cands = cands.filter((c) => (JSON.stringify(Object.fromEntries(partsOf(c.action))[part.key]) ?? 'null') === part.values[k]);
    chosen.push(`${partName(part.key, t)}: ${partValue(part.key, part.values[k], t, state, seat)}`);
  }
  if (cands.length === 0) return mainMenu(state, seat, gameId, t);
  const part = nextPart(cands);
  if (!part) return { kind: 'action', action: cands[0].action };
  // More values than a menu holds (rare: sampled amounts): the plain list of this kind, a page at a time.
  if (part.values.length > SELECT_MAX) return typePage(state, seat, gameId, type, 0, t, all);
  const v = state.version;
  const name = partName(part.key, t);
  const head = [headline(state, seat, t), chosen.length ? t('republic.part.chosen', { parts: chosen.join(' · ') }) : ''].filter(Boolean).join('\n');
  const options = part.values.map((raw, k) => ({ label: partValue(part.key, raw, t, state, seat) || '—', value: String(k) }));
  return {
    kind: 'ui', content: head,
    components: [
      row(select(gid(gameId, v, 'rg', type, ...path), t('republic.part.choose', { part: name }), options)),
      row(button(gid(gameId, v, 'rb'), t('republic.step.back'))),
    ],
  };
}

function typePage(state: RepublicState, seat: number, gameId: string, type: string, page: number, t: Translate, all = labelled(state, seat, t)): StepResult {
  const v = state.version;
  const mine = all.filter((x) => x.action.type === type);
  if (mine.length === 0) return mainMenu(state, seat, gameId, t);
  const pages = Math.ceil(mine.length / SELECT_MAX);
  const p = Math.min(Math.max(0, page), pages - 1);
  const slice = mine.slice(p * SELECT_MAX, (p + 1) * SELECT_MAX);
  const rows: Row[] = [row(select(gid(gameId, v, 'ra'), t('republic.step.pick'), slice.map((x) => ({ label: x.label, value: String(x.index) }))))];
  const nav = [button(gid(gameId, v, 'rb'), t('republic.step.back'))];
  if (pages > 1) nav.push(button(gid(gameId, v, 'rc', type, (p + 1) % pages), t('republic.step.more', { page: ((p + 1) % pages) + 1, pages })));
  rows.push(row(...nav));
  return { kind: 'ui', content: headline(state, seat, t), components: rows.slice(0, ROWS_MAX) };
}

export function buildStep(state: RepublicState, seat: number, gameId: string, verb: string, args: string[], values: string[], t: Translate): StepResult {
  switch (verb) {
    case 'play':
    case 'rp':
    case 'rw':
    case 'rb':
      return mainMenu(state, seat, gameId, t);
    case 'rc': {
      const type = values[0] ?? args[0];
      if (!type) return { kind: 'illegal' };
      if (GUIDED.has(type) && values[0]) return guided(state, seat, gameId, type, [], t);
      return typePage(state, seat, gameId, type, Number(args[1] ?? 0) || 0, t);
    }
    case 'rg': {
      const [type, ...rest] = args;
      if (!type || !GUIDED.has(type)) return { kind: 'illegal' };
      return guided(state, seat, gameId, type, [...rest, ...values].map(Number), t);
    }
    case 'ra': {
      const index = Number(values[0] ?? args[0]);
      const legal = republic.legalActions(state, seat);
      if (!Number.isInteger(index) || index < 0 || index >= legal.length) return { kind: 'illegal' };
      return { kind: 'action', action: legal[index] };
    }
    default:
      return { kind: 'illegal' };
  }
}
