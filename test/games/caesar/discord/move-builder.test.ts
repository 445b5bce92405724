/**
 * The ephemeral move builder offers exactly the legal actions: walking every
 * path of menus and buttons reaches every legal action and nothing else, and
 * every screen respects Discord's component limits.
 */
import { ComponentType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng';
import { caesar, setupGame } from '../../../../src/games/caesar';
import { randomAction } from '../../../../src/games/caesar/ai';
import type { CaesarAction, CaesarOptions, CaesarState, Side } from '../../../../src/games/caesar/types';
import { decodeCustomId } from '../../../../src/bot/custom-id';
import { buildMove, type Row } from '../../../../src/games/caesar/discord/moves';
import { translator } from '../../../../src/i18n';
import '../../../../src/games'; // registers the real games (and their strings)

const t = translator('en');
const norm = (a: CaesarAction) => JSON.stringify(a.type === 'place' ? { ...a, faceDown: !!a.faceDown } : a);

function checkLimits(rows: Row[]) {
  expect(rows.length).toBeLessThanOrEqual(5);
  const ids = new Set<string>();
  for (const row of rows) {
    expect(row.components.length).toBeGreaterThan(0);
    expect(row.components.length).toBeLessThanOrEqual(5);
    for (const c of row.components) {
      if (c.type === ComponentType.StringSelect) {
        expect(row.components.length).toBe(1);
        expect(c.options.length).toBeGreaterThan(0);
        expect(c.options.length).toBeLessThanOrEqual(25);
        for (const o of c.options) expect(o.label.length).toBeLessThanOrEqual(100);
      } else if (c.type === ComponentType.Button && 'label' in c) {
        expect((c.label ?? '').length).toBeLessThanOrEqual(80);
      }
      if ('custom_id' in c) {
        expect(c.custom_id.length).toBeLessThanOrEqual(100);
        expect(ids.has(c.custom_id)).toBe(false);
        ids.add(c.custom_id);
      }
    }
  }
}

/** Every action reachable by clicking through the builder from its first screen. */
function reachable(state: CaesarState, side: Side): CaesarAction[] {
  const found: CaesarAction[] = [];
  const seen = new Set<string>();
  const queue: { verb: string; args: string[]; values: string[] }[] = [{ verb: 'play', args: [], values: [] }];
  while (queue.length) {
    const step = queue.shift()!;
    const key = JSON.stringify(step);
    if (seen.has(key)) continue;
    seen.add(key);
    const out = buildMove(state, side, 'test1234', step.verb, step.args, step.values, t);
    if (out.kind === 'illegal') throw new Error(`builder refused its own option ${key}`);
    if (out.kind === 'action') { found.push(out.action); continue; }
    checkLimits(out.components);
    for (const row of out.components) {
      for (const c of row.components) {
        if (!('custom_id' in c)) continue;
        const id = decodeCustomId(c.custom_id);
        if (id?.scope !== 'g') throw new Error(`not a game id: ${c.custom_id}`);
        expect(id.version).toBe(state.version);
        if (id.verb === 'back') continue;
        if (c.type === ComponentType.StringSelect) for (const o of c.options) queue.push({ verb: id.verb, args: id.args, values: [o.value] });
        else queue.push({ verb: id.verb, args: id.args, values: [] });
      }
    }
  }
  return found;
}

const configs: CaesarOptions[] = [
  { modules: { poison: false, centurions: false, checkpoints: false }, solo: null },
  { modules: { poison: true, centurions: true, checkpoints: true }, solo: null },
];

describe('move builder', () => {
  it.each(configs.map((c, i) => [i, c] as const))('offers exactly the legal actions along random games (config %i)', (_, options) => {
    for (let g = 0; g < 3; g++) {
      let state = setupGame(options, `builder-${g}`).state;
      const rng = new Rng(state.rng);
      let checked = 0;
      for (let move = 0; move < 200 && caesar.activePlayers(state).length; move++) {
        const side = caesar.activePlayers(state)[0] as Side;
        if (move % 3 === 0 || state.pending) {
          const legal = caesar.legalActions(state, side).map(norm).sort();
          const offered = [...new Set(reachable(state, side).map(norm))].sort();
          // Face-down placements are offered once per space (orientation does not matter face down).
          const legalShown = [...new Set(legal.map((a) => (JSON.parse(a).faceDown ? JSON.stringify({ ...JSON.parse(a), toward: '*' }) : a)))];
          const offeredShown = [...new Set(offered.map((a) => (JSON.parse(a).faceDown ? JSON.stringify({ ...JSON.parse(a), toward: '*' }) : a)))];
          expect(offeredShown.sort()).toEqual(legalShown.sort());
          for (const a of offered) expect(legal).toContain(a);
          checked++;
        }
        const out = caesar.apply(state, side, randomAction(state, side, rng));
        if (!out.ok) throw new Error(out.error.message);
        state = out.state;
      }
      expect(checked).toBeGreaterThan(3);
    }
  });

  it('refuses a forged choice that is not legal', () => {
    const state = setupGame(configs[0], 'forged').state;
    const side = state.active;
    const other = state.sides[(1 - side) as Side].supply[0];
    expect(buildMove(state, side, 'x', 'pl', [other, '0', '0', '0'], [], t).kind).toBe('illegal');
    expect(buildMove(state, side, 'x', 'tx', ['1'], [], t).kind).toBe('illegal');
    expect(buildMove(state, side, 'x', 'nonsense', [], [], t).kind).toBe('illegal');
  });
});
