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
 * bench/republic-ai-keeper.bench.ts. Play never changes them.
 */
export const AI_TUNING = { baseline: false, previousWarPlan: false, previousForcePlan: false };

/** The economy-aware war plan is on unless a baseline asks for the previous one. */
export function economyWarPlan(): boolean {
  return !AI_TUNING.baseline && !AI_TUNING.previousWarPlan;
}

/** This session's force plan (disbanding, lookahead, rebel answers) is on unless a baseline asks otherwise. */
export function forcePlan(): boolean {
  return economyWarPlan() && !AI_TUNING.previousForcePlan;
}
