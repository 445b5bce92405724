/**
 * Forged clicks on a stored game through the real router (fake Discord objects): random
 * custom_ids of the game's verbs with made-up arguments, versions, users and menu values.
 * Every click is answered privately and never fails inside; a click that played nothing leaves
 * the stored game as it was, and the record always rebuilds the stored state.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { slashCommands } from '../../commands';
import { gameId as gid } from '../../src/bot/custom-id';
import { createRouter } from '../../src/bot/router';
import { replay } from '../../src/core/replay';
import { Rng, initialRngState } from '../../src/core/rng';
import type { BaseState, GameModule } from '../../src/core/game';
import type { StoredGame } from '../../src/storage';
import { fakeComponent, fakeContext } from '../bot/fakes';

/** Outcomes after which the stored game may have changed (a move, an undo, a vote counted). */
const CHANGING = new Set(['played', 'playedNoBoard', 'undone', 'takenBack', 'voted', 'organiserReplaced', 'resigned']);

export interface ForgedOptions {
  /** The game's component verbs (builder and own handlers). */
  verbs: string[];
  /** Argument and value parts to mix in (place ids, token ids...). */
  parts: string[];
  seed: string;
  clicks: number;
}

export async function forgedClicks<S extends BaseState>(engine: GameModule<S, any, any, any, any>, game: StoredGame<S>, o: ForgedOptions): Promise<Record<string, number>> {
  const f = fakeContext();
  const route = createRouter(f.ctx, slashCommands());
  await f.ctx.repo.save(game as StoredGame);
  const rng = new Rng(initialRngState(o.seed));
  const outcomes: Record<string, number> = {};
  const junk = ['0', '1', '2', '5', '-1', '99', 'x', '-', 'y', 'n', 'NaN', '1e3', 'constructor', '__proto__', 'a.b', '0.0.0.4.1', ...o.parts];
  const users = [...game.meta.seats.filter((x): x is string => !!x), 'stranger'];
  for (let k = 0; k < o.clicks; k++) {
    const stored = (await f.ctx.repo.get(game.meta.id))!;
    const before = JSON.stringify(stored.state);
    const version = (stored.state as BaseState).version + rng.pick([0, 0, 0, 0, -1, 1]);
    const verb = rng.pick([...o.verbs, 'play', 'hand', rng.pick(junk)]);
    const args = Array.from({ length: rng.int(0, 4) }, () => rng.pick(junk));
    let id: string;
    try {
      id = gid(game.meta.id, version, verb, ...args);
    } catch {
      continue; // a part this bot never writes (the router refuses it before any handler)
    }
    const values = rng.int(0, 2) === 0 ? undefined : Array.from({ length: rng.int(1, 3) }, () => rng.pick(junk));
    const c = fakeComponent(rng.pick(users), id, values);
    await route(c.i);
    const line = f.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'interaction').at(-1);
    const outcome = String(line?.outcome);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    expect(outcome, `${id} ${JSON.stringify(values)}: ${line?.err ?? ''}`).not.toBe('error');
    expect(c.calls.length, id).toBeGreaterThan(0);
    // Answered privately: a deferral of the ephemeral kind or an update of the clicker's own message.
    expect(['deferReply', 'deferUpdate', 'reply']).toContain(c.calls[0].method);
    if (c.calls[0].method !== 'deferUpdate') expect(c.ephemeral(c.calls[0]), id).toBe(true);
    const after = (await f.ctx.repo.get(game.meta.id))!;
    if (!CHANGING.has(outcome)) expect(JSON.stringify(after.state), `${id} ${outcome} changed the game`).toBe(before);
  }
  const last = (await f.ctx.repo.get(game.meta.id))!;
  const again = replay(engine, { game: last.meta.game, options: last.record.options, seed: last.record.seed, actions: last.record.actions });
  expect(again.ok).toBe(true);
  if (again.ok) expect(isDeepStrictEqual(JSON.parse(JSON.stringify(again.state)), JSON.parse(JSON.stringify(last.state)))).toBe(true);
  return outcomes;
}

/** A stored, running game (a table unless `extra` says otherwise) of members only (no computer seat), after `moves` random legal actions. */
export function storedTable<S extends BaseState>(
  engine: GameModule<S, any, any, any, any>, game: string, options: unknown, seed: string, moves: number, extra: Partial<StoredGame['meta']> = {},
): StoredGame<S> {
  const parsed = engine.parseOptions(options);
  let state = engine.setup(parsed, seed);
  const rng = new Rng(initialRngState(`moves:${seed}`));
  const actions: { player: number; action: unknown }[] = [];
  for (let k = 0; k < moves && engine.result(state) === null; k++) {
    const seat = rng.pick(engine.activePlayers(state));
    const action = rng.pick(engine.legalActions(state, seat));
    const out = engine.apply(state, seat, action);
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
    actions.push({ player: seat, action: JSON.parse(JSON.stringify(action)) });
  }
  const seats = (state as unknown as { players?: unknown[]; sides?: unknown[] });
  const n = (seats.players ?? seats.sides ?? []).length;
  const now = Date.now();
  return {
    meta: {
      id: `forged${seed}`, game, status: 'active', kind: 'table', guildId: 'guild', channelId: 'chan', threadId: 'chan',
      seats: Array.from({ length: n }, (_, i) => `u${i}`), challenger: 'u0', opponent: null, aiLevel: null, locale: 'en-US',
      createdAt: now, updatedAt: now, lastMoveAt: now, expiresAt: null, challengeMessageId: null, boardMessageId: null,
      remindedVersion: null, abandonRequestedBy: null, lastEvents: [], ...extra,
    },
    record: { game, options: JSON.parse(JSON.stringify(parsed)), seed, actions },
    state,
  } as unknown as StoredGame<S>;
}
