import { describe, expect, it } from 'vitest';
import { campaignProbe, chooseAction } from '../../../src/games/conquest/ai';
import { conquest } from '../../../src/games/conquest';
import { emptyBoard, put } from './helpers';

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
