import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction, type AiLevel, type LevelConfig } from '../../../src/games/conquest/ai';
import { attackOdds } from '../../../src/games/conquest/ai-odds';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { bareGame, clearPieces, emptyBoard, own, put } from './helpers';

/** The AI's marches for the active seat until it ends its movement. */
function marchesOf(s: ConquestState, level: AiLevel, tuning?: Partial<LevelConfig>): Extract<ConquestAction, { type: 'march' }>[] {
  const seat = s.active;
  const out: Extract<ConquestAction, { type: 'march' }>[] = [];
  for (let i = 0; i < 30 && s.phase === 'movement'; i++) {
    const a = chooseAction(conquest.view(s, seat), seat, undefined, level, tuning);
    const r = conquest.apply(s, seat, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.message}`);
    if (a.type === 'march') out.push(a);
    s = r.state;
  }
  return out;
}

/** Seat 0's small legion in Macedonia next to free Thracia, a rival cavalry legion one step beyond it in Asia. */
function exposedGame(): ConquestState {
  const s = emptyBoard('movement');
  put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
  put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
  put(s, 0, 'macedonia', { infantry: 3, generals: 1 });
  put(s, 1, 'asia', { cavalry: 7, generals: 1 });
  own(s, 0, 'macedonia', 'achaia', 'dalmatia', 'moesia');
  own(s, 1, 'asia');
  return s;
}

describe('the Conquest AI keeps its legions out of reach', () => {
  it('does not take a free province where a rival legion would crush it next turn (normal and hard)', () => {
    for (const level of ['normal', 'hard'] as const) {
      expect(marchesOf(exposedGame(), level).some((m) => m.to === 'thracia')).toBe(false);
    }
  });

  it('takes the same province when it does not weigh that peril (the setting off, or the easy level)', () => {
    expect(marchesOf(exposedGame(), 'normal', { exposure: 0 }).some((m) => m.to === 'thracia')).toBe(true);
    expect(marchesOf(exposedGame(), 'easy').some((m) => m.to === 'thracia')).toBe(true);
  });
});

describe('the Conquest AI as a defender away from home', () => {
  /** Seat 1 attacks seat 0's legion in Numidia (away from seat 0's home) and plays the first round; returns the state at seat 0's decision. */
  function atDefenderDecision(level: AiLevel): { s: ConquestState; odds: number } | null {
    const s0 = bareGame();
    clearPieces(s0);
    s0.active = 1;
    s0.phase = 'movement';
    put(s0, 0, 'hispania', { infantry: 6, caesar: 1 });
    put(s0, 1, 'egyptus', { infantry: 6, caesar: 1 });
    put(s0, 0, 'numidia', { infantry: 5, generals: 1 });
    put(s0, 1, 'africa', { infantry: 4, cavalry: 3, generals: 1 });
    own(s0, 0, 'numidia');
    own(s0, 1, 'africa');
    let s = s0;
    const step = (seat: number, a: ConquestAction) => {
      const r = conquest.apply(s, seat, a);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.message}`);
      s = r.state;
    };
    step(1, { type: 'march', from: 'africa', to: 'numidia', troops: { infantry: 4, cavalry: 3, catapult: 0, generals: 1, caesar: 0 } });
    step(1, { type: 'endMovement' });
    step(1, { type: 'attack', province: 'numidia' });
    for (let i = 0; i < 20 && s.battle; i++) {
      const b = s.battle;
      if (b.kind === 'land' && b.step === 'decide' && conquest.activePlayers(s).includes(0)) {
        const side = (r: 'attacker' | 'defender') => ({ units: b[r].units, leaders: b[r].leaders.generals + b[r].leaders.caesar });
        return { s, odds: attackOdds(side('attacker'), side('defender')) };
      }
      const seat = conquest.activePlayers(s)[0];
      step(seat, chooseAction(conquest.view(s, seat), seat, undefined, level));
    }
    return null;
  }

  it('retreats once the attacker is likely to win (normal), holds until it is hopeless (easy)', () => {
    let checked = 0;
    for (const level of ['normal', 'easy'] as const) {
      const at = atDefenderDecision(level);
      if (!at) continue;
      const a = chooseAction(conquest.view(at.s, 0), 0, undefined, level);
      const limit = level === 'normal' ? 0.3 : 0.85;
      expect(a.type).toBe(at.odds > limit ? 'retreat' : 'continue');
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
