/**
 * The master's choices on fixed seeded positions, one JSON line a position
 * (the chosen action, every root candidate's value and samples, the units
 * spent): run it before and after a change meant to keep the play, and
 * compare the two outputs byte for byte.
 *
 *   UNITS=20000 npx tsx bench/caesar/master-snapshot.ts > before.jsonl
 *
 * Environment:
 *   UNITS  work budget a move (default 20000: every code path of the product
 *          budget, the third ply included, at an eighth of its cost)
 *   GAMES  level-3 self-play games whose positions are searched (default 4:
 *          base game, all modules, solo against Crassus high and low; every
 *          position with a choice, both sides)
 *   SEED   text in the game seeds (default snap)
 */
import { caesar } from '../../src/games/caesar';
import { chooseAction } from '../../src/games/caesar/ai';
import { masterAnalysis } from '../../src/games/caesar/ai/master';
import { ALL, BASE } from './arena';
import type { CaesarOptions, CaesarView, Side } from '../../src/games/caesar/types';

const units = Number(process.env.UNITS ?? 20000);
const games = Number(process.env.GAMES ?? 4);
const tag = process.env.SEED ?? 'snap';
const SOLO_HIGH: CaesarOptions = { modules: { poison: true, centurions: true, checkpoints: false }, solo: { crassus: 1, difficulty: 'high' } };
const SOLO_LOW: CaesarOptions = { modules: { poison: false, centurions: false, checkpoints: false }, solo: { crassus: 1, difficulty: 'low' } };
const kinds = [BASE, ALL, SOLO_HIGH, SOLO_LOW];

for (let g = 0; g < games; g++) {
  const seed = `${tag}${g}`;
  let s = caesar.setup(kinds[g % kinds.length], seed);
  for (let k = 0; !caesar.result(s); k++) {
    const p = caesar.activePlayers(s)[0] as Side;
    const v = caesar.view(s, p) as CaesarView;
    if (caesar.legalActions(s, p).length > 1) {
      const r = masterAnalysis(v, `${seed}:${k}`, { units });
      const ranked = r.ranked.map((x) => [JSON.stringify(x.action), Math.round(x.value * 1e6) / 1e6, x.samples]);
      console.log(JSON.stringify({ game: g, move: k, action: r.action, samples: r.samples, deepSamples: r.deepSamples, units: r.units, ranked }));
    }
    const a = chooseAction(v, 3, `${seed}:${k}`);
    const out = caesar.apply(s, p, a);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  }
}
