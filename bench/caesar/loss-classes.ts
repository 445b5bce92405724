/**
 * Sorts the master's lost games (lines with `moves` from compare-master.ts)
 * by where and how they turned: the free spaces when the master's own value
 * of its move last went from >= 0 to below -1 for good (early: more than 20
 * free, middle: 11-20, late: 10 or fewer), whether it still valued its last
 * move at >= 0 (a surprise: the search did not see the end coming), the
 * control tokens of the opponent's last move, whether a Tactics extra
 * placement by the opponent took part in its last two turns, and the bonuses
 * each side took by closing provinces (the closer takes a province's bonus
 * whoever controls it), by kind, summed over the games.
 *
 *   SEED=f1 npx tsx bench/caesar/loss-classes.ts bench/caesar/results/full-f1.jsonl [variant]
 *
 * WON=1: the games the master won instead (lines with moves, from
 * compare-master.ts's MOVES=all), to tell what marks a loss from what every
 * game has (the phase and surprise columns then describe the master's lowest
 * stretch, which a won game may not have).
 */
import { readFileSync } from 'node:fs';
import { caesar } from '../../src/games/caesar';
import { ALL, BASE } from './arena';
import type { CaesarAction, CaesarState, Side } from '../../src/games/caesar/types';

interface Line { variant: string; pair: number; side: Side; won: number; reason?: string; vals?: number[]; moves?: CaesarAction[] }

const [file, only] = process.argv.slice(2);
const tag = process.env.SEED ?? 'f1';
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line)
  .filter((l) => l.moves && (process.env.WON === '1' ? l.won === 1 : l.won < 1) && (!only || l.variant === only));
const last = new Map(lines.map((l) => [`${l.variant}|${l.pair}|${l.side}`, l]));
const rows: Record<string, unknown>[] = [];
const bonuses: Record<'master' | 'opponent', Record<string, number>> = { master: {}, opponent: {} };
for (const l of last.values()) {
  let s: CaesarState = caesar.setup(l.pair % 2 === 0 ? BASE : ALL, `${tag}:${l.pair}`);
  const me = l.side;
  const trail: { free: number; v: number }[] = [];
  let vi = 0;
  const oppTurns: { turn: number; tactics: boolean; gain: number }[] = [];
  const taken = [0, 0];
  for (const a of l.moves!) {
    const p = caesar.activePlayers(s)[0] as Side;
    const before = s.sides[1 - me].controlLeft;
    const r = caesar.apply(s, p, a);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) {
      if (e.type !== 'closed' || !e.bonus) continue;
      const who = p === me ? 'master' : 'opponent';
      bonuses[who][e.bonus] = (bonuses[who][e.bonus] ?? 0) + 1;
      taken[p === me ? 0 : 1]++;
    }
    if (p === me) trail.push({ free: s.spaces.filter((x) => !x.placed).length, v: l.vals![vi++] });
    else {
      const t = oppTurns.at(-1);
      const gain = before - r.state.sides[1 - me].controlLeft;
      if (t && t.turn === s.turn) { t.gain += gain; if (a.type === 'tactics' && a.take) t.tactics = true; }
      else oppTurns.push({ turn: s.turn, tactics: a.type === 'tactics' && a.take, gain });
    }
    s = r.state;
  }
  let turnAt = trail.length;
  for (let i = trail.length - 1; i >= 0 && trail[i].v < -1; i--) turnAt = i;
  const freeAt = turnAt < trail.length ? trail[turnAt].free : 0;
  const lastV = trail.at(-1)?.v ?? 0;
  const lastTwo = oppTurns.slice(-3);
  rows.push({
    pair: l.pair, side: me, mods: l.pair % 2 ? 'all' : 'base', reason: l.reason,
    phase: freeAt > 20 ? 'early' : freeAt > 10 ? 'middle' : 'late', freeAt,
    surprise: lastV >= 0, lastV, finalGain: oppTurns.at(-1)?.gain ?? 0,
    oppTactics: lastTwo.some((t) => t.tactics), bonusesTaken: taken,
  });
}
const count = (k: string) => {
  const m: Record<string, number> = {};
  for (const r of rows) m[String(r[k])] = (m[String(r[k])] ?? 0) + 1;
  return m;
};
for (const r of rows) console.log(JSON.stringify(r));
console.log(JSON.stringify({ games: rows.length, phase: count('phase'), surprise: count('surprise'), mods: count('mods'), side: count('side'), reason: count('reason'), finalGain: count('finalGain'), oppTactics: count('oppTactics'), bonuses }));
