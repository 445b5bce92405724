/** Refuge / Rise from Refuge (Early Republic event): a beaten enemy leader comes back. */
import { describe, expect, it } from 'vitest';
import { drawEvent, expireEvents, runEventHook } from '../../../src/games/republic/events/registry';
import { defeatWar, findWar, warArrives, warStrength } from '../../../src/games/republic/wars';
import { bare, cardCensus, ctxOf } from './helpers';
import { war } from './senate-table';

describe('Refuge / Rise from Refuge (event)', () => {
  it('light side: the leader of a defeated war waits on the card, then joins the next war drawn and leaves with it', () => {
    const s = bare();
    s.forum.wars = [war('war:1st-punic', { leaders: ['leader:hamilcar'] })];
    // A war card still to draw: with none he would have nothing to wait for (leader-leaves.test.ts).
    s.deck = ['war:1st-illyrian'];
    const c = ctxOf(s);
    drawEvent(c, 'event:refuge');
    const before = cardCensus(c.s).length;
    defeatWar(c, 'war:1st-punic', 'victory');
    expect(c.s.curia.leaders).toEqual([]);
    expect(c.s.forum.events).toEqual([expect.objectContaining({ id: 'event:refuge', leader: 'leader:hamilcar' })]);
    // It stays in play over the next Forum Phase (an exception to 1.07.1).
    expireEvents(c);
    expect(c.s.forum.events).toHaveLength(1);
    warArrives(c, 'war:1st-gallic');
    const gallic = findWar(c.s, 'war:1st-gallic')!;
    expect(gallic.refuge).toEqual(['leader:hamilcar']);
    // Hamilcar's strength 3 on the Gallic War's 10.
    expect(warStrength(c.s, gallic).land).toBe(13);
    expect(c.s.forum.events).toEqual([]);
    // Every card still in exactly one place: the Gallic War came from outside this bare table.
    expect(cardCensus(c.s).length).toBe(before + 1);
    defeatWar(c, 'war:1st-gallic', 'victory');
    expect(c.s.discard).toContain('leader:hamilcar');
    expect(c.s.curia.leaders).toEqual([]);
  });

  it('a leader killed by Enemy Leader Dies takes refuge instead of being discarded', () => {
    const s = bare();
    s.forum.wars = [war('war:1st-punic', { leaders: ['leader:hannibal'] })];
    s.deck = ['war:1st-illyrian'];
    const c = ctxOf(s);
    drawEvent(c, 'event:refuge');
    drawEvent(c, 'event:enemy-leader-dies');
    runEventHook(c, 'endForum', {});
    expect(c.s.discard).not.toContain('leader:hannibal');
    expect(c.s.forum.events.find((e) => e.id === 'event:refuge')?.leader).toBe('leader:hannibal');
  });

  it('a leader who moves on to another war he aids does not use the card', () => {
    const s = bare();
    s.forum.wars = [war('war:1st-punic', { leaders: ['leader:hannibal'] }), war('war:2nd-punic', { status: 'imminent' }), war('war:3rd-punic', { status: 'inactive' })];
    const c = ctxOf(s);
    drawEvent(c, 'event:refuge');
    defeatWar(c, 'war:1st-punic', 'victory');
    expect(findWar(c.s, 'war:3rd-punic')!.leaders).toEqual(['leader:hannibal']);
    expect(c.s.forum.events[0].leader).toBeUndefined();
  });

  it('dark side (Rise from Refuge): the leader activates every war in the Forum and adds his strength to each', () => {
    const s = bare();
    s.forum.wars = [
      war('war:1st-punic', { leaders: ['leader:hamilcar'] }),
      war('war:1st-illyrian', { status: 'inactive' }),
      war('war:2nd-macedonian', { status: 'inactive' }),
      war('war:1st-gallic'),
    ];
    const c = ctxOf(s);
    drawEvent(c, 'event:refuge');
    drawEvent(c, 'event:refuge');
    const before = cardCensus(c.s).length;
    defeatWar(c, 'war:1st-punic', 'victory');
    for (const id of ['war:1st-illyrian', 'war:2nd-macedonian', 'war:1st-gallic']) {
      expect(findWar(c.s, id)).toMatchObject({ status: 'active', refuge: ['leader:hamilcar'] });
    }
    expect(warStrength(c.s, findWar(c.s, 'war:1st-illyrian')!).land).toBe(5 + 3);
    expect(c.s.forum.events).toEqual([]);
    expect(cardCensus(c.s).length).toBe(before);
    // He helps no war drawn later and is discarded with the last war he aids.
    warArrives(c, 'war:syrian');
    expect(findWar(c.s, 'war:syrian')!.refuge).toBeUndefined();
    defeatWar(c, 'war:1st-illyrian', 'victory');
    defeatWar(c, 'war:2nd-macedonian', 'victory');
    expect(c.s.discard).not.toContain('leader:hamilcar');
    defeatWar(c, 'war:1st-gallic', 'victory');
    expect(c.s.discard).toContain('leader:hamilcar');
  });
});
