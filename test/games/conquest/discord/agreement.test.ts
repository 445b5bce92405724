/** The Discord steps of the end by agreement and of captured generals (src/games/conquest/discord/agreement.ts). */
import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord-api-types/v10';
import { conquest } from '../../../../src/games/conquest';
import { conquestAdapter, conquestOptions, describeConquestEvent } from '../../../../src/games/conquest/discord/adapter';
import { buildConquestStep } from '../../../../src/games/conquest/discord/steps';
import type { ConquestState } from '../../../../src/games/conquest/types';
import type { Row, StepResult } from '../../../../src/core/discord-adapter';
import { SUPPORTED_LOCALES, translator } from '../../../../src/i18n';
import { act } from '../helpers';
import '../../../../src/games'; // registers the real games

const t = translator('en');

type Part = { custom_id: string; label?: string; options?: { label: string; value: string }[] };
function parts(r: StepResult): Part[] {
  if (r.kind !== 'ui') return [];
  return (r.components as Row[]).flatMap((row) => row.components as unknown as Part[]);
}

describe('calling for an end in Discord', () => {
  it('any living player calls from a button, names the winner in a select, and the others answer from their menu', () => {
    let s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'end');
    const idle = s.order.find((x) => x !== s.active)!;
    const waiting = buildConquestStep(s, idle, 'g1', 'kr', [], [], t);
    const call = parts(waiting).find((c) => c.custom_id.includes(':ke'))!;
    expect(call.label).toBe('Call for an end');
    const choose = buildConquestStep(s, idle, 'g1', 'ke', [], [], t);
    const select = parts(choose)[0];
    expect(select.options!.map((o) => o.value)).toEqual(['0', '1', '2', 'shared']);
    const step = buildConquestStep(s, idle, 'g1', 'ke', ['w'], ['shared'], t);
    expect(step).toEqual({ kind: 'action', action: { type: 'callEnd', winner: null } });
    s = act(s, idle, { type: 'callEnd', winner: null });
    // The caller may not call again this round; the others see the vote in their menu.
    expect(buildConquestStep(s, idle, 'g1', 'ke', [], [], t).kind).toBe('illegal');
    const other = conquest.activePlayers(s)[0];
    const menu = buildConquestStep(s, other, 'g1', 'play', [], [], t);
    const labels = parts(menu).flatMap((c) => c.options?.map((o) => o.label) ?? [c.label ?? '']);
    expect(labels).toEqual(expect.arrayContaining(['Agree to end the game', 'Refuse: play on']));
    expect(buildConquestStep(s, other, 'g1', 'ke', ['w'], ['0'], t).kind).toBe('illegal');
  });

  it('names members, not seat numbers, in the chooser and in the vote the others answer; a waiting member may open it', () => {
    let s = conquest.setup(conquestOptions(3, ['macedonia', 'egyptus', 'hispania']), 'end-names');
    const names = ['Livia', 'Marcus', 'Julia'];
    const name = (x: number) => names[x];
    const idle = s.order.find((x) => x !== s.active)!;
    // The waiting builder shows the button, so its verb must pass the bot's turn check (an entry verb).
    expect(conquestAdapter.isEntryVerb?.('ke')).toBe(true);
    const choose = buildConquestStep(s, idle, 'g1', 'ke', [], [], t, name);
    expect(parts(choose)[0].options!.map((o) => o.label)).toEqual([...names.map((n) => `${n} is declared Caesar`), 'a shared win']);
    s = act(s, idle, { type: 'callEnd', winner: 2 });
    const other = conquest.activePlayers(s)[0];
    const menu = buildConquestStep(s, other, 'g1', 'play', [], [], t, name);
    expect(menu.kind === 'ui' && menu.content).toContain(`${names[idle]} calls for an end: Julia is declared Caesar.`);
    expect(menu.kind === 'ui' && menu.content).not.toMatch(/Player \d/);
  });

  it('says what happened in every language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const tr = translator(locale);
      for (const e of [
        { type: 'endCalled', caller: 0, winner: 1 }, { type: 'endCalled', caller: 0, winner: null },
        { type: 'endAnswered', seat: 1, accepted: true }, { type: 'endAnswered', seat: 1, accepted: false },
        { type: 'captivesRemoved', holder: 0, owner: 1, generals: 1 }, { type: 'captivesRemoved', holder: 0, owner: 1, generals: 3 },
        { type: 'ransomOffered', from: 0, to: 1, generals: 2, amount: 10, exchange: 1 },
      ] as const) {
        const text = describeConquestEvent(e, tr)!;
        expect(text).toBeTruthy();
        expect(text).not.toMatch(/conquest\.|\{\{/);
      }
    }
    expect(describeConquestEvent({ type: 'captivesRemoved', holder: 0, owner: 1, generals: 1 }, t)).toBe('Player 1 removes 1 captured general of Player 2 from the game');
    expect(describeConquestEvent({ type: 'captivesRemoved', holder: 0, owner: 1, generals: 2 }, t)).toBe('Player 1 removes 2 captured generals of Player 2 from the game');
    expect(describeConquestEvent({ type: 'captivesRemoved', holder: 0, owner: 1, generals: 2 }, translator('cs'))).toContain('zajaté generály');
    expect(describeConquestEvent({ type: 'captivesRemoved', holder: 0, owner: 1, generals: 5 }, translator('cs'))).toContain('zajatých generálů');
  });
});

describe('captured generals in Discord', () => {
  function holding(): ConquestState {
    const s = conquest.setup(conquestOptions(2, ['hispania', 'egyptus']), 'captives');
    const seat = s.active;
    const other = 1 - seat;
    return {
      ...s,
      phase: 'buy',
      captives: [{ holder: other, owner: seat, count: 1 }, { holder: seat, owner: other, count: 2 }],
      players: s.players.map((p, k) => (k === seat ? { ...p, money: 25 } : p)),
    };
  }

  it('offers exchanges of generals as ransom, each accepted by the engine', () => {
    const s = holding();
    const seat = s.active;
    const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
    const offer = parts(menu).find((c) => c.custom_id.includes(':kn'))!;
    const values = offer.options!.map((o) => o.value);
    expect(values).toContain(`${1 - seat}.1.0.1`);
    expect(values).toContain(`${1 - seat}.1.20.2`);
    expect(values).not.toContain(`${1 - seat}.1.40.1`);
    expect(offer.options!.find((o) => o.value === `${1 - seat}.1.10.2`)!.label).toBe(`Offer Player ${2 - seat} 10 talents and 2 × general (theirs) for 1 × general`);
    const step = buildConquestStep(s, seat, 'g1', 'kn', [], [`${1 - seat}.1.10.2`], t);
    expect(step).toEqual({ kind: 'action', action: { type: 'offerRansom', holder: 1 - seat, generals: 1, amount: 10, exchange: 2 } });
    expect(buildConquestStep(s, seat, 'g1', 'kn', [], [`${1 - seat}.1.10.3`], t).kind).toBe('illegal');
  });

  it('lets the holder remove captured generals from its menu', () => {
    const s = holding();
    const seat = s.active;
    const menu = buildConquestStep(s, seat, 'g1', 'play', [], [], t);
    const labels = parts(menu).flatMap((c) => c.options?.map((o) => o.label) ?? []);
    expect(labels).toContain(`Remove 2 captured generals of Player ${2 - seat} from the game`);
    expect(parts(menu).every((c) => c.custom_id.length <= 100)).toBe(true);
    expect((menu as { components: Row[] }).components.every((r) => r.type === ComponentType.ActionRow)).toBe(true);
  });
});
