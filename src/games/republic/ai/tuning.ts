/**
 * The AI's tunable choices. `baseline` restores the previous session's
 * behaviour so that the strength bench (bench/republic-ai-strength.bench.ts)
 * can measure the current AI against it on the same seeds in the same run;
 * `previousWarPlan` keeps everything current but the war plan (the
 * cheapest-first plan instead of the economy-aware one, ai/war-plan.ts), the
 * same-run baseline of bench/republic-ai.bench.ts; `previousForcePlan` keeps
 * the economy-aware plan as it was before disbanding, the lookahead on
 * unplayed matching wars and the rebel answers (ai/force-upkeep.ts,
 * ai/war-outlook.ts, ai/rebels.ts), the same-run baseline of
 * bench/republic-ai-keeper.bench.ts.
 *
 * The keeper switches (on by default only once same-seed bench rows showed
 * them no worse: `thrift` and `speechGames`, see docs/republic-ai.md; the
 * benches turn each off to measure it against the previous behaviour): `thrift`, no building ahead or
 * attacking inactive wars at Manpower Shortage prices; `speechGames`, games
 * sponsored against the unrest of this turn's speech, unprosecuted wars and
 * droughts counted (ai/policy.ts); `neutralFallback`, a Neutral Presiding
 * Magistrate whose 4.05 plans all fail follows the Neutrals' own plan
 * (neutral/fallback.ts) instead of this turn's AI plan (measured worse in
 * solitaire, off).
 * The other switches measured and left off (build-up, match first, war chest,
 * patience, preempt, danger first, last stand, end wars, spend margin, war
 * credit, rescue, rescue hold) were removed with their code; their figures
 * stay in docs/republic-ai.md.
 * Play never changes them.
 */
export const AI_TUNING = {
  baseline: false, previousWarPlan: false, previousForcePlan: false,
  thrift: true, speechGames: true, neutralFallback: false,
};

/** The switches as shipped, so a bench can restore them after a row. */
export const AI_TUNING_DEFAULTS: Readonly<typeof AI_TUNING> = { ...AI_TUNING };

/** The economy-aware war plan is on unless a baseline asks for the previous one. */
export function economyWarPlan(): boolean {
  return !AI_TUNING.baseline && !AI_TUNING.previousWarPlan;
}

/** This session's force plan (disbanding, lookahead, rebel answers) is on unless a baseline asks otherwise. */
export function forcePlan(): boolean {
  return economyWarPlan() && !AI_TUNING.previousForcePlan;
}

export type KeeperSwitch = 'thrift' | 'speechGames' | 'neutralFallback';

/** A keeper switch, on only with the force plan (a baseline turns every later change off). */
export function keeper(k: KeeperSwitch): boolean {
  return forcePlan() && AI_TUNING[k];
}
