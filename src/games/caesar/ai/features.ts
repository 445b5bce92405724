/**
 * A learned evaluation for the master level: a few dozen features of a
 * position, seen from one side, combined by weights fitted to the outcomes of
 * seeded games (bench/caesar/fit-eval.ts writes data/caesar/master-eval.json,
 * with how it was made). The fitted model predicts the log-odds of winning;
 * the master divides it by the log-odds one extra control token is worth, so
 * its values stay in control tokens like the hand-made evaluation's (the
 * coach shows them).
 *
 * The hand-made evaluation (evaluate.ts) is one of the features, so the fit
 * can only re-weigh what it already knows and add what it misses: the race to
 * twelve control tokens, the quality of the hands, closing threats, border
 * chains, and whether each side can still place at all (a side that cannot
 * place loses). On held-out games it predicts the winner better than the
 * hand-made evaluation alone (log-loss 0.578 against 0.652, 67 % against 60 %
 * of positions right; the figures are in the weights file). Only two-player games: against Crassus the master keeps the
 * hand-made evaluation (his hand is a public row, not a supply).
 */
import { CONTROL_TOKENS_PER_SIDE, PROVINCES, PROVINCE_IDS, SPACES, TOKENS } from '../data';
import weightsJson from '../../../../data/caesar/master-eval.json';
import { evaluate, evaluateScanned, scanBorder, WIN_SCORE, type BorderScan } from './evaluate';
import type { CaesarState, ProvinceId, Side, SpaceSymbol } from '../types';

const P = PROVINCE_IDS.length;
const PINDEX = Object.fromEntries(PROVINCE_IDS.map((p, i) => [p, i])) as Record<ProvinceId, number>;
const SPACE_P = SPACES.map((s) => [PINDEX[s.provinces[0]], PINDEX[s.provinces[1]]] as const);
const SPACE_A = Int32Array.from(SPACE_P, (x) => x[0]);
const SPACE_B = Int32Array.from(SPACE_P, (x) => x[1]);
const SLOTS = PROVINCE_IDS.map((p) => PROVINCES[p].provinceSpaces);
const N_SPACES = SPACES.length;

/** Feature names, in vector order (the weights file lists them too, and must match). */
export const FEATURE_NAMES = [
  'base', 'control', 'controlSq', 'senate', 'supplyCount', 'supplyBest', 'supplyWild', 'toMove', 'extraTurn',
  'close1Margin', 'close1Sign', 'close2', 'openFar', 'borderPairs', 'closeThreats', 'fillable', 'nearWin',
  'bagQuality', 'centurions',
  // The same with the game's progress (filled spaces / 30), so weights can change as the board fills.
  'base*phase', 'control*phase', 'supplyBest*phase', 'close1Margin*phase', 'close2*phase', 'openFar*phase',
  'borderPairs*phase', 'fillable*phase', 'toMove*phase',
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

const expect = new Float64Array(P);

// Which spaces a hand can fill, as bit masks over the three space symbols: the
// features only ask whether anything fits, once per free space and side.
const SYMBOL_BIT: Record<SpaceSymbol, number> = { sword: 1, shield: 2, ship: 4 };
const SPACE_BIT = SPACES.map((s) => SYMBOL_BIT[s.symbol]);
const TOKEN = new Map(Object.values(TOKENS).map((t) => [t.id, t]));
const WILD = new Set(Object.values(TOKENS).filter((t) => t.symbols.includes('wild')).map((t) => t.id));
const TOKEN_MASK = new Map(Object.values(TOKENS).map((t) => [t.id, t.symbols.reduce((m, y) => m | (y === 'wild' ? 7 : SYMBOL_BIT[y]), 0)]));

// One record a token id for the hand passes below (a single map look-up a token).
const INFO = new Map(Object.values(TOKENS).map((t) => [t.id, { mask: TOKEN_MASK.get(t.id)!, top: t.values[0], wild: WILD.has(t.id) ? 1 : 0 }]));

/** The symbols some token of a hand fits (or-ed masks), the sum behind meanTop, and its wild tokens, in one pass. */
interface Hand { mask: number; sum: number; wilds: number }
const handMe: Hand = { mask: 0, sum: 0, wilds: 0 };
const handOpp: Hand = { mask: 0, sum: 0, wilds: 0 };
function readHand(tokens: readonly string[], h: Hand): Hand {
  let mask = 0;
  let sum = 0;
  let w = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = INFO.get(tokens[k]);
    if (t === undefined) continue;
    mask |= t.mask;
    sum += t.top;
    w += t.wild;
  }
  h.mask = mask;
  h.sum = sum;
  h.wilds = w;
  return h;
}
const meanOf = (sum: number, n: number) => (n === 0 ? 0 : sum / n);

function meanTop(tokens: readonly string[]): number {
  if (tokens.length === 0) return 0;
  let s = 0;
  for (const id of tokens) s += TOKEN.get(id)?.values[0] ?? 0;
  return s / tokens.length;
}


/**
 * The feature vector of `state` for `me` (antisymmetric: swapping the sides
 * negates it). `closer` as in evaluate(): who filled the last space of a
 * province the engine has not closed yet (virtual positions).
 */
export function features(state: CaesarState, me: Side, closer: Side | null = null, out = new Float64Array(FEATURE_COUNT), scanned?: BorderScan): Float64Array {
  const opp = (1 - me) as Side;
  const sMe = state.sides[me];
  const sOpp = state.sides[opp];
  const placedMe = CONTROL_TOKENS_PER_SIDE - sMe.controlLeft;
  const placedOpp = CONTROL_TOKENS_PER_SIDE - sOpp.controlLeft;
  const hMe = readHand(sMe.supply, handMe);
  const hOpp = readHand(sOpp.supply, handOpp);
  const fitMe = hMe.mask;
  const fitOpp = hOpp.mask;

  // The same one-pass scan the hand-made evaluation reads (it is a feature too,
  // fed below); a caller that has just scanned this state (threats.ts) passes it.
  const border = scanned ?? scanBorder(state);
  const { inf0, inf1, free, lastFree, filled } = border;
  const phase = filled / N_SPACES;

  let close1Margin = 0;
  let close1Sign = 0;
  let close2 = 0;
  let openFar = 0;
  let closeThreats = 0;
  for (let i = 0; i < P; i++) {
    const ps = state.provinces[PROVINCE_IDS[i]];
    if (ps.closed) {
      expect[i] = ps.controller === null ? 0 : ps.controller === me ? 1 : -1;
      continue;
    }
    const m = me === 0 ? inf0[i] - inf1[i] : inf1[i] - inf0[i];
    const f = free[i];
    expect[i] = Math.tanh(m / (2 + 2 * f));
    if (f <= 1) {
      close1Margin += SLOTS[i] * Math.max(-6, Math.min(6, m)) / 6;
      close1Sign += SLOTS[i] * Math.sign(m);
      if (f === 1) {
        const sp = lastFree[i];
        if (fitMe & SPACE_BIT[sp]) closeThreats++;
        if (fitOpp & SPACE_BIT[sp]) closeThreats--;
      }
    } else if (f === 2) close2 += SLOTS[i] * Math.tanh(m / 4);
    else openFar += SLOTS[i] * Math.tanh(m / 6);
  }

  // Border chains: a free-of-control border between two provinces one side holds or leads.
  let borderPairs = 0;
  let fillMe = 0;
  let fillOpp = 0;
  const spaces = state.spaces;
  for (let sid = 0; sid < N_SPACES; sid++) {
    const sp = spaces[sid];
    if (!sp.placed) {
      if (fitMe & SPACE_BIT[sid]) fillMe++;
      if (fitOpp & SPACE_BIT[sid]) fillOpp++;
    }
    if (sp.control) continue;
    const ea = expect[SPACE_A[sid]];
    const eb = expect[SPACE_B[sid]];
    borderPairs += Math.max(ea, 0) * Math.max(eb, 0) - Math.max(-ea, 0) * Math.max(-eb, 0);
  }
  // Whether each side can place at all, on a scale where having no move is a loss.
  const fillable = Math.sqrt(fillMe) - Math.sqrt(fillOpp);

  const base = evaluateScanned(state, me, closer, border);
  const control = placedMe - placedOpp;
  const supplyBest = meanOf(hMe.sum, sMe.supply.length) - meanOf(hOpp.sum, sOpp.supply.length);
  const toMove = state.active === me ? 1 : -1;

  let k = 0;
  out[k++] = base;
  out[k++] = control;
  out[k++] = (placedMe * placedMe - placedOpp * placedOpp) / CONTROL_TOKENS_PER_SIDE;
  out[k++] = sMe.senate.length - sOpp.senate.length;
  out[k++] = sMe.supply.length - sOpp.supply.length;
  out[k++] = supplyBest;
  out[k++] = hMe.wilds - hOpp.wilds;
  out[k++] = toMove;
  out[k++] = state.extraTurn ? toMove : 0;
  out[k++] = close1Margin;
  out[k++] = close1Sign;
  out[k++] = close2;
  out[k++] = openFar;
  out[k++] = borderPairs;
  out[k++] = closeThreats;
  out[k++] = fillable;
  out[k++] = (placedMe >= CONTROL_TOKENS_PER_SIDE - 2 ? 1 : 0) - (placedOpp >= CONTROL_TOKENS_PER_SIDE - 2 ? 1 : 0);
  out[k++] = meanTop(sMe.bag) - meanTop(sOpp.bag);
  out[k++] = sMe.centurionsAvailable.length - sOpp.centurionsAvailable.length;
  out[k++] = base * phase;
  out[k++] = control * phase;
  out[k++] = supplyBest * phase;
  out[k++] = close1Margin * phase;
  out[k++] = close2 * phase;
  out[k++] = openFar * phase;
  out[k++] = borderPairs * phase;
  out[k++] = fillable * phase;
  out[k++] = toMove * phase;
  return out;
}

export interface EvalWeights {
  features: readonly string[];
  /** Log-odds weights per feature, in FEATURE_NAMES order. */
  weights: number[];
  /** Log-odds of one extra control token (control + base weights): the unit of the output. */
  perToken: number;
}

function checked(w: EvalWeights): EvalWeights {
  if (w.features.length !== FEATURE_COUNT || w.features.some((n, i) => n !== FEATURE_NAMES[i]) || w.weights.length !== FEATURE_COUNT) {
    throw new Error('data/caesar/master-eval.json does not match the feature list in features.ts');
  }
  if (!(w.perToken > 0)) throw new Error('data/caesar/master-eval.json: perToken must be positive');
  return w;
}

export const MASTER_EVAL: EvalWeights = checked(weightsJson as EvalWeights);

const scratch = new Float64Array(FEATURE_COUNT);

/** Log-odds that `me` wins, by the weights `w`. */
export function logOdds(state: CaesarState, me: Side, w: EvalWeights, closer: Side | null = null, scanned?: BorderScan): number {
  const f = features(state, me, closer, scratch, scanned);
  let z = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) z += w.weights[i] * f[i];
  return z;
}

/**
 * The learned evaluation in control tokens (terminal positions as evaluate()
 * scores them). `scanned`: scanBorder(state), when the caller has it already.
 */
export function learnedEvaluate(state: CaesarState, me: Side, closer: Side | null = null, w: EvalWeights = MASTER_EVAL, scanned?: BorderScan): number {
  if (state.winner !== null) return evaluate(state, me);
  const v = logOdds(state, me, w, closer, scanned) / w.perToken;
  // Stays inside the terminal scores whatever the weights.
  return Math.max(-WIN_SCORE / 2, Math.min(WIN_SCORE / 2, v));
}
