/**
 * The AI out of turn: while another seat decides, an AI seat with an open
 * interrupt window may take a Tribune proposal or an assassination when it
 * is worth it (chooseInterruptAction), from its own view only, and every
 * such answer is legal.
 */
import { describe, expect, it } from 'vitest';
import { republic } from '../../../src/games/republic';
import { chooseAction, chooseInterruptAction } from '../../../src/games/republic/ai';
import { republicAiPlayer } from '../../../src/games/republic/cli';
import { top } from '../../../src/games/republic/registry';
import type { RepublicAction, RepublicState, RepublicView } from '../../../src/games/republic/types';
import { afterConsuls, propose } from './senate-table';
import { yielder } from '../../support/yield';

const ask = (s: RepublicState, seat: number, seed = 'x') => chooseInterruptAction(republic.view(s, seat) as RepublicView, seat, seed);

function legal(s: RepublicState, seat: number, a: RepublicAction): boolean {
  return republic.apply(s, seat, republic.parseAction(JSON.parse(JSON.stringify(a)))).ok;
}

/** Fulvius (7, seat 2) with 25 influence is nominated Consul for Life; seat 0 holds an Assassin. */
function cflOnFloor(): RepublicState {
  let s = afterConsuls();
  s.senators['7'].inf = 25;
  s.factions[0].hand = ['intrigue:assassin-49'];
  s = propose(s, { kind: 'consulForLife', senator: '7' });
  return s;
}

describe('the AI out of turn', () => {
  it('assassinates a rival nominated Consul for Life when the vote may carry (no Tribune can veto it)', () => {
    const s = cflOnFloor();
    expect(republic.activePlayers(s)[0]).not.toBe(0);
    const a = ask(s, 0);
    expect(a).toMatchObject({ type: 'assassinate', target: '7', cards: ['intrigue:assassin-49'] });
    expect(legal(s, 0, a!)).toBe(true);
  });

  it('decides from its own view: other factions\' hidden hands and treasuries do not change the answer', () => {
    const a = cflOnFloor();
    const b = cflOnFloor();
    b.factions[1].hand = ['intrigue:tribune-38', 'intrigue:secret-bodyguard-57'];
    b.factions[2].treasury = 77;
    b.factions[1].treasury = 31;
    expect(ask(b, 0, 'v')).toEqual(ask(a, 0, 'v'));
  });

  it('uses a Tribune to put its own Consul for Life on the floor while another faction presides', () => {
    const s = afterConsuls();
    s.factions[0].hand = ['intrigue:tribune-38'];
    s.senators['1'].inf = 30;
    s.senators['2'].knights = 6;
    s.senators['3'].knights = 6;
    expect(top(s)).toMatchObject({ kind: 'senateFloor' });
    expect(top(s)!.seat).not.toBe(0);
    const a = ask(s, 0);
    expect(a).toMatchObject({ type: 'tribunePropose', proposal: { kind: 'consulForLife', senator: '1' } });
    expect(legal(s, 0, a!)).toBe(true);
  });

  it('lets the game go on when nothing is worth an interrupt, and never answers for the deciding seat', () => {
    const s = afterConsuls();
    s.factions[0].hand = ['intrigue:tribune-38'];
    expect(ask(s, 0)).toBeNull();
    expect(ask(s, 2)).toBeNull();
    const t = cflOnFloor();
    expect(ask(t, republic.activePlayers(t)[0])).toBeNull();
  });

  it('in AI games where every open window is offered, each interrupt it takes is legal', async () => {
    let s = republic.setup(republic.parseOptions({ players: 4, scenario: 'early' }), 'interrupts-1');
    const ai = [0, 1, 2, 3].map((i) => republicAiPlayer(`interrupts-1:${i}`));
    // Seconds of synchronous work in all: the event loop gets a turn now and then (test/support/yield.ts).
    const pause = yielder();
    for (let k = 0; k < 6000 && !republic.result(s); k++) {
      await pause();
      const [first, ...others] = republic.activePlayers(s);
      let acted = false;
      for (const seat of others) {
        const a = ai[seat].interrupt(s, seat);
        if (!a) continue;
        const out = republic.apply(s, seat, republic.parseAction(JSON.parse(JSON.stringify(a))));
        if (!out.ok) throw new Error(`seat ${seat} interrupted illegally with ${JSON.stringify(a)}: ${out.error.message}`);
        s = out.state;
        acted = true;
        break;
      }
      if (acted) continue;
      const a = ai[first].choose(s, first);
      const out = republic.apply(s, first, republic.parseAction(JSON.parse(JSON.stringify(a))));
      if (!out.ok) throw new Error(`seat ${first} answered illegally: ${out.error.message}`);
      s = out.state;
    }
    expect(republic.result(s)).not.toBeNull();
  }, 240_000);
});

describe('the AI\'s Tribune veto (in its own vote)', () => {
  /** Seat 2's Furius (8), corrupt, is prosecuted; seats 0 and 1 vote to convict before seat 2 is called. */
  function prosecuted(inf: number): RepublicState {
    let s = afterConsuls((t) => {
      Object.assign(t.senators['8'], { corrupt: true, inf, knights: 0, talents: 9 });
    });
    s.senators['8'].priorConsul = true;
    s.factions[2].hand = ['intrigue:tribune-39'];
    s = propose(s, { kind: 'prosecution', accused: '8', reason: 'corrupt', prosecutor: '2' });
    for (let i = 0; i < 8 && !(top(s)?.kind === 'vote' && top(s)!.seat === 2); i++) {
      const d = top(s)!;
      const a = d.kind === 'callVoter' ? { type: 'call', seat: Math.min(...s.senate!.floor.at(-1)!.toVote) } : { type: 'vote', choice: 'yea' };
      const out = republic.apply(s, d.seat, a as never);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
    expect(top(s)).toMatchObject({ kind: 'vote', seat: 2 });
    return s;
  }

  it('vetoes the prosecution of its own senator that would carry, legally and from its own view', () => {
    const s = prosecuted(3);
    const a = chooseAction(republic.view(s, 2) as RepublicView, 2, 'veto');
    expect(a).toMatchObject({ type: 'veto', card: 'intrigue:tribune-39' });
    expect(legal(s, 2, a)).toBe(true);
  });

  it('keeps the Tribune when its votes and the accused\'s influence acquit him anyway', () => {
    const s = prosecuted(12);
    expect(chooseAction(republic.view(s, 2) as RepublicView, 2, 'veto')).toEqual({ type: 'vote', choice: 'nay' });
  });
});
