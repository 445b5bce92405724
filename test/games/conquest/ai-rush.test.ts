/**
 * The early rush (LevelConfig.rushUntil): before that round the AI expands as
 * the legacy AI does, without the exposure check, with a garrison sized to
 * the enemies one step from home, and without catapults.
 */
import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction, type LevelConfig } from '../../../src/games/conquest/ai';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { emptyBoard, own, put } from './helpers';

/** The hard AI's marches for seat 0 until it ends its movement. */
function marchesOf(s: ConquestState, tuning?: Partial<LevelConfig>): Extract<ConquestAction, { type: 'march' }>[] {
  const out: Extract<ConquestAction, { type: 'march' }>[] = [];
  for (let i = 0; i < 30 && s.phase === 'movement'; i++) {
    const a = chooseAction(conquest.view(s, 0), 0, undefined, 'hard', tuning);
    const r = conquest.apply(s, 0, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${r.error.message}`);
    if (a.type === 'march') out.push(a);
    s = r.state;
  }
  return out;
}

/** Seat 0's small legion in Macedonia next to free Thracia, a rival cavalry legion one step beyond it in Asia. */
function exposed(round: number): ConquestState {
  const s = emptyBoard('movement', round);
  put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
  put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
  put(s, 0, 'macedonia', { infantry: 3, generals: 1 });
  put(s, 1, 'asia', { cavalry: 7, generals: 1 });
  own(s, 0, 'hispania', 'macedonia', 'achaia', 'dalmatia', 'moesia');
  own(s, 1, 'egyptus', 'asia');
  return s;
}

/** Seat 0 at home in Hispania with 12 infantry and a general; a rival legion of 8 two steps away in Lugdunensis. */
function farThreat(round: number): ConquestState {
  const s = emptyBoard('movement', round);
  put(s, 0, 'hispania', { infantry: 12, caesar: 1, generals: 1 });
  put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
  put(s, 1, 'lugdunensis', { infantry: 8, generals: 1 });
  own(s, 0, 'hispania');
  own(s, 1, 'egyptus', 'lugdunensis');
  return s;
}

const RUSH = { rushUntil: 10 };

describe('the early rush (rushUntil)', () => {
  it('takes a free province a rival could strike next turn while it lasts, and not after', () => {
    expect(marchesOf(exposed(5), RUSH).some((m) => m.to === 'thracia')).toBe(true);
    expect(marchesOf(exposed(10), RUSH).some((m) => m.to === 'thracia')).toBe(false);
    expect(marchesOf(exposed(5)).some((m) => m.to === 'thracia')).toBe(false);
  });

  it('sizes the home garrison to the enemies one step away while it lasts: more troops leave home', () => {
    const out = (tuning?: Partial<LevelConfig>, round = 5) => marchesOf(farThreat(round), tuning).filter((m) => m.from === 'hispania')
      .reduce((n, m) => n + m.troops.infantry + m.troops.cavalry + m.troops.catapult, 0);
    expect(out(RUSH)).toBeGreaterThan(out());
    expect(out(RUSH, 10)).toBe(out(undefined, 10));
  });

  it('buys no catapult while it lasts, and one for the mix after', () => {
    const shop = (round: number) => {
      const s = emptyBoard('buy', round);
      put(s, 0, 'hispania', { infantry: 12, cavalry: 4, caesar: 1, generals: 1 });
      put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
      own(s, 0, 'hispania');
      own(s, 1, 'egyptus');
      s.players[0].money = 30;
      return chooseAction(conquest.view(s, 0), 0, undefined, 'hard', RUSH);
    };
    expect(shop(5)).toMatchObject({ type: 'buy', piece: 'infantry' });
    expect(shop(10)).toMatchObject({ type: 'buy', piece: 'catapult' });
  });
});

describe('the second step (secondStep)', () => {
  /** Seat 0's general with 3 infantry and 3 cavalry in Lusitania, next to free Baetica; Tingitana beyond it is free too. */
  function cavalryLegion(): ConquestState {
    const s = emptyBoard('movement', 5);
    put(s, 0, 'hispania', { infantry: 3, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 6, caesar: 1 });
    put(s, 0, 'lusitania', { infantry: 3, cavalry: 3, generals: 1 });
    own(s, 0, 'hispania', 'lusitania');
    own(s, 1, 'egyptus');
    return s;
  }

  it('takes a second province with the cavalry and leaves the infantry to take the first', () => {
    const marches = marchesOf(cavalryLegion(), { secondStep: true });
    expect(marches.map((m) => [m.from, m.to])).toEqual([['lusitania', 'baetica'], ['baetica', 'tingitana']]);
    expect(marches[1].troops).toMatchObject({ generals: 1, cavalry: 3, infantry: 0 });
  });

  it('without it the legion stops after one step', () => {
    expect(marchesOf(cavalryLegion()).map((m) => [m.from, m.to])).toEqual([['lusitania', 'baetica']]);
  });

  it('leaves one unit behind when the legion is all cavalry, and never steps where another player stands', () => {
    const s = cavalryLegion();
    s.stacks = s.stacks.filter((x) => x.at !== 'lusitania');
    put(s, 0, 'lusitania', { cavalry: 3, generals: 1 });
    expect(marchesOf(s, { secondStep: true })[1].troops).toMatchObject({ generals: 1, cavalry: 2 });
    put(s, 1, 'tingitana', { generals: 1 });
    expect(marchesOf(s, { secondStep: true }).map((m) => m.to)).toEqual(['baetica']);
  });
});
