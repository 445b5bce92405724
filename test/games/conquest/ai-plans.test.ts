import { describe, expect, it } from 'vitest';
import { conquest } from '../../../src/games/conquest';
import { chooseAction } from '../../../src/games/conquest/ai';
import type { ConquestAction, ConquestState } from '../../../src/games/conquest/types';
import { bareGame, emptyBoard, galley, own, put } from './helpers';
import { aiMovement } from './ai-movement';

describe('the Conquest AI plans', () => {
  it('converges on a weakly held enemy Caesar and attacks him', () => {
    const s = emptyBoard('movement');
    put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 2, caesar: 1 });
    put(s, 0, 'africa', { cavalry: 7, generals: 1 });
    put(s, 0, 'arabia_petraea', { cavalry: 7, generals: 1 });
    own(s, 0, 'africa', 'arabia_petraea', 'cyrenaica', 'palestina');
    const { actions } = aiMovement(s);
    const marches = actions.filter((a): a is Extract<ConquestAction, { type: 'march' }> => a.type === 'march');
    expect(marches.some((a) => a.to === 'egyptus')).toBe(true);
  });

  it('does not throw its legions at a Caesar it cannot beat', () => {
    const s = emptyBoard('movement');
    put(s, 0, 'hispania', { infantry: 6, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 20, cavalry: 10, catapult: 4, caesar: 1 });
    put(s, 0, 'arabia_petraea', { cavalry: 7, generals: 1 });
    own(s, 0, 'arabia_petraea', 'cyrenaica', 'palestina', 'africa');
    const { actions } = aiMovement(s);
    expect(actions.some((a) => a.type === 'march' && a.to === 'egyptus')).toBe(false);
  });

  it('ferries a legion from home to a free island by galley', () => {
    const s = emptyBoard('movement');
    put(s, 0, 'hispania', { infantry: 12, generals: 1, caesar: 1 });
    put(s, 1, 'egyptus', { infantry: 10, caesar: 1 });
    const id = galley(s, 0, 'hispania:1');
    const { actions, state } = aiMovement(s);
    expect(actions[0]).toMatchObject({ type: 'embark', galley: id });
    const embark = actions[0] as Extract<ConquestAction, { type: 'embark' }>;
    expect(embark.troops.caesar).toBe(0);
    expect(embark.troops.generals).toBe(1);
    // Hispania's Mare Baliaricum coast is one sea away from the Baleares: it lands there the same turn.
    expect(actions.some((a) => a.type === 'disembark')).toBe(true);
    expect(state.stacks.some((x) => x.owner === 0 && x.at === 'baleares' && x.troops.generals === 1)).toBe(true);
    // Caesar and a garrison stayed at home.
    const home = state.stacks.filter((x) => x.owner === 0 && x.at === 'hispania');
    expect(home.reduce((n, x) => n + x.troops.caesar, 0)).toBe(1);
    expect(home.reduce((n, x) => n + x.troops.infantry, 0)).toBeGreaterThanOrEqual(3);
  });
});

describe('the Conquest AI and ransom', () => {
  function captiveGame(): ConquestState {
    const s = bareGame();
    s.active = 0;
    s.phase = 'buy';
    s.players[0].money = 100;
    s.captives = [{ holder: 1, owner: 0, count: 2 }];
    return s;
  }

  it('offers ransom for its generals once a round, and takes no for an answer', () => {
    let s = captiveGame();
    const memory = {};
    const offer = chooseAction(conquest.view(s, 0), 0, memory);
    expect(offer).toEqual({ type: 'offerRansom', holder: 1, generals: 2, amount: 40 });
    let r = conquest.apply(s, 0, offer);
    expect(r.ok).toBe(true);
    s = (r as { state: ConquestState }).state;
    r = conquest.apply(s, 1, { type: 'answerRansom', accept: false });
    expect(r.ok).toBe(true);
    s = (r as { state: ConquestState }).state;
    expect(chooseAction(conquest.view(s, 0), 0, memory).type).not.toBe('offerRansom');
  });

  it('short of generals, offers for as many as it can pay and keeps its talents for the rest (normal and hard)', () => {
    for (const level of ['normal', 'hard'] as const) {
      let s = captiveGame();
      s.players[0].money = 30;
      // Two of its four generals are held: the two left stand at home with Caesar and a garrison.
      s.stacks = s.stacks.filter((x) => x.owner !== 0);
      put(s, 0, 'hispania', { infantry: 8, generals: 2, caesar: 1 });
      const memory = {};
      const offer = chooseAction(conquest.view(s, 0), 0, memory, level);
      expect(offer).toEqual({ type: 'offerRansom', holder: 1, generals: 1, amount: 20 });
      const r = conquest.apply(s, 0, offer);
      expect(r.ok).toBe(true);
      s = (r as { state: ConquestState }).state;
      const refused = conquest.apply(s, 1, { type: 'answerRansom', accept: false });
      expect(refused.ok).toBe(true);
      s = (refused as { state: ConquestState }).state;
      // Refused: it saves rather than buys a unit with the 30 talents.
      expect(chooseAction(conquest.view(s, 0), 0, memory, level)).toEqual({ type: 'endTurn' });
    }
    // The easy level offers only for all of them at once, and spends what it cannot offer.
    const e = captiveGame();
    e.players[0].money = 30;
    expect(chooseAction(conquest.view(e, 0), 0, {}, 'easy').type).toBe('buy');
  });

  it('as holder accepts a fair price (its own offer is one), and never offers without a memory', () => {
    const s = captiveGame();
    expect(chooseAction(conquest.view(s, 0), 0).type).not.toBe('offerRansom');
    const offered = conquest.apply(s, 0, { type: 'offerRansom', holder: 1, generals: 2, amount: 40 });
    expect(offered.ok).toBe(true);
    const t = (offered as { state: ConquestState }).state;
    expect(chooseAction(conquest.view(t, 1), 1)).toEqual({ type: 'answerRansom', accept: true });
  });
});
