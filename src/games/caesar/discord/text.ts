/**
 * Caesar! in words: events, tokens and spaces as localised text.
 *
 * `tokenLabel` names a token by symbol and values; it is only used in
 * ephemeral messages to the token's owner. Public text describes tokens only
 * once they are on the board, and never by id.
 */
import { SPACES, TOKENS } from '../data';
import type { CaesarEvent, MightTarget, ProvinceId, Side } from '../types';
import type { Translate } from '../../../i18n';

export const SYMBOL_EMOJI: Record<string, string> = { sword: '⚔️', shield: '🛡️', ship: '⛵', wild: '🌿' };

export function tokenLabel(tokenId: string): string {
  const def = TOKENS[tokenId];
  return `${def.symbols.map((s) => SYMBOL_EMOJI[s]).join('')} ${def.values[0]}/${def.values[1]}`;
}

export function provinceName(t: Translate, p: ProvinceId): string {
  return t(`province.${p}`);
}

export function spaceEnds(t: Translate, space: number): { a: string; b: string } {
  const [a, b] = SPACES[space].provinces;
  return { a: provinceName(t, a), b: provinceName(t, b) };
}

/** Who plays a side, as text: a mention, Crassus or the AI. */
export type SideNamer = (side: Side) => string;

/** One public event as a sentence; null for events not worth a line. Call with eventsFor(events, null) only. */
export function describeEvent(ev: CaesarEvent, t: Translate): string | null {
  const side = (s: Side) => t(`side.${s}`);
  switch (ev.type) {
    case 'placed': {
      const { a, b } = spaceEnds(t, ev.space);
      if (ev.faceDown) return t('event.placedFaceDown', { side: side(ev.side), a, b });
      const [p0, p1] = SPACES[ev.space].provinces;
      const other = ev.toward === p0 ? p1 : p0;
      const symbols = TOKENS[ev.token]?.symbols.map((s) => t(`symbol.${s}`)).join('/') ?? '';
      return t('event.placed', {
        side: side(ev.side), symbol: symbols, a, b,
        v0: ev.values[0], v1: ev.values[1], to: provinceName(t, ev.toward), other: provinceName(t, other),
      });
    }
    case 'closed': {
      const params = {
        province: provinceName(t, ev.province), side0: side(0), side1: side(1),
        c: ev.influence[0], p: ev.influence[1],
      };
      return ev.controller === null ? t('event.closedTie', params)
        : t('event.closed', { ...params, controller: side(ev.controller) });
    }
    case 'controlPlaced':
      if (ev.where === 'province' && ev.province) {
        return t('event.controlProvince', { side: side(ev.side), count: ev.count, province: provinceName(t, ev.province) });
      }
      if (ev.where === 'border' && ev.space !== undefined) return t('event.controlBorder', { side: side(ev.side), ...spaceEnds(t, ev.space) });
      return t('event.controlSenate', { side: side(ev.side), count: ev.count });
    case 'bonusTaken':
      return t('event.bonusTaken', { side: side(ev.side), bonus: t(`bonus.${ev.bonus}`) });
    case 'bonusResolved':
      return ev.used ? null : t('event.bonusUnused', { side: side(ev.side), bonus: t(`bonus.${ev.bonus}`) });
    case 'turnedDown':
      return describeMight(t, ev.side, ev.target);
    case 'poisoned':
      return t('event.poisoned', { side: side(ev.side), victim: side(ev.victim) });
    case 'drew':
      return null;
    case 'centurionTaken':
      return t('event.centurionTaken', { side: side(ev.side) });
    case 'extraTurn':
      return t('event.extraTurn', { side: side(ev.side) });
    case 'crassusTile':
      return t('event.crassusTile', { tile: ev.tile });
    case 'crassusDiscarded':
      return t('event.crassusDiscarded');
    case 'turnStarted':
      return null;
    case 'gameOver':
      return t('event.gameOver', { side: side(ev.winner), reason: t(`reason.${ev.reason}`) });
    default:
      return null;
  }
}

function describeMight(t: Translate, s: Side, target: MightTarget): string {
  const side = t(`side.${s}`);
  if (target.kind === 'influence') return t('event.turnedDownInfluence', { side, ...spaceEnds(t, target.space) });
  if (target.kind === 'provinceControl') return t('event.turnedDownProvince', { side, province: provinceName(t, target.province) });
  return t('event.turnedDownBorder', { side, ...spaceEnds(t, target.space) });
}

export function describeEvents(events: CaesarEvent[], t: Translate): string[] {
  return events.map((e) => describeEvent(e, t)).filter((s): s is string => !!s);
}
