/**
 * The picture of a Senate vote's result: an AI game's votes counted (one
 * passed, one defeated) and a veto are drawn in four languages with words
 * from the locale files, from public facts only (the same texts whatever the
 * hidden treasuries and hands are, never a planted value), and the board post
 * of the move that counted a vote carries it; a move that counted none does not.
 */
import { describe, expect, it } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { lastResult, resultLabels } from '../../../../src/games/republic/discord/picture';
import { proposalName } from '../../../../src/games/republic/discord/text';
import { renderResult, RESULT_SIZE } from '../../../../src/games/republic/render/result';
import type { RepublicEvent, RepublicState } from '../../../../src/games/republic/types';
import { drawnInFile, planted } from '../picture-fixture';

registerGame(republicPlugin);

const drawn = drawnInFile();

/** The first passed and the first defeated vote of an AI game, each with the state after it and the move's events. */
function votes(): { passed: { s: RepublicState; events: RepublicEvent[] }; defeated: { s: RepublicState; events: RepublicEvent[] } } {
  let s = republic.setup(republic.parseOptions({ players: 4 }), 'result-1');
  const found: Partial<Record<'passed' | 'defeated', { s: RepublicState; events: RepublicEvent[] }>> = {};
  for (let k = 0; k < 6000 && !republic.result(s) && !(found.passed && found.defeated); k++) {
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `result-1:${k}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
    const e = out.events.find((x) => x.type === 'voteResult');
    if (e) found[e.passed ? 'passed' : 'defeated'] ??= { s, events: out.events };
  }
  if (!found.passed || !found.defeated) throw new Error('no passed and defeated votes');
  return found as never;
}

const { passed, defeated } = votes();

describe('the picture of a Senate vote', () => {
  it.each(['en', 'cs', 'ro', 'ko'])('%s: outcome, tally and every faction\'s vote, words from the locale files, nothing hidden', async (locale) => {
    const t = translator(locale);
    for (const { s, events } of [passed, defeated]) {
      const e = lastResult(events)!;
      const runs: string[][] = [];
      for (const salt of [1, 2]) {
        drawn.clear();
        const png = await renderResult(resultLabels(republic.view(planted(s, salt), null), e, t, locale));
        const img = await loadImage(png);
        expect(img.width).toBe(RESULT_SIZE.width);
        expect(img.height).toBeGreaterThan(250);
        expect(img.height).toBeLessThanOrEqual(RESULT_SIZE.height);
        runs.push(drawn.take());
      }
      expect(runs[0]).toEqual(runs[1]);
      const all = runs[0].join('\n');
      expect(all).not.toMatch(/73\d\d/);
      expect(all, locale).not.toMatch(/republic\.|\{\{|undefined|NaN|\[object/);
      expect(runs[0][0]).toBe(t('republic.picture.resultTitle', { turn: s.turn }));
      expect(all).toContain(t(`republic.picture.outcome.${e.passed ? 'passed' : 'defeated'}`));
      expect(all).toContain(t('republic.picture.tally', { yea: e.yea, nay: e.nay }));
      const tally = e.tally!;
      expect(tally.length).toBeGreaterThan(0);
      const v = republic.view(s, null);
      expect(resultLabels(v, e, t, locale).votes).toHaveLength(tally.length);
      expect(resultLabels(v, e, t, locale).proposal).toBe(proposalName(e.proposal, t, v as never));
    }
  }, 60_000);

  it('the per-faction votes add up to the tally, bonus votes aside', () => {
    for (const { events } of [passed, defeated]) {
      const e = lastResult(events)!;
      const sum = e.tally!.reduce((n, r) => n + r.yea, 0);
      expect(sum).toBeLessThanOrEqual(e.yea!);
      expect(e.tally!.every((r) => Object.keys(r).sort().join() === 'abstained,nay,seat,yea')).toBe(true);
    }
  });

  it('a veto is stamped as such and names the vetoing faction', () => {
    const t = translator('en');
    const v = republic.view(passed.s, null);
    const e = { type: 'vetoed' as const, seat: 2, proposal: lastResult(passed.events)!.proposal, tally: [{ seat: 0, yea: 5, nay: 0, abstained: false }, { seat: 1, yea: 0, nay: 0, abstained: true }] };
    const labels = resultLabels(v, e, t, 'en');
    expect(labels.outcome).toEqual({ kind: 'vetoed', text: 'VETOED' });
    expect(labels.note).toContain('vetoed by a Tribune of');
    expect([labels.yea, labels.nay]).toEqual([5, 0]);
    expect(labels.votes.map((x) => x.kind)).toEqual(['yea', 'abstained']);
  });

  it('rides on the board post of the move that counted the vote, and only then', async () => {
    const t = translator('cs');
    const game = (s: RepublicState) => ({ meta: { id: 'g1', seats: ['1', null, null, null], locale: 'cs' }, state: s, record: {} }) as never;
    const post = await republicAdapter.boardPost(game(passed.s), passed.events, t, (seat) => `P${seat}`);
    const file = post.files!.find((f) => f.name.startsWith('republic-vote-'));
    expect(file?.description).toBe(t('republic.board.resultAlt'));
    const img = await loadImage(file!.attachment as Buffer);
    expect(img.width).toBe(RESULT_SIZE.width);
    const none = await republicAdapter.boardPost(game(passed.s), [], t, (seat) => `P${seat}`);
    expect(none.files!.some((f) => f.name.startsWith('republic-vote-'))).toBe(false);
  }, 60_000);
});
