/**
 * The Conquest II Discord views without Discord: the builder offers exactly
 * the engine's legal actions, every text exists in every language, board
 * posts and events never carry hidden values, the picture decodes.
 */
import { loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { yielder } from '../../support/yield';
import '../../../src/games';
import { translator, SUPPORTED_LOCALES } from '../../../src/i18n';
import { conquest2 } from '../../../src/games/conquest2';
import { conquest2Ai } from '../../../src/games/conquest2/ai';
import { conquest2Adapter } from '../../../src/games/conquest2/discord/adapter';
import { buildStep } from '../../../src/games/conquest2/discord/steps';
import { actionLabel, describeEvents } from '../../../src/games/conquest2/discord/text';
import { CONQUEST2_MAP_SIZE, renderConquest2Map } from '../../../src/games/conquest2/render';
import { midGameState } from '../../../src/games/conquest2/render/example-pictures';
import type { C2Event, C2State } from '../../../src/games/conquest2/types';
import type { StoredGame } from '../../../src/storage';

const en = translator('en');

/** Positions of every phase, with the events that led to them, from an AI game. */
async function positions(): Promise<{ states: C2State[]; events: C2Event[] }> {
  const pause = yielder();
  const ais = [0, 1, 2, 3].map((i) => conquest2Ai(`d${i}`));
  let s = conquest2.setup({ players: 4, seasons: 4 }, 'discord');
  const states: C2State[] = [];
  const events: C2Event[] = [];
  const phases = new Set<string>();
  while (conquest2.result(s) === null) {
    const [p] = conquest2.activePlayers(s);
    if (!phases.has(s.phase) || states.length % 40 === 0) { phases.add(s.phase); states.push(s); }
    const out = conquest2.apply(s, p, ais[p].choose(s, p));
    if (!out.ok) throw new Error(out.error.message);
    events.push(...out.events);
    s = out.state;
    await pause();
  }
  states.push(s);
  return { states, events };
}
// Played before the tests rather than at import, so that the game can give the event loop a turn.
let states: C2State[] = [];
let events: C2Event[] = [];
beforeAll(async () => {
  ({ states, events } = await positions());
}, 120_000);

function components(step: ReturnType<typeof buildStep>) {
  if (step.kind !== 'ui') throw new Error(step.kind);
  return step.components.flatMap((r) => r.components) as { type: number; custom_id: string; options?: { value: string; label: string }[]; label?: string }[];
}

describe('the Conquest II builder', () => {
  it('offers every legal action of the acting seat, by category, and plays the chosen index', () => {
    for (const s of states.filter((x) => x.phase !== 'over')) {
      const [seat] = conquest2.activePlayers(s);
      const legal = conquest2.legalActions(s, seat);
      const menu = components(buildStep(s, seat, 'g1', 'qp', [], [], en));
      const offered = new Set<number>();
      for (const c of menu) if (/:qa:\d+$/.test(c.custom_id)) offered.add(Number(c.custom_id.split(':').at(-1)));
      const cats = menu.find((c) => /:qc$/.test(c.custom_id))?.options?.map((o) => o.value) ?? [];
      for (const cat of cats) {
        if (cat === 'bid') {
          // A bid is built in three menus: amount, Proposal A, Proposal B; each listed bid comes out of them.
          legal.forEach((a, i) => {
            if (a.type !== 'bid') return;
            const amounts = components(buildStep(s, seat, 'g1', 'qc', [], ['bid'], en)).find((c) => /:qn$/.test(c.custom_id))!;
            expect(amounts.options!.map((o) => o.value)).toContain(String(a.amount));
            const toA = components(buildStep(s, seat, 'g1', 'qn', [], [String(a.amount)], en)).find((c) => c.custom_id.includes(':qn:'))!;
            const aValue = a.a === null ? 'x' : String(a.a);
            expect(toA.options!.map((o) => o.value)).toContain(aValue);
            let out = buildStep(s, seat, 'g1', 'qn', [String(a.amount)], [aValue], en);
            if (out.kind === 'ui') {
              const toB = components(out).find((c) => c.custom_id.includes(':qn:'))!;
              const [, , , , ...args] = toB.custom_id.split(':');
              out = buildStep(s, seat, 'g1', 'qn', args, [a.b === null ? 'x' : String(a.b)], en);
            }
            expect(out).toEqual({ kind: 'action', action: a });
            offered.add(i);
          });
          continue;
        }
        for (let page = 0; page < 50; page++) {
          const list = components(buildStep(s, seat, 'g1', 'qc', [cat, String(page)], page === 0 ? [cat] : [], en));
          const sel = list.find((c) => /:qa$/.test(c.custom_id))!;
          for (const o of sel.options!) offered.add(Number(o.value));
          const more = list.find((c) => c.custom_id.includes(':qc:'));
          if (!more || more.custom_id.endsWith(':0')) break;
        }
      }
      expect([...offered].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
      const pick = buildStep(s, seat, 'g1', 'qa', [], [String(legal.length - 1)], en);
      expect(pick).toEqual({ kind: 'action', action: legal[legal.length - 1] });
      expect(buildStep(s, seat, 'g1', 'qa', [], ['9999'], en)).toEqual({ kind: 'illegal' });
      // Custom ids carry identity, version and small arguments only.
      for (const c of menu) expect(c.custom_id.length).toBeLessThanOrEqual(100);
    }
  });

  it('labels every action in every language within Discord\'s limits, naming players by colour', () => {
    for (const l of SUPPORTED_LOCALES) {
      const t = translator(l);
      for (const s of states.filter((x) => x.phase !== 'over')) {
        const [seat] = conquest2.activePlayers(s);
        for (const a of conquest2.legalActions(s, seat)) {
          const label = actionLabel(s, a, t);
          expect(label.length).toBeLessThanOrEqual(100);
          expect(label, l).not.toMatch(/conquest2\.|Player \d/);
        }
      }
    }
  });

  it('describes the events of a whole game in every language, with no hidden value', () => {
    for (const l of SUPPORTED_LOCALES) {
      const lines = describeEvents(events, translator(l));
      expect(lines.length).toBeGreaterThan(100);
      for (const line of lines) expect(line, l).not.toMatch(/conquest2\.|\{\{/);
    }
    // Bids of Senators are open; values in hand never appear (no event names a Senator taken or drawn).
    for (const e of events.filter((x) => x.type === 'senatorBribed' || x.type === 'senatorReturned' || x.type === 'assassinated')) {
      expect(Object.keys(e).sort()).not.toContain('value');
    }
  });
});

describe('the move builder', () => {
  it('builds Jack\'s four-destination move out of Egypt in one action, choosing the numbers', async () => {
    const { board, put, setInfluence } = await import('./helpers');
    const { units } = await import('../../../src/games/conquest2/units');
    const s = board();
    setInfluence(s, 'egyptus', 0, 2);
    put(s, 0, 'egyptus', { infantry: 8, cavalry: 2, catapult: 1, general: 1, caesar: 1 });
    s.fleet.mare_libycum[0] = 1;
    put(s, 1, 'galatia', { infantry: 1 });
    const origin = components(buildStep(s, 0, 'g1', 'qc', [], ['move'], en)).find((c) => /:qm$/.test(c.custom_id))!;
    expect(origin.options!.map((o) => o.value)).toContain('egyptus');
    const want = [
      { to: 'numidia', mode: 'l', n: { infantry: 1 } },
      { to: 'hispania', mode: 'l', n: { infantry: 1 } },
      { to: 'sicilia', mode: 's', n: { infantry: 1 } },
      { to: 'galatia', mode: 'l', n: { infantry: 4, cavalry: 2, catapult: 1, general: 1 } },
    ];
    let step = buildStep(s, 0, 'g1', 'qm', [], ['egyptus'], en);
    const argsOf = (c: { custom_id: string }) => c.custom_id.split(':').slice(4);
    for (const [i, w] of want.entries()) {
      const label = w.mode === 's' ? `${w.to[0].toUpperCase()}${w.to.slice(1)} (by sea)` : `${w.to[0].toUpperCase()}${w.to.slice(1)}`;
      let dest = components(step).find((c) => c.custom_id.includes(':qm:'))!;
      for (let page = 0; page < 5 && !dest.options!.some((o) => o.label === label); page++) {
        step = buildStep(s, 0, 'g1', 'qj', argsOf(components(step).find((c) => c.custom_id.includes(':qj:'))!), [], en);
        dest = components(step).find((c) => c.custom_id.includes(':qm:'))!;
      }
      const option = dest.options!.find((o) => o.label === label)!;
      step = buildStep(s, 0, 'g1', 'qm', argsOf(dest), [option.value], en);
      // Each count: the wanted number (0 when not moving that kind); leaders in one menu.
      for (const [f, k] of (['infantry', 'cavalry', 'catapult'] as const).entries()) {
        const sel = components(step).find((c) => c.custom_id.includes(':qk:') && c.custom_id.endsWith(`:${f}`));
        if (sel) step = buildStep(s, 0, 'g1', 'qk', argsOf(sel), [String((w.n as Record<string, number>)[k] ?? 0)], en);
      }
      const leaders = components(step).find((c) => c.custom_id.includes(':qk:') && c.custom_id.endsWith(':3'));
      if (leaders) step = buildStep(s, 0, 'g1', 'qk', argsOf(leaders), [`${(w.n as Record<string, number>).general ?? 0}.0`], en);
      const last = i === want.length - 1;
      const go = components(step).find((c) => c.custom_id.includes(last ? ':qd:' : ':qm:'))!;
      step = buildStep(s, 0, 'g1', last ? 'qd' : 'qm', argsOf(go), [], en);
    }
    expect(step).toEqual({ kind: 'action', action: { type: 'move', from: 'egyptus', moves: want.map((w) => ({ to: w.to, amphibious: w.mode === 's', units: units(w.n) })) } });
    if (step.kind === 'action') expect(conquest2.apply(s, 0, conquest2.parseAction(step.action)).ok).toBe(true);
  });
});

describe('the recruit builder', () => {
  it('recruits the numbers chosen, galleys in a sea next to the province', async () => {
    const { board, put, setInfluence } = await import('./helpers');
    const s = board();
    setInfluence(s, 'egyptus', 0, 1);
    put(s, 0, 'egyptus', { general: 1 });
    const where = components(buildStep(s, 0, 'g1', 'qc', [], ['recruit'], en)).find((c) => /:qe$/.test(c.custom_id))!;
    expect(where.options!.map((o) => o.value)).toEqual(['egyptus']);
    let step = buildStep(s, 0, 'g1', 'qe', [], ['egyptus'], en);
    const argsOf = (c: { custom_id: string }) => c.custom_id.split(':').slice(4);
    for (const [f, n] of [[0, '3'], [1, '1'], [3, '0.1']] as const) {
      const sel = components(step).find((c) => c.custom_id.includes(':qe:') && c.custom_id.endsWith(`:${f}`))!;
      step = buildStep(s, 0, 'g1', 'qe', argsOf(sel), [n], en);
    }
    const go = components(step).find((c) => c.custom_id.includes(':qf:'))!;
    expect(go.label).toContain('40');
    const out = buildStep(s, 0, 'g1', 'qf', argsOf(go), [], en);
    expect(out.kind).toBe('action');
    if (out.kind !== 'action') return;
    const st = conquest2.apply(s, 0, conquest2.parseAction(out.action));
    expect(st.ok).toBe(true);
    if (st.ok) {
      expect(st.state.army.egyptus[0]).toMatchObject({ infantry: 3, cavalry: 1, general: 1 });
      expect(st.state.fleet.mare_alexandria[0] + st.state.fleet.mare_pelusium[0]).toBe(1);
      expect(st.state.players[0].talents).toBe(40);
    }
  });
});

describe('Conquest II board posts', () => {
  function stored(state: C2State): StoredGame<C2State> {
    return {
      meta: { id: 'g1', game: 'conquest2', status: 'active', kind: 'table', guildId: null, channelId: 'c', threadId: null, seats: ['u0', null, null, null], challenger: 'u0', opponent: null, aiLevel: 2, locale: 'en', createdAt: 0, updatedAt: 0, lastMoveAt: 0, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [] },
      record: { game: 'conquest2', options: state.options, seed: 'x', actions: [] },
      state,
    } as StoredGame<C2State>;
  }

  it('shows the public state with a map picture and never a player\'s chaos or Senator values', async () => {
    const s = midGameState('board', 120);
    s.players.forEach((p, i) => { p.chaos = 9137 + i; p.senators = [4, 4, 4, 4, 4]; });
    await new Promise((r) => setImmediate(r));
    const post = await conquest2Adapter.boardPost(stored(s), [], en, (seat) => `Member${seat}`);
    expect(post.content).toContain('Member0');
    expect(post.content).not.toMatch(/913[7-9]|9140|4, 4/);
    expect(post.files).toHaveLength(1);
    const img = await loadImage(post.files[0].attachment);
    expect({ width: img.width, height: img.height }).toEqual(CONQUEST2_MAP_SIZE);
    expect(conquest2Adapter.handText(s, 1, en)).toContain('4, 4, 4, 4, 4');
    expect(conquest2Adapter.handText(s, 1, en)).toContain('9138');
  }, 60_000);

  it('draws the map from the public view in every language', async () => {
    const view = conquest2.view(midGameState('pic', 100), null);
    for (const l of SUPPORTED_LOCALES) {
      const png = renderConquest2Map(view, { locale: l });
      const img = await loadImage(png);
      expect({ width: img.width, height: img.height }).toEqual(CONQUEST2_MAP_SIZE);
    }
  }, 60_000);

  it('lets the AI play computer and resigned seats; a forfeit ends the game', () => {
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'seats');
    const meta = stored(s).meta;
    const [first] = conquest2.activePlayers(s);
    expect(conquest2Adapter.computerSeat(s, meta)).toBe(first === 0 ? null : first);
    const resigned = { ...s, resigned: [0] };
    expect(conquest2Adapter.computerSeat(resigned, { ...meta, seats: ['u0', 'u1', 'u2', 'u3'] })).toBe(first === 0 ? 0 : null);
    expect(conquest2Adapter.result(conquest2Adapter.resign(s, 2))!.ranks[2]).toBe(4);
  });
});
