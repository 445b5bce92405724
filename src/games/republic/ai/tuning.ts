/**
 * The AI's tunable choices. `baseline` restores the previous version's
 * behaviour so that the strength bench (bench/republic-ai-strength.bench.ts)
 * can measure the current AI against it on the same seeds in the same run.
 * Play never changes it.
 */
export const AI_TUNING = { baseline: false };
