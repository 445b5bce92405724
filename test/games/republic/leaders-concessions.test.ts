/**
 * A test per leader and concession card that no other test names: Viriathus (a leader who waits, like the
 * Spanish wars, for the Spanish provinces), Vercingetorix (an ordinary matching leader) and each Tax Farmer
 * (destroyed by its own number on the Tax Farmer roll, 1.07.8).
 */
import { describe, expect, it } from 'vitest';
import { CONCESSIONS } from '../../../src/games/republic/data';
import { leaderArrives } from '../../../src/games/republic/wars';
import { addSenator, bare, ctxOf, runPhase } from './helpers';
import { war } from './senate-table';

describe('leaders: Viriathus and Vercingetorix', () => {
  it('Viriathus does not join a Spanish war still waiting for its provinces: he goes to the Curia', () => {
    const c = ctxOf(bare());
    c.s.forum.wars = [war('war:lusitanian', { status: 'inactive', waiting: true })];
    leaderArrives(c, 'leader:viriathus');
    expect(c.s.forum.wars[0].leaders).toEqual([]);
    expect(c.s.curia.leaders).toEqual(['leader:viriathus']);
  });

  it('Viriathus joins a Spanish war that can be fought and activates it', () => {
    const c = ctxOf(bare());
    c.s.forum.wars = [war('war:numantine', { status: 'inactive' })];
    leaderArrives(c, 'leader:viriathus');
    expect(c.s.forum.wars[0]).toMatchObject({ leaders: ['leader:viriathus'], status: 'active' });
  });

  it('Vercingetorix joins a Gallic war, the active one first', () => {
    const c = ctxOf(bare());
    c.s.forum.wars = [war('war:1st-gallic', { status: 'inactive' }), war('war:2nd-gallic')];
    leaderArrives(c, 'leader:vercingetorix');
    expect(c.s.forum.wars.find((w) => w.card === 'war:2nd-gallic')!.leaders).toEqual(['leader:vercingetorix']);
    expect(c.s.forum.wars.find((w) => w.card === 'war:1st-gallic')!.leaders).toEqual([]);
  });

  it('Vercingetorix with no Gallic war in play waits in the Curia', () => {
    const c = ctxOf(bare());
    c.s.forum.wars = [war('war:1st-punic')];
    // A Gallic war still in the deck: without one he would leave the game (1.07.344, leader-leaves.test.ts).
    c.s.deck = ['war:1st-gallic'];
    leaderArrives(c, 'leader:vercingetorix');
    expect(c.s.curia.leaders).toEqual(['leader:vercingetorix']);
  });
});

describe('concessions: the six Tax Farmers', () => {
  for (const n of [1, 2, 3, 4, 5, 6]) {
    it(`Tax Farmer ${n} is destroyed by a Tax Farmer roll of ${n} under the 2nd Punic War, the others are not`, () => {
      const s = bare(3, 'forum');
      addSenator(s, 1, 0, { concessions: [1, 2, 3, 4, 5, 6].map((k) => ({ card: `concession:tax-farmer-${k}`, corrupt: false })) });
      s.forum.wars = [war('war:2nd-punic')];
      s.step = 'end';
      s.forumState = { taken: 6, holder: null, sub: 'done', queue: [], auction: null, persuasion: null };
      // The tax farmer roll, then the Curia's (nothing there).
      const c = ctxOf(s, [n, 1, 1, 1]);
      c.s.phase = 'forum';
      runPhase(c);
      expect(CONCESSIONS.get(`concession:tax-farmer-${n}`)!.taxFarmer).toBe(n);
      expect(c.s.senators['1'].concessions.map((x) => x.card)).toEqual([1, 2, 3, 4, 5, 6].filter((k) => k !== n).map((k) => `concession:tax-farmer-${k}`));
      expect(c.s.curia.concessions).toEqual([`concession:tax-farmer-${n}`]);
    });
  }
});
