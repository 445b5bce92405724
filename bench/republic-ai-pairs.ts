/**
 * Pairs the game lines of several runs of bench/republic-ai-diagnose.ts (a long comparison run in chunks of
 * seeds, DIAG_FROM/DIAG_GAMES, so that no process runs long on a shared machine) and prints, per setting:
 * Rome's falls on the seeds every setting completed, with a 95 % Wilson interval and the causes, and against
 * the first setting the seeds only it saves and only it loses, with the exact two-sided sign test.
 * Run: `npx tsx bench/republic-ai-pairs.ts run1.jsonl run2.jsonl ...` (the diagnosis bench's stdout, not quiet).
 */
import { readFileSync } from 'node:fs';
import { signTest, wilson } from './measure';

interface Line { seed?: string; variant?: string; winner?: number | null; reason?: string; summary?: string }

const bySeed = new Map<string, Map<string, Line>>();
const order: string[] = [];
for (const file of process.argv.slice(2)) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    const l = JSON.parse(text) as Line;
    if (l.summary !== undefined || !l.seed || !l.variant) continue;
    if (!order.includes(l.variant)) order.push(l.variant);
    if (!bySeed.has(l.seed)) bySeed.set(l.seed, new Map());
    bySeed.get(l.seed)!.set(l.variant, l);
  }
}
const seeds = [...bySeed.keys()].filter((s) => order.every((v) => bySeed.get(s)!.has(v)));
const fell = (l: Line) => l.winner === null;
const r2 = (x: number) => Math.round(x * 100) / 100;


const base = order[0];
for (const v of order) {
  const rows = seeds.map((s) => bySeed.get(s)!.get(v)!);
  const k = rows.filter(fell).length;
  const causes: Record<string, number> = {};
  for (const r of rows) if (fell(r)) causes[r.reason!] = (causes[r.reason!] ?? 0) + 1;
  const saves = seeds.filter((s) => !fell(bySeed.get(s)!.get(v)!) && fell(bySeed.get(s)!.get(base)!)).length;
  const loses = seeds.filter((s) => fell(bySeed.get(s)!.get(v)!) && !fell(bySeed.get(s)!.get(base)!)).length;
  const [lo, hi] = wilson(k, rows.length);
  process.stdout.write(`${JSON.stringify({
    setting: v, seeds: rows.length, rome_falls: k, per_100: r2((100 * k) / Math.max(1, rows.length)), wilson95: [r2(lo), r2(hi)], fell_by: causes,
    vs_first: { saves, loses, sign_p: r2(signTest(saves, loses)) },
  })}\n`);
}
