/**
 * Resolving provinces that a placement closed: the closer takes the bonus token,
 * the higher influence takes control (a tie: nobody, ever; in Crassus's turn a
 * tie goes to Crassus), then control tokens go on the borders between provinces
 * the same side controls. Bonus effects are queued and resolved afterwards.
 */
import { PROVINCES } from './data';
import { spendControl, type Ctx } from './ctx';
import { borderControlSpaces, influence, isCrassus } from './rules-helpers';
import type { ProvinceId, Side } from './types';

/** Closes one province: bonus to the closer (queued), control to the stronger side. */
function closeProvince(ctx: Ctx, province: ProvinceId, closer: Side): void {
  const s = ctx.s;
  const ps = s.provinces[province];
  ps.closed = true;
  const inf = influence(s, province);
  ps.finalInfluence = inf;
  const bonus = ps.bonus;
  let controller: Side | null = inf[0] > inf[1] ? 0 : inf[1] > inf[0] ? 1 : null;
  if (controller === null && isCrassus(s, closer)) controller = closer;
  ps.controller = controller;
  ps.tied = controller === null;
  ctx.events.push({ type: 'closed', province, closer, influence: inf, controller, bonus });
  if (bonus) {
    ps.bonus = null;
    s.sides[closer].bonusesTaken.push(bonus);
    s.resolving!.bonuses.push({ bonus, side: closer, province });
    ctx.events.push({ type: 'bonusTaken', side: closer, bonus, from: 'province' });
  }
  if (controller === null) return;
  const want = PROVINCES[province].provinceSpaces;
  const n = Math.min(want, s.sides[controller].controlLeft);
  for (let i = 0; i < n; i++) ps.controlTokens.push({ side: controller, faceDown: false });
  ctx.events.push({ type: 'controlPlaced', side: controller, where: 'province', province, count: n });
  spendControl(ctx, controller, n);
}

/** Control tokens on the borders of the just-closed provinces; the active side places all of its first. */
function placeBorderControl(ctx: Ctx, provinces: ProvinceId[], active: Side): void {
  const s = ctx.s;
  for (const side of [active, (1 - active) as Side]) {
    for (const province of provinces) {
      for (const space of borderControlSpaces(s, province, side)) {
        if (s.sides[side].controlLeft === 0) return;
        s.spaces[space].control = { side, faceDown: false };
        ctx.events.push({ type: 'controlPlaced', side, where: 'border', space, count: 1 });
        spendControl(ctx, side, 1);
      }
    }
  }
}

/** Resolves the closed provinces in the given order (bonus effects stay queued in s.resolving). */
export function resolveClosures(ctx: Ctx, provinces: ProvinceId[], closer: Side): void {
  for (const p of provinces) closeProvince(ctx, p, closer);
  placeBorderControl(ctx, provinces, closer);
}
