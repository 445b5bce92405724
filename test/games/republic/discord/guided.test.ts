/**
 * The guided proposal builder: the Presiding Magistrate builds a proposal one
 * part at a time (the first Consul, then the second...), each menu holding
 * only the values some legal proposal still has, and the last choice plays a
 * legal proposal. A forged path is refused.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { senatorName } from '../../../../src/games/republic/discord/text';
import type { StepResult } from '../../../../src/core/discord-adapter';
import type { RepublicState } from '../../../../src/games/republic/types';

registerGame(republicPlugin);

type Comp = { custom_id: string; placeholder?: string; options?: { label: string; value: string }[] };
const comps = (r: StepResult): Comp[] => (r.kind === 'ui' ? r.components.flatMap((row) => row.components as unknown as Comp[]) : []);

/** The first position where a seat presides over the consuls' election. */
function consulsElection(seed: string): RepublicState {
  let s = republic.setup(republic.parseOptions({ players: 4 }), seed);
  for (let k = 0; k < 500; k++) {
    const d = s.pending.at(-1);
    if (s.phase === 'senate' && s.senate?.step === 'consuls' && d?.kind === 'senateFloor' && s.senate.floor.length === 0) return s;
    const seat = republic.activePlayers(s)[0];
    const out = republic.apply(s, seat, chooseAction(republic.view(s, seat), seat, `${seed}:${k}`));
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  throw new Error('no consuls election');
}

describe('the guided proposal builder', () => {
  it('asks for the first Consul, then the second among the legal pairs, and plays a legal proposal', () => {
    const s = consulsElection('guided');
    const seat = republic.activePlayers(s)[0];
    const t = translator('en');
    const legal = republic.legalActions(s, seat);
    const pairs = legal.filter((a) => a.type === 'propose').map((a) => (a as unknown as { proposal: { a: string; b: string } }).proposal);
    expect(pairs.length).toBeGreaterThan(25);
    // The main menu: straight to the guided builder, or the kind of action first.
    let res = republicAdapter.step(s, seat, 'g1', 'rp', [], [], t);
    const category = comps(res).find((c) => c.custom_id.endsWith(':rc'));
    if (category) res = republicAdapter.step(s, seat, 'g1', 'rc', [], ['propose'], t);
    const first = comps(res).find((c) => c.custom_id.split(':')[3] === 'rg')!;
    expect(first.placeholder).toBe('Choose the first Consul…');
    const firsts = [...new Set(pairs.map((p) => senatorName(p.a, s)))];
    expect(first.options!.map((o) => o.label)).toEqual(firsts);

    const pick = first.options![0];
    res = republicAdapter.step(s, seat, 'g1', 'rg', first.custom_id.split(':').slice(4), [pick.value], t);
    expect(res.kind).toBe('ui');
    expect((res as { content: string }).content).toContain(`So far: first Consul: ${pick.label}`);
    const second = comps(res).find((c) => c.custom_id.split(':')[3] === 'rg')!;
    expect(second.placeholder).toBe('Choose the second Consul…');
    const withFirst = pairs.filter((p) => senatorName(p.a, s) === pick.label).map((p) => senatorName(p.b, s));
    expect(second.options!.map((o) => o.label)).toEqual(withFirst);
    expect(withFirst).not.toContain(pick.label);

    const done = republicAdapter.step(s, seat, 'g1', 'rg', second.custom_id.split(':').slice(4), [second.options!.at(-1)!.value], t);
    expect(done.kind).toBe('action');
    const action = (done as { action: unknown }).action;
    expect(legal.some((a) => JSON.stringify(a) === JSON.stringify(action))).toBe(true);
    expect(republic.apply(s, seat, action as never).ok).toBe(true);
  });

  it('refuses a path no legal proposal has', () => {
    const s = consulsElection('guided-bad');
    const seat = republic.activePlayers(s)[0];
    const t = translator('cs');
    expect(republicAdapter.step(s, seat, 'g1', 'rg', ['propose'], ['999'], t).kind).toBe('illegal');
    expect(republicAdapter.step(s, seat, 'g1', 'rg', ['vote'], ['0'], t).kind).toBe('illegal');
    expect(republicAdapter.step(s, seat, 'g1', 'rg', ['propose', '-1'], ['0'], t).kind).toBe('illegal');
  });
});
