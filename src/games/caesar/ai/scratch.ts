/**
 * A cheaper apply for the search's leaves. The engine's apply copies the whole
 * state before running the rules (a hundred-odd small objects, the largest
 * share of an apply's cost, and garbage the collector must sweep), yet most
 * positions the search reaches are evaluated once and dropped. Here the rules
 * run on one reused working state instead: the parent is copied into it value
 * by value, into the objects it already holds, so a leaf costs next to no
 * allocation.
 *
 * The result is the state the engine's apply returns, value for value (the
 * rules are the engine's own, runAction; test/games/caesar/ai-scratch.test.ts
 * compares the two over random games), but it is only valid until the next
 * call: keep it with keepState() if it must outlive that.
 */
import { Rng } from '../../../core/rng';
import { applyAction, runAction } from '../apply';
import { closeCtx, copyJson, type Ctx } from '../ctx';
import { checkAction } from '../legal';
import { CAESAR_SCHEMA } from '../setup';
import type { BorderSpaceState, CaesarAction, CaesarState, ProvinceState, SideState, Side } from '../types';

type Mutable = Record<string, unknown>;

function copyArray<T>(dst: T[], src: readonly T[]): void {
  const n = src.length;
  dst.length = n;
  for (let i = 0; i < n; i++) dst[i] = src[i];
}

type Placed = NonNullable<BorderSpaceState['placed']>;
type Mark = { side: Side; faceDown: boolean };

function copyPlaced(d: Placed, s: Placed): void {
  d.token = s.token;
  d.side = s.side;
  d.toward = s.toward;
  d.faceDown = s.faceDown;
  // `concealed` is set only on face-down Checkpoint placements (and absent, not false, elsewhere).
  if ('concealed' in s) d.concealed = s.concealed;
  else if ('concealed' in d) delete d.concealed;
}

function copyMarks(dst: Mark[], src: readonly Mark[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const d = dst[i];
    if (d === undefined) dst[i] = { side: src[i].side, faceDown: src[i].faceDown };
    else {
      d.side = src[i].side;
      d.faceDown = src[i].faceDown;
    }
  }
  dst.length = n;
}

function copySpaces(dst: BorderSpaceState[], src: readonly BorderSpaceState[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const s = src[i];
    let d = dst[i];
    if (d === undefined) d = dst[i] = { id: s.id, placed: null, control: null };
    d.id = s.id;
    if (s.placed === null) d.placed = null;
    else if (d.placed === null) d.placed = { ...s.placed };
    else copyPlaced(d.placed, s.placed);
    if (s.control === null) d.control = null;
    else if (d.control === null) d.control = { side: s.control.side, faceDown: s.control.faceDown };
    else {
      d.control.side = s.control.side;
      d.control.faceDown = s.control.faceDown;
    }
  }
  dst.length = n;
}

function copyProvince(d: ProvinceState, s: ProvinceState): void {
  d.id = s.id;
  d.bonus = s.bonus;
  d.closed = s.closed;
  d.controller = s.controller;
  d.tied = s.tied;
  copyMarks(d.controlTokens, s.controlTokens);
  if (s.finalInfluence === null) d.finalInfluence = null;
  else if (d.finalInfluence === null) d.finalInfluence = [s.finalInfluence[0], s.finalInfluence[1]];
  else {
    d.finalInfluence[0] = s.finalInfluence[0];
    d.finalInfluence[1] = s.finalInfluence[1];
  }
}

function copySide(d: SideState, s: SideState): void {
  copyArray(d.supply, s.supply);
  copyArray(d.bag, s.bag);
  copyArray(d.centurionsAvailable, s.centurionsAvailable);
  d.controlLeft = s.controlLeft;
  const n = s.senate.length;
  for (let i = 0; i < n; i++) {
    if (d.senate[i] === undefined) d.senate[i] = { under: s.senate[i].under };
    else d.senate[i].under = s.senate[i].under;
  }
  d.senate.length = n;
  copyArray(d.bonusesTaken, s.bonusesTaken);
}

const PROVINCE_KEYS = new Set(['id', 'bonus', 'closed', 'controller', 'tied', 'controlTokens', 'finalInfluence']);
const SIDE_KEYS = new Set(['supply', 'bag', 'centurionsAvailable', 'controlLeft', 'senate', 'bonusesTaken']);

/** Whether `o` has exactly `keys` (the fields the hand-written copies above copy; their order does not matter). */
function shaped(o: object, keys: ReadonlySet<string>): boolean {
  let i = 0;
  for (const k in o) {
    if (!keys.has(k)) return false;
    i++;
  }
  return i === keys.size;
}

// States whose provinces and sides were found shaped as the copies expect (a search copies each parent several times).
const verified = new WeakSet<CaesarState>();

/** Whether the field-by-field copy of `src` into `dst` is exact: the same fields everywhere. */
function sameShape(dst: CaesarState, src: CaesarState): boolean {
  const d = dst as unknown as Mutable;
  let n = 0;
  for (const k in src) if (!(k in d)) return false; else n++;
  let m = 0;
  for (const _k in d) m++;
  if (m !== n || dst.spaces.length !== src.spaces.length) return false;
  if (verified.has(src)) return true;
  for (const k in src.provinces) {
    const dp = (dst.provinces as Record<string, ProvinceState>)[k];
    if (!dp || !shaped((src.provinces as Record<string, ProvinceState>)[k], PROVINCE_KEYS)) return false;
  }
  if (!src.sides.every((s) => shaped(s, SIDE_KEYS))) return false;
  verified.add(src);
  return true;
}

let work: CaesarState | null = null;

/** The working state holding a copy of `src`, reused from the last call when their shapes agree. */
function workingCopy(src: CaesarState): CaesarState {
  if (work === null || !sameShape(work, src)) return (work = copyJson(src));
  const d = work as unknown as Mutable;
  const s = src as unknown as Mutable;
  for (const k in s) {
    switch (k) {
      case 'spaces':
        copySpaces(work.spaces, src.spaces);
        break;
      case 'provinces':
        for (const p in src.provinces) {
          copyProvince((work.provinces as Record<string, ProvinceState>)[p], (src.provinces as Record<string, ProvinceState>)[p]);
        }
        break;
      case 'sides':
        copySide(work.sides[0], src.sides[0]);
        copySide(work.sides[1], src.sides[1]);
        break;
      case 'bank':
        copyArray(work.bank, src.bank);
        break;
      case 'rng':
        // closeCtx replaces it with the generator's new position.
        break;
      case 'options':
      case 'pending':
      case 'lastPlacement':
        // The rules replace these, never change them in place: shared, not copied.
        d[k] = s[k];
        break;
      default:
        d[k] = copyJson(s[k]);
    }
  }
  return work;
}

/**
 * caesar.apply(state, side, action).state, computed on the shared working
 * state: null when the action is illegal; otherwise valid until the next call.
 */
export function applyScratch(state: CaesarState, side: Side, action: CaesarAction): CaesarState | null {
  if (state.schema !== CAESAR_SCHEMA) {
    // An older saved state: the engine upgrades it on the way (never the case for a view's samples).
    const r = applyAction(state, side, action);
    return r.ok ? r.state : null;
  }
  if (checkAction(state, side, action)) return null;
  const s = workingCopy(state);
  const ctx: Ctx = { s, rng: new Rng(state.rng), events: [] };
  runAction(ctx, side, action);
  closeCtx(ctx);
  s.version = state.version + 1;
  return s;
}

/** A state of its own from applyScratch's result (which the next call overwrites). */
export function keepState(scratch: CaesarState): CaesarState {
  return copyJson(scratch);
}
