/**
 * Naval battles for the Conquest AI. Galleys meeting in a sea zone may fight
 * in the battle phase (the attacker's choice; two dice per galley, a galley
 * face sinks one galley, three rounds at most). Both sides roll the same
 * dice per galley, so what decides is what each side risks: a galley is worth
 * its price, its cargo (legions aboard sink with it) more, a Caesar aboard
 * everything. The AI attacks where the galleys it expects to sink are worth
 * clearly more than the ones it expects to lose, and never with its own
 * Caesar aboard.
 */
import { galleysAt } from './board';
import { navalOptions } from './battles';
import { combatCount } from './pieces';
import type { ConquestAction, ConquestState, Galley, Seat } from './types';

/** What losing a galley costs its owner, in infantry: the galley, its cargo, a general at 5, Caesar at the whole game. */
export function galleyWorth(g: Galley): number {
  return 2 + combatCount(g.cargo) + 5 * g.cargo.generals + 1000 * g.cargo.caesar;
}

/** How much more the expected sinkings must be worth than the expected losses. */
const NAVAL_EDGE = 1.25;

/**
 * Expected worth sunk on each side over a naval battle: each side's dice sink
 * a third of a galley per galley per round (two dice, one face in six), the
 * owner sinking its cheapest galleys first; rounds are counted until one side
 * is gone or three have been fought.
 */
export function navalExchange(mine: Galley[], theirs: Galley[]): { sunk: number; lost: number } {
  const cheap = (gs: Galley[]) => gs.map(galleyWorth).sort((a, b) => a - b);
  let a = cheap(mine);
  let d = cheap(theirs);
  let sunk = 0;
  let lost = 0;
  for (let round = 0; round < 3 && a.length > 0 && d.length > 0; round++) {
    const hitsOnThem = Math.min(d.length, a.length / 3);
    const hitsOnUs = Math.min(a.length, d.length / 3);
    // Fractional sinkings: the cheapest galleys go first, in proportion.
    const take = (xs: number[], hits: number) => {
      let worth = 0;
      let left = hits;
      const out = [...xs];
      while (left > 0 && out.length > 0) {
        const part = Math.min(1, left);
        worth += out[0] * part;
        if (part === 1) out.shift(); else out[0] *= 1 - part;
        left -= part;
      }
      return { worth, out };
    };
    const t = take(d, hitsOnThem);
    const u = take(a, hitsOnUs);
    sunk += t.worth;
    lost += u.worth;
    d = t.out;
    a = u.out;
  }
  return { sunk, lost };
}

/** A naval attack worth making now (battle phase, land battles fought), or null. */
export function navalAttack(s: ConquestState, seat: Seat): ConquestAction | null {
  let best: { a: ConquestAction; gain: number } | null = null;
  for (const o of navalOptions(s)) {
    const here = galleysAt(s, o.sea);
    const mine = here.filter((g) => g.owner === seat);
    if (mine.some((g) => g.cargo.caesar > 0)) continue;
    const { sunk, lost } = navalExchange(mine, here.filter((g) => g.owner === o.defender));
    if (sunk < NAVAL_EDGE * lost || sunk <= 0) continue;
    const gain = sunk - lost;
    if (!best || gain > best.gain) best = { a: { type: 'navalAttack', sea: o.sea, defender: o.defender }, gain };
  }
  return best?.a ?? null;
}
