/**
 * Crassus's placement algorithm for the Caesar! solo mode: which token of his row
 * goes on which free border space, and which of its numbers faces which province.
 *
 * It follows the rulebook's "Algoritmus volby žetonu a pole, kam ho máte za Crassa
 * umístit" step by step, with its three tie-break lists (province, space, token).
 * Every reading of an ambiguous sentence is listed with the Czech text it
 * interprets in docs/caesar-crassus.md; the comments below name them (R1, R2, …).
 *
 * Pure: reads the state, never mutates it, and draws randomness only from the
 * given Rng, and only when a "determine at random" tie is actually reached.
 */
import type { Rng } from '../../../core/rng';
import { PROVINCES, PROVINCE_IDS, SPACES, TOKENS, fits, otherProvince } from '../data';
import type { CaesarState, ProvinceId, Side } from '../types';

export interface CrassusPlacement {
  token: string;
  space: number;
  /** The province that receives the token's first (higher) number. */
  toward: ProvinceId;
}

/** Which step of the algorithm fired: 1 win control, 2 close anyway, 3 catch up,
 *  4 reinforce, 5 next to his provinces, 6 central, 7 anywhere. */
export type CrassusStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface CrassusDecision extends CrassusPlacement {
  step: CrassusStep;
  /** The province the step aimed at. */
  province: ProvinceId;
  /** What the token gives that province. */
  value: number;
}

/** One legal way to place a row token: (row token, free fitting space, orientation). */
interface Placement {
  token: string;
  rowIndex: number;
  space: number;
  toward: ProvinceId;
}

/** A placement seen from one of its space's two provinces. */
interface Option extends Placement {
  province: ProvinceId;
  value: number;
}

type Extreme = 'min' | 'max';

const ITALIA: ProvinceId = 'italia';

/** The rulebook's whole algorithm; null when no row token fits any free space. */
export function chooseCrassusPlacement(
  state: CaesarState, rng: Rng,
): { token: string; space: number; toward: ProvinceId } | null {
  const d = decideCrassusPlacement(state, rng);
  return d && { token: d.token, space: d.space, toward: d.toward };
}

/** Like chooseCrassusPlacement, but also says which step decided (for logs and tests). */
export function decideCrassusPlacement(state: CaesarState, rng: Rng): CrassusDecision | null {
  if (!state.options.solo) throw new Error('chooseCrassusPlacement needs a solo game');
  const ctx = new Context(state, state.options.solo.crassus);
  const placements = legalPlacements(state, state.crassus?.row ?? []);
  if (placements.length === 0) return null;

  // Steps 1 and 2 look at every placement that closes a province (R1, R2).
  const winning: Option[] = [];
  const closingForHuman: Option[] = [];
  for (const pl of placements) {
    const closing = ctx.provincesClosedBy(pl.space);
    if (closing.length === 0) continue;
    const options = closing.map((p) => ({ ...pl, province: p, value: valueFor(pl, p) }));
    const wins = options.filter((o) => ctx.crassusWinsClosing(o.province, o.value));
    if (wins.length > 0) winning.push(...wins);
    else if (!ctx.humanWinsAfter(pl)) closingForHuman.push(...options);
  }
  if (winning.length > 0) return ctx.pickByValue(1, winning, 'min', rng);
  if (closingForHuman.length > 0) return ctx.pickByValue(2, closingForHuman, 'min', rng);

  // Steps 3-7 choose a province first; the token then faces it with its higher number (R3).
  const placeable = ctx.placeableProvinces(placements);

  const behind = placeable.filter((p) => ctx.crassusInf(p) < ctx.humanInf(p));
  if (behind.length > 0) {
    return ctx.pickProvinceThenHighest(3, placements, behind, (p) => ctx.disadvantage(p), 'max', rng);
  }

  const present = placeable.filter((p) => ctx.crassusInf(p) > 0);
  if (present.length > 0) {
    return ctx.pickProvinceThenHighest(4, placements, present, (p) => ctx.missingForControl(p), 'min', rng);
  }

  const highest = (p: ProvinceId) => highestValueInto(placements, p);
  const nextToHis = placeable.filter((p) => ctx.nextToCrassus(p));
  if (nextToHis.length > 0) {
    return ctx.pickProvinceThenHighest(5, placements, nextToHis, highest, 'max', rng);
  }

  const central = placeable.filter((p) => PROVINCES[p].central);
  if (central.length > 0) {
    return ctx.pickProvinceThenHighest(6, placements, central, highest, 'max', rng, true);
  }

  return ctx.pickProvinceThenHighest(7, placements, placeable, highest, 'max', rng);
}

/** Every legal placement from the row. Crassus never places face down. */
function legalPlacements(state: CaesarState, row: readonly string[]): Placement[] {
  const out: Placement[] = [];
  row.forEach((token, rowIndex) => {
    for (const sp of state.spaces) {
      if (sp.placed !== null || !fits(TOKENS[token], SPACES[sp.id].symbol)) continue;
      for (const toward of SPACES[sp.id].provinces) out.push({ token, rowIndex, space: sp.id, toward });
    }
  });
  return out;
}

/** What a token gives `province`, one of its space's two provinces. */
function valueFor(t: { token: string; toward: ProvinceId }, province: ProvinceId): number {
  const [hi, lo] = TOKENS[t.token].values;
  return t.toward === province ? hi : lo;
}

/** The highest number any row token can give the province: its higher number, facing it (R3). */
function highestValueInto(placements: Placement[], p: ProvinceId): number {
  let best = -1;
  for (const pl of placements) if (pl.toward === p) best = Math.max(best, valueFor(pl, p));
  return best;
}

function isWild(token: string): boolean {
  return TOKENS[token].symbols.includes('wild');
}

function tokenSum(token: string): number {
  const [a, b] = TOKENS[token].values;
  return a + b;
}

function keepExtreme<T>(items: T[], key: (t: T) => number, extreme: Extreme): T[] {
  if (items.length === 0) return items;
  const keys = items.map(key);
  const best = extreme === 'max' ? Math.max(...keys) : Math.min(...keys);
  return items.filter((_, i) => keys[i] === best);
}

/** A tie-break criterion narrows the choice only when some option meets it. */
function preferWhere<T>(items: T[], test: (t: T) => boolean): T[] {
  const kept = items.filter(test);
  return kept.length > 0 ? kept : items;
}

class Context {
  readonly human: Side;
  private readonly infCache = new Map<ProvinceId, [number, number]>();

  constructor(readonly state: CaesarState, readonly crassus: Side) {
    this.human = (1 - crassus) as Side;
  }

  /** Face-up influence on the province's borders, indexed by side (R4). */
  private influence(p: ProvinceId): [number, number] {
    let inf = this.infCache.get(p);
    if (!inf) {
      inf = [0, 0];
      for (const id of PROVINCES[p].spaces) {
        const t = this.state.spaces[id].placed;
        if (t && !t.faceDown) inf[t.side] += valueFor(t, p);
      }
      this.infCache.set(p, inf);
    }
    return inf;
  }

  crassusInf(p: ProvinceId): number {
    return this.influence(p)[this.crassus];
  }

  humanInf(p: ProvinceId): number {
    return this.influence(p)[this.human];
  }

  isOpen(p: ProvinceId): boolean {
    return !this.state.provinces[p].closed;
  }

  /** How far Crassus is behind (negative when ahead). */
  disadvantage(p: ProvinceId): number {
    return this.humanInf(p) - this.crassusInf(p);
  }

  /** Influence Crassus still lacks to take control on his own turn, where a tie is his (R5). */
  missingForControl(p: ProvinceId): number {
    return Math.max(0, this.disadvantage(p));
  }

  /** Borders a province Crassus controls (a face-down control token still counts, R7). */
  nextToCrassus(p: ProvinceId): boolean {
    return PROVINCES[p].neighbours.some((q) => this.state.provinces[q].controller === this.crassus);
  }

  provincesClosedBy(space: number): ProvinceId[] {
    return SPACES[space].provinces.filter((p) => this.isOpen(p)
      && PROVINCES[p].spaces.every((id) => id === space || this.state.spaces[id].placed !== null));
  }

  /** Closing on Crassus's turn: a tie goes to Crassus (solo rule). */
  crassusWinsClosing(p: ProvinceId, added: number): boolean {
    return this.crassusInf(p) + added >= this.humanInf(p);
  }

  /**
   * Whether the human would place their last control token as a result of this
   * closing placement: a control token per province space of each province they
   * win, and every border-control token they could then add (R2).
   */
  humanWinsAfter(pl: Placement): boolean {
    const wonByHuman = this.provincesClosedBy(pl.space)
      .filter((p) => !this.crassusWinsClosing(p, valueFor(pl, p)));
    let count = 0;
    const borders = new Set<number>();
    for (const p of wonByHuman) {
      count += PROVINCES[p].provinceSpaces;
      for (const id of PROVINCES[p].spaces) {
        if (this.state.spaces[id].control) continue;
        const other = otherProvince(id, p);
        const ps = this.state.provinces[other];
        const otherIsHis = wonByHuman.includes(other)
          || (ps.controller === this.human && !ps.controlTokens.some((c) => c.faceDown));
        if (otherIsHis) borders.add(id);
      }
    }
    count += borders.size;
    return this.state.sides[this.human].controlLeft - count <= 0;
  }

  placeableProvinces(placements: Placement[]): ProvinceId[] {
    const set = new Set<ProvinceId>();
    for (const pl of placements) for (const p of SPACES[pl.space].provinces) set.add(p);
    return PROVINCE_IDS.filter((p) => set.has(p));
  }

  /** Steps 1-2: the value decides first, over all provinces, then the province list (R1). */
  pickByValue(step: CrassusStep, options: Option[], extreme: Extreme, rng: Rng): CrassusDecision {
    const best = keepExtreme(options, (o) => o.value, extreme);
    const province = this.breakProvinceTie([...new Set(best.map((o) => o.province))], rng, false);
    return this.finish(step, best.filter((o) => o.province === province), province, extreme, rng);
  }

  /** Steps 3-7: a province by the step's measure, then the highest-value token into it. */
  pickProvinceThenHighest(
    step: CrassusStep, placements: Placement[], provinces: ProvinceId[],
    measure: (p: ProvinceId) => number, extreme: Extreme, rng: Rng, italiaFirst = false,
  ): CrassusDecision {
    const best = keepExtreme(provinces, measure, extreme);
    const province = this.breakProvinceTie(best, rng, italiaFirst);
    const into: Option[] = placements
      .filter((pl) => pl.toward === province)
      .map((pl) => ({ ...pl, province, value: valueFor(pl, province) }));
    return this.finish(step, keepExtreme(into, (o) => o.value, 'max'), province, 'max', rng);
  }

  /** "Postup v případě, že je více možností, do které provincie žeton umístit". */
  private breakProvinceTie(provinces: ProvinceId[], rng: Rng, italiaFirst: boolean): ProvinceId {
    if (provinces.length === 1) return provinces[0];
    if (italiaFirst && provinces.includes(ITALIA)) return ITALIA;
    const bonus = (p: ProvinceId) => this.state.provinces[p].bonus;
    let left = provinces;
    left = preferWhere(left, (p) => this.nextToCrassus(p));
    left = preferWhere(left, (p) => bonus(p) === 'senate');
    if (this.state.options.modules.poison) left = preferWhere(left, (p) => bonus(p) === 'poison');
    left = preferWhere(left, (p) => PROVINCES[p].central);
    left = preferWhere(left, (p) => PROVINCES[p].neighbours.some((q) => PROVINCES[q].central));
    return left.length === 1 ? left[0] : rng.pick(PROVINCE_IDS.filter((p) => left.includes(p)));
  }

  /** Space ("Volba pole ve zvolené provincii"), then token ("Volba žetonu v případě shody"). */
  private finish(
    step: CrassusStep, options: Option[], province: ProvinceId, extreme: Extreme, rng: Rng,
  ): CrassusDecision {
    const across = (s: number) => otherProvince(s, province);
    let spaces = [...new Set(options.map((o) => o.space))].sort((a, b) => a - b);
    // R6: rank the provinces across the candidate spaces; only a real disadvantage counts.
    const behind = spaces.filter((s) => this.isOpen(across(s)) && this.disadvantage(across(s)) > 0);
    if (behind.length > 0) spaces = keepExtreme(behind, (s) => this.disadvantage(across(s)), 'max');
    spaces = preferWhere(spaces, (s) => PROVINCES[across(s)].central);
    const space = spaces.length === 1 ? spaces[0] : rng.pick(spaces);

    let tokens = options.filter((o) => o.space === space);
    tokens = preferWhere(tokens, (o) => !isWild(o.token));
    tokens = keepExtreme(tokens, (o) => tokenSum(o.token), extreme);
    tokens = keepExtreme(tokens, (o) => -o.rowIndex, 'max');
    // A symmetric token (3/3) gives the same value either way round: face the target.
    const chosen = tokens.find((o) => o.toward === province) ?? tokens[0];
    return { step, province, value: chosen.value, token: chosen.token, space: chosen.space, toward: chosen.toward };
  }
}
