/**
 * The AI predicts a Neutral faction's vote with the Neutrals' own coalition
 * rule (neutral/coalition.ts), not with its own scoring: on a table position
 * and over a whole solitaire game, each prediction made from the AI seat's
 * own view matches the vote the Neutral then casts.
 */
import { describe, expect, it } from 'vitest';
import { predictedBallot, predictedMargin } from '../../../src/games/republic/ai/assess';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { republicAiPlayer } from '../../../src/games/republic/cli';
import { neutralAnswer } from '../../../src/games/republic/neutral/policy';
import type { Decision, FloorItem, Proposal, RepublicAction, RepublicState, RepublicView, Seat } from '../../../src/games/republic/types';
import { neutralSenate } from './neutral-fixture';
import { game, republic } from './helpers';

const table = neutralSenate;

function onFloor(s: RepublicState, proposal: Proposal, by: Seat, viaTribune = false): FloorItem {
  const item: FloorItem = {
    proposal, by, viaTribune, byDictator: false, votes: [], toVote: [0, 1, 2, 3, 4],
    called: null, consents: [], bonusYea: 0, bonusNay: 0, appealed: false,
  };
  s.senate!.floor = [item];
  return item;
}

function actualVote(s: RepublicState, seat: Seat): string {
  s.senate!.floor[0].called = seat;
  const a = neutralAnswer(s, { id: 1, kind: 'vote', seat } as Decision);
  return a.type === 'vote' ? a.choice : a.type;
}

describe('AI predictions of Neutral votes', () => {
  it('match the Neutrals\' coalition rule for each proposer, a Tribune\'s proposal and a Consul for Life', () => {
    // Coalition: seats 1 and 2 (2+3 of the walk; the player ranks first and is never drafted).
    const s = table([15, 12, 9, 3, 2]);
    const censor = { kind: 'censor', senator: '1' } as Proposal;
    let compared = 0;
    for (const by of [0, 1, 2, 3] as Seat[]) {
      for (const viaTribune of [false, true]) {
        onFloor(s, censor, by, viaTribune);
        for (const seat of [1, 2, 3, 4] as Seat[]) {
          expect(predictedBallot(s, seat, censor, by, viaTribune), `by ${by} tribune ${viaTribune} seat ${seat}`).toBe(actualVote(s, seat));
          compared++;
        }
      }
    }
    expect(compared).toBe(32);
    // Our own value function would have seat 3 vote nay on a coalition censor it gains nothing from; the rule abstains.
    onFloor(s, censor, 1);
    expect(predictedBallot(s, 3, censor, 1)).toBe('abstain');
    // A Consul for Life of a Neutral's own senator: that Neutral votes for it, even through a Tribune.
    const cfl = { kind: 'consulForLife', senator: '10' } as Proposal;
    onFloor(s, cfl, 0, true);
    expect(predictedBallot(s, 3, cfl, 0, true)).toBe('yea');
    expect(actualVote(s, 3)).toBe('yea');
    // The margin the AI expects for its own proposal counts the coalition abstaining: only its own 15 votes.
    expect(predictedMargin(s, censor, { yea: 0, nay: 0 }, 0)).toBeLessThanOrEqual(15);
    // The coalition's own proposal carries with its 21 votes besides whatever the player casts.
    expect(predictedMargin(s, censor, { yea: 0, nay: 0 }, 1)).toBeGreaterThanOrEqual(21 - 15);
  });

  it('match every Neutral vote of a solitaire game, predicted from the AI seat\'s own view', () => {
    let s = game({ players: 1 }, 'neutral-votes');
    const ai = republicAiPlayer('neutral-votes');
    const predicted = new Map<string, Map<Seat, string>>();
    let compared = 0;
    for (let k = 0; k < 60_000 && !republic.result(s) && s.turn <= 4; k++) {
      const item = s.senate?.floor.at(-1);
      if (item && item.votes.length === 0) {
        const key = JSON.stringify(item.proposal);
        if (!predicted.has(key)) {
          const seen = determinize(republic.view(s, 0) as RepublicView, 'predict');
          const m = new Map<Seat, string>();
          for (const f of seen.factions) if (f.kind === 'neutral') m.set(f.seat, predictedBallot(seen, f.seat, item.proposal, item.by, item.viaTribune));
          predicted.set(key, m);
        }
      }
      const [seat] = republic.activePlayers(s);
      const out = republic.apply(s, seat, ai.choose(s, seat) as RepublicAction);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
      for (const e of out.events as { type: string; proposal?: Proposal; tally?: { seat: Seat; nay: number; abstained: boolean }[] }[]) {
        if (e.type !== 'voteResult') continue;
        const key = JSON.stringify(e.proposal);
        const m = predicted.get(key);
        predicted.delete(key);
        if (!m) continue;
        for (const t of e.tally ?? []) {
          if (!m.has(t.seat)) continue;
          const cast = t.abstained ? 'abstain' : t.nay > 0 ? 'nay' : 'yea';
          expect(cast, `${key} seat ${t.seat}`).toBe(m.get(t.seat));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
