import { describe, expect, it } from 'vitest';
import { campaignProbe, chooseAction } from '../../../src/games/conquest/ai';
import { conquest } from '../../../src/games/conquest';
import { bareGame, clearPieces, emptyBoard, put } from './helpers';

describe('the Conquest AI campaign probe (war-trace bench)', () => {
  it('reports no war before the war round, and the army, target and steps once at war', () => {
    const s = emptyBoard('movement', 5);
    put(s, 0, 'hispania', { infantry: 14, generals: 2, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 3, caesar: 1 });
    expect(campaignProbe(s, 0).atWar).toBe(false);
    s.round = 10;
    const p = campaignProbe(s, 0);
    expect(p).toMatchObject({ atWar: true, center: 'hispania', target: 'egyptus' });
    expect(p.steps).toBeGreaterThan(1);
    expect(p.odds).toBeGreaterThan(0.5);
  });

  it('next to a Caesar it beats, says so, and the AI attacks him', () => {
    const s = emptyBoard('movement', 10);
    put(s, 0, 'hispania', { infantry: 4 });
    put(s, 0, 'cyrenaica', { infantry: 14, generals: 1, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 2, caesar: 1 });
    const p = campaignProbe(s, 0);
    expect(p).toMatchObject({ atWar: true, center: 'cyrenaica', target: 'egyptus', steps: 1 });
    expect(p.odds).toBeGreaterThanOrEqual(p.needed);
    const a = chooseAction(conquest.view(s, 0), 0);
    expect(a).toMatchObject({ type: 'march', from: 'cyrenaica', to: 'egyptus' });
  });
});

describe('when the hard level goes to war among three or more', () => {
  /** Three players, every Caesar at home; seat 0 with `mine` infantry, the others with 10 each. */
  function threeHomes(round: number, mine: number) {
    const s = bareGame(['hispania', 'egyptus', 'macedonia']);
    clearPieces(s);
    s.round = round;
    s.active = 0;
    s.phase = 'movement';
    for (const p of s.players) p.money = 0;
    put(s, 0, 'hispania', { infantry: mine, generals: 2, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 10, caesar: 1 });
    put(s, 2, 'macedonia', { infantry: 10, caesar: 1 });
    return s;
  }
  const powerRatio = (s: ReturnType<typeof threeHomes>) => {
    const tribute = conquest.view(s, 0).tribute;
    const power = (i: number) => s.stacks.filter((x) => x.owner === i).reduce((n, x) => n + x.troops.infantry, 0) + (tribute[i] + s.players[i].money) / 10;
    return power(0) / Math.max(power(1), power(2));
  };

  it('from round 20 once it is 1.2 times as strong as every rival, Caesars all at home', () => {
    const s = threeHomes(20, 14);
    expect(powerRatio(s)).toBeGreaterThanOrEqual(1.2);
    expect(powerRatio(s)).toBeLessThan(1.5);
    expect(campaignProbe(s, 0).atWar).toBe(true);
    s.round = 19;
    expect(campaignProbe(s, 0).atWar).toBe(false);
  });

  it('not at round 20 without that lead', () => {
    const s = threeHomes(20, 11);
    expect(powerRatio(s)).toBeLessThan(1.2);
    expect(campaignProbe(s, 0).atWar).toBe(false);
  });
});
