/**
 * Mortality Phase (1.05): imminent wars become active (1.05.1), then one
 * mortality chit is drawn and the senator with that ID dies (1.05.2-1.05.31).
 */
import { drawChits, emit } from '../ctx';
import { SCENARIOS } from '../data';
import { nextPhase } from '../flow';
import { registerPhase } from '../registry';
import { chitVictim, killSenator } from '../senators';
import { activateImminent } from '../wars';
import type { Ctx } from '../ctx';

/** Draws `count` chits and kills every drawn senator who passes `filter` (1.05.21). */
export function chitDeaths(
  ctx: Ctx, count: number, cause: string, filter?: Parameters<typeof chitVictim>[2], opts: { byAssassination?: boolean } = {},
): string[] {
  const drawn = drawChits(ctx, count);
  emit(ctx, 'chits', { cause, drawn });
  const dead: string[] = [];
  for (const n of drawn) {
    if (n === 0) continue;
    const x = chitVictim(ctx, n, filter);
    if (x) {
      dead.push(x.id);
      killSenator(ctx, x.id, cause, opts);
    }
  }
  return dead;
}

registerPhase({
  phase: 'mortality',
  run(ctx) {
    const s = ctx.s;
    // 3.05: in the Alternative History scenario the era advances at the start of turns 8 and 16.
    const turns = SCENARIOS.alternative.eraTurns;
    if (s.options.scenario === 'alternative' && turns) {
      const era = s.turn >= turns.late ? 'late' : s.turn >= turns.middle ? 'middle' : 'early';
      if (era !== s.era) { s.era = era; emit(ctx, 'eraBegins', { era }); }
    }
    activateImminent(ctx);
    chitDeaths(ctx, 1, 'mortality');
    nextPhase(ctx);
  },
});
