/** 1.09.83 Minor motions: non-binding, recorded, no effect, no penalty when they fail. */
import { describe, expect, it } from 'vitest';
import { top } from '../../../src/games/republic/registry';
import { proposalName } from '../../../src/games/republic/discord/text';
import { cs } from '../../../src/games/republic/locales/cs';
import { en } from '../../../src/games/republic/locales/en';
import { ko } from '../../../src/games/republic/locales/ko';
import { ro } from '../../../src/games/republic/locales/ro';
import type { RepublicState } from '../../../src/games/republic/types';
import { play, refused, republic } from './helpers';
import { afterConsuls, propose, senateTable, vote } from './senate-table';

/** The game without what any vote changes: the state's version and decision ids, the turn's bars and the session record. */
function game(s: RepublicState) {
  const { senate: _s, pending: _p, senateSession: _r, version: _v, nextDecision: _n, ...rest } = s;
  return JSON.stringify(rest);
}

describe('1.09.83 Minor motions', () => {
  it('1.09.83: the Presiding Magistrate moves thanks to the Rome Consul; carried, nothing changes and it is spent for the turn', () => {
    let s = afterConsuls();
    const pm = top(s)!.seat;
    const thanks = { kind: 'motion', motion: 'thanks', senator: '4' };
    expect(republic.legalActions(s, pm)).toContainEqual({ type: 'propose', proposal: thanks });
    const before = game(s);
    const talents = Object.values(s.senators).map((x) => x.talents);
    s = propose(s, thanks);
    s = vote(s);
    expect(s.senate!.step).toBe('business');
    expect(game(s)).toBe(before);
    expect(s.senateSession!.votes.at(-1)).toMatchObject({ proposal: thanks, outcome: 'passed' });
    expect(Object.values(s.senators).map((x) => x.talents)).toEqual(talents);
    expect(refused(s, pm, { type: 'propose', proposal: thanks })).toBe('republic.error.proposalRepeated');
    // Another motion (censure of the same senator) is another proposal.
    expect(republic.legalActions(s, pm)).toContainEqual({ type: 'propose', proposal: { kind: 'motion', motion: 'censure', senator: '4' } });
  });

  it('1.09.83: a motion defeated by every other senator costs the Presiding Magistrate nothing', () => {
    let s = afterConsuls();
    const pm = top(s)!.seat;
    const inf = Object.values(s.senators).map((x) => x.inf);
    s = propose(s, { kind: 'motion', motion: 'censure', senator: '7' });
    const others = Object.fromEntries([0, 1, 2].filter((x) => x !== pm).map((x) => [x, 'nay']));
    s = vote(s, { [pm]: 'yea', ...others });
    expect(top(s)).toMatchObject({ kind: 'senateFloor', seat: pm });
    expect(Object.values(s.senators).map((x) => x.inf)).toEqual(inf);
  });

  it('1.09.83: motions wait for other business: not while the Consuls are elected', () => {
    const s = senateTable();
    expect(refused(s, top(s)!.seat, { type: 'propose', proposal: { kind: 'motion', motion: 'thanks', senator: '1' } })).toBe('republic.error.badProposal');
  });

  it('1.09.83: any senator may be named, not one who is not in the game', () => {
    const s = afterConsuls();
    const pm = top(s)!.seat;
    expect(refused(s, pm, { type: 'propose', proposal: { kind: 'motion', motion: 'thanks', senator: '99' } })).toBe('republic.error.badTarget');
    expect(play(s, pm, { type: 'propose', proposal: { kind: 'motion', motion: 'thanks', senator: '9' } }).senate!.floor).toHaveLength(1);
  });

  it('1.09.83: a faction that does not preside may move one with a Tribune', () => {
    let s = afterConsuls();
    const pm = top(s)!.seat;
    const other = [0, 1, 2].find((x) => x !== pm)!;
    s.factions[other].hand = ['intrigue:tribune-38'];
    const motion = { kind: 'motion', motion: 'censure', senator: '4' } as const;
    expect(republic.legalActions(s, other)).toContainEqual({ type: 'tribunePropose', proposal: motion, card: 'intrigue:tribune-38' });
    s = play(s, other, { type: 'tribunePropose', proposal: motion, card: 'intrigue:tribune-38' });
    expect(s.senate!.floor.at(-1)).toMatchObject({ proposal: motion, viaTribune: true });
  });

  it('1.09.83: the table names the motion and its subject in every language', () => {
    const p = { kind: 'motion', motion: 'thanks', senator: '4' } as never;
    for (const l of [en, cs, ro, ko]) {
      const t = (key: string) => String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], l)).replace(/\{\{kind\}\}/, '');
      const name = proposalName(p, t as never, null);
      expect(name).toContain(l.republic.proposal.motion);
      expect(name).toContain(l.republic.motion.thanks);
    }
  });
});
