/**
 * 4.02.2 with 4.05: "the builds are up to the Dominant Player" when a Neutral
 * Presiding Magistrate's military plan has no fit in a two-player game
 * (ruling "4.02.2 Dominant Player builds").
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n';
import { registerGame } from '../../../src/core/registry';
import { republicPlugin } from '../../../src/games/republic/plugin';
import { republicAiPlayer } from '../../../src/games/republic/cli';
import { actionLabel } from '../../../src/games/republic/discord/text';
import { deciderOf, settle } from '../../../src/games/republic/flow';
import { dominantPlayer } from '../../../src/games/republic/neutral/dominant';
import { neutralDeploys, neutralRaise } from '../../../src/games/republic/neutral/military';
import { newSenateState } from '../../../src/games/republic/phases/senate/core';
import { top } from '../../../src/games/republic/registry';
import { viewOf } from '../../../src/games/republic/view';
import type { Decision, RepublicAction, RepublicState } from '../../../src/games/republic/types';
import { addSenator, bare, ctxOf, play, refused, republic } from './helpers';
import { reachable } from './discord/reach';
import { war } from './senate-table';

registerGame(republicPlugin);

/**
 * Seats 0 and 1 players (seat 1 has more votes), seat 2 Neutral Imperials presiding through their Rome
 * Consul in business; a crisis (the 2nd Punic War, 15) with three legions and ten fleets and 40T, which
 * leaves no build the plan may make and no attack with fair odds: no plan fits.
 */
function noFit(solitaire = false): RepublicState {
  const s = bare(3, 'senate');
  s.factions[2].kind = 'neutral';
  s.factions[2].neutralRole = 'imperials';
  if (solitaire) s.factions[1].kind = 'neutral';
  addSenator(s, 1, 0, { ora: 5, knights: 0 });
  addSenator(s, 4, 1, { ora: 9, knights: 0 });
  addSenator(s, 7, 2, { office: 'fieldConsul', mil: 2 });
  addSenator(s, 8, 2, { office: 'romeConsul', mil: 4 });
  s.forum.wars = ['war:2nd-punic', 'war:1st-macedonian', 'war:1st-gallic'].map((c) => war(c, { status: 'active' }));
  s.treasury = 40;
  for (const l of s.legions) l.at = 'pool';
  for (const f of s.fleets) f.at = 'pool';
  s.legions.slice(0, 3).forEach((l) => { l.at = 'active'; });
  s.fleets.slice(0, 10).forEach((f) => { f.at = 'active'; });
  s.step = 'sitting';
  s.senate = newSenateState();
  s.senate.step = 'business';
  s.senate.pm = '8';
  s.pending = [{ id: 1, kind: 'senateFloor', seat: 2 } as Decision];
  s.nextDecision = 2;
  const c = ctxOf(s);
  settle(c);
  return c.s;
}

const raises = (s: RepublicState) => s.senate!.floor.filter((i) => i.proposal.kind === 'raise');

describe('Ruling "4.02.2 Dominant Player builds": the Dominant Player decides the builds a Neutral\'s military plan leaves open', () => {
  it('asks the Dominant Player, only him, in the two-player game', () => {
    const s = noFit();
    expect(top(s)).toMatchObject({ kind: 'neutralBuilds', seat: 2 });
    expect(dominantPlayer(s)).toBe(1);
    expect(deciderOf(s, top(s)!)).toBe(1);
    expect(republic.activePlayers(s)[0]).toBe(1);
    // None first, then the raises the State can pay (40T: at most 4 units).
    const legal = republic.legalActions(s, 1);
    expect(legal[0]).toEqual({ type: 'done' });
    expect(legal.filter((a) => a.type === 'neutralBuilds').length).toBeGreaterThan(0);
    for (const a of legal) if (a.type === 'neutralBuilds') expect(a.legions + a.fleets).toBeLessThanOrEqual(4);
    // The other player may not answer, and the Dominant Player may not raise what the State cannot pay.
    expect(republic.legalActions(s, 0)).toEqual([]);
    expect(refused(s, 0, { type: 'neutralBuilds', legions: 1, fleets: 0 })).toBe('republic.error.notYourTurn');
    expect(refused(s, 1, { type: 'neutralBuilds', legions: 5, fleets: 0 })).toBe('republic.error.notAllowed');
    expect(refused(s, 1, { type: 'neutralBuilds', legions: 0, fleets: 0 })).toBe('republic.error.notAllowed');
  });

  it('puts his raise on the floor for the Neutral, and the Neutral adds none of its own', () => {
    const s = play(noFit(), 1, { type: 'neutralBuilds', legions: 3, fleets: 1 });
    expect(raises(s)).toHaveLength(1);
    expect(raises(s)[0]).toMatchObject({ by: 2, proposal: { kind: 'raise', legions: 3, fleets: 1 } });
    // Asked once this Senate: the answer is spent once tabled, and no second question follows.
    expect(s.senate!.dominantBuilds).toEqual({ legions: 0, fleets: 0 });
    expect(s.pending.some((d) => d.kind === 'neutralBuilds')).toBe(false);
  });

  it('when he answers none, the Neutral raises nothing', () => {
    const before = noFit();
    expect(neutralRaise(before)).toBeNull();
    expect(neutralDeploys(before)).toEqual([]);
    const r = republic.apply(before, 1, { type: 'done' });
    if (!r.ok) throw new Error(r.error.message);
    const proposed = (r.events as { type: string; proposal?: { kind: string } }[]).filter((e) => e.type === 'proposal');
    expect(proposed.filter((e) => e.proposal?.kind === 'raise')).toEqual([]);
    expect(r.state.pending.some((d) => d.kind === 'neutralBuilds')).toBe(false);
    expect(r.state.turnFlags.notes).not.toContain('raised');
  });

  it('in solitaire nobody is asked: the engine\'s plan decides, as before', () => {
    const s = noFit(true);
    expect(s.pending.some((d) => d.kind === 'neutralBuilds')).toBe(false);
    expect(s.senate?.dominantBuilds).toBeUndefined();
  });

  it('the AI answers as the Dominant Player with a raise the State can pay', () => {
    const s = noFit();
    const a = republicAiPlayer('builds:1').choose(s, 1) as RepublicAction;
    expect(a.type).toBe('neutralBuilds');
    expect(republic.apply(s, 1, a).ok).toBe(true);
  });

  it('hides the other player\'s secrets: who is asked and what he may raise do not depend on them', () => {
    const base = noFit();
    const poor = structuredClone(base);
    poor.factions[0].treasury = 0;
    const rich = structuredClone(base);
    rich.factions[0].treasury = 987;
    rich.factions[0].hand = ['card:secret-test'];
    // The same question goes to the same player with the same answers, whatever seat 0 holds in secret...
    expect(deciderOf(rich, top(rich)!)).toBe(deciderOf(poor, top(poor)!));
    expect(republic.legalActions(rich, 1)).toEqual(republic.legalActions(poor, 1));
    // ...and what he sees while asked holds none of seat 0's hidden values; nor does the public view.
    for (const viewer of [1, null] as const) {
      const seen = JSON.stringify(viewOf(rich, viewer));
      expect(seen).not.toContain('987');
      expect(seen).not.toContain('card:secret-test');
      expect(viewOf(rich, viewer).factions[0].treasury).toBeNull();
    }
    // The AI answering as the Dominant Player picks the same raise either way (it sees only its own view).
    expect(republicAiPlayer('builds:2').choose(rich, 1)).toEqual(republicAiPlayer('builds:2').choose(poor, 1));
  });

  it('the table names the question and counts the units in every language', () => {
    for (const locale of ['en', 'cs', 'ro', 'ko'] as const) {
      const t = translator(locale);
      const label = actionLabel({ type: 'neutralBuilds', legions: 3, fleets: 1 }, t, null as never, null);
      expect(label, locale).not.toMatch(/republic\.|\{\{|undefined/);
      expect(t('republic.decision.neutralBuilds'), locale).not.toMatch(/republic\./);
    }
    expect(actionLabel({ type: 'neutralBuilds', legions: 3, fleets: 1 }, translator('en'), null as never, null)).toBe('Raise for the Neutral: 3 legions, 1 fleet');
    // The Dominant Player reaches every answer (none and each raise) from the table's builder; the other none.
    const s = noFit();
    const legal = republic.legalActions(s, 1);
    for (const locale of ['en', 'cs', 'ro', 'ko'] as const) {
      expect([...reachable(s, 1, locale)].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
    }
  });
});
