import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction, type LevelConfig } from '../../../src/games/conquest/ai';
import { attackOdds } from '../../../src/games/conquest/ai-odds';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { bareGame, clearPieces, own, put } from './helpers';

/**
 * Seat 1's big army attacks seat 0's Caesar with a small guard in Numidia (away from his home,
 * Hispania); Numidia borders Africa, left empty by the attacker, and Caesariensis. Plays the battle
 * until seat 0's first decision and returns that state with the attacker's odds.
 */
function atCaesarDecision(friendsNextDoor: boolean): { s: ConquestState; odds: number } | null {
  const s0 = bareGame();
  clearPieces(s0);
  s0.active = 1;
  s0.phase = 'movement';
  put(s0, 0, 'hispania', { infantry: 6 });
  put(s0, 1, 'egyptus', { infantry: 6, caesar: 1 });
  put(s0, 0, 'numidia', { infantry: 6, caesar: 1 });
  put(s0, 1, 'africa', { infantry: 5, cavalry: 7, generals: 2 });
  if (friendsNextDoor) put(s0, 0, 'caesariensis', { infantry: 2 });
  own(s0, 0, 'numidia', 'hispania');
  own(s0, 1, 'africa', 'egyptus');
  let s = s0;
  const step = (seat: number, a: ConquestAction) => {
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  };
  step(1, { type: 'march', from: 'africa', to: 'numidia', troops: { infantry: 5, cavalry: 7, catapult: 0, generals: 2, caesar: 0 } });
  step(1, { type: 'endMovement' });
  step(1, { type: 'attack', province: 'numidia' });
  for (let i = 0; i < 20 && s.battle; i++) {
    const b = s.battle;
    if (b.kind === 'land' && b.step === 'decide' && conquest.activePlayers(s).includes(0)) {
      const side = (r: 'attacker' | 'defender') => ({ units: b[r].units, leaders: b[r].leaders.generals + b[r].leaders.caesar });
      return { s, odds: attackOdds(side('attacker'), side('defender')) };
    }
    const seat = conquest.activePlayers(s)[0];
    step(seat, chooseAction(conquest.view(s, seat), seat, undefined, 'hard'));
  }
  return null;
}

const decide = (s: ConquestState, tuning: Partial<LevelConfig>) => chooseAction(conquest.view(s, 0), 0, undefined, 'hard', tuning);

describe('a Caesar losing a battle away from home (hard level)', () => {
  it('runs by default; with caesarCornered he stands when no retreat reaches his home or his troops', () => {
    const at = atCaesarDecision(false);
    expect(at).not.toBeNull();
    expect(at!.odds).toBeGreaterThan(0.6);
    expect(decide(at!.s, {}).type).toBe('retreat');
    expect(decide(at!.s, { caesarCornered: true })).toEqual({ type: 'continue' });
  });

  it('with caesarCornered still retreats to his own troops next door', () => {
    const at = atCaesarDecision(true);
    expect(at).not.toBeNull();
    expect(at!.odds).toBeGreaterThan(0.6);
    expect(decide(at!.s, { caesarCornered: true })).toEqual({ type: 'retreat', to: 'caesariensis' });
  });
});
