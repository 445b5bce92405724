/**
 * Senators: lookups (where they are, votes, the HRAO), rating changes with
 * their limits, entering play (family cards, statesmen) and death with all of
 * its consequences (1.05.3).
 */
import type { Ctx } from './ctx';
import { emit, pickIndex } from './ctx';
import { familyCard, FAMILIES, K, STATESMEN } from './data';
import { refuse, REPUBLIC_ERRORS } from './errors';
import { BANK, move, senatorAcct } from './money';
import type { Office, RepublicState, Seat, Senator, SenatorId } from './types';

export const OFFICE_RANK: Office[] = ['dictator', 'romeConsul', 'fieldConsul', 'censor', 'masterOfHorse', 'pontifex'];
/** Offices that are Major Offices (1.07.8, 1.09.2). Proconsul is one too (armies). */
export const MAJOR_OFFICES: Office[] = ['dictator', 'romeConsul', 'fieldConsul', 'censor', 'masterOfHorse', 'pontifex'];

export function sen(s: RepublicState, id: SenatorId): Senator {
  const x = s.senators[id];
  if (!x) refuse(REPUBLIC_ERRORS.noSuchSenator, `no senator ${id} in play`);
  return x;
}

export function allSenators(s: RepublicState): Senator[] {
  return Object.values(s.senators);
}

export function senatorName(s: RepublicState, id: SenatorId): string {
  const x = s.senators[id];
  if (!x) return id;
  return x.statesman ? STATESMEN.get(x.statesman)!.name : FAMILIES.get(x.family)!.name;
}

/** Order for ties and lists: lower family number first, then the id. */
export function byId(a: Senator, b: Senator): number {
  return a.family - b.family || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function members(s: RepublicState, seat: Seat): Senator[] {
  return allSenators(s).filter((x) => x.faction === seat).sort(byId);
}

export function inRome(x: Senator): boolean {
  return x.where.kind === 'rome';
}

/** Aligned senators attending the Senate (1.09.11). */
export function senatorsInRome(s: RepublicState, seat?: Seat): Senator[] {
  return allSenators(s).filter((x) => x.faction !== null && inRome(x) && (seat === undefined || x.faction === seat)).sort(byId);
}

export function unaligned(s: RepublicState): Senator[] {
  return allSenators(s).filter((x) => x.faction === null && x.where.kind === 'forum').sort(byId);
}

/** Votes of a senator: ORA + knights, only in Rome (1.09.141). */
export function votesOf(x: Senator): number {
  return inRome(x) && x.faction !== null ? x.ora + x.knights : 0;
}

export function factionVotes(s: RepublicState, seat: Seat): number {
  return members(s, seat).reduce((n, x) => n + votesOf(x), 0);
}

/** Combined influence of a faction; captives and rebels do not count (1.12.2). */
export function factionInfluence(s: RepublicState, seat: Seat): number {
  return members(s, seat).filter((x) => x.where.kind !== 'captive' && x.rebel === null).reduce((n, x) => n + x.inf, 0);
}

export function officeHolder(s: RepublicState, office: Office): Senator | null {
  return allSenators(s).find((x) => x.office === office) ?? null;
}

/**
 * Highest Ranking Available Official (1.09.11): the highest office holder in
 * Rome; failing that the aligned senator in Rome with most INF (then ORA, then
 * lowest ID). `exclude` skips senators (who stepped down as PM, 1.09.144).
 */
export function hrao(s: RepublicState, exclude: SenatorId[] = []): Senator | null {
  const rome = senatorsInRome(s).filter((x) => !exclude.includes(x.id));
  for (const o of OFFICE_RANK) {
    const h = rome.find((x) => x.office === o);
    if (h) return h;
  }
  const sorted = [...rome].sort((a, b) => b.inf - a.inf || b.ora - a.ora || byId(a, b));
  return sorted[0] ?? null;
}

/** The HRAO's faction, or when nobody is in Rome the first faction still in the game. */
export function hraoSeat(s: RepublicState): Seat {
  const h = hrao(s);
  if (h && h.faction !== null) return h.faction;
  return s.factions.find((f) => !f.eliminated)?.seat ?? 0;
}

/** Factions still playing, starting with `first` and going clockwise (1.04.8). */
export function clockwiseFrom(s: RepublicState, first: Seat): Seat[] {
  const n = s.factions.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (first + i) % n;
    if (!s.factions[seat].eliminated) out.push(seat);
  }
  return out;
}

export function addInfluence(x: Senator, d: number): void {
  x.inf = Math.max(0, x.inf + d);
}

/** Popularity stays within -9..9 (1.07.31); Pompey doubles his gains and losses. */
export function addPopularity(x: Senator, d: number): void {
  const mult = x.statesman && STATESMEN.get(x.statesman)!.abilities.doublesPopularity ? 2 : 1;
  x.pop = Math.max(K('popularityMin'), Math.min(K('popularityMax'), x.pop + d * mult));
}

export function isFactionLeader(s: RepublicState, x: Senator): boolean {
  return x.faction !== null && s.factions[x.faction].leader === x.id;
}

/** A fresh senator from a family card, with the card's printed ratings. */
export function newFamilySenator(n: number, faction: Seat | null): Senator {
  const f = FAMILIES.get(n)!;
  return {
    id: String(n), family: n, familyCard: true, statesman: null, faction,
    where: faction === null ? { kind: 'forum' } : { kind: 'rome' },
    mil: f.mil, ora: f.ora, loy: f.loy, inf: f.inf, pop: 0, knights: 0, talents: 0,
    office: null, priorConsul: false, corrupt: false, major: false, concessions: [], rebel: null, returnedTurn: null,
  };
}

/** The senator in play carrying family card `n` (alone or under a statesman). */
export function familyHolder(s: RepublicState, n: number): Senator | null {
  return allSenators(s).find((x) => x.family === n && x.familyCard) ?? null;
}

export function statesmanInPlay(s: RepublicState, code: string): Senator | null {
  return allSenators(s).find((x) => x.statesman === code) ?? null;
}

/** Can `seat` put statesman `code` into play now (1.07.312)? */
export function statesmanPlayable(s: RepublicState, seat: Seat, code: string): boolean {
  const def = STATESMEN.get(code)!;
  const sameId = allSenators(s).filter((x) => x.family === def.family && x.statesman !== null);
  const brotherInPlay = def.brother !== null && sameId.some((x) => x.statesman === def.brother);
  if (sameId.length > 0 && !brotherInPlay) return false;
  if (sameId.some((x) => x.statesman === code)) return false;
  const fam = familyHolder(s, def.family);
  if (fam && fam.faction !== null && fam.faction !== seat && !brotherInPlay) return false;
  return true;
}

/**
 * Puts statesman `code` into `seat`'s faction (1.07.312). On his own family
 * card he takes over its markers, concessions, knights and talents, and its
 * INF and POP when higher; his MIL/ORA/LOY are his own.
 */
export function enterStatesman(ctx: Ctx, seat: Seat, code: string): Senator {
  const s = ctx.s;
  const def = STATESMEN.get(code)!;
  const fam = familyHolder(s, def.family);
  let x: Senator;
  if (fam && fam.statesman === null && (fam.faction === seat || fam.faction === null)) {
    x = fam;
    x.statesman = code;
    x.faction = seat;
    if (x.where.kind === 'forum') x.where = { kind: 'rome' };
    x.mil = def.mil;
    x.ora = def.ora;
    x.loy = def.loy;
    x.inf = Math.max(x.inf, def.inf);
    x.pop = Math.max(x.pop, def.pop);
  } else {
    x = {
      id: code, family: def.family, familyCard: false, statesman: code, faction: seat, where: { kind: 'rome' },
      mil: def.mil, ora: def.ora, loy: def.loy, inf: def.inf, pop: def.pop, knights: 0, talents: 0,
      office: null, priorConsul: false, corrupt: false, major: false, concessions: [], rebel: null, returnedTurn: null,
    };
    s.senators[code] = x;
    // A family card in the Curia or the deck stays there (1.07.312).
  }
  if (s.factions[seat].leader === null) s.factions[seat].leader = x.id;
  emit(ctx, 'statesmanPlayed', { seat, senator: x.id, statesman: code });
  return x;
}

/**
 * A family card arrives in the Forum (drawn, revived or returned): under its
 * statesman if one is in play (the "A" one of a pair, 1.07.312), otherwise as
 * an unaligned senator.
 */
export function familyToForum(ctx: Ctx, n: number): void {
  const s = ctx.s;
  const hosts = allSenators(s).filter((x) => x.family === n && x.statesman !== null && !x.familyCard).sort((a, b) => (a.id < b.id ? -1 : 1));
  if (hosts.length > 0) {
    hosts[0].familyCard = true;
    emit(ctx, 'familyJoinsStatesman', { family: n, senator: hosts[0].id });
    return;
  }
  const x = newFamilySenator(n, null);
  if (s.senators[x.id]) throw new Error(`family ${n} is already in play`);
  s.senators[x.id] = x;
  emit(ctx, 'senatorToForum', { senator: x.id });
}

export interface DeathHooks {
  /** Called before anything of his is cleared (2.03: a rebel governor's province). */
  before?: (ctx: Ctx, dying: Senator) => void;
  /** Called after a senator died (Senate: new PM; combat: army without commander...). */
  after?: (ctx: Ctx, dead: Senator) => void;
}

const deathHooks: DeathHooks[] = [];
/** Phase modules register what a death means for them (e.g. the Senate's Presiding Magistrate). */
export function onDeath(h: DeathHooks): void {
  deathHooks.push(h);
}

/**
 * A senator dies (1.05.3, 1.05.31): markers, office, knights and talents go;
 * concessions go to the Forum; a governor's province goes to the Forum; a
 * statesman leaves the game; the family card stays with its faction as the
 * same Faction Leader (v1.07A keeps the Faction Leader marker, see rulings) or
 * else goes to the bottom of the Curia.
 */
export function killSenator(ctx: Ctx, id: SenatorId, cause: string, opts: { noHeir?: boolean; byAssassination?: boolean } = {}): void {
  const s = ctx.s;
  const x = s.senators[id];
  if (!x) return;
  for (const h of deathHooks) h.before?.(ctx, x);
  const seat = x.faction;
  const wasLeader = seat !== null && s.factions[seat].leader === id;
  emit(ctx, 'senatorDies', { senator: id, name: senatorName(s, id), cause, faction: seat });
  move(s, senatorAcct(id), BANK, x.talents);
  for (const c of x.concessions) s.forum.concessions.push(c.card);
  x.concessions = [];
  // Every province he governs, in person or through a Legate (Vatinian Law).
  for (const p of Object.values(s.provinces)) {
    if (p.governor === id) { p.governor = null; p.term = 0; p.electedTurn = null; }
  }
  for (const a of s.armies) {
    if (a.commander === id) a.commander = null;
    if (a.masterOfHorse === id) a.masterOfHorse = null;
  }
  for (const l of s.legions) {
    if (l.allegiance !== id) continue;
    l.allegiance = null;
    // 2.04: his disbanded legions return to the force pool as plain legions.
    if (l.at === 'disbanded') { l.at = 'pool'; l.veteran = false; }
  }
  if (s.consulForLife === id) s.consulForLife = null;
  delete s.senators[id];
  if (wasLeader && seat !== null) s.factions[seat].leader = null;
  if (x.statesman) s.removed.push(`statesman:${x.statesman}`);

  // The family card (1.05.3): with a brother statesman, to his card (1.07.312).
  if (x.familyCard) {
    const brother = allSenators(s).find((y) => y.family === x.family && y.statesman !== null);
    if (brother) {
      brother.familyCard = true;
    } else if (wasLeader && seat !== null && !opts.noHeir) {
      const heir = newFamilySenator(x.family, seat);
      s.senators[heir.id] = heir;
      s.factions[seat].leader = heir.id;
      emit(ctx, 'heirTakesOver', { senator: heir.id, faction: seat });
    } else {
      s.curia.families.push(x.family);
    }
  }
  for (const h of deathHooks) h.after?.(ctx, x);
  if (seat !== null) factionEmptied(ctx, seat, opts.byAssassination ?? false);
}

/**
 * 1.05.4: a faction is destroyed only when it loses its last senator through
 * an assassination attempt; its hand is discarded and its treasury goes to the
 * bank. Otherwise a faction left without senators takes the top family card of
 * the Curia as its new leader (or waits for the next one).
 */
export function factionEmptied(ctx: Ctx, seat: Seat, byAssassination: boolean): void {
  const s = ctx.s;
  const f = s.factions[seat];
  if (f.eliminated || members(s, seat).length > 0) return;
  if (byAssassination) {
    f.eliminated = true;
    s.discard.push(...f.hand);
    f.hand = [];
    move(s, { kind: 'faction', seat }, BANK, f.treasury);
    f.leader = null;
    emit(ctx, 'factionDestroyed', { seat });
    return;
  }
  const n = s.curia.families.shift();
  if (n === undefined) return;
  const x = newFamilySenator(n, seat);
  s.senators[x.id] = x;
  f.leader = x.id;
  emit(ctx, 'factionRestarts', { seat, senator: x.id });
}

/** Kills the senator whose mortality chit `n` was drawn; the Gracchi/Licinii pair is decided at random (1.05.22). */
export function chitVictim(ctx: Ctx, n: number, filter: (x: Senator) => boolean = () => true): Senator | null {
  const cands = allSenators(ctx.s).filter((x) => x.family === n && filter(x)).sort(byId);
  if (cands.length === 0) return null;
  return cands.length === 1 ? cands[0] : cands[pickIndex(ctx, cands.length)];
}

export function familyCardId(x: Senator): string {
  return familyCard(x.family);
}
