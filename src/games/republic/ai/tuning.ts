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
 * attacking inactive wars at Manpower Shortage prices; `buildUp`, with active
 * wars too strong to attack this turn, raise toward the weakest of them what
 * next turn's budget allows, so that an army can go next turn (ai/military.ts);
 * `speechGames`, games sponsored against the unrest of this turn's speech,
 * unprosecuted wars and droughts counted (ai/policy.ts); `matchFirst`, the
 * naval battle of an inactive war whose matching partner is still to come
 * weighs 0.9 of a victory instead of 0.5 (ai/war-plan.ts); `warChest`, senators
 * contribute to the State down to a small purse while the wars in sight need
 * more than it can raise (ai/policy.ts); `patience`, with at most two wars
 * active or coming, no army sent below 45 % odds, so the money waits for a
 * force that wins (ai/war-plan.ts); `preempt`, inactive wars a partner may
 * double are attacked from a 30 % chance of the partner coming, with up to two
 * wars active (ai/war-plan.ts); `dangerFirst`, the build-up raises first
 * toward a war that an unplayed partner may double within two turns while one
 * army can still beat it (ai/military.ts); `neutralFallback`, a Neutral
 * Presiding Magistrate whose 4.05 plans all fail follows the Neutrals' own
 * plan (neutral/fallback.ts: disband before a bankruptcy, build toward the
 * weakest war over the coming turns) instead of this turn's AI plan.
 * `lastStand`: with four wars active in the Senate (a Primary Rebel counting
 * as one), Rome falls after this Combat Phase unless one is beaten, so the
 * war plan may spend the whole treasury on units, next turn's bills and the
 * margin set aside (ai/war-plan.ts); measured not better on 80 five-seat
 * seeds (docs/republic-ai.md, "The last stand"), so it stays off.
 * `endWars`: with two wars active and a third in sight (imminent, or the next
 * Forum Phase likely to draw one), the war plan prices victories and units as
 * with three wars active and spends the margin, so the wars an army beats now
 * are ended before a fourth comes (ai/war-plan.ts). `warCredit`: the 20T a
 * turn of each war the plan expects to beat is lent to the plan's budget
 * (ai/war-plan.ts).
 * `warChest`, `patience`, `preempt`, `dangerFirst` and `neutralFallback` were
 * not measured better on the diagnosis bench (docs/republic-ai.md, "Saving up
 * against the wars") and stay off.
 * Play never changes them.
 */
export const AI_TUNING = {
  baseline: false, previousWarPlan: false, previousForcePlan: false,
  thrift: true, buildUp: false, speechGames: true, matchFirst: false,
  warChest: false, patience: false, preempt: false, dangerFirst: false, neutralFallback: false,
  lastStand: false, endWars: false, warCredit: false,
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

export type KeeperSwitch = 'thrift' | 'buildUp' | 'speechGames' | 'matchFirst' | 'warChest' | 'patience' | 'preempt' | 'dangerFirst' | 'neutralFallback' | 'lastStand' | 'endWars' | 'warCredit';

/** A keeper switch, on only with the force plan (a baseline turns every later change off). */
export function keeper(k: KeeperSwitch): boolean {
  return forcePlan() && AI_TUNING[k];
}
