/**
 * The Conquest of the Empire move builder: one ephemeral message per acting
 * player, every option computed from the engine. The half-built step lives in
 * the custom_ids (origin, chosen counts), so a restart loses nothing and
 * "Back" undoes the current step before anything is committed.
 *
 * Verbs (all start with "k" so they never meet Caesar!'s):
 *   play            main menu for the seat (what the engine waits for)
 *   kx  [page]      select: value = index into listActions (battle, attacks,
 *                   galleys, destroy, buy, ransom); button arg = index
 *   ko  [page]      select: value = origin province of a march
 *   kc  from pick f select: count of field f (pick = i.c.k.g.z)
 *   kd  from pick   button: choose a destination for the picked group
 *   km  from pick   select: value = destination → march
 *   kb              back to the main menu (undo the half-built step)
 *   kr              refresh: the main menu at the position when clicked (any version)
 *   kn              select: value = holder.generals.amount → offer a ransom (buy phase)
 *   ks              select: value = e<galley> | l<galley>: embark onto / land from a galley, choosing counts
 *   kq  mode galley pick field   count select of that step
 *   kg  mode galley pick         button: embark / land exactly that group
 *   kl  f pick t    select: value = a road city → how many to leave there on a road trip (provinces as indices)
 *   ky  f pick t at drop field   count select of the pieces left on the way
 *   kz  f pick t [at drop]       button: march (leaving `drop` at `at` on the way)
 *   ku              select: value = piece → how many of that unit to buy
 *   kw  piece       select: value = count → buy that many (any quantity the purse and supply allow)
 *   kf              select: value = threshold → fight the land battle to the end, retreating below that many units (0: never)
 *   ke  [w]         call for an end by agreement (./agreement.ts)
 */
import { ButtonStyle, ComponentType, type APISelectMenuOption } from 'discord-api-types/v10';
import { conquest, embarkable, movableTroops, roadReach, stepTargets } from '..';
import { activePlayers } from '../apply';
import { MAX_RETREAT_BELOW } from '../orders';
import { PROVINCES, PROVINCE_IDS, COASTS, SEAS } from '../data';
import { combatCount, leaderCount, price, subTroops } from '../pieces';
import type { CombatUnits, ConquestAction, ConquestState, Troops } from '../types';
import type { Translate } from '../../../i18n';
import { gameId as gid } from '../../../bot/custom-id';
import type { Row, StepResult } from '../../../core/discord-adapter';
import { END_VERB, endCallButton, endCallStep, exchangeOffers } from './agreement';

export const CONQUEST_VERBS = new Set(['kf', 'kx', 'ko', 'kc', 'kd', 'km', 'kb', 'kr', 'kn', 'ks', 'kq', 'kg', 'ku', 'kw', 'kl', 'ky', 'kz', END_VERB]);

/** Discord limits: 25 options per select, 5 rows per message, 100 characters per label. */
export const SELECT_MAX = 25;
const LABEL_MAX = 100;

const FIELDS = ['infantry', 'cavalry', 'catapult', 'generals', 'caesar'] as const;

/** A province, sea or stretch of coast in the reader's language (the table conquest.place of the locale files). */
export function placeName(id: string, tr: Translate): string {
  const name = (x: string) => {
    const key = `conquest.place.${x}`;
    const text = tr(key);
    return text === key ? x : text;
  };
  if (PROVINCES[id] || SEAS[id]) return name(id);
  const coast = COASTS[id];
  // A stretch of coast is named by its province and, without "Mare", its seas: menu labels stay under Discord's 100 characters.
  if (coast) return `${name(coast.province)} (${coast.seas.map((s) => name(s).replace(/^Marea? /, '')).join(', ')})`;
  return id;
}

/** A number of talents, with the plural form and counter of the reader's language. */
export function talents(n: number, tr: Translate): string {
  return tr('conquest.n.talents', { count: n });
}

export function troopsText(t: Partial<Troops>, tr: Translate): string {
  const parts = FIELDS.filter((k) => (t[k] ?? 0) > 0).map((k) => tr(`conquest.piece.${k}`, { count: t[k] }));
  return parts.length ? parts.join(', ') : tr('conquest.nothing');
}

function unitsText(u: CombatUnits, tr: Translate): string {
  return troopsText({ ...u, generals: 0, caesar: 0 }, tr);
}

/** A player's name in labels: the member's name when the caller knows it. */
export type SeatName = (seat: number) => string;

/** "Player n", for callers that do not know the members' names. */
export function numberedSeat(tr: Translate): SeatName {
  return (seat) => tr('conquest.seat', { n: seat + 1 });
}

/** A short label for any action listActions offers; players by `name`. */
export function actionLabel(s: ConquestState, a: ConquestAction, tr: Translate, name: SeatName = numberedSeat(tr)): string {
  const text = ((): string => {
    switch (a.type) {
      case 'march': return tr('conquest.act.march', { troops: troopsText(a.troops, tr), from: placeName(a.from, tr), to: placeName(a.to, tr) });
      case 'sail': return tr('conquest.act.sail', { galley: a.galley, from: placeName(s.galleys.find((g) => g.id === a.galley)?.at ?? '', tr), to: placeName(a.to, tr) });
      case 'embark': return tr('conquest.act.embark', { galley: a.galley, troops: troopsText(a.troops, tr) });
      case 'disembark': return tr('conquest.act.disembark', { galley: a.galley, troops: troopsText(a.troops, tr) });
      case 'attack': return tr('conquest.act.attack', { province: placeName(a.province, tr) });
      case 'navalAttack': return tr('conquest.act.navalAttackOn', { sea: placeName(a.sea, tr), player: name(a.defender) });
      case 'legion': return tr('conquest.act.legion', { units: unitsText(a.legion, tr) });
      case 'losses': return tr('conquest.act.losses', { units: unitsText(a.losses, tr) });
      case 'sink': return tr('conquest.act.sink', { galleys: a.galleys.join(', ') });
      case 'continue': return tr('conquest.act.continue');
      case 'fightOn': return a.retreatBelow === 0 ? tr('conquest.step.fightOnEnd') : tr('conquest.step.fightOnBelow', { count: a.retreatBelow });
      case 'retreat': return a.to ? tr('conquest.act.retreat', { province: placeName(a.to, tr) }) : tr('conquest.act.retreatNowhere');
      case 'destroyCity': return tr('conquest.act.destroyCity', { province: placeName(a.province, tr) });
      case 'buy': {
        const cost = price(a.piece, s.inflation) * ('count' in a ? a.count : 1);
        const where = 'coast' in a ? placeName(a.coast, tr) : 'province' in a ? placeName(a.province, tr) : 'between' in a ? a.between.map((x) => placeName(x, tr)).join('–') : '';
        return tr(where ? 'conquest.act.buyAt' : 'conquest.act.buy', { piece: tr(`conquest.piece.${a.piece}`, { count: 'count' in a ? a.count : 1 }), where, cost: talents(cost, tr) });
      }
      case 'answerRansom': return tr(a.accept ? 'conquest.act.ransomAccept' : 'conquest.act.ransomRefuse');
      case 'answerEnd': return tr(a.accept ? 'conquest.act.endAccept' : 'conquest.act.endRefuse');
      case 'removeCaptives': return tr('conquest.act.removeCaptives', { count: a.generals, player: name(a.owner) });
      default: return tr(`conquest.act.${a.type}`);
    }
  })();
  return text.length <= LABEL_MAX ? text : `${text.slice(0, LABEL_MAX - 1)}…`;
}

const ENDERS = new Set(['endMovement', 'endBattles', 'endDestroy', 'endTurn']);

function row(...components: Row['components']): Row {
  return { type: ComponentType.ActionRow, components } as Row;
}

function button(custom_id: string, label: string, style: ButtonStyle.Primary | ButtonStyle.Secondary = ButtonStyle.Secondary) {
  return { type: ComponentType.Button as const, custom_id, label: label.slice(0, 80), style };
}

function select(custom_id: string, placeholder: string, options: APISelectMenuOption[]) {
  return { type: ComponentType.StringSelect as const, custom_id, placeholder: placeholder.slice(0, 150), options: options.slice(0, SELECT_MAX) };
}

/** Pages of at most SELECT_MAX options; the page number is part of the custom_id. */
function paged<T>(items: T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / SELECT_MAX));
  const p = Math.min(Math.max(0, page), pages - 1);
  return { items: items.slice(p * SELECT_MAX, (p + 1) * SELECT_MAX), page: p, pages };
}

function status(s: ConquestState, seat: number, tr: Translate, name: SeatName): string {
  // Who called and whom they propose, by member name: the answer menu only says agree or refuse.
  if (s.endVote) {
    const v = s.endVote;
    return tr('conquest.ev.endCalled', { caller: name(v.caller), what: v.winner === null ? tr('conquest.end.shared') : tr('conquest.end.declare', { player: name(v.winner) }) });
  }
  const money = tr('conquest.step.money', { money: talents(s.players[seat].money, tr), round: s.round });
  if (s.battle) {
    const b = s.battle;
    const where = placeName(b.kind === 'land' ? b.province : b.sea, tr);
    const role = b.attacker.seat === seat ? 'attacker' : 'defender';
    const lines = [tr('conquest.step.battle', { where, round: b.round, role: tr(`conquest.role.${role}`) })];
    if (b.kind === 'land') {
      lines.push(tr('conquest.step.sides', { mine: unitsText(b[role].units, tr), theirs: unitsText(b[role === 'attacker' ? 'defender' : 'attacker'].units, tr) }));
      if (b.step === 'losses') lines.push(tr('conquest.step.hits', { count: b[role].hitsToTake }));
      if (b.step === 'pursuit') lines.push(tr('conquest.step.hits', { count: b.pursuitHits }));
    }
    return lines.join('\n');
  }
  return `${tr(`conquest.phase.${s.phase}`)} · ${money}`;
}

/** The engine's list for this seat, in a stable order (the index is what custom_ids carry). */
function listed(s: ConquestState, seat: number): ConquestAction[] {
  return conquest.legalActions(s, seat);
}

const UNIT_PIECES = ['infantry', 'cavalry', 'catapult'] as const;
type UnitPiece = (typeof UNIT_PIECES)[number];

function isUnitBuy(a: ConquestAction): a is Extract<ConquestAction, { type: 'buy'; count: number }> {
  return a.type === 'buy' && (UNIT_PIECES as readonly string[]).includes(a.piece);
}

/** Actions of the generic menu: everything except marches and unit purchases (they have their own steps) and the phase end. */
function menuActions(s: ConquestState, seat: number): { index: number; action: ConquestAction }[] {
  return listed(s, seat).map((action, index) => ({ index, action }))
    .filter(({ action }) => action.type !== 'march' && action.type !== 'fightOn' && !isUnitBuy(action) && !ENDERS.has(action.type));
}

/** How many of a unit the seat may buy now (each count checked by the engine), up to a select's worth. */
export function buyCounts(s: ConquestState, seat: number, piece: UnitPiece): number[] {
  if (!listed(s, seat).some((a) => isUnitBuy(a) && a.piece === piece)) return [];
  const out: number[] = [];
  for (let n = 1; n <= SELECT_MAX; n++) {
    if (!conquest.apply(s, seat, { type: 'buy', piece, count: n }).ok) break;
    out.push(n);
  }
  return out;
}

function origins(s: ConquestState, seat: number): string[] {
  return listed(s, seat).filter((a): a is Extract<ConquestAction, { type: 'march' }> => a.type === 'march')
    .map((a) => a.from).filter((p, i, all) => all.indexOf(p) === i);
}

function mainMenu(s: ConquestState, seat: number, gameId: string, page: number, tr: Translate, name: SeatName): StepResult {
  const v = s.version;
  const all = listed(s, seat);
  const rows: Row[] = [];
  const content: string[] = [];
  content.push(status(s, seat, tr, name));
  if (s.phase === 'movement' && !s.battle && !s.ransomOffer) {
    const from = paged(origins(s, seat), page);
    if (from.items.length) {
      rows.push(row(select(gid(gameId, v, 'ko', from.page), tr('conquest.step.chooseOrigin'), from.items.map((p) => ({
        label: placeName(p, tr).slice(0, LABEL_MAX), value: p, description: troopsText(movableTroops(s, seat, p), tr).slice(0, LABEL_MAX),
      })))));
    }
  }
  const menu = paged(menuActions(s, seat), page);
  if (menu.items.length) {
    const placeholder = s.battle ? tr('conquest.step.chooseBattle') : tr(`conquest.step.choose.${s.phase}`);
    rows.push(row(select(gid(gameId, v, 'kx', menu.page), placeholder, menu.items.map(({ index, action }) => ({
      label: actionLabel(s, action, tr, name), value: String(index),
    })))));
  }
  const order = fightOnRow(s, seat, gameId, tr);
  if (order) rows.push(order);
  const ships = shipOptions(s, seat);
  if (ships.length && rows.length < 3) {
    rows.push(row(select(gid(gameId, v, 'ks'), tr('conquest.step.ships'), ships.map((o) => ({
      label: tr(o.mode === 'e' ? 'conquest.step.shipEmbark' : 'conquest.step.shipLand', { galley: o.galley, where: placeName(s.galleys.find((g) => g.id === o.galley)!.at, tr) }).slice(0, LABEL_MAX),
      value: `${o.mode}${o.galley}`,
    })))));
  }
  const units = UNIT_PIECES.filter((p) => buyCounts(s, seat, p).length > 0);
  if (units.length) {
    rows.push(row(select(gid(gameId, v, 'ku'), tr('conquest.step.buyUnits'), units.map((p) => ({
      label: tr('conquest.step.buyUnit', { piece: tr(`conquest.piece.${p}`, { count: 1 }), cost: talents(price(p, s.inflation), tr) }).slice(0, LABEL_MAX), value: p,
    })))));
  }
  const ransoms = [...exchangeOffers(s, seat), ...ransomOffers(s, seat).map((o) => ({ ...o, exchange: 0 }))].slice(0, SELECT_MAX);
  if (ransoms.length) {
    rows.push(row(select(gid(gameId, v, 'kn'), tr('conquest.step.ransom'), ransoms.map((o) => ({
      label: (o.exchange > 0
        ? tr('conquest.act.offerExchangeToName', {
          player: name(o.holder), amount: talents(o.amount, tr),
          mine: tr('conquest.piece.generals', { count: o.generals }), theirs: tr('conquest.piece.generals', { count: o.exchange }),
        })
        : tr('conquest.act.offerRansomToName', { player: name(o.holder), generals: tr('conquest.n.generals', { count: o.generals }), amount: talents(o.amount, tr) })).slice(0, LABEL_MAX),
      value: o.exchange > 0 ? `${o.holder}.${o.generals}.${o.amount}.${o.exchange}` : `${o.holder}.${o.generals}.${o.amount}`,
    })))));
  }
  const buttons: Row['components'] = [];
  const ender = all.findIndex((a) => ENDERS.has(a.type));
  if (ender >= 0) buttons.push(button(gid(gameId, v, 'kx', 'a', ender), actionLabel(s, all[ender], tr, name), ButtonStyle.Primary));
  const pages = Math.max(paged(origins(s, seat), 0).pages, menu.pages);
  if (pages > 1) buttons.push(button(gid(gameId, v, 'kb', (page + 1) % pages), tr('conquest.step.more', { page: page + 1, pages })));
  const callEnd = endCallButton(s, seat, gameId, tr);
  if (callEnd) buttons.push(callEnd);
  if (buttons.length) rows.push(row(...buttons));
  if (!rows.length) {
    // Waiting on another player (the other side of a battle): a refresh reopens the menu once they have acted.
    content.push(tr('conquest.step.waiting'));
    rows.push(row(button(gid(gameId, v, 'kr'), tr('conquest.step.refresh'))));
  }
  return { kind: 'ui', content: content.join('\n').slice(0, 2000), components: rows.slice(0, 5) };
}

/**
 * "Fight to the end" in one choice, with the retreat threshold chosen up
 * front: the engine then makes this side's choices until the battle ends.
 */
function fightOnRow(s: ConquestState, seat: number, gameId: string, tr: Translate): Row | null {
  const b = s.battle;
  if (!b || b.kind !== 'land' || !listed(s, seat).some((a) => a.type === 'fightOn')) return null;
  const mine = b.attacker.seat === seat ? b.attacker : b.defender;
  const have = combatCount(mine.units);
  const thresholds = [0, ...Array.from({ length: Math.min(have, SELECT_MAX - 1) }, (_, i) => i + 1)];
  return row(select(gid(gameId, s.version, 'kf'), tr('conquest.step.fightOn'), thresholds.map((n) => ({
    label: (n === 0 ? tr('conquest.step.fightOnEnd') : tr('conquest.step.fightOnBelow', { count: n })).slice(0, LABEL_MAX),
    value: String(n),
  }))));
}

const RANSOM_AMOUNTS = [5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150];

/** Ransom offers for one's captured generals (all of them, at a few amounts the purse allows), each accepted by the engine. */
export function ransomOffers(s: ConquestState, seat: number): { holder: number; generals: number; amount: number }[] {
  if (s.phase !== 'buy' || s.battle || s.ransomOffer || s.active !== seat) return [];
  const out: { holder: number; generals: number; amount: number }[] = [];
  for (const c of s.captives.filter((x) => x.owner === seat)) {
    for (const amount of RANSOM_AMOUNTS) {
      const offer = { holder: c.holder, generals: c.count, amount };
      if (conquest.apply(s, seat, { type: 'offerRansom', ...offer }).ok) out.push(offer);
    }
  }
  return out.slice(0, SELECT_MAX);
}

function parsePick(text: string | undefined): Troops | null {
  const parts = (text ?? '').split('.').map(Number);
  if (parts.length !== 5 || parts.some((n) => !Number.isInteger(n) || n < 0)) return null;
  return { infantry: parts[0], cavalry: parts[1], catapult: parts[2], generals: parts[3], caesar: parts[4] };
}

const pickText = (t: Troops) => FIELDS.map((k) => t[k]).join('.');

/** One select per piece type present (0..available), generals and Caesar together; `idFor(field)` names each select. */
function countRows(have: Troops, pick: Troops, idFor: (field: string | number) => string, tr: Translate): Row[] {
  const rows: Row[] = [];
  for (const k of ['infantry', 'cavalry', 'catapult'] as const) {
    if (have[k] === 0) continue;
    const options = Array.from({ length: Math.min(have[k], SELECT_MAX - 1) + 1 }, (_, n) => ({
      label: tr(`conquest.piece.${k}`, { count: n }), value: String(n), default: n === pick[k],
    }));
    rows.push(row(select(idFor(FIELDS.indexOf(k)), tr(`conquest.piece.${k}`, { count: pick[k] }), options)));
  }
  // Generals and Caesar share one select (at most 5 × 2 choices), so four selects and the buttons fit Discord's five rows.
  if (have.generals + have.caesar > 0) {
    const options: APISelectMenuOption[] = [];
    for (let z = 0; z <= have.caesar; z++) {
      for (let g = 0; g <= have.generals; g++) {
        options.push({ label: troopsText({ generals: g, caesar: z }, tr), value: `${g}-${z}`, default: g === pick.generals && z === pick.caesar });
      }
    }
    rows.push(row(select(idFor('l'), troopsText({ generals: pick.generals, caesar: pick.caesar }, tr), options.slice(0, SELECT_MAX))));
  }
  return rows;
}

/** Applies one count select's choice to the pick; null when it is not a valid count of what is there. */
function changePick(pick: Troops, have: Troops, field: string | undefined, value: string | undefined): Troops | null {
  const next = { ...pick };
  if (field === 'l') {
    const [g, z] = (value ?? '').split('-').map(Number);
    if (!Number.isInteger(g) || !Number.isInteger(z) || g < 0 || z < 0) return null;
    next.generals = g;
    next.caesar = z;
  } else if (field !== 'x') {
    const k = FIELDS[Number(field)];
    const n = Number(value);
    if (!k || !Number.isInteger(n) || n < 0) return null;
    next[k] = n;
  }
  return FIELDS.some((k) => next[k] > have[k]) ? null : next;
}

/** The count step of a march, then "Choose destination". */
function countStep(s: ConquestState, seat: number, gameId: string, from: string, pick: Troops, tr: Translate): StepResult {
  const v = s.version;
  const rows = countRows(movableTroops(s, seat, from), pick, (field) => gid(gameId, v, 'kc', from, pickText(pick), field), tr);
  const any = FIELDS.some((k) => pick[k] > 0);
  rows.push(row(
    ...(any ? [button(gid(gameId, v, 'kd', from, pickText(pick)), tr('conquest.step.toDestination'), ButtonStyle.Primary)] : []),
    button(gid(gameId, v, 'kb', 0), tr('conquest.step.back')),
  ));
  return { kind: 'ui', content: tr('conquest.step.counts', { from: placeName(from, tr), troops: troopsText(pick, tr) }), components: rows };
}

/** Galleys on a coast that can take pieces aboard ('e') or land some of their cargo ('l'). */
function shipOptions(s: ConquestState, seat: number): { mode: 'e' | 'l'; galley: number; have: Troops }[] {
  if (s.phase !== 'movement' || s.battle || s.ransomOffer) return [];
  const out: { mode: 'e' | 'l'; galley: number; have: Troops }[] = [];
  for (const g of s.galleys.filter((x) => x.owner === seat && COASTS[x.at])) {
    const ashore = embarkable(s, seat, COASTS[g.at].province);
    if (ashore.generals + ashore.caesar > 0) out.push({ mode: 'e', galley: g.id, have: ashore });
    if (g.cargo.generals + g.cargo.caesar > 0) out.push({ mode: 'l', galley: g.id, have: { ...g.cargo } });
  }
  return out.slice(0, SELECT_MAX);
}

function shipAction(mode: string, galley: number, pick: Troops): ConquestAction {
  return mode === 'e' ? { type: 'embark', galley, troops: pick } : { type: 'disembark', galley, troops: pick };
}

/** The count step of embarking or landing part of a legion, then "Confirm" (offered only when the engine accepts that group). */
function shipStep(s: ConquestState, seat: number, gameId: string, mode: 'e' | 'l', galley: number, pick: Troops, tr: Translate): StepResult {
  const v = s.version;
  const option = shipOptions(s, seat).find((o) => o.mode === mode && o.galley === galley)!;
  const rows = countRows(option.have, pick, (field) => gid(gameId, v, 'kq', mode, galley, pickText(pick), field), tr);
  const ok = conquest.apply(s, seat, shipAction(mode, galley, pick)).ok;
  rows.push(row(
    ...(ok ? [button(gid(gameId, v, 'kg', mode, galley, pickText(pick)), tr('conquest.step.confirm'), ButtonStyle.Primary)] : []),
    button(gid(gameId, v, 'kb', 0), tr('conquest.step.back')),
  ));
  const where = placeName(s.galleys.find((g) => g.id === galley)!.at, tr);
  const content = tr(mode === 'e' ? 'conquest.step.embarkCounts' : 'conquest.step.landCounts', { galley, where, troops: troopsText(pick, tr) })
    + (ok ? '' : `\n${tr('conquest.step.shipRefused')}`);
  return { kind: 'ui', content, components: rows };
}

/** Destinations where the engine accepts this exact group (each one checked by applying it). */
export function legalDestinations(s: ConquestState, seat: number, from: string, pick: Troops): string[] {
  // A forged origin (a custom_id naming no province of the seat's) has none; "__proto__" would crash the map look-up.
  if (!origins(s, seat).includes(from)) return [];
  return stepTargets(s, seat, from).filter((to) => conquest.apply(s, seat, { type: 'march', from, to, troops: pick }).ok);
}

function destinationStep(s: ConquestState, seat: number, gameId: string, from: string, pick: Troops, tr: Translate): StepResult {
  const v = s.version;
  const targets = legalDestinations(s, seat, from, pick).slice(0, SELECT_MAX);
  const rows: Row[] = [];
  if (targets.length) {
    rows.push(row(select(gid(gameId, v, 'km', from, pickText(pick)), tr('conquest.step.chooseDestination'), targets.map((to) => ({ label: placeName(to, tr), value: to })))));
  }
  rows.push(row(button(gid(gameId, v, 'kc', from, pickText(pick), 'x'), tr('conquest.step.back'))));
  const content = targets.length
    ? tr('conquest.step.destination', { troops: troopsText(pick, tr), from: placeName(from, tr) })
    : tr('conquest.step.noDestination', { troops: troopsText(pick, tr) });
  return { kind: 'ui', content, components: rows };
}

/** Provinces travel in custom_ids as their index: three names would not fit in 100 characters. */
const code = (id: string) => String(PROVINCE_IDS.indexOf(id));
const uncode = (x: string | undefined) => (x !== undefined && /^\d+$/.test(x) ? PROVINCE_IDS[Number(x)] : undefined);

/** Cities where part of a group marching from `from` to `to` along the roads may stay behind. */
function dropPlaces(s: ConquestState, seat: number, from: string, to: string, pick: Troops): string[] {
  const roads = roadReach(s, seat, from);
  if (!roads.includes(to) || combatCount(pick) + leaderCount(pick) < 2) return [];
  return roads.filter((p) => p !== to);
}

function marchWithDrop(from: string, to: string, pick: Troops, at?: string, drop?: Troops): ConquestAction {
  if (!at || !drop) return { type: 'march', from, to, troops: pick };
  return { type: 'march', from, to, troops: subTroops(pick, drop), drops: [{ at, troops: drop }] };
}

/** A road trip: march the whole group, or leave some of it in a city on the way. */
function roadTripStep(s: ConquestState, seat: number, gameId: string, from: string, pick: Troops, to: string, places: string[], tr: Translate): StepResult {
  const v = s.version;
  const args = [code(from), pickText(pick), code(to)];
  return {
    kind: 'ui',
    content: tr('conquest.step.roadTrip', { troops: troopsText(pick, tr), from: placeName(from, tr), to: placeName(to, tr) }),
    components: [
      row(select(gid(gameId, v, 'kl', ...args), tr('conquest.step.leaveAt'), places.slice(0, SELECT_MAX).map((p) => ({ label: placeName(p, tr).slice(0, LABEL_MAX), value: code(p) })))),
      row(
        button(gid(gameId, v, 'kz', ...args), tr('conquest.step.marchAll'), ButtonStyle.Primary),
        button(gid(gameId, v, 'kd', from, pickText(pick)), tr('conquest.step.back')),
      ),
    ],
  };
}

/** How many of the group stay in `at`; "Confirm" only while the engine accepts the trip. */
function dropStep(s: ConquestState, seat: number, gameId: string, from: string, pick: Troops, to: string, at: string, drop: Troops, tr: Translate): StepResult {
  const v = s.version;
  const args = [code(from), pickText(pick), code(to), code(at), pickText(drop)];
  const rows = countRows(pick, drop, (field) => gid(gameId, v, 'ky', ...args, field), tr);
  const any = FIELDS.some((k) => drop[k] > 0);
  const ok = any && conquest.apply(s, seat, marchWithDrop(from, to, pick, at, drop)).ok;
  rows.push(row(
    ...(ok ? [button(gid(gameId, v, 'kz', ...args), tr('conquest.step.confirm'), ButtonStyle.Primary)] : []),
    button(gid(gameId, v, 'kd', from, pickText(pick)), tr('conquest.step.back')),
  ));
  const content = tr('conquest.step.leaveCounts', { at: placeName(at, tr), to: placeName(to, tr), troops: troopsText(drop, tr) })
    + (ok || !any ? '' : `\n${tr('conquest.step.leaveRefused')}`);
  return { kind: 'ui', content, components: rows.slice(0, 5) };
}

/** The whole legion a march menu starts from: what listActions proposes first for this origin. */
function defaultPick(s: ConquestState, seat: number, from: string): Troops {
  const first = listed(s, seat).find((a): a is Extract<ConquestAction, { type: 'march' }> => a.type === 'march' && a.from === from);
  return first ? { ...first.troops } : { ...movableTroops(s, seat, from) };
}

export function buildConquestStep(
  s: ConquestState, seat: number, gameId: string, verb: string, args: string[], values: string[], tr: Translate, name: SeatName = numberedSeat(tr),
): StepResult {
  // Any living player may call for an end, in turn or not.
  if (verb === END_VERB) return endCallStep(s, seat, gameId, args, values, tr, name);
  if (verb === 'kr' && !activePlayers(s).includes(seat)) {
    const callEnd = endCallButton(s, seat, gameId, tr);
    return { kind: 'ui', content: tr('conquest.step.waiting'), components: [row(button(gid(gameId, s.version, 'kr'), tr('conquest.step.refresh')), ...(callEnd ? [callEnd] : []))] };
  }
  if (!activePlayers(s).includes(seat)) return { kind: 'illegal' };
  switch (verb) {
    case 'kr':
    case 'play': return mainMenu(s, seat, gameId, 0, tr, name);
    case 'kb': return mainMenu(s, seat, gameId, Number(args[0] ?? 0) || 0, tr, name);
    case 'kx': {
      const raw = args[0] === 'a' ? args[1] : values[0];
      const index = Number(raw);
      const action = listed(s, seat)[index];
      if (!Number.isInteger(index) || !action) return { kind: 'illegal' };
      return { kind: 'action', action };
    }
    case 'kf': {
      const retreatBelow = Number(values[0]);
      if (!Number.isInteger(retreatBelow) || retreatBelow < 0 || retreatBelow > MAX_RETREAT_BELOW) return { kind: 'illegal' };
      if (!listed(s, seat).some((a) => a.type === 'fightOn')) return { kind: 'illegal' };
      return { kind: 'action', action: { type: 'fightOn', retreatBelow } };
    }
    case 'kn': {
      const [holder, generals, amount, exchange = 0] = (values[0] ?? '').split('.').map(Number);
      const offer = exchange > 0
        ? exchangeOffers(s, seat).find((o) => o.holder === holder && o.generals === generals && o.amount === amount && o.exchange === exchange)
        : ransomOffers(s, seat).find((o) => o.holder === holder && o.generals === generals && o.amount === amount);
      return offer ? { kind: 'action', action: { type: 'offerRansom', ...offer } } : { kind: 'illegal' };
    }
    case 'ku': {
      const piece = values[0] as UnitPiece;
      if (!(UNIT_PIECES as readonly string[]).includes(piece)) return { kind: 'illegal' };
      const counts = buyCounts(s, seat, piece);
      if (!counts.length) return { kind: 'illegal' };
      const each = price(piece, s.inflation);
      return {
        kind: 'ui',
        content: tr('conquest.step.buyHowMany', { piece: tr(`conquest.piece.${piece}`, { count: counts.length }), money: talents(s.players[seat].money, tr) }),
        components: [
          row(select(gid(gameId, s.version, 'kw', piece), tr('conquest.step.buyHowManyShort'), counts.map((n) => ({
            label: tr('conquest.act.buy', { piece: tr(`conquest.piece.${piece}`, { count: n }), cost: talents(n * each, tr) }).slice(0, LABEL_MAX), value: String(n),
          })))),
          row(button(gid(gameId, s.version, 'kb', 0), tr('conquest.step.back'))),
        ],
      };
    }
    case 'kw': {
      const piece = args[0] as UnitPiece;
      const n = Number(values[0]);
      if (!(UNIT_PIECES as readonly string[]).includes(piece) || !buyCounts(s, seat, piece).includes(n)) return { kind: 'illegal' };
      return { kind: 'action', action: { type: 'buy', piece, count: n } };
    }
    case 'ko': {
      const from = values[0];
      if (!from || !origins(s, seat).includes(from)) return { kind: 'illegal' };
      return countStep(s, seat, gameId, from, defaultPick(s, seat, from), tr);
    }
    case 'kc': {
      const [from, pickRaw, field] = args;
      const pick = parsePick(pickRaw);
      if (!from || !pick || !origins(s, seat).includes(from)) return { kind: 'illegal' };
      const next = changePick(pick, movableTroops(s, seat, from), field, values[0]);
      return next ? countStep(s, seat, gameId, from, next, tr) : { kind: 'illegal' };
    }
    case 'ks': {
      const [mode, galley] = [values[0]?.[0], Number(values[0]?.slice(1))];
      const option = shipOptions(s, seat).find((o) => o.mode === mode && o.galley === galley);
      if (!option) return { kind: 'illegal' };
      // Start from what the engine proposes (the whole legion that fits aboard), or the whole cargo.
      const proposed = listed(s, seat).find((a): a is Extract<ConquestAction, { type: 'embark' }> => a.type === 'embark' && a.galley === galley);
      return shipStep(s, seat, gameId, option.mode, galley, option.mode === 'e' && proposed ? { ...proposed.troops } : { ...option.have }, tr);
    }
    case 'kq': {
      const [mode, galleyRaw, pickRaw, field] = args;
      const pick = parsePick(pickRaw);
      const option = shipOptions(s, seat).find((o) => o.mode === mode && o.galley === Number(galleyRaw));
      const next = option && pick ? changePick(pick, option.have, field, values[0]) : null;
      return option && next ? shipStep(s, seat, gameId, option.mode, option.galley, next, tr) : { kind: 'illegal' };
    }
    case 'kg': {
      const [mode, galleyRaw, pickRaw] = args;
      const pick = parsePick(pickRaw);
      const option = shipOptions(s, seat).find((o) => o.mode === mode && o.galley === Number(galleyRaw));
      if (!option || !pick) return { kind: 'illegal' };
      const action = shipAction(option.mode, option.galley, pick);
      return conquest.apply(s, seat, action).ok ? { kind: 'action', action } : { kind: 'illegal' };
    }
    case 'kd': {
      const [from, pickRaw] = args;
      const pick = parsePick(pickRaw);
      if (!from || !pick || !origins(s, seat).includes(from)) return { kind: 'illegal' };
      return destinationStep(s, seat, gameId, from, pick, tr);
    }
    case 'km': {
      const [from, pickRaw] = args;
      const pick = parsePick(pickRaw);
      const to = values[0];
      if (!from || !pick || !to || !legalDestinations(s, seat, from, pick).includes(to)) return { kind: 'illegal' };
      const places = dropPlaces(s, seat, from, to, pick);
      if (places.length) return roadTripStep(s, seat, gameId, from, pick, to, places, tr);
      return { kind: 'action', action: { type: 'march', from, to, troops: pick } };
    }
    case 'kl':
    case 'ky':
    case 'kz': {
      const [from, pick, to] = [uncode(args[0]), parsePick(args[1]), uncode(args[2])];
      if (!from || !pick || !to || !legalDestinations(s, seat, from, pick).includes(to)) return { kind: 'illegal' };
      const places = dropPlaces(s, seat, from, to, pick);
      const at = verb === 'kl' ? uncode(values[0]) : uncode(args[3]);
      if (verb === 'kz' && args.length === 3) return { kind: 'action', action: marchWithDrop(from, to, pick) };
      if (!at || !places.includes(at)) return { kind: 'illegal' };
      if (verb === 'kl') return dropStep(s, seat, gameId, from, pick, to, at, { infantry: 0, cavalry: 0, catapult: 0, generals: 0, caesar: 0 }, tr);
      const drop = parsePick(args[4]);
      if (!drop || FIELDS.some((k) => drop[k] > pick[k])) return { kind: 'illegal' };
      if (verb === 'ky') {
        const next = changePick(drop, pick, args[5], values[0]);
        return next ? dropStep(s, seat, gameId, from, pick, to, at, next, tr) : { kind: 'illegal' };
      }
      const action = marchWithDrop(from, to, pick, at, drop);
      return conquest.apply(s, seat, action).ok ? { kind: 'action', action } : { kind: 'illegal' };
    }
    default: return { kind: 'illegal' };
  }
}
