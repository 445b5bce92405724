/**
 * A new game: bonus tokens on the provinces (Senate on Italia, the rest random;
 * Poison and Centurion replace random base tokens), bags shuffled, opening draws,
 * Crassus's row, deck and Centurion stack in solo mode.
 */
import { Rng, initialRngState } from '../../core/rng';
import { BONUS_COUNTS, CONTROL_TOKENS_PER_SIDE, PROVINCE_IDS, SPACES, tokensOf } from './data';
import { crassusDeck } from './solo/tiles';
import type { BonusKind, CaesarOptions, CaesarState, ProvinceId, ProvinceState, Side, SideState } from './types';

/** 2: PlacedToken.concealed (see migrate.ts). */
export const CAESAR_SCHEMA = 2;

/** The state right after set-up, before the first turn starts (pure; see startGame). */
export function initialState(options: CaesarOptions, seed: string): CaesarState {
  const rng = new Rng(initialRngState(seed));
  const others = PROVINCE_IDS.filter((p) => p !== 'italia');
  const pool: BonusKind[] = [];
  for (const kind of ['senate', 'tactics', 'wealth', 'might'] as const) {
    const n = BONUS_COUNTS[kind] - (kind === 'senate' ? 1 : 0);
    for (let i = 0; i < n; i++) pool.push(kind);
  }
  rng.shuffle(pool);
  const bonus: Record<string, BonusKind> = { italia: 'senate' };
  others.forEach((p, i) => { bonus[p] = pool[i]; });

  const bank: BonusKind[] = [];
  const candidates = [...others];
  const replace = (kind: BonusKind) => {
    for (let i = 0; i < BONUS_COUNTS[kind]; i++) {
      const p = rng.take(candidates);
      bank.push(bonus[p]);
      bonus[p] = kind;
    }
  };
  if (options.modules.poison) replace('poison');
  if (options.modules.centurions) replace('centurion');

  const provinces = Object.fromEntries(PROVINCE_IDS.map((id): [ProvinceId, ProvinceState] => [id, {
    id, bonus: bonus[id], closed: false, controller: null, tied: false, controlTokens: [], finalInfluence: null,
  }])) as Record<ProvinceId, ProvinceState>;

  const crassusSide = options.solo?.crassus ?? null;
  const opening = options.modules.poison ? 3 : 2;
  const sides = ([0, 1] as Side[]).map((side): SideState => {
    const bag = tokensOf(side, false);
    rng.shuffle(bag);
    const supply = side === crassusSide ? [] : bag.splice(0, opening);
    return {
      supply, bag,
      centurionsAvailable: options.modules.centurions && side !== crassusSide ? tokensOf(side, true) : [],
      controlLeft: CONTROL_TOKENS_PER_SIDE,
      senate: [],
      bonusesTaken: [],
    };
  }) as [SideState, SideState];

  let crassus: CaesarState['crassus'] = null;
  if (crassusSide !== null) {
    const row = sides[crassusSide].bag.splice(0, 3);
    crassus = {
      row,
      deck: rng.shuffle(crassusDeck(options)),
      discard: [],
      centurionStack: options.modules.centurions ? rng.shuffle(tokensOf(crassusSide, true)) : [],
      lastTile: null,
    };
  }

  return {
    game: 'caesar',
    schema: CAESAR_SCHEMA,
    version: 0,
    rng: rng.state(),
    options,
    active: crassusSide ?? 0,
    turn: 1,
    extraTurn: false,
    pending: null,
    provinces,
    spaces: SPACES.map((sp) => ({ id: sp.id, placed: null, control: null })),
    sides,
    bank: options.modules.checkpoints ? rng.shuffle(bank) : [],
    crassus,
    winner: null,
    endReason: null,
    lastPlacement: null,
    resolving: null,
  };
}
