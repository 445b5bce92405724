/**
 * Why battles are not won, in AI-only Early Republic games (seeds `diag-<seats>-<i>`, the shipped AI with
 * out-of-turn interrupts): every battle's result counted by kind (land, naval), and each non-victory put in
 * one of three classes: a disaster or standoff number of the war or its leaders (no army size avoids it), a
 * roll in the stalemate or defeat band (3d6 + force + MIL - strength under 14: a bigger army or a better
 * commander would have won that roll), and the modifier's spread (force + MIL - strength). Also the MIL the
 * commander brought against the MIL cap (a commander's MIL counts up to the force).
 * Run: `nice -n 10 npx tsx bench/republic-ai-battles.ts` with DIAG_SEATS (5), DIAG_GAMES (40), DIAG_FROM (0).
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { playRepublicGame } from './republic-game';

const SEATS = Number(process.env.DIAG_SEATS ?? 5);
const GAMES = Number(process.env.DIAG_GAMES ?? 40);
const FROM = Number(process.env.DIAG_FROM ?? 0);

interface Battle { kind: string; dice: number[]; force: number; mil: number; war_strength: number; total: number; result: string }
const count: Record<string, number> = {};
const add = (k: string) => { count[k] = (count[k] ?? 0) + 1; };
const margins: Record<string, number[]> = { victory: [], band: [], numbers: [] };
for (let i = FROM; i < FROM + GAMES; i++) {
  const seed = `diag-${SEATS}-${i}`;
  playRepublicGame(seed, Array.from({ length: SEATS }, (_, k) => republicAiPlayer(`${seed}:${k}`)), true, (_s, events) => {
    for (const e of events as (Battle & { type: string })[]) {
      if (e.type !== 'battle' || !Array.isArray(e.dice)) continue;
      const margin = e.force + e.mil - e.war_strength;
      add(`${e.kind}:${e.result}`);
      if (e.result === 'victory') { margins.victory.push(margin); continue; }
      // A disaster or standoff is a rolled number of the war's own list, whatever the total.
      if (e.result === 'disaster' || e.result === 'standoff') { add('nonVictory:number'); margins.numbers.push(margin); continue; }
      add('nonVictory:band');
      margins.band.push(margin);
      // Units short: how many more (force or MIL) would have turned this roll into a victory (total 14).
      add(`band:short${Math.min(6, 14 - e.total)}`);
    }
  });
}
const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null);
process.stdout.write(`${JSON.stringify({ seats: SEATS, games: GAMES, from: FROM, count, meanMargin: { victory: avg(margins.victory), band: avg(margins.band), numbers: avg(margins.numbers) } })}\n`);
