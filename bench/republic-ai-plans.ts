/**
 * The war plan turn by turn in AI-only five-seat Early Republic games: at each turn's first Senate state the
 * treasury, the raise budget, the units at home, the wars expected from the next Forum Phase, the commanders in
 * Rome (office:MIL), every war in the Forum (land/naval/fleet support; * when an army is on it), the plan (units
 * raised, attacks with their odds), then the turn's battles (force + MIL against strength, result).
 * Run: `nice -n 10 npx tsx bench/republic-ai-plans.ts SEED... [--switches a+b]` (AI_TUNING switches turned on).
 */
import '../src/games';
import { republicAiPlayer } from '../src/games/republic/cli';
import { AI_TUNING } from '../src/games/republic/ai/tuning';
import { expectedNewWars, raiseBudget, warPlan } from '../src/games/republic/ai/war-plan';
import { activeFleets, activeLegions } from '../src/games/republic/military';
import { senatorsInRome } from '../src/games/republic/senators';
import { warStrength } from '../src/games/republic/wars';
import { playRepublicGame } from './republic-game';

const args = process.argv.slice(2);
const at = args.indexOf('--switches');
if (at >= 0) for (const k of args[at + 1].split('+')) (AI_TUNING as unknown as Record<string, boolean>)[k] = true;
const seeds = args.filter((a, i) => i !== at && i !== at + 1);
for (const seed of seeds) {
  let seen = -1;
  const lines: string[] = [];
  const g = playRepublicGame(seed, Array.from({ length: 5 }, (_, i) => republicAiPlayer(`${seed}:${i}`)), true, (s, events) => {
    for (const e of events as { type: string; war?: string; force?: number; mil?: number; war_strength?: number; result?: string }[]) {
      if (e.type === 'battle') lines.push(`   battle ${e.war} ${e.force}+${e.mil} vs ${e.war_strength}: ${e.result}`);
    }
    if (s.phase !== 'senate' || seen === s.turn) return;
    seen = s.turn;
    const cmds = senatorsInRome(s).filter((x) => x.office === 'dictator' || x.office === 'fieldConsul' || x.office === 'romeConsul').map((x) => `${x.office}:${x.mil}`);
    const wars = s.forum.wars.map((w) => {
      const st = warStrength(s, w);
      return `${w.card.replace('war:', '')}[${w.status[0]}]${st.land}/${st.naval}/${st.fleetSupport}${s.armies.some((a) => a.war === w.card) ? '*' : ''}`;
    });
    const p = warPlan(s);
    lines.push(`t${s.turn} T=${s.treasury} budget=${raiseBudget(s)} L=${activeLegions(s).length} F=${activeFleets(s).length} newWars=${expectedNewWars(s).toFixed(2)} cmds=${cmds.join(',')} wars=${wars.join(' ')}`);
    lines.push(`   plan: raise ${p.raiseLegions}L ${p.raiseFleets}F; ${p.attacks.map((a) => `${a.war.replace('war:', '')} ${a.legions}L ${a.fleets}F ${(a.victory * 100).toFixed(0)}%`).join(', ')}`);
  });
  process.stdout.write(`== ${seed} ${g.state.ending!.reason} turn ${g.state.turn}\n${lines.join('\n')}\n`);
}
