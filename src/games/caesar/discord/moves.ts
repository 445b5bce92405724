/**
 * The ephemeral move builder of Caesar!: token → (province →) border space →
 * orientation, and the pending decisions (closure order, Might, Tactics,
 * Centurion). Every choice offered is derived from `legalActions`, and the
 * partial choice travels in the custom_id, so no half-built move is kept on
 * the server and a restart loses nothing.
 */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APISelectMenuOption } from 'discord-api-types/v10';
import { caesar } from '..';
import { SPACES, TOKENS } from '../data';
import type { CaesarAction, CaesarState, MightTarget, ProvinceId, Side } from '../types';
import type { Translate } from '../../../i18n';
import { gameId as gid } from '../../../bot/custom-id';
import { provinceName, spaceEnds, SYMBOL_EMOJI, tokenLabel } from './text';

import type { Row } from '../../../core/discord-adapter';

export type { Row };

export type BuilderResult =
  | { kind: 'ui'; content: string; components: Row[] }
  | { kind: 'action'; action: CaesarAction }
  | { kind: 'illegal' };

const SELECT_MAX = 25;

interface Ctx { state: CaesarState; side: Side; id: string; t: Translate }

type Button = APIButtonComponentWithCustomId;
const button = (custom_id: string, label: string, style: Button['style'] = ButtonStyle.Secondary): Button =>
  ({ type: ComponentType.Button, custom_id, label: label.slice(0, 80), style });

function rowsOfButtons(buttons: Button[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length && rows.length < 5; i += 5) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  }
  return rows;
}

const select = (custom_id: string, placeholder: string, options: APISelectMenuOption[]): Row => ({
  type: ComponentType.ActionRow,
  components: [{ type: ComponentType.StringSelect, custom_id, placeholder, min_values: 1, max_values: 1, options: options.slice(0, SELECT_MAX) }],
});

function placements(ctx: Ctx): Extract<CaesarAction, { type: 'place' }>[] {
  return caesar.legalActions(ctx.state, ctx.side).filter((a): a is Extract<CaesarAction, { type: 'place' }> => a.type === 'place');
}

function norm(a: CaesarAction): string {
  return JSON.stringify(a.type === 'place' ? { ...a, faceDown: !!a.faceDown } : a);
}

/** True when `action` is one of the legal actions now (the builder only sends those). */
export function isOffered(state: CaesarState, side: Side, action: CaesarAction): boolean {
  const key = norm(action);
  return caesar.legalActions(state, side).some((a) => norm(a) === key);
}

function spaceLabel(ctx: Ctx, space: number): string {
  const def = SPACES[space];
  const { a, b } = spaceEnds(ctx.t, space);
  const symbol = `${SYMBOL_EMOJI[def.symbol]} ${ctx.t(`symbol.${def.symbol}`)}${def.checkpoint ? `, ${ctx.t('move.checkpoint')}` : ''}`;
  return ctx.t('move.spaceOption', { a, b, symbol });
}

function startUi(ctx: Ctx): BuilderResult {
  const p = ctx.state.pending;
  if (p) return pendingUi(ctx, 0);
  const tokens = [...new Set(placements(ctx).map((a) => a.token))];
  if (tokens.length === 0) return { kind: 'ui', content: ctx.t('move.noMove'), components: [] };
  return {
    kind: 'ui',
    content: ctx.t('move.pickToken'),
    components: rowsOfButtons(tokens.slice(0, 25).map((tok) => button(gid(ctx.id, ctx.state.version, 'tok', tok), tokenLabel(tok), ButtonStyle.Primary))),
  };
}

const backRow = (ctx: Ctx): Row => ({ type: ComponentType.ActionRow, components: [button(gid(ctx.id, ctx.state.version, 'back'), ctx.t('move.back'))] });

function tokenUi(ctx: Ctx, token: string): BuilderResult {
  const spaces = [...new Set(placements(ctx).filter((a) => a.token === token).map((a) => a.space))];
  if (spaces.length === 0) return { kind: 'illegal' };
  const label = tokenLabel(token);
  if (spaces.length <= SELECT_MAX) {
    return { kind: 'ui', content: ctx.t('move.pickSpace', { token: label }), components: [spaceSelect(ctx, token, spaces), backRow(ctx)] };
  }
  // Too many spaces for one menu: choose the province first.
  const byProvince = new Map<ProvinceId, number>();
  for (const s of spaces) for (const p of SPACES[s].provinces) byProvince.set(p, (byProvince.get(p) ?? 0) + 1);
  const options = [...byProvince.entries()]
    .map(([p, n]) => ({ label: provinceName(ctx.t, p), value: p, description: ctx.t('move.spaces', { count: n }) }))
    .sort((x, y) => x.label.localeCompare(y.label));
  return {
    kind: 'ui',
    content: ctx.t('move.pickProvince', { token: label }),
    components: [select(gid(ctx.id, ctx.state.version, 'prov', token), ctx.t('move.placeholderProvince'), options), backRow(ctx)],
  };
}

function spaceSelect(ctx: Ctx, token: string, spaces: number[]): Row {
  const options = spaces
    .map((s) => ({ label: spaceLabel(ctx, s).slice(0, 100), value: String(s) }))
    .sort((x, y) => x.label.localeCompare(y.label));
  return select(gid(ctx.id, ctx.state.version, 'sp', token), ctx.t('move.placeholderSpace'), options);
}

function provinceUi(ctx: Ctx, token: string, province: string): BuilderResult {
  const spaces = [...new Set(placements(ctx).filter((a) => a.token === token && SPACES[a.space].provinces.includes(province as ProvinceId)).map((a) => a.space))];
  if (spaces.length === 0) return { kind: 'illegal' };
  return { kind: 'ui', content: ctx.t('move.pickSpace', { token: tokenLabel(token) }), components: [spaceSelect(ctx, token, spaces), backRow(ctx)] };
}

function orientationUi(ctx: Ctx, token: string, space: number): BuilderResult {
  const options = placements(ctx).filter((a) => a.token === token && a.space === space);
  if (options.length === 0) return { kind: 'illegal' };
  const [p0, p1] = SPACES[space].provinces;
  const def = TOKENS[token];
  const buttons = options.map((a) => {
    const ti = a.toward === p0 ? 0 : 1;
    const other = ti === 0 ? p1 : p0;
    const label = a.faceDown
      ? ctx.t('move.faceDown')
      : ctx.t('move.orientation', { v0: def.values[0], v1: def.values[1], to: provinceName(ctx.t, a.toward), other: provinceName(ctx.t, other) });
    return button(gid(ctx.id, ctx.state.version, 'pl', token, space, ti, a.faceDown ? 1 : 0), label, a.faceDown ? ButtonStyle.Secondary : ButtonStyle.Success);
  });
  // A face-down token is worth 0/0 either way round: one button is enough.
  const unique = buttons.filter((b, i) => buttons.findIndex((x) => x.label === b.label) === i);
  const { a, b } = spaceEnds(ctx.t, space);
  return {
    kind: 'ui',
    content: ctx.t('move.pickOrientation', { token: tokenLabel(token), a, b }),
    components: [...rowsOfButtons(unique).slice(0, 4), backRow(ctx)],
  };
}

function encodeTarget(t: MightTarget): string {
  if (t.kind === 'influence') return `i${t.space}`;
  if (t.kind === 'borderControl') return `b${t.space}`;
  return `p${t.province}.${t.slot}`;
}

function decodeTarget(code: string): MightTarget | null {
  if (/^i\d+$/.test(code)) return { kind: 'influence', space: Number(code.slice(1)) };
  if (/^b\d+$/.test(code)) return { kind: 'borderControl', space: Number(code.slice(1)) };
  const m = /^p([a-z_]+)\.(\d+)$/.exec(code);
  return m ? { kind: 'provinceControl', province: m[1] as ProvinceId, slot: Number(m[2]) } : null;
}

function targetLabel(ctx: Ctx, target: MightTarget): string {
  if (target.kind === 'influence') {
    const placed = ctx.state.spaces[target.space].placed;
    const { a, b } = spaceEnds(ctx.t, target.space);
    const v0 = placed ? TOKENS[placed.token].values[0] : 0;
    return ctx.t('move.mightInfluence', { a, b, v0, to: placed ? provinceName(ctx.t, placed.toward) : '' });
  }
  if (target.kind === 'provinceControl') return ctx.t('move.mightProvince', { province: provinceName(ctx.t, target.province) });
  return ctx.t('move.mightBorder', spaceEnds(ctx.t, target.space));
}

function pendingUi(ctx: Ctx, page: number): BuilderResult {
  const p = ctx.state.pending!;
  const v = ctx.state.version;
  const legal = caesar.legalActions(ctx.state, ctx.side);
  switch (p.kind) {
    case 'closureOrder':
      return {
        kind: 'ui',
        content: ctx.t('move.closureOrder'),
        components: rowsOfButtons(p.provinces.map((pr) => button(gid(ctx.id, v, 'co', pr), provinceName(ctx.t, pr), ButtonStyle.Primary))),
      };
    case 'tactics':
      return {
        kind: 'ui',
        content: ctx.t('move.tactics'),
        components: rowsOfButtons([button(gid(ctx.id, v, 'tx', 1), ctx.t('move.takeExtraTurn'), ButtonStyle.Success), button(gid(ctx.id, v, 'tx', 0), ctx.t('move.pass'))]),
      };
    case 'centurion': {
      const tokens = legal.flatMap((a) => (a.type === 'centurion' && a.token ? [a.token] : []));
      return {
        kind: 'ui',
        content: ctx.t('move.centurion'),
        components: rowsOfButtons([
          ...tokens.slice(0, 4).map((tok) => button(gid(ctx.id, v, 'ce', tok), tokenLabel(tok), ButtonStyle.Primary)),
          button(gid(ctx.id, v, 'ce', '-'), ctx.t('move.drawNormally')),
        ]),
      };
    }
    case 'might': {
      const targets = legal.flatMap((a) => (a.type === 'might' && a.target ? [a.target] : []));
      const pages = Math.max(1, Math.ceil(targets.length / SELECT_MAX));
      const current = Math.min(page, pages - 1);
      const chunk = targets.slice(current * SELECT_MAX, (current + 1) * SELECT_MAX);
      const rows: Row[] = [];
      if (chunk.length) {
        rows.push(select(gid(ctx.id, v, 'mt', current), ctx.t('move.placeholderTarget'),
          chunk.map((tg) => ({ label: targetLabel(ctx, tg).slice(0, 100), value: encodeTarget(tg) }))));
      }
      const buttons = [button(gid(ctx.id, v, 'mp'), ctx.t('move.pass'))];
      if (pages > 1) buttons.push(button(gid(ctx.id, v, 'mn', (current + 1) % pages), ctx.t('move.more')));
      rows.push(...rowsOfButtons(buttons));
      return { kind: 'ui', content: ctx.t('move.might'), components: rows };
    }
  }
}

/**
 * One step of the builder: `verb`/`args` from the custom_id, `values` from a
 * select menu. Returns the next screen, or the finished action to apply.
 */
export function buildMove(
  state: CaesarState, side: Side, gameIdText: string, verb: string, args: string[], values: string[], t: Translate,
): BuilderResult {
  const ctx: Ctx = { state, side, id: gameIdText, t };
  const finish = (action: CaesarAction): BuilderResult => (isOffered(state, side, action) ? { kind: 'action', action } : { kind: 'illegal' });
  switch (verb) {
    case 'play':
    case 'back':
      return startUi(ctx);
    case 'tok':
      return TOKENS[args[0]] ? tokenUi(ctx, args[0]) : { kind: 'illegal' };
    case 'prov':
      return TOKENS[args[0]] && values[0] ? provinceUi(ctx, args[0], values[0]) : { kind: 'illegal' };
    case 'sp': {
      const space = Number(values[0]);
      return TOKENS[args[0]] && Number.isInteger(space) && SPACES[space] ? orientationUi(ctx, args[0], space) : { kind: 'illegal' };
    }
    case 'pl': {
      const [token, spaceText, ti, fd] = args;
      const space = Number(spaceText);
      if (!TOKENS[token] || !SPACES[space] || (ti !== '0' && ti !== '1')) return { kind: 'illegal' };
      const action: CaesarAction = { type: 'place', token, space, toward: SPACES[space].provinces[Number(ti)] };
      if (fd === '1') action.faceDown = true;
      return finish(action);
    }
    case 'co':
      return finish({ type: 'closureOrder', first: args[0] as ProvinceId });
    case 'mt': {
      const target = decodeTarget(values[0] ?? '');
      return target ? finish({ type: 'might', target }) : { kind: 'illegal' };
    }
    case 'mp':
      return finish({ type: 'might', target: null });
    case 'mn':
      return state.pending?.kind === 'might' ? pendingUi(ctx, Number(args[0]) || 0) : { kind: 'illegal' };
    case 'tx':
      return finish({ type: 'tactics', take: args[0] === '1' });
    case 'ce':
      return finish({ type: 'centurion', token: args[0] === '-' ? null : args[0] });
    default:
      return { kind: 'illegal' };
  }
}

/** Verbs of the builder (clicked on ephemeral messages). */
export const BUILDER_VERBS = new Set(['back', 'tok', 'prov', 'sp', 'pl', 'co', 'mt', 'mp', 'mn', 'tx', 'ce']);
