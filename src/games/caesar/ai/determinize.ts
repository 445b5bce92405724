/**
 * Rebuilds a full Caesar! state from one player's view by sampling everything
 * the viewer cannot see: the opponent's supply (from their `unseen` tokens),
 * both bags (the rest), the Checkpoints bank, Crassus's tile deck and Centurion
 * stack, the tokens the opponent placed face down on Checkpoints, and a fresh
 * rng. The AI searches over such samples, so it can never profit from knowing
 * the real hidden parts.
 */
import { initialRngState, Rng } from '../../../core/rng';
import { BONUS_COUNTS, SPACES, TOKENS, fits, tokensOf } from '../data';
import { crassusDeck } from '../solo/tiles';
import type {
  BonusKind, BorderSpaceState, CaesarState, CaesarView, CrassusTile, ProvinceId, Side, SideState, SideView,
} from '../types';

/** Removes one occurrence of each of `used` from `pool` (as far as present). */
function without<T>(pool: T[], used: readonly T[]): T[] {
  const rest = [...pool];
  for (const u of used) {
    const i = rest.indexOf(u);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** Takes `n` random items of `pool`, padding with `pad()` if the pool is too small. */
function sample<T>(rng: Rng, pool: T[], n: number, pad: () => T): T[] {
  const items = [...pool];
  const out: T[] = [];
  while (out.length < n) out.push(items.length > 0 ? rng.take(items) : pad());
  return out;
}

function tokensOnBoard(view: CaesarView): Set<string> {
  const s = new Set<string>();
  for (const sp of view.spaces) if (sp.placed?.token) s.add(sp.placed.token);
  return s;
}

interface Private { supply: string[]; bag: string[]; concealed: Map<number, string> }

function privateOf(view: CaesarView, side: Side, rng: Rng): Private {
  const sv: SideView = view.sides[side];
  if (sv.supply) {
    const own = new Set(sv.supply);
    return { supply: [...sv.supply], bag: sv.unseen.filter((t) => !own.has(t)), concealed: new Map() };
  }
  // The side's face-down Checkpoint tokens first: each a random unseen token that fits its space.
  const pool = [...sv.unseen];
  const concealed = new Map<number, string>();
  for (const sp of view.spaces) {
    if (sp.placed?.token !== null || sp.placed.side !== side) continue;
    const fitting = pool.filter((t) => fits(TOKENS[t], SPACES[sp.id].symbol));
    const pick = fitting.length > 0 ? rng.pick(fitting) : pool.length > 0 ? rng.pick(pool) : null;
    if (pick === null) continue;
    pool.splice(pool.indexOf(pick), 1);
    concealed.set(sp.id, pick);
  }
  // A Centurion token out of the bag was taken into the supply with a public event;
  // it can only be back in the bag after Poison, which is rare, so it goes first.
  const centurions = pool.filter((t) => tokensOf(side, true).includes(t));
  const basics = pool.filter((t) => !centurions.includes(t));
  const rngBasics = rng.shuffle([...basics]);
  const ordered = [...centurions, ...rngBasics];
  const n = Math.min(sv.supplyCount, ordered.length);
  return { supply: ordered.slice(0, n), bag: ordered.slice(n), concealed };
}

/** The border with every concealed token replaced by its sampled identity (face down, 0/0 either way). */
function spacesOf(view: CaesarView, guesses: Private[]): BorderSpaceState[] {
  return view.spaces.map((sp): BorderSpaceState => {
    const control = sp.control ? { ...sp.control } : null;
    const p = sp.placed;
    if (!p) return { id: sp.id, placed: null, control };
    if (p.token !== null) return { id: sp.id, placed: { ...p }, control };
    const token = guesses[p.side].concealed.get(sp.id);
    // No token left to guess (an inconsistent view): any of the side's ids keeps the state well-formed.
    const id = token ?? tokensOf(p.side, false)[0];
    return { id: sp.id, placed: { token: id, side: p.side, toward: SPACES[sp.id].provinces[0], faceDown: true, concealed: true }, control };
  });
}

function bankOf(view: CaesarView, rng: Rng): BonusKind[] {
  if (view.bankCount === 0) return [];
  const { poison, centurions } = view.options.modules;
  const all: BonusKind[] = [];
  for (const [kind, n] of Object.entries(BONUS_COUNTS) as [BonusKind, number][]) {
    if (kind === 'poison' && !poison) continue;
    if (kind === 'centurion' && !centurions) continue;
    for (let i = 0; i < n; i++) all.push(kind);
  }
  const visible: BonusKind[] = [];
  for (const p of Object.values(view.provinces)) if (p.bonus) visible.push(p.bonus);
  for (const s of view.sides) visible.push(...s.bonusesTaken);
  return sample(rng, without(all, visible), view.bankCount, () => 'might');
}

function crassusOf(view: CaesarView, rng: Rng, stratum: number | null): CaesarState['crassus'] {
  const c = view.crassus;
  if (!c || !view.options.solo) return null;
  const side = view.options.solo.crassus;
  const mix = crassusDeck(view.options);
  const pool = without(mix, c.discard);
  const deck = sample<CrassusTile>(rng, pool, c.deckCount, () => 'A');
  // Stratify the next tile over the samples: sample i turns up the i-th remaining
  // tile, so a handful of samples covers Crassus's possible turns in proportion.
  if (stratum !== null && deck.length > 1) {
    const want = [...deck].sort()[stratum % deck.length];
    const at = deck.indexOf(want);
    [deck[0], deck[at]] = [deck[at], deck[0]];
  }
  // The face-down Centurion stack holds Crassus's Centurions not yet seen anywhere.
  const onBoard = tokensOnBoard(view);
  const hidden = tokensOf(side, true).filter((t) => !onBoard.has(t) && !c.row.includes(t)
    && !view.sides[side].centurionsAvailable.includes(t) && !view.sides[side].unseen.includes(t));
  const centurionStack = sample(rng, hidden, Math.min(c.centurionStackCount, hidden.length), () => hidden[0]);
  return { row: [...c.row], discard: [...c.discard], lastTile: c.lastTile, deck, centurionStack };
}

/**
 * One full state consistent with `view`. Only the viewer's side is known for
 * sure; everything hidden is drawn with `rng`. The result carries a fresh
 * generator, so future draws are sampled too. `stratum` (the sample's index)
 * spreads Crassus's next tile evenly over a series of samples.
 */
export function determinize(view: CaesarView, rng: Rng, stratum: number | null = null): CaesarState {
  const { viewer: _viewer, bankCount: _bankCount, sides: sideViews, crassus: _crassus, spaces: _spaces, ...shared } = view;
  const bags = [privateOf(view, 0, rng), privateOf(view, 1, rng)];
  const crassus = crassusOf(view, rng, stratum);
  const sides = sideViews.map((sv, i): SideState => {
    const { supply: _s, supplyCount: _sc, bagCount: _bc, unseen: _u, ...pub } = sv;
    return structuredClone({ ...pub, supply: bags[i].supply, bag: bags[i].bag });
  }) as [SideState, SideState];
  const provinces = structuredClone(view.provinces) as Record<ProvinceId, CaesarState['provinces'][ProvinceId]>;
  return {
    ...structuredClone(shared),
    provinces,
    spaces: spacesOf(view, bags),
    sides,
    bank: bankOf(view, rng),
    crassus,
    rng: initialRngState(`det:${rng.int(0, 0x7fffffff)}`),
  } as CaesarState;
}
