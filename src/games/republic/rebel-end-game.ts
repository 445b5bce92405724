/**
 * The Rebel End Game (1.12.3). A rebel who has won (he beat the Senate's army
 * and survived, or was never attacked in a Combat Phase: condition 1; or Rome
 * went bankrupt or the People revolted while he marched: condition 2) wins at
 * once if fewer than four wars are active. Otherwise he takes every legion and
 * fleet of the Active Forces besides his own and must beat active wars one at
 * a time until fewer than four remain: each battle must be a Victory (a naval
 * one first where the war has a fleet, and the war's fleet support is needed
 * for the land battle). Any other result, or his death before the last
 * necessary battle, and Rome falls with everyone losing. Dying in the last
 * necessary battle still wins, except under condition 1: then a Consul for
 * Life wins if there is one, or the revolt fails and play goes on.
 *
 * Rulings (docs/republic-rulings.md): the engine fights the weakest war first;
 * the State takes no spoils; chits for his losses are drawn as in any battle,
 * with no capture.
 */
import type { Ctx } from './ctx';
import { dice, drawChits, emit, sum } from './ctx';
import { LEADERS, TABLES, tableRow } from './data';
import { omens } from './events/registry';
import { endGame } from './flow';
import { battleMil, legionStrength, toPool } from './military';
import { killSenator } from './senators';
import { activeWars, defeatWar, warDef, warStrength } from './wars';
import type { Senator, WarInPlay } from './types';

type Outcome = 'won' | 'lost';

function battle(ctx: Ctx, r: Senator, w: WarInPlay, kind: 'naval' | 'land'): Outcome {
  const s = ctx.s;
  const legions = s.legions.filter((l) => l.at === 'rebel');
  const fleets = s.fleets.filter((f) => f.at === 'rebel');
  const force = kind === 'land' ? legionStrength(legions) : fleets.length;
  if (force === 0 || (kind === 'land' && fleets.length < warDef(w.card).fleetSupport)) {
    emit(ctx, 'rebelEndGameBattle', { rebel: r.id, war: w.card, kind, result: 'cannotFight' });
    return 'lost';
  }
  const str = warStrength(s, w);
  const mil = Math.min(force, battleMil(ctx, r));
  const roll = dice(ctx, 3);
  const natural = sum(roll);
  const enemy = kind === 'land' ? str.land : str.naval;
  const total = natural + force + mil - enemy - omens(s);
  const def = warDef(w.card);
  const leaders = w.leaders.map((l) => LEADERS.get(l)!);
  const disaster = [...def.disaster, ...leaders.flatMap((l) => l.disaster)];
  const standoff = [...def.standoff, ...leaders.flatMap((l) => l.standoff)];
  const row = tableRow(TABLES.combat, total);
  const result = disaster.includes(natural) ? 'disaster' : standoff.includes(natural) ? 'standoff' : row.result;
  const lost = result === 'disaster' || result === 'standoff' ? 0 : row.legions === 'all' ? Infinity : row.legions;
  const units = kind === 'land' ? legions : fleets;
  const gone = Math.min(lost, units.length);
  for (const u of units.slice(0, gone)) toPool(u);
  emit(ctx, 'rebelEndGameBattle', { rebel: r.id, war: w.card, kind, dice: roll, force, mil, war_strength: enemy, total, result, lost: gone });
  if (gone > 0 && drawChits(ctx, gone).includes(r.family)) killSenator(ctx, r.id, 'rebelEndGame');
  return result === 'victory' ? 'won' : 'lost';
}

/** Plays the Rebel End Game for the Primary Rebel `r`; `condition1` when he won by the civil war itself. */
export function rebelEndGame(ctx: Ctx, r: Senator, condition1: boolean): void {
  const s = ctx.s;
  const seat = r.faction;
  if (seat === null) return;
  if (activeWars(s).length < 4) {
    endGame(ctx, 'rebel', seat);
    return;
  }
  emit(ctx, 'rebelEndGame', { rebel: r.id, wars: activeWars(s).length });
  // A rebel governor at home (2.03) takes his garrison along.
  const home = r.where.kind === 'governor' ? `garrison:${r.where.province}` : null;
  for (const u of [...s.legions, ...s.fleets]) if (u.at === 'active' || u.at === home) u.at = 'rebel';
  const order = (w: WarInPlay) => { const x = warStrength(s, w); return x.land + x.naval; };
  while (activeWars(s).length >= 4) {
    const w = [...activeWars(s)].sort((a, b) => order(a) - order(b) || a.card.localeCompare(b.card))[0];
    const last = activeWars(s).length === 4;
    const naval = warDef(w.card).naval > 0 && !w.navalVictory;
    let outcome: Outcome = naval ? battle(ctx, r, w, 'naval') : 'won';
    if (outcome === 'won' && naval) w.navalVictory = true;
    const aliveAfterNaval = !!s.senators[r.id];
    if (outcome === 'won' && aliveAfterNaval) outcome = battle(ctx, r, w, 'land');
    const alive = !!s.senators[r.id];
    if (outcome === 'lost' || (!alive && !(last && aliveAfterNaval))) {
      endGame(ctx, 'fourWars', null);
      return;
    }
    defeatWar(ctx, w.card, 'victory');
    if (!alive) {
      // He fell in the last necessary battle.
      if (!condition1) { endGame(ctx, 'rebel', seat); return; }
      const cfl = s.consulForLife ? s.senators[s.consulForLife] : null;
      if (cfl && cfl.faction !== null) endGame(ctx, 'consulForLife', cfl.faction);
      return;
    }
  }
  endGame(ctx, 'rebel', seat);
}
