import { describe, expect, it } from 'vitest';
import { galleyPurchase, islandTargets, nextGalleyMove } from '../../../src/games/conquest/ai-galleys';
import { emptyBoard, galley, own, put } from './helpers';

const ISLANDS = ['baleares', 'corsica', 'creta', 'cyprus', 'sardinia'];

describe('Conquest AI galleys: a ferry to the islands only', () => {
  it('buys a galley while an island is free, and none once every island is taken', () => {
    const s = emptyBoard('buy');
    put(s, 0, 'hispania', { infantry: 6, generals: 1, caesar: 1 });
    s.players[0].money = 100;
    expect(galleyPurchase(s, 0)).toMatchObject({ type: 'buy', piece: 'galley' });
    own(s, 0, ...ISLANDS);
    expect(islandTargets(s, 0)).toEqual([]);
    // Mainland coasts are reached by land: no galley is bought for them.
    expect(galleyPurchase(s, 0)).toBeNull();
  });

  it('an empty galley sails nowhere when no island is left and no legion waits on one', () => {
    const s = emptyBoard('movement');
    put(s, 0, 'hispania', { infantry: 10, generals: 2, caesar: 1 });
    own(s, 0, ...ISLANDS);
    galley(s, 0, 'hispania:1');
    expect(nextGalleyMove(s, 0, 4)).toBeNull();
  });

  it('with a free island, boards a legion at home above the garrison', () => {
    const s = emptyBoard('movement');
    put(s, 0, 'hispania', { infantry: 10, generals: 2, caesar: 1 });
    const id = galley(s, 0, 'hispania:1');
    const a = nextGalleyMove(s, 0, 4);
    expect(a).toMatchObject({ type: 'embark', galley: id });
    if (a?.type !== 'embark') throw new Error('expected an embark');
    expect(a.troops.caesar).toBe(0);
    expect(a.troops.generals).toBe(1);
    expect(a.troops.infantry).toBe(6);
  });
});
