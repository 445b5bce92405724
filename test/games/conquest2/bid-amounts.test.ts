/**
 * The bid's amount menu in the Discord builder. A select holds 25 options at most; a treasury
 * of more than 24 steps above the lowest bid must still reach every legal amount (000: the bid
 * may be any raise, up to what the player holds). The lowest amounts are listed one by one and
 * the rest as ranges, each opening a menu of its own, so any amount is two or three clicks away.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { SUPPORTED_LOCALES, translator } from '../../../src/i18n';
import { decodeCustomId } from '../../../src/bot/custom-id';
import type { StepResult } from '../../../src/core/discord-adapter';
import { bidAmounts, buildStep } from '../../../src/games/conquest2/discord/steps';
import type { C2Action, C2State } from '../../../src/games/conquest2/types';
import { conquest2 } from './helpers';

type Ui = Extract<StepResult, { kind: 'ui' }>;
const ui = (r: StepResult): Ui => { if (r.kind !== 'ui') throw new Error(`not a ui step: ${r.kind}`); return r; };
/** The amount select of a step: custom_id verb qn without arguments. */
function amountSelect(r: StepResult) {
  const c = ui(r).components.flatMap((x) => x.components).find((x) => {
    const id = 'options' in x ? decodeCustomId(String(x.custom_id)) : null;
    return id?.scope === 'g' && id.verb === 'qn' && id.args.length === 0;
  });
  if (!c || !('options' in c)) throw new Error('no amount select');
  return c;
}

/** The opening bidder of a fresh 4-player game, with `talents` in hand. */
function auction(talents: number): { s: C2State; seat: number } {
  const s = conquest2.setup(conquest2.parseOptions({ players: 4 }), 'bids');
  const [seat] = conquest2.activePlayers(s);
  s.players[seat].talents = talents;
  return { s, seat };
}

/** Every amount the menus lead to, walking each range down to its amounts. */
function reachable(s: C2State, seat: number, value?: string, depth = 0): number[] {
  expect(depth).toBeLessThan(4);
  const r = buildStep(s, seat, 'g1', value === undefined ? 'qc' : 'qn', [], [value ?? 'bid'], translator('en'));
  const sel = amountSelect(r);
  expect(sel.options.length).toBeLessThanOrEqual(25);
  return sel.options.flatMap((o) => (o.value.startsWith('r') ? reachable(s, seat, o.value, depth + 1) : [Number(o.value)]));
}

describe('the bid amount menu', () => {
  it('with a small treasury lists every amount in one menu', () => {
    const { s, seat } = auction(80);
    expect(reachable(s, seat)).toEqual(Array.from({ length: 17 }, (_, i) => i * 5));
  });

  it.each([125, 400, 735, 5000])('with %i talents every legal amount is reachable, each menu within Discord\'s 25 options', (talents) => {
    const { s, seat } = auction(talents);
    const every = Array.from({ length: talents / 5 + 1 }, (_, i) => i * 5);
    expect(bidAmounts(s, seat)).toEqual(every);
    expect(reachable(s, seat)).toEqual(every);
  });

  it('drives a bid of 370 out of 400 talents through a range, the amount and both proposals; the engine accepts it', () => {
    const { s, seat } = auction(400);
    const t = translator('en');
    const first = amountSelect(buildStep(s, seat, 'g1', 'qc', [], ['bid'], t));
    // The lowest amounts one by one, the rest as ranges.
    expect(first.options.slice(0, 3).map((o) => o.value)).toEqual(['0', '5', '10']);
    // 81 amounts: 0-95 one by one, then 100-220, 225-345 and 350-400.
    expect(first.options.filter((o) => o.value.startsWith('r')).map((o) => [o.value, o.label]))
      .toEqual([['r100.220', '100 to 220 talents…'], ['r225.345', '225 to 345 talents…'], ['r350.400', '350 to 400 talents…']]);
    const range = first.options.find((o) => o.value === 'r350.400');
    const second = amountSelect(buildStep(s, seat, 'g1', 'qn', [], [range!.value], t));
    expect(second.options.map((o) => o.value)).toContain('370');
    const toA = ui(buildStep(s, seat, 'g1', 'qn', [], ['370'], t));
    const free = [0, 1, 2, 3];
    const aSelect = toA.components.flatMap((x) => x.components).find((x) => 'custom_id' in x && String(x.custom_id).includes(':qn:370'));
    expect(aSelect).toBeDefined();
    const toB = buildStep(s, seat, 'g1', 'qn', ['370'], [String(free[0])], t);
    expect(toB.kind).toBe('ui');
    const out = buildStep(s, seat, 'g1', 'qn', ['370', String(free[0])], [String(free[1])], t);
    expect(out).toEqual({ kind: 'action', action: { type: 'bid', amount: 370, a: free[0], b: free[1] } });
    if (out.kind !== 'action') throw new Error('no bid');
    const played = conquest2.apply(s, seat, out.action as C2Action);
    expect(played.ok).toBe(true);
    if (played.ok) expect(played.state.auction!.high).toBe(370);
  });

  it('ends the walk on a forged or out-of-range amount or range, and changes nothing', () => {
    const { s, seat } = auction(400);
    const t = translator('en');
    const before = JSON.stringify(s);
    for (const forged of ['405', '1000', '372', '-5', 'r0.9999', 'r370.250', 'r5.', 'r.100', 'r0x.100', 'r__proto__', 'r', 'r1e2.200', 'r7.100']) {
      expect(buildStep(s, seat, 'g1', 'qn', [], [forged], t).kind, forged).toBe('illegal');
      expect(buildStep(s, seat, 'g1', 'qn', [forged], ['0'], t).kind, forged).toBe('illegal');
    }
    // Above the talents held the engine refuses too: the builder never offers what the engine would refuse.
    expect(conquest2.apply(s, seat, { type: 'bid', amount: 405, a: 0, b: 1 }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('labels the ranges in every language', () => {
    const { s, seat } = auction(400);
    for (const locale of SUPPORTED_LOCALES) {
      const first = amountSelect(buildStep(s, seat, 'g1', 'qc', [], ['bid'], translator(locale)));
      for (const o of first.options) {
        expect(o.label, locale).not.toMatch(/conquest2\.|\{\{/);
        expect(o.label.length, locale).toBeLessThanOrEqual(100);
      }
    }
  });
});
