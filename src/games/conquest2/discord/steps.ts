/**
 * The Conquest II move builder: one ephemeral message per acting player,
 * every choice built from the engine's legalActions. A custom_id carries the
 * game, the state version, the verb and small arguments (category, page),
 * never state; the chosen action is an index into legalActions at that
 * version, so a restart loses nothing and a stale click is refused.
 *
 * Verbs (all start with "q", used by no other game):
 *   qp              entry from the public board: the main menu (answered in a new ephemeral message)
 *   qw              refresh inside the builder: the main menu at the position when clicked (any version)
 *   qc  [cat] [pg]  a category's actions (select value or button arg = category)
 *   qa  [index]     play the action (select value or button arg = index)
 *   qb              back to the main menu (undoes the half-built step)
 *   qn  [amt] [a]   a bid, one menu at a time: the amount (a value r<from>.<to> opens the amounts of a
 *                   range), then Proposal A, then Proposal B
 *   qm  [from] [done]              a land move of chosen units: origin, then destination (to.l overland, to.s by sea)
 *   qj  from done page             more destinations (25 a page)
 *   qk  from done dest counts f    select: count of field f (i.c.k.g.z) for this destination
 *   qd  from done dest counts      button: move them (with the destinations done before, one action)
 *   qe  [at] [counts] [f]          recruit chosen numbers: province, then a count select per kind (i.c.k.g + galleys)
 *   qf  at counts sea              button: recruit them (galleys in that sea)
 *   qg  [mode] [counts] [f]        chosen numbers for a battle: mode d (defender's call), l (an ally's loan) or
 *                                  a<province><target> (an attack); a count select per field, the loss order last
 *   qh  mode counts                button: play them (the engine checks the numbers)
 *   qu              take back the seat's last action (the engine's undo: only its own, before anyone
 *                   else acts or a die is rolled; the button shows only when the engine would accept it)
 *   qr  [y]         resign this seat (asks first), handled by the adapter
 */
import { ButtonStyle, ComponentType, type APISelectMenuOption } from 'discord-api-types/v10';
import type { Translate } from '../../../i18n';
import type { Row, StepResult } from '../../../core/discord-adapter';
import { gameId as gid } from '../../../bot/custom-id';
import { conquest2 } from '../index';
import { BID_STEP, KEY_IDS, PROVINCE_IDS, SEAS_OF } from '../data';
import { canRecruitAt, recruitCost } from '../actions';
import { PRICE, allianceOf, order, seats, supplyLeft, total, units } from '../units';
import { amphibiousReach, hasLeader, landReach } from '../movement';
import type { C2Action, C2State, Units } from '../types';
import { galleysNear } from '../battle';
import { LOSS_ORDERS } from '../legal';
import { actionLabel, cardName, colour, lossText, placeName, unitsText } from './text';

export const C2_BUILDER_VERBS = new Set(['qw', 'qc', 'qa', 'qb', 'qn', 'qm', 'qj', 'qk', 'qd', 'qe', 'qf', 'qg', 'qh', 'qu']);
const SELECT_MAX = 25;
/** Categories shown as a button (one action each) rather than a list. */
const SINGLE = new Set(['pass', 'end', 'fight', 'auctionPass', 'votePass']);

function row(...components: Row['components']): Row {
  return { type: ComponentType.ActionRow, components } as Row;
}
function button(custom_id: string, label: string, style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Danger = ButtonStyle.Secondary, disabled = false) {
  return { type: ComponentType.Button as const, custom_id, label: label.slice(0, 80), style, ...(disabled ? { disabled } : {}) };
}
function select(custom_id: string, placeholder: string, options: APISelectMenuOption[]) {
  return { type: ComponentType.StringSelect as const, custom_id, placeholder: placeholder.slice(0, 150), options: options.slice(0, SELECT_MAX) };
}

function category(a: C2Action): string {
  return a.type;
}

/** The seat's own sealed bid or vote, for its eyes only (the builder and "My Senators and chaos" are ephemeral). */
export function sealedLines(s: C2State, seat: number, t: Translate): string[] {
  const bid = s.auction?.bids?.[String(seat)];
  const ballot = s.vote?.ballots?.[String(seat)];
  if (bid === 'pass' || ballot === 'pass') return [t('conquest2.sealed.minePass')];
  if (bid && bid !== 'sealed') {
    return [t('conquest2.sealed.mine', { talents: t('conquest2.talents', { count: bid.amount }), a: bid.a === null ? '—' : colour(bid.a, t), b: bid.b === null ? '—' : colour(bid.b, t) })];
  }
  if (Array.isArray(ballot)) return [t('conquest2.sealed.myVote', { senators: ballot.join(' + '), count: ballot.reduce((a, b) => a + b, 0) })];
  return [];
}

/** What the seat should know before choosing: the phase, its purse and actions, the auction, vote or battle. */
export function statusText(s: C2State, seat: number, t: Translate): string {
  const me = s.players[seat];
  const lines = [t('conquest2.step.status', {
    season: s.season, round: Math.min(4, s.round), phase: t(`conquest2.phase.${s.phase}`), talents: me.talents, actions: s.turn.actionsLeft,
  })];
  lines.push(t('conquest2.step.private', { senators: [...me.senators].sort().join(', ') || '—', chaos: me.chaos }));
  if (s.auction?.bids) {
    // Sealed bidding: who has handed in, and the seat's own bid; never another seat's value.
    const au = s.auction;
    const handed = Object.keys(au.bids!).map((x) => colour(Number(x), t));
    lines.push(t('conquest2.sealed.status', { n: au.number + 1, players: handed.join(', ') || '—' }));
    lines.push(...sealedLines(s, seat, t));
  } else if (s.auction) {
    const au = s.auction;
    lines.push(au.high === null ? t('conquest2.step.auctionOpen', { n: au.number + 1 })
      : t('conquest2.step.auction', { n: au.number + 1, high: au.high, player: colour(au.highBidder!, t), a: au.a === null ? '—' : colour(au.a, t), b: au.b === null ? '—' : colour(au.b, t) }));
  }
  if (s.vote?.ballots) {
    const v = s.vote;
    const handed = Object.keys(v.ballots!).map((x) => colour(Number(x), t));
    lines.push(t('conquest2.sealed.voteStatus', { card: cardName(v.card, t), players: handed.join(', ') || '—' }));
    lines.push(...sealedLines(s, seat, t));
  } else if (s.vote) {
    const v = s.vote;
    lines.push(t('conquest2.step.vote', { card: cardName(v.card, t), votes: (v.high ?? []).reduce((a, b) => a + b, 0), player: v.highBidder === null ? '—' : colour(v.highBidder, t) }));
  }
  if (s.naval) {
    const m = s.naval;
    lines.push(t('conquest2.step.navalMuster', { sea: placeName(m.sea, t), attacker: colour(m.attacker, t), defender: colour(m.target, t) }));
  }
  if (s.battle?.stage === 'muster') {
    const b = s.battle;
    lines.push(t('conquest2.step.muster', { province: placeName(b.at, t), attacker: colour(b.attacker.seat, t), defender: colour(b.defender.seat, t) }));
  } else if (s.battle) {
    const b = s.battle;
    const mine = b.attacker.seat === seat ? b.attacker : b.defender;
    const theirs = b.attacker.seat === seat ? b.defender : b.attacker;
    lines.push(t('conquest2.step.battle', {
      province: placeName(b.at, t), round: b.round, mine: unitsText(s.army[b.at][mine.seat], t), theirs: unitsText(s.army[b.at][theirs.seat], t),
    }));
  }
  if (s.phase === 'actions' || s.phase === 'battle' || s.phase === 'navalMuster' || s.phase === 'vote') {
    const ally = allianceOf(s, seat);
    const friends = order(s).filter((x) => x !== seat && allianceOf(s, x) === ally).map((x) => colour(x, t));
    lines.push(t('conquest2.step.allies', { allies: friends.join(', ') || '—' }));
  }
  return lines.join('\n');
}

function mainMenu(s: C2State, seat: number, gameId: string, t: Translate, note?: string): StepResult {
  const v = s.version;
  const all = conquest2.legalActions(s, seat);
  const content = [...(note ? [note] : []), statusText(s, seat, t)];
  const rows: Row[] = [];
  if (all.length === 0) {
    const waiting = conquest2.activePlayers(s).map((x) => colour(x, t)).join(', ');
    content.push(t('conquest2.step.waiting', { player: waiting || '—' }));
    rows.push(row(button(gid(gameId, v, 'qw'), t('conquest2.step.refresh')), button(gid(gameId, v, 'qr'), t('conquest2.step.resign'), ButtonStyle.Danger)));
    return { kind: 'ui', content: content.join('\n').slice(0, 2000), components: rows };
  }
  const cats = [...new Set(all.map(category))];
  const lists = cats.filter((c) => !SINGLE.has(c));
  if (lists.length) {
    rows.push(row(select(gid(gameId, v, 'qc'), t('conquest2.step.choose'), lists.map((c) => ({
      label: t(`conquest2.action.${c}`), value: c, description: t('conquest2.step.options', { count: all.filter((a) => category(a) === c).length }).slice(0, 100),
    })))));
  }
  const singles = all.map((a, i) => [a, i] as const).filter(([a]) => SINGLE.has(a.type));
  const buttons = singles.slice(0, 3).map(([a, i]) => button(gid(gameId, v, 'qa', i), actionLabel(s, a, t), a.type === 'fight' || a.type === 'end' ? ButtonStyle.Primary : ButtonStyle.Secondary));
  if (canUndo(s, seat)) buttons.push(button(gid(gameId, v, 'qu'), t('conquest2.step.undo')));
  buttons.push(button(gid(gameId, v, 'qr'), t('conquest2.step.resign'), ButtonStyle.Danger));
  rows.push(row(...buttons.slice(0, 5)));
  return { kind: 'ui', content: content.join('\n').slice(0, 2000), components: rows };
}

/** Whether the seat has an action of its own it may still take back (the engine decides; this only shows the button). */
export function canUndo(s: C2State, seat: number): boolean {
  return s.phase !== 'over' && s.undo?.seat === seat && !s.resigned.includes(seat);
}

/** Every amount a seat may bid now: from the lowest allowed to the talents it holds, in steps. */
export function bidAmounts(s: C2State, seat: number): number[] {
  const au = s.auction;
  if (!au) return [];
  const min = au.high === null ? (seat === au.starter ? 0 : BID_STEP) : au.high + BID_STEP;
  const out: number[] = [];
  for (let x = min; x <= s.players[seat].talents; x += BID_STEP) out.push(x);
  return out;
}

/** Amounts listed one by one at the head of the first bid menu; the rest come as ranges. */
const BID_DIRECT = 20;

/**
 * One bid menu over `amounts`: all of them when they fit in a select; else the first `direct`
 * one by one and the rest in ranges of 25, 625, … amounts (the fewest that fit), each a value
 * `r<from>.<to>` that opens a menu of its own. So every legal amount can be reached.
 */
function bidOptions(amounts: number[], direct: number, t: Translate): APISelectMenuOption[] {
  const single = (x: number) => ({ label: t('conquest2.talents', { count: x }), value: String(x) });
  if (amounts.length <= SELECT_MAX) return amounts.map(single);
  const rest = amounts.slice(direct);
  let size = SELECT_MAX;
  while (Math.ceil(rest.length / size) > SELECT_MAX - direct) size *= SELECT_MAX;
  const ranges: APISelectMenuOption[] = [];
  for (let i = 0; i < rest.length; i += size) {
    const part = rest.slice(i, i + size);
    const [from, to] = [part[0], part[part.length - 1]];
    ranges.push(part.length === 1 ? single(from) : { label: t('conquest2.step.bidRange', { from, to }), value: `r${from}.${to}` });
  }
  return [...amounts.slice(0, direct).map(single), ...ranges];
}

/** The legal amounts of a range value `r<from>.<to>`, or null for anything the menus never wrote. */
function bidRange(amounts: number[], value: string): number[] | null {
  const m = /^r(\d{1,9})\.(\d{1,9})$/.exec(value);
  if (!m) return null;
  const [from, to] = [amounts.indexOf(Number(m[1])), amounts.indexOf(Number(m[2]))];
  return from < 0 || to <= from ? null : amounts.slice(from, to + 1);
}

/** The bid: amount, then the token in Proposal A, then the one in Proposal B (the engine checks the whole). */
function bidStep(s: C2State, seat: number, gameId: string, args: string[], value: string | undefined, t: Translate): StepResult {
  const v = s.version;
  const free = seats(s).filter((x) => !s.boxes.includes(x));
  const back = row(button(gid(gameId, v, 'qb'), t('conquest2.step.back')));
  const head = statusText(s, seat, t);
  const seatOption = (x: number) => ({ label: colour(x, t), value: String(x) });
  const none = { label: t('conquest2.step.lone'), value: 'x' };
  // A forged amount or seat (not one this step offers) ends the walk: never a NaN or a stranger in the text.
  const pick = (x: string | undefined): number | null | undefined => (x === undefined || x === 'x' ? null : free.find((f) => String(f) === x));
  const amountOk = (x: string | undefined) => x !== undefined && bidAmounts(s, seat).some((n) => String(n) === x);
  if (args.length === 0 && (value === undefined || value.startsWith('r'))) {
    const all = bidAmounts(s, seat);
    if (!all.length) return mainMenu(s, seat, gameId, t);
    // The first menu, or the amounts of a range chosen in it.
    const amounts = value === undefined ? all : bidRange(all, value);
    if (!amounts) return { kind: 'illegal' };
    return { kind: 'ui', content: `${head}
${t('conquest2.step.bidAmount')}`, components: [
      row(select(gid(gameId, v, 'qn'), t('conquest2.step.bidAmount'), bidOptions(amounts, value === undefined ? BID_DIRECT : 0, t))), back] };
  }
  if (args.length === 0) {
    if (!amountOk(value)) return { kind: 'illegal' };
    const amount = Number(value);
    const options = free.map(seatOption);
    if (free.length === 1) options.push(none);
    return { kind: 'ui', content: `${head}
${t('conquest2.step.bidA', { amount })}`, components: [
      row(select(gid(gameId, v, 'qn', amount), t('conquest2.step.proposalA'), options)), back] };
  }
  if (!amountOk(args[0])) return { kind: 'illegal' };
  const amount = Number(args[0]);
  if (args.length === 1) {
    const a = pick(value);
    if (a === undefined) return { kind: 'illegal' };
    if (free.length === 1) return { kind: 'action', action: { type: 'bid', amount, a, b: a === null ? free[0] : null } };
    const options = free.filter((x) => x !== a).map(seatOption);
    return { kind: 'ui', content: `${head}
${t('conquest2.step.bidB', { amount, a: a === null ? '—' : colour(a, t) })}`, components: [
      row(select(gid(gameId, v, 'qn', amount, value ?? 'x'), t('conquest2.step.proposalB'), options)), back] };
  }
  const [a, b] = [pick(args[1]), pick(value)];
  if (a === undefined || b === undefined || args.length > 2) return { kind: 'illegal' };
  return { kind: 'action', action: { type: 'bid', amount, a, b } };
}

const FIELDS = ['infantry', 'cavalry', 'catapult', 'general', 'caesar'] as const;
const NONE = '-';

type Dest = { to: string; amphibious: boolean; units: Units };

/** Compact custom_id parts: a province as its index (base 36, two characters), counts as one base-36 digit each. */
const P = (id: string) => PROVINCE_IDS.indexOf(id).toString(36).padStart(2, '0');
const unP = (code: string) => PROVINCE_IDS[parseInt(code, 36)] ?? '';
const C = (u: Units) => FIELDS.map((k) => Math.min(35, Math.max(0, u[k])).toString(36)).join('');
const unC = (code: string | undefined) => units(Object.fromEntries(FIELDS.map((k, i) => [k, parseInt(code?.[i] ?? '0', 36) || 0])));

function encodeMoves(moves: Dest[]): string {
  return moves.length ? moves.map((m) => `${P(m.to)}${m.amphibious ? 's' : 'l'}${C(m.units)}`).join('.') : NONE;
}
function decodeMoves(text: string | undefined): Dest[] {
  if (!text || text === NONE) return [];
  return text.split('.').map((m) => ({ to: unP(m.slice(0, 2)), amphibious: m[2] === 's', units: unC(m.slice(3)) }));
}

/** Units still at `from` once the destinations already chosen are taken off. */
function remaining(s: C2State, seat: number, from: string, done: Dest[]): Units {
  const u = { ...s.army[from]?.[seat] ?? units() };
  for (const d of done) for (const k of FIELDS) u[k] -= d.units[k];
  return u;
}

function fitsId(parts: (string | number)[]): boolean {
  return ['g', ...parts].join(':').length <= 100;
}

/** A land move built by hand: origin, destination, then how many of each kind; several destinations make one action. */
function moveStep(s: C2State, seat: number, gameId: string, verb: string, args: string[], value: string | undefined, t: Translate): StepResult {
  const v = s.version;
  const back = button(gid(gameId, v, 'qb'), t('conquest2.step.back'));
  const head = statusText(s, seat, t);
  const from = args[0] ? unP(args[0]) : value ?? '';
  const done = decodeMoves(args[1]);
  // Never a name every object answers to ("__proto__"): only a province of the map is looked up.
  const origin = Object.hasOwn(s.army, from) && hasLeader(s, seat, from);
  // The origin select (no args) and "another destination" (from, done) ask for a destination; its select carries three args.
  if ((verb === 'qm' && args.length !== 3) || verb === 'qj') {
    if (!origin) return mainMenu(s, seat, gameId, t);
    const dests = [
      ...landReach(s, seat, from).map((p) => ({ label: placeName(p, t), value: `${P(p)}l` })),
      ...amphibiousReach(s, seat, from).map((p) => ({ label: t('conquest2.step.bySea', { province: placeName(p, t) }), value: `${P(p)}s` })),
    ];
    const pages = Math.max(1, Math.ceil(dests.length / SELECT_MAX));
    const page = verb === 'qj' ? Math.min(pages - 1, Number(args[2]) || 0) : 0;
    const buttons = [back];
    if (pages > 1) buttons.unshift(button(gid(gameId, v, 'qj', P(from), encodeMoves(done), (page + 1) % pages), t('conquest2.step.more', { page: page + 1, pages })));
    return { kind: 'ui', content: `${head}\n${t('conquest2.step.moveFrom', { province: placeName(from, t) })}`, components: [
      row(select(gid(gameId, v, 'qm', P(from), encodeMoves(done), 'x'), t('conquest2.step.destination'), dests.slice(page * SELECT_MAX, (page + 1) * SELECT_MAX))), row(...buttons)] };
  }
  const dest = verb === 'qm' ? value ?? '' : args[2] ?? '';
  // A forged origin, destination or menu number (parts this builder never writes) ends the walk.
  if (!origin || !unP(dest.slice(0, 2)) || done.some((d) => !d.to)) return { kind: 'illegal' };
  const left = remaining(s, seat, from, done);
  // By default the whole army moves, leaders stay (change the numbers below).
  let counts: Units = verb === 'qm' ? { ...left, general: 0, caesar: 0 } : unC(args[3]);
  if (verb === 'qk') {
    const f = Number(args[4]);
    if (![0, 1, 2, 3].includes(f)) return { kind: 'illegal' };
    if (f === 3) {
      const [g, z] = (value ?? '0.0').split('.').map(Number);
      counts = { ...counts, general: g || 0, caesar: z || 0 };
    } else counts = { ...counts, [FIELDS[f]]: Number(value) || 0 };
  }
  const here: Dest = { to: unP(dest.slice(0, 2)), amphibious: dest[2] === 's', units: counts };
  if (verb === 'qd') return { kind: 'action', action: { type: 'move', from, moves: [...done, here] } };
  const id = (...rest: (string | number)[]) => gid(gameId, v, 'qk', P(from), encodeMoves(done), dest, C(counts), ...rest);
  const rows: Row[] = [];
  (['infantry', 'cavalry', 'catapult'] as const).forEach((k, f) => {
    if (left[k] <= 0) return;
    const options = Array.from({ length: Math.min(left[k], SELECT_MAX - 1) + 1 }, (_, n) => ({ label: t(`conquest2.unit.${k}`, { count: n }), value: String(n), default: n === counts[k] }));
    rows.push(row(select(id(f), t(`conquest2.unit.${k}`, { count: counts[k] }), options)));
  });
  if (left.general + left.caesar > 0) {
    // Leaders in one menu: how many generals, with or without Caesar.
    const options: APISelectMenuOption[] = [];
    for (let z = 0; z <= Math.min(1, left.caesar); z++) {
      for (let g = 0; g <= Math.min(left.general, 11); g++) {
        const label = unitsText({ general: g, caesar: z }, t);
        options.push({ label: label === '—' ? t('conquest2.step.noLeader') : label, value: `${g}.${z}`, default: g === counts.general && z === counts.caesar });
      }
    }
    rows.push(row(select(id(3), t('conquest2.step.leaders'), options)));
  }
  // A destination nobody goes to is no move: the button waits until someone does.
  const buttons = [button(gid(gameId, v, 'qd', P(from), encodeMoves(done), dest, C(counts)), t('conquest2.step.moveGo'), ButtonStyle.Primary, total(counts) === 0)];
  const more = encodeMoves([...done, here]);
  // Another destination for the same action, while the custom_ids have room for it.
  if (total(counts) > 0 && total(remaining(s, seat, from, [...done, here])) > 0 && fitsId([gameId, v, 'qk', P(from), `${more}.00l00000`, '00l', '00000', 3])) {
    buttons.push(button(gid(gameId, v, 'qm', P(from), more), t('conquest2.step.moveMore')));
  }
  buttons.push(back);
  rows.push(row(...buttons));
  const summary = [...done, here].map((m) => `${unitsText(m.units, t)} → ${placeName(m.to, t)}${m.amphibious ? ' ⛵' : ''}`).join('; ');
  return { kind: 'ui', content: `${head}\n${t('conquest2.step.moveCounts', { moves: summary })}`.slice(0, 2000), components: rows };
}

const RECRUIT = ['infantry', 'cavalry', 'catapult', 'general', 'galley'] as const;

/** Recruiting chosen numbers in one province (one action, 2 chaos); the engine checks money and supply. */
function recruitStep(s: C2State, seat: number, gameId: string, verb: string, args: string[], value: string | undefined, t: Translate): StepResult {
  const v = s.version;
  const back = button(gid(gameId, v, 'qb'), t('conquest2.step.back'));
  const at = args[0] ? unP(args[0]) : value ?? '';
  if (!canRecruitAt(s, seat, at)) return mainMenu(s, seat, gameId, t);
  const n = RECRUIT.map((_, i) => parseInt(args[1]?.[i] ?? '0', 36) || 0);
  if (verb === 'qe' && args.length === 3) {
    const f = Number(args[2]);
    // Generals and galleys share the fourth menu (Discord shows five rows at most).
    if (f === 3) [n[3], n[4]] = (value ?? '0.0').split('.').map((x) => Number(x) || 0);
    else n[f] = Number(value) || 0;
  }
  const seas = SEAS_OF[at];
  const sea = seas[Number(args[2] ?? 0)] ?? seas[0];
  const code = n.map((x) => Math.min(35, x).toString(36)).join('');
  const recruit = { type: 'recruit' as const, at, units: units({ infantry: n[0], cavalry: n[1], catapult: n[2], general: n[3] }), galleys: n[4], ...(n[4] > 0 ? { sea } : {}) };
  if (verb === 'qf') return { kind: 'action', action: recruit };
  const rows: Row[] = [];
  (['infantry', 'cavalry', 'catapult'] as const).forEach((k, f) => {
    const most = Math.min(supplyLeft(s, seat, k), Math.floor(s.players[seat].talents / PRICE[k]), SELECT_MAX - 1);
    if (most <= 0) return;
    const options = Array.from({ length: most + 1 }, (_, x) => ({ label: `${t(`conquest2.unit.${k}`, { count: x })} (${x * PRICE[k]})`, value: String(x), default: x === n[f] }));
    rows.push(row(select(gid(gameId, v, 'qe', P(at), code, f), t(`conquest2.unit.${k}`, { count: n[f] }), options)));
  });
  const generals = Math.min(supplyLeft(s, seat, 'general'), 2);
  const galleys = seas.length ? Math.min(supplyLeft(s, seat, 'galley'), 3) : 0;
  if (generals + galleys > 0) {
    const options: APISelectMenuOption[] = [];
    for (let g = 0; g <= generals; g++) {
      for (let y = 0; y <= galleys; y++) {
        const cost = g * PRICE.general + y * PRICE.galley;
        if (cost > s.players[seat].talents) continue;
        const label = unitsText({ general: g, galley: y }, t);
        options.push({ label: `${label === '—' ? t('conquest2.step.noneMore') : label} (${cost})`, value: `${g}.${y}`, default: g === n[3] && y === n[4] });
      }
    }
    if (options.length > 1) rows.push(row(select(gid(gameId, v, 'qe', P(at), code, 3), t('conquest2.step.generalsGalleys'), options)));
  }
  const cost = recruitCost(recruit);
  // Recruiting nothing is no action: the button waits until something is chosen.
  const nothing = n.every((x) => x === 0);
  const buttons = [button(gid(gameId, v, 'qf', P(at), code, Math.max(0, seas.indexOf(sea))), t('conquest2.step.recruitGo', { cost }), ButtonStyle.Primary, nothing), back];
  rows.push(row(...buttons));
  return { kind: 'ui', content: `${statusText(s, seat, t)}\n${t('conquest2.step.recruitIn', { province: placeName(at, t), units: unitsText({ ...recruit.units, galley: recruit.galleys }, t), cost })}`.slice(0, 2000), components: rows };
}

const LAND = ['infantry', 'cavalry', 'catapult'] as const;

/** The count options for a field of `have` units: 0..have, or 0..23 and `have` itself (Discord shows 25 options at most). */
function countOptions(have: number): number[] {
  const out = Array.from({ length: Math.min(have, SELECT_MAX - 2) + 1 }, (_, n) => n);
  if (have > out[out.length - 1]) out.push(have);
  return out;
}

/**
 * Chosen numbers for a battle: how many galleys of each sea next to it to call
 * (attacker, defender) and which loss order, or how many units of each kind and
 * galleys an ally lends. Galleys of several seas share one menu (taken from the
 * seas in map order) when a menu per sea would not fit in Discord's five rows.
 * The builder only offers legal counts; a forged custom_id still reaches the
 * engine, which refuses it and changes nothing.
 */
function partialStep(s: C2State, seat: number, gameId: string, verb: string, args: string[], value: string | undefined, t: Translate): StepResult {
  const v = s.version;
  const mode = args[0] ?? value ?? '';
  const b = s.battle;
  let at: string;
  let target = -1;
  if (mode === 'd' || mode === 'l') {
    if (!b || b.stage !== 'muster' || b.muster[0] !== seat || (mode === 'd') !== (seat === b.defender.seat)) return mainMenu(s, seat, gameId, t);
    at = b.at;
  } else if (mode[0] === 'a' && mode.length === 4 && s.phase === 'actions') {
    at = unP(mode.slice(1, 3));
    target = Number(mode[3]);
    if (!at || !s.players[target]) return mainMenu(s, seat, gameId, t);
  } else return mainMenu(s, seat, gameId, t);
  const near = galleysNear(s, seat, at);
  const seas = Object.keys(near);
  const here = s.army[at][seat];
  const land = mode === 'l' ? LAND.filter((k) => here[k] > 0) : [];
  const withLosses = mode !== 'l';
  const merged = land.length + seas.length > 4 - (withLosses ? 1 : 0);
  const fields: { key: string; have: number; place: string }[] = [
    ...land.map((k) => ({ key: k, have: here[k], place: placeName(at, t) })),
    ...(merged ? [{ key: 'galley', have: seas.reduce((x, y) => x + near[y], 0), place: placeName(at, t) }]
      : seas.map((x) => ({ key: 'galley', have: near[x], place: placeName(x, t) }))),
  ];
  const n = fields.map((f, i) => {
    const given = args[1]?.split('.')[i];
    return given === undefined ? (mode === 'l' ? 0 : f.have) : Math.max(0, parseInt(given, 10) || 0);
  });
  let losses = Math.max(0, Math.min(LOSS_ORDERS.length - 1, parseInt(args[1]?.split('.')[fields.length] ?? '0', 10) || 0));
  if (verb === 'qg' && args.length === 3) {
    const f = Number(args[2]);
    if (f === fields.length) losses = Math.max(0, Math.min(LOSS_ORDERS.length - 1, Number(value) || 0));
    else if (f >= 0 && f < fields.length) n[f] = Math.max(0, Number(value) || 0);
  }
  const galleys: Record<string, number> = {};
  if (merged) {
    // One count for all seas: filled sea by sea; an impossible count stays whole so the engine refuses it.
    let left = n[land.length] ?? 0;
    const have = seas.reduce((x, y) => x + near[y], 0);
    if (left > have) { if (seas[0]) galleys[seas[0]] = left; left = 0; }
    for (const x of seas) { const take = Math.min(left, near[x]); if (take > 0) galleys[x] = take; left -= take; }
  } else seas.forEach((x, i) => { if (n[land.length + i] > 0) galleys[x] = n[land.length + i]; });
  const lent = { infantry: 0, cavalry: 0, catapult: 0 };
  land.forEach((k, i) => { lent[k] = n[i]; });
  const action: C2Action = mode === 'l' ? { type: 'muster', galleys, units: lent }
    : mode === 'd' ? { type: 'muster', galleys, losses: [...LOSS_ORDERS[losses]] }
      : { type: 'attack', at, target, galleys, losses: [...LOSS_ORDERS[losses]] };
  if (verb === 'qh') return { kind: 'action', action };
  const code = [...n, ...(withLosses ? [losses] : [])].join('.');
  const rows: Row[] = fields.map((f, i) => row(select(gid(gameId, v, 'qg', mode, code, i), t('conquest2.step.howMany', { place: f.place, units: t(`conquest2.unit.${f.key}`, { count: f.have }) }),
    countOptions(f.have).map((x) => ({ label: t(`conquest2.unit.${f.key}`, { count: x }), value: String(x), default: x === n[i] })))));
  if (withLosses) {
    rows.push(row(select(gid(gameId, v, 'qg', mode, code, fields.length), t('conquest2.step.lossPick'),
      LOSS_ORDERS.map((o, i) => ({ label: lossText(o, t).slice(0, 100), value: String(i), default: i === losses })))));
  }
  const label = actionLabel(s, action, t);
  rows.push(row(button(gid(gameId, v, 'qh', mode, code), label, ButtonStyle.Primary), button(gid(gameId, v, 'qb'), t('conquest2.step.back'))));
  return { kind: 'ui', content: `${statusText(s, seat, t)}
${t('conquest2.step.partialHelp')}
**${label}**`.slice(0, 2000), components: rows };
}

/** The attacks whose galley call can be chosen in numbers: one per province and target with own galleys next to it. */
function partialAttacks(s: C2State, seat: number): { at: string; target: number }[] {
  const out = new Map<string, { at: string; target: number }>();
  for (const a of conquest2.legalActions(s, seat)) {
    if (a.type === 'attack' && Object.keys(a.galleys ?? {}).length > 0) out.set(`${a.at}:${a.target}`, { at: a.at, target: a.target });
  }
  return [...out.values()];
}

function categoryMenu(s: C2State, seat: number, gameId: string, cat: string, page: number, t: Translate): StepResult {
  if (cat === 'bid') return bidStep(s, seat, gameId, [], undefined, t);
  const v = s.version;
  const items = conquest2.legalActions(s, seat).map((a, i) => [a, i] as const).filter(([a]) => category(a) === cat);
  if (items.length === 0) return mainMenu(s, seat, gameId, t);
  const pages = Math.ceil(items.length / SELECT_MAX);
  // A forged page (not a number) shows the first.
  const p = Number.isInteger(page) ? Math.min(Math.max(0, page), pages - 1) : 0;
  const shown = items.slice(p * SELECT_MAX, (p + 1) * SELECT_MAX);
  const rows: Row[] = [];
  if (cat === 'recruit') {
    const where = KEY_IDS.filter((p) => canRecruitAt(s, seat, p));
    if (where.length) rows.push(row(select(gid(gameId, v, 'qe'), t('conquest2.step.recruitOwn'), where.map((p) => ({ label: placeName(p, t), value: p })))));
  }
  if (cat === 'move') {
    const origins = Object.keys(s.army).filter((p) => hasLeader(s, seat, p) && total(s.army[p][seat]) > 0);
    if (origins.length) rows.push(row(select(gid(gameId, v, 'qm'), t('conquest2.step.moveOwn'), origins.slice(0, SELECT_MAX).map((p) => ({ label: placeName(p, t), value: p, description: unitsText(s.army[p][seat], t).slice(0, 100) })))));
  }
  if (cat === 'attack') {
    const pairs = partialAttacks(s, seat);
    if (pairs.length) {
      rows.push(row(select(gid(gameId, v, 'qg'), t('conquest2.step.attackPartial'), pairs.slice(0, SELECT_MAX).map((x) => ({
        label: t('conquest2.act.attack', { player: colour(x.target, t), province: placeName(x.at, t) }).slice(0, 100), value: `a${P(x.at)}${x.target}`,
      })))));
    }
  }
  rows.push(row(select(gid(gameId, v, 'qa'), t(`conquest2.action.${cat}`), shown.map(([a, i]) => ({ label: actionLabel(s, a, t), value: String(i) })))));
  const buttons = [button(gid(gameId, v, 'qb'), t('conquest2.step.back'))];
  if (pages > 1) buttons.push(button(gid(gameId, v, 'qc', cat, (p + 1) % pages), t('conquest2.step.more', { page: p + 1, pages })));
  if (cat === 'muster' && s.battle) {
    const b = s.battle;
    const mode = seat === b.defender.seat ? 'd' : 'l';
    const here = s.army[b.at][seat];
    const something = Object.keys(galleysNear(s, seat, b.at)).length > 0 || (mode === 'l' && LAND.some((k) => here[k] > 0));
    if (something) buttons.unshift(button(gid(gameId, v, 'qg', mode), t('conquest2.step.partial'), ButtonStyle.Primary));
  }
  rows.push(row(...buttons));
  return { kind: 'ui', content: `${statusText(s, seat, t)}\n**${t(`conquest2.action.${cat}`)}**`.slice(0, 2000), components: rows };
}

export function buildStep(s: C2State, seat: number, gameId: string, verb: string, args: string[], values: string[], t: Translate): StepResult {
  switch (verb) {
    case 'play': case 'qp': case 'qw': case 'qb':
      return mainMenu(s, seat, gameId, t);
    case 'qc':
      return categoryMenu(s, seat, gameId, values[0] ?? args[0] ?? '', Number(args[1] ?? 0), t);
    case 'qn':
      return bidStep(s, seat, gameId, args, values[0], t);
    case 'qe': case 'qf':
      return recruitStep(s, seat, gameId, verb, args, values[0], t);
    case 'qm': case 'qj': case 'qk': case 'qd':
      return moveStep(s, seat, gameId, verb, args, values[0], t);
    case 'qg': case 'qh':
      return partialStep(s, seat, gameId, verb, args, values[0], t);
    case 'qu':
      return { kind: 'action', action: { type: 'undo' } };
    case 'qa': {
      const index = Number(values[0] ?? args[0]);
      const action = conquest2.legalActions(s, seat)[index];
      return action ? { kind: 'action', action } : { kind: 'illegal' };
    }
    default:
      return { kind: 'illegal' };
  }
}
