/**
 * The scripted member of the Conquest end-to-end test: waits at home until it
 * has 10 infantry, then marches Caesar's whole legion toward an AI's home and
 * fights every battle (continuing to the end); buys as much infantry as it
 * can. `memberDice` is the test-only path: before a battle the member attacks
 * is rolled, the engine's forced-dice hook makes the member's dice all
 * infantry and the defender's all blank.
 */
import { conquest } from '../../../../src/games/conquest';
import { troopsAt } from '../../../../src/games/conquest/board';
import { PROVINCES } from '../../../../src/games/conquest/data';
import type { ConquestAction, ConquestState } from '../../../../src/games/conquest/types';

function nextStepToCaesar(s: ConquestState, seat: number, from: string): string | null {
  const targets = new Set(s.stacks.filter((x) => x.owner !== seat && x.troops.caesar > 0).map((x) => x.at));
  if (targets.has(from)) return null;
  const prev: Record<string, string> = { [from]: from };
  const queue = [from];
  while (queue.length) {
    const p = queue.shift()!;
    if (targets.has(p)) {
      let step = p;
      while (prev[step] !== from) step = prev[step];
      return step;
    }
    for (const q of PROVINCES[p].neighbours) if (!(q in prev)) { prev[q] = p; queue.push(q); }
  }
  return null;
}

export const MEMBER_PATH = ['macedonia', 'dalmatia', 'italia', 'narbonensis', 'hispania'];

export function memberAction(s: ConquestState, seat: number): ConquestAction {
  const acts = conquest.legalActions(s, seat);
  const b = s.battle;
  if (b) {
    if (b.kind === 'land' && b.step === 'decide') return { type: 'continue' };
    return acts[0];
  }
  if (s.ransomOffer) return acts[acts.length - 1];
  switch (s.phase) {
    case 'movement': {
      const at = s.stacks.find((x) => x.owner === seat && x.troops.caesar > 0)?.at;
      if (!at) return { type: 'endMovement' };
      const ready = at !== MEMBER_PATH[0] || troopsAt(s, seat, at).infantry >= 10;
      const fresh = s.stacks.some((x) => x.owner === seat && x.at === at && x.troops.infantry > 0 && x.used === 0);
      const i = MEMBER_PATH.indexOf(at);
      // Along the path to the AI's home, then after the nearest enemy Caesar.
      const to = i >= 0 && i < MEMBER_PATH.length - 1 ? MEMBER_PATH[i + 1] : nextStepToCaesar(s, seat, at);
      const march = acts.find((x) => x.type === 'march' && x.from === at && x.to === to && x.troops.caesar === 1 && x.troops.infantry > 0);
      return ready && fresh && march ? march : { type: 'endMovement' };
    }
    case 'battle':
      return acts.find((x) => x.type === 'attack') ?? { type: 'endBattles' };
    case 'buy':
      return acts.find((x) => x.type === 'buy' && x.piece === 'infantry' && x.count > 1)
        ?? acts.find((x) => x.type === 'buy' && x.piece === 'infantry') ?? { type: 'endTurn' };
    default:
      return acts[acts.length - 1];
  }
}

const legionSize = (units: number, leaders: number) => Math.min(units, 5 + leaders);

/**
 * Faces to force before the member's next decision, or null when it starts or
 * organises no battle of theirs: the attacker's dice are rolled first, then the
 * defender's (plus up to 2 fortification dice), all at once when the last
 * battle legion is formed, which may be the AI's answer to the member's click.
 */
export function memberDice(s: ConquestState, seat: number, next: ConquestAction): number[] | null {
  const b = s.battle;
  let sizes: [number, number] | null = null;
  if (next.type === 'attack') {
    const mine = troopsAt(s, seat, next.province);
    const enemy = s.stacks.filter((x) => x.at === next.province && x.owner !== seat)
      .reduce((n, x) => ({ units: n.units + x.troops.infantry + x.troops.cavalry + x.troops.catapult, leaders: n.leaders + x.troops.generals + x.troops.caesar }), { units: 0, leaders: 0 });
    sizes = [legionSize(mine.infantry + mine.cavalry + mine.catapult, mine.generals + mine.caesar), legionSize(enemy.units, enemy.leaders)];
  } else if (b && b.kind === 'land' && b.step === 'organize' && b.attacker.seat === seat) {
    const size = (side: typeof b.attacker) => legionSize(side.units.infantry + side.units.cavalry + side.units.catapult, side.leaders.generals + side.leaders.caesar);
    sizes = [size(b.attacker), size(b.defender)];
  } else if (b && b.kind === 'land' && b.step === 'decide' && b.attacker.seat === seat && next.type === 'continue') {
    // The defender decides first; once both continue, the next round is organised and may roll at once.
    const size = (side: typeof b.attacker) => legionSize(side.units.infantry + side.units.cavalry + side.units.catapult, side.leaders.generals + side.leaders.caesar);
    sizes = [size(b.attacker), size(b.defender)];
  }
  return sizes ? [...Array(sizes[0]).fill(1), ...Array(sizes[1] + 2).fill(6)] : null;
}
