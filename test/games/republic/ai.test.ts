/**
 * The Republic of Rome AI: it answers every decision legally (property test
 * over random seeds with a fresh seed per run, plus fixed regression seeds),
 * AI-only games end by one of the endings, it plays only from its own view
 * (its legal answers on the determinized state are the real ones, and its
 * choice does not change when only other factions' hidden hands or
 * treasuries change), and the plugin exposes it to the bot.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { getPlugin } from '../../../src/core/registry';
import { republic } from '../../../src/games/republic';
import { chooseAction } from '../../../src/games/republic/ai';
import { determinize } from '../../../src/games/republic/ai/determinize';
import { republicAiPlayer } from '../../../src/games/republic/cli';
import { randomPlayer } from '../../../src/ai/player';
import { initialRngState, Rng } from '../../../src/core/rng';
import type { AiModule } from '../../../src/core/plugin';
import { yielder } from '../../support/yield';
import type { RepublicAction, RepublicState, RepublicView, Scenario } from '../../../src/games/republic/types';

const ENDINGS = ['consulForLife', 'eraEnds', 'rebel', 'peopleRevolt', 'fourWars', 'bankruptcy', 'noFactions'];
const SCENARIOS: Scenario[] = ['early', 'middle', 'late', 'extended', 'alternative'];

interface Checked { state: RepublicState; aiMoves: number; decisionKinds: Set<string> }

/**
 * Plays a game with AI seats (and random seats where `random[seat]`), checking
 * every AI answer: it is applied without refusal, and the AI's legal list on
 * its determinized view equals the real one.
 */
async function play(players: number, scenario: Scenario, seed: string, random: boolean[], maxActions: number): Promise<Checked> {
  const pause = yielder();
  let s = republic.setup(republic.parseOptions({ players, scenario }), seed);
  const ai = Array.from({ length: players }, (_, i) => republicAiPlayer(`${seed}:${i}`));
  const rnd = Array.from({ length: players }, (_, i) => randomPlayer<RepublicState>(republic, `${seed}:r${i}`));
  const kinds = new Set<string>();
  let aiMoves = 0;
  for (let k = 0; k < maxActions && !republic.result(s); k++) {
    const seat = republic.activePlayers(s)[0];
    let a: RepublicAction;
    if (random[seat]) a = rnd[seat].choose(s, seat) as RepublicAction;
    else {
      const view = republic.view(s, seat) as RepublicView;
      const det = determinize(view, 'check');
      const real = republic.legalActions(s, seat);
      const seen = republic.legalActions(det, seat);
      if (JSON.stringify(seen) !== JSON.stringify(real)) {
        throw new Error(`seed ${seed}: seat ${seat} lists other answers from its view at ${s.pending.at(-1)?.kind}`);
      }
      kinds.add(s.pending.at(-1)?.kind ?? 'interrupt');
      a = ai[seat].choose(s, seat) as RepublicAction;
      aiMoves++;
    }
    const out = republic.apply(s, seat, republic.parseAction(JSON.parse(JSON.stringify(a))));
    if (!out.ok) throw new Error(`seed ${seed}: seat ${seat} chose an illegal ${JSON.stringify(a)}: ${out.error.message}`);
    s = out.state;
    await pause();
  }
  return { state: s, aiMoves, decisionKinds: kinds };
}

function freshSeed(): string {
  // A new seed per run widens coverage over time; it is printed so a failure can be replayed.
  return `fresh-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
}

describe('Republic AI answers legally', () => {
  // Fixed seeds: random seats alternate unless listed. The fresh-mwz8 seed once found the
  // Dominant Player (4.02.2) decided from secret treasuries, so the AI's view picked another seat.
  const fixed: [number, Scenario, string, boolean[]?][] = [
    [5, 'early', 'reg-1'], [3, 'middle', 'reg-2'], [4, 'late', 'reg-3'], [1, 'early', 'reg-4'],
    [2, 'extended', 'reg-5'], [6, 'alternative', 'reg-6'],
    [2, 'early', 'fresh-mwz8vqfc-49471-1', [true, false]],
  ];
  for (const [players, scenario, seed, listed] of fixed) {
    it(`regression seed ${seed}: ${players} players, ${scenario}, AI and random seats mixed`, async () => {
      const random = listed ?? Array.from({ length: players }, (_, i) => i % 2 === 1);
      const r = await play(players, scenario, seed, random, 4000);
      expect(r.aiMoves).toBeGreaterThan(20);
    }, 120_000);
  }

  it('over fresh random seeds and every scenario (seed printed on failure)', async () => {
    const base = freshSeed();
    const rng = new Rng(initialRngState(base));
    for (let i = 0; i < 4; i++) {
      const players = rng.int(1, 6);
      const scenario = SCENARIOS[rng.int(0, SCENARIOS.length - 1)];
      const seed = `${base}-${i}`;
      const random = Array.from({ length: players }, () => rng.int(0, 2) === 0);
      try {
        await play(players, scenario, seed, random, 2500);
      } catch (e) {
        throw new Error(`replay with players=${players} scenario=${scenario} seed=${seed} random=${JSON.stringify(random)}: ${(e as Error).message}`);
      }
    }
  }, 240_000);
});

describe('AI-only games', () => {
  for (const [players, scenario, seed] of [[5, 'early', 'end-1'], [3, 'early', 'end-2'], [1, 'early', 'end-3'], [2, 'middle', 'end-4']] as [number, Scenario, string][]) {
    it(`${players} AI seat(s), ${scenario}: the game ends by one of the endings`, async () => {
      const r = await play(players, scenario, seed, new Array(players).fill(false), 60_000);
      const result = republic.result(r.state);
      expect(result).not.toBeNull();
      expect(ENDINGS).toContain(result!.reason);
      const w = r.state.ending!.winner;
      // A Neutral faction's win is nobody's (ruling "Results").
      if (w === null || r.state.factions[w].kind === 'neutral') expect(result!.winners).toEqual([]);
      else expect(result!.winners).toEqual([w]);
    }, 240_000);
  }

  it('answers the Senate, the Forum and the Revenue decisions (not only first answers)', async () => {
    const r = await play(5, 'early', 'kinds', [false, false, false, false, false], 60_000);
    for (const k of ['persuade', 'senateFloor', 'vote', 'redistribute']) expect(r.decisionKinds).toContain(k);
  }, 240_000);
});

describe('AI plays only from its own view', () => {
  it('its choice does not change when only other factions\' hands and treasuries change', async () => {
    const pause = yielder();
    let s = republic.setup(republic.parseOptions({ players: 4, scenario: 'early' }), 'inv');
    const ai = [0, 1, 2, 3].map((i) => republicAiPlayer(`inv:${i}`));
    const rng = new Rng(initialRngState('inv-mutate'));
    let compared = 0;
    for (let k = 0; k < 3000 && !republic.result(s); k++) {
      const seat = republic.activePlayers(s)[0];
      if (k % 7 === 0) {
        const other = structuredClone(s);
        const pool = other.factions.filter((f) => f.seat !== seat).flatMap((f) => f.hand);
        for (const f of other.factions) {
          if (f.seat === seat || f.kind === 'neutral') continue;
          f.treasury = rng.int(0, 60);
          // Same number of cards (public), other cards.
          f.hand = f.hand.map(() => (pool.length > 0 ? pool[rng.int(0, pool.length - 1)] : 'intrigue:tribune-1'));
        }
        const seed = `inv-${k}`;
        const a = chooseAction(republic.view(s, seat) as RepublicView, seat, seed);
        const b = chooseAction(republic.view(other, seat) as RepublicView, seat, seed);
        expect(b).toEqual(a);
        compared++;
      }
      const out = republic.apply(s, seat, ai[seat].choose(s, seat) as RepublicAction);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
      await pause();
    }
    expect(compared).toBeGreaterThan(20);
  }, 240_000);

  it('the same view and seed give the same action (no clock)', () => {
    let s = republic.setup(republic.parseOptions({ players: 3, scenario: 'early' }), 'det');
    const ai = [0, 1, 2].map((i) => republicAiPlayer(`det:${i}`));
    for (let k = 0; k < 300 && !republic.result(s); k++) {
      const seat = republic.activePlayers(s)[0];
      const view = republic.view(s, seat) as RepublicView;
      expect(chooseAction(view, seat, `d${k}`)).toEqual(chooseAction(structuredClone(view), seat, `d${k}`));
      const out = republic.apply(s, seat, ai[seat].choose(s, seat) as RepublicAction);
      if (!out.ok) throw new Error(out.error.message);
      s = out.state;
    }
  });

  it('the plugin exposes it to the bot: the entry answers an AiRequest with a legal action', async () => {
    const entry = getPlugin('republic').ai?.entry;
    expect(entry).toBeDefined();
    const m = (await import(new URL(entry!).pathname)) as AiModule;
    const s = republic.setup(republic.parseOptions({ players: 3, scenario: 'early' }), 'entry');
    const seat = republic.activePlayers(s)[0];
    const a = m.chooseAction({ view: republic.view(s, seat), seat, level: 1, seed: 'x' }) as RepublicAction;
    expect(republic.apply(s, seat, a).ok).toBe(true);
  });
});
