/**
 * Allies' galleys in naval battles (section G). 000, "Námořní bitva": "Námořní bitvy probíhají
 * úplně stejně jako pozemní bitvy s následujícími výjimkami: … 2) Pozemní jednotky se nemohou
 * zúčastnit Námořních bitev. 3) Galéry ze sousedních mořských zón se nemohou zapojit do bitvy."
 * 004: "해상 전투는 육상 전투와 동일하게 진행되지만 다음과 같은 예외가 있습니다: … 3. 인접한 해역의
 * 갤리는 참여할 수 없습니다." And on land (000, "Zapojení spojeneckých jednotek"): "Současní spojenci
 * obou účastníků boje mohou vyhlásit (v pořadí hráčů), zda jsou ochotni povolat nějaké své
 * vojenské jednotky do bitvy." So at sea the allies of both sides, in turn order, may lend the
 * galleys they have in the battle's own sea (not those of the seas next to it).
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { SUPPORTED_LOCALES, translator } from '../../../src/i18n';
import { decodeCustomId } from '../../../src/bot/custom-id';
import type { StepResult } from '../../../src/core/discord-adapter';
import { buildStep } from '../../../src/games/conquest2/discord/steps';
import { describeEvents } from '../../../src/games/conquest2/discord/text';
import { board, conquest2, forceDice, play, refused } from './helpers';
import type { C2Action, C2State } from '../../../src/games/conquest2/types';

/** Seats 0 and 2 against 1 and 3 (turn order 0, 1, 2, 3); red attacks blue in the Epirus sea. */
function fleets(galleys: Partial<Record<'mare_epirus' | 'mare_ionium', number[]>>): C2State {
  const s = board();
  for (const [sea, counts] of Object.entries(galleys)) s.fleet[sea] = [...counts];
  return s;
}
const attack = { type: 'naval', galleys: {}, to: 'mare_epirus', attack: 1 } as const;
const lend = (n: number, sea = 'mare_epirus') => ({ type: 'muster', galleys: n > 0 ? { [sea]: n } : {}, units: { infantry: 0, cavalry: 0, catapult: 0 } }) as const;

describe('G) allies lend galleys to a naval battle', () => {
  it('asks the allies of both sides with galleys in the battle\'s sea, in turn order, and the lent galleys roll and hit', () => {
    const s = fleets({ mare_epirus: [1, 1, 2, 1] });
    const asked = play(s, 0, attack);
    expect(asked.state.phase).toBe('navalMuster');
    expect(conquest2.activePlayers(asked.state)).toEqual([2]);
    expect(asked.events.find((e) => e.type === 'navalMuster')).toMatchObject({ seat: 0, target: 1, at: 'mare_epirus', allies: [2, 3] });
    // Green (red's ally) lends both; yellow (blue's ally) lends nothing.
    const green = play(asked.state, 2, lend(2));
    expect(conquest2.activePlayers(green.state)).toEqual([3]);
    const fought = play(forceDice(green.state, ['galley', 'galley', 'blank', 'blank']), 3, lend(0));
    const first = fought.events.find((e) => e.type === 'navalRound')!;
    // Red rolls a die per galley on its side: its own and green's two.
    expect((first.attackerRoll as string[]).length).toBe(3);
    expect((first.defenderRoll as string[]).length).toBe(1);
    // Two galley faces, but blue has one galley: it sinks and red's side wins at once.
    expect(fought.state.fleet.mare_epirus).toEqual([1, 0, 2, 1]);
    expect(fought.events.find((e) => e.type === 'battleWon')).toMatchObject({ seat: 0, loser: 1, at: 'mare_epirus' });
    expect(fought.state.players.map((p) => p.chaos)).toEqual([0, 2, 0, 0]);
    expect(fought.state.phase).toBe('actions');
    expect(fought.state.turn.actionsLeft).toBe(1);
  });

  it('galleys of the seas next to the battle never join (exception 3), so their owner is not asked', () => {
    const s = fleets({ mare_epirus: [1, 1, 0, 0], mare_ionium: [0, 0, 3, 3] });
    const { state, events } = play(forceDice(s, Array(6).fill('blank')), 0, attack);
    expect(state.phase).toBe('actions');
    expect(events.some((e) => e.type === 'navalMuster')).toBe(false);
    expect((events.find((e) => e.type === 'navalRound')!.attackerRoll as string[]).length).toBe(1);
  });

  it('a side loses its own galleys before the lent ones, and a lender of the losing side takes no chaos', () => {
    const s = fleets({ mare_epirus: [1, 2, 0, 2] });
    const asked = play(s, 0, attack);
    expect(conquest2.activePlayers(asked.state)).toEqual([3]);
    // Yellow lends one galley to blue. Red rolls 1 die, blue 3: red hits once, blue misses.
    const dice = ['galley', 'blank', 'blank', 'blank'] as const;
    const fought = play(forceDice(asked.state, [...dice]), 3, lend(1));
    const first = fought.events.find((e) => e.type === 'navalRound')!;
    expect((first.defenderRoll as string[]).length).toBe(3);
    // Blue loses one of its own; yellow's lent galley is untouched.
    expect(first.defenderLost).toBe(1);
    expect(fought.state.fleet.mare_epirus.slice(1)).toEqual([1, 0, 2]);
  });

  it('when the side\'s own galleys are gone the lent ones fight on and take the hits; only the loser takes chaos', () => {
    const s = fleets({ mare_epirus: [3, 1, 0, 1] });
    const asked = play(s, 0, attack);
    // Round 1: red (3 dice) hits twice, blue's side (2 dice) misses: blue's own galley and yellow's lent one sink.
    const fought = play(forceDice(asked.state, ['galley', 'galley', 'blank', 'blank', 'blank']), 3, lend(1));
    expect(fought.state.fleet.mare_epirus).toEqual([3, 0, 0, 0]);
    expect(fought.events.find((e) => e.type === 'navalRound')).toMatchObject({ defenderLost: 2, attackerLost: 0 });
    expect(fought.state.players.map((p) => p.chaos)).toEqual([0, 2, 0, 0]);
  });

  it('with only one hit the lent galley keeps blue\'s side afloat: the battle goes on', () => {
    const s = fleets({ mare_epirus: [3, 1, 0, 1] });
    const asked = play(s, 0, attack);
    const fought = play(forceDice(asked.state, ['galley', 'blank', 'blank', 'blank', 'blank']), 3, lend(1));
    const rounds = fought.events.filter((e) => e.type === 'navalRound');
    expect(rounds[0]).toMatchObject({ defenderLost: 1 });
    // Round 2 goes on with yellow's galley alone on blue's side: one die (no Naval Training).
    expect(rounds.length).toBeGreaterThan(1);
    expect((rounds[1].defenderRoll as string[]).length).toBe(1);
  });

  it('refuses a forged loan (more galleys than held, another sea, land units, out of turn) and changes nothing', () => {
    const s = fleets({ mare_epirus: [1, 1, 2, 0], mare_ionium: [0, 0, 2, 0] });
    const asked = play(s, 0, attack).state;
    const before = JSON.stringify(asked);
    refused(asked, 2, lend(3), 'noTroops');
    refused(asked, 2, lend(1, 'mare_ionium'), 'noTroops');
    refused(asked, 2, { type: 'muster', galleys: { mare_epirus: -1 } }, 'noTroops');
    refused(asked, 2, { type: 'muster', galleys: { mare_epirus: 1.5 } }, 'noTroops');
    refused(asked, 2, { type: 'muster', galleys: {}, units: { infantry: 1, cavalry: 0, catapult: 0 } }, 'badAction');
    refused(asked, 1, lend(1), 'notYourTurn');
    refused(asked, 2, { type: 'pass' }, 'wrongPhase');
    expect(JSON.stringify(asked)).toBe(before);
  });

  it('lists every count of the ally\'s galleys in the sea, none first; the AI answers with one of them', async () => {
    const s = fleets({ mare_epirus: [1, 1, 3, 0] });
    const asked = play(s, 0, attack).state;
    const acts = conquest2.legalActions(asked, 2);
    expect(acts).toEqual([0, 1, 2, 3].map((n) => lend(n)));
    const { chooseFromView } = await import('../../../src/games/conquest2/ai');
    const choice = chooseFromView(conquest2.view(asked, 2), 2);
    expect(acts).toContainEqual(choice);
  });

  it('after Favorable Wind is declined the allies are asked; the Wind\'s holder is the attacked one', () => {
    const s = fleets({ mare_epirus: [1, 1, 1, 0] });
    s.players[1].cards = ['favorableWind'];
    const wind = play(s, 0, attack).state;
    expect(conquest2.activePlayers(wind)).toEqual([1]);
    const declined = play(wind, 1, { type: 'wind', avoid: false }).state;
    expect(declined.phase).toBe('navalMuster');
    expect(conquest2.activePlayers(declined)).toEqual([2]);
  });

  it('a stored record of rules 7 replays as it was played: the two players\' galleys only, no muster', () => {
    const s = fleets({ mare_epirus: [1, 1, 2, 1] });
    s.options = { ...s.options, rules: 7 };
    const { state, events } = play(forceDice(s, Array(6).fill('blank')), 0, attack);
    expect(state.phase).toBe('actions');
    expect(events.some((e) => e.type === 'navalMuster')).toBe(false);
    expect((events.find((e) => e.type === 'navalRound')!.attackerRoll as string[]).length).toBe(1);
  });
});

describe('G) an ally\'s loan at sea in the Discord builder', () => {
  type Ui = Extract<StepResult, { kind: 'ui' }>;
  const ui = (r: StepResult): Ui => { if (r.kind !== 'ui') throw new Error(`not a ui step: ${r.kind}`); return r; };
  const comps = (r: Ui) => r.components.flatMap((x) => x.components);
  const verbOf = (id: string) => { const d = decodeCustomId(id); return d?.scope === 'g' ? d.verb : null; };

  it('offers the lender a list of counts in every language, and the chosen one is played by the engine', () => {
    const s = fleets({ mare_epirus: [1, 1, 2, 0] });
    const { state: asked, events } = play(s, 0, attack);
    for (const locale of SUPPORTED_LOCALES) {
      const t = translator(locale);
      expect(describeEvents(events, t).join(' '), locale).not.toMatch(/conquest2\.|\{\{/);
      const main = ui(buildStep(asked, 2, 'g1', 'qp', [], [], t));
      expect(main.content, locale).not.toMatch(/conquest2\.|\{\{/);
      const menu = ui(buildStep(asked, 2, 'g1', 'qc', ['muster'], [], t));
      const list = comps(menu).find((c) => 'options' in c && verbOf(String(c.custom_id)) === 'qa');
      if (!list || !('options' in list)) throw new Error('no list of loans');
      expect(list.options.map((o) => o.value), locale).toEqual(['0', '1', '2']);
      for (const o of list.options) expect(o.label, locale).not.toMatch(/conquest2\.|\{\{/);
    }
    const en = translator('en');
    expect(ui(buildStep(asked, 2, 'g1', 'qp', [], [], en)).content).toContain('Naval battle in');
    const menu = ui(buildStep(asked, 2, 'g1', 'qc', ['muster'], [], en));
    const list = comps(menu).find((c) => 'options' in c && verbOf(String(c.custom_id)) === 'qa');
    if (!list || !('options' in list)) throw new Error('no list of loans');
    expect(list.options.map((o) => o.label)).toEqual(['Lend nothing', 'Lend 1 galley', 'Lend 2 galleys']);
    const picked = buildStep(asked, 2, 'g1', 'qa', [], ['2'], en);
    expect(picked).toEqual({ kind: 'action', action: lend(2) });
    if (picked.kind !== 'action') throw new Error('no action');
    const out = conquest2.apply(asked, 2, picked.action as C2Action);
    expect(out.ok).toBe(true);
    // A forged index is no action at all.
    expect(buildStep(asked, 2, 'g1', 'qa', [], ['7'], en)).toEqual({ kind: 'illegal' });
    // Blue, not asked, sees whom the game waits for.
    expect(ui(buildStep(asked, 1, 'g1', 'qp', [], [], en)).content).toContain('Waiting for');
  });
});

