/**
 * Records made by the first rules of Conquest II (before the battle muster and
 * Favorable Wind's question, schema 2) replay to the end: saved states were
 * upgraded by migrate.ts, and records now are too, as they replay. The two
 * fixtures are AI games played by the first rules' code (commit 63777aa^), one
 * with attacks the muster would ask about, one with naval attacks on a Wind holder;
 * `final` is what that code ended with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import '../../../src/games';
import { replay } from '../../../src/core/replay';
import { readRecord, replayRecord } from '../../../src/cli/replay';
import { translator } from '../../../src/i18n';
import { conquest2 } from '../../../src/games/conquest2';
import { conquest2Cli } from '../../../src/games/conquest2/cli';
import { conquest2Adapter } from '../../../src/games/conquest2/discord/adapter';
import { newTableMeta, tableOptions } from '../../../src/games/conquest2/discord/table';
import { C2_RULES } from '../../../src/games/conquest2/setup';
import type { C2State } from '../../../src/games/conquest2/types';
import type { GameRecord } from '../../../src/core/game';
import type { StoredGame } from '../../../src/storage';
import { board, play, put } from './helpers';

interface Fixture extends GameRecord {
  final: { players: { vp: number; talents: number; chaos: number; senators: number[] }[]; board: string; version: number };
}
const file = (name: string) => join(__dirname, 'fixtures', `${name}.json`);
const load = (name: string): Fixture => JSON.parse(readFileSync(file(name), 'utf8')) as Fixture;
const boardHash = (s: C2State) => createHash('sha256').update(JSON.stringify({ army: s.army, fleet: s.fleet, influence: s.influence, cities: s.cities })).digest('hex');

describe('old records (made by the first rules) replay to the end', () => {
  for (const name of ['record-rules1-muster', 'record-rules1-wind']) {
    it(`${name}: the same end as the first rules, through the engine, the adapter's history and the CLI`, () => {
      const record = load(name);
      expect(record.options).toEqual({ players: 3, seasons: 4 });
      const out = replay(conquest2, record);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      const s = out.state;
      expect(s.phase).toBe('over');
      expect(conquest2.result(s)).toEqual(record.result);
      expect(s.players.map((p) => ({ vp: p.vp, talents: p.talents, chaos: p.chaos, senators: p.senators }))).toEqual(record.final.players);
      expect(boardHash(s)).toBe(record.final.board);
      // Never switched to the muster's rules: no action of them in the record.
      expect(s.oldRules).toBe(true);

      // /game history and /game export replay with the adapter: every action, to the game's end.
      let st = conquest2Adapter.setup(record.options, record.seed).state;
      for (const { player, action } of record.actions) {
        const o = conquest2Adapter.apply(st, player, action);
        expect(o.ok).toBe(true);
        if (o.ok) st = o.state;
      }
      expect(st).toEqual(s);
      const game = { meta: { id: 'old', game: 'conquest2', seats: [null, null, null] }, record, state: s } as unknown as StoredGame<C2State>;
      const lines = conquest2Adapter.history(game, translator('en'));
      expect(lines.at(-1)).toBe(translator('en')('conquest2.ev.gameOver'));
      // `legatus replay` reads the file as exported.
      expect(replayRecord(readRecord(file(name)))).toMatchObject({ phase: 'over' });
    });
  }

  it('the current rules alone do not replay them (the fixtures exercise the old rules\' path)', () => {
    for (const name of ['record-rules1-muster', 'record-rules1-wind']) {
      const record = load(name);
      const out = replay(conquest2, { ...record, options: { ...(record.options as object), rules: C2_RULES } });
      expect(out.ok).toBe(false);
    }
  });

  it('new games are made under the current rules: the Discord table, a duel-style new game, the CLI', () => {
    expect(conquest2.parseOptions(tableOptions(newTableMeta(4, 24)))).toMatchObject({ rules: C2_RULES });
    expect(conquest2Adapter.newGame({ players: 4 } as never).options).toMatchObject({ rules: C2_RULES });
    expect(conquest2Cli.options(['ai', 'ai'], [], {})).toMatchObject({ rules: C2_RULES });
    const s = conquest2.setup(conquest2.parseOptions({ players: 3, rules: C2_RULES }), 'new');
    expect(s.oldRules).toBeUndefined();
  });

  it('an old game that then shows an action of the muster\'s rules plays by them from there on', () => {
    const s = board();
    s.options = { ...s.options, rules: 2 };
    s.oldRules = true;
    put(s, 0, 'asia', { infantry: 2 });
    put(s, 1, 'asia', { infantry: 1, cavalry: 1 });
    const st = play(s, 0, { type: 'attack', at: 'asia', target: 1, galleys: {}, losses: ['infantry', 'cavalry', 'catapult', 'galley'] }).state;
    expect(st.oldRules).toBeUndefined();
    expect(st.battle?.legacy).toBeUndefined();
    // The muster waits for the defender: another action is refused, as in any new game.
    expect(conquest2.apply(st, 1, { type: 'fight' }).ok).toBe(false);
  });

  it('a first-rules attack in an old game: the next action rolls the first round as the first rules did', () => {
    const s = board();
    s.options = { ...s.options, rules: 2 };
    s.oldRules = true;
    put(s, 0, 'asia', { infantry: 2 });
    put(s, 1, 'asia', { infantry: 1, cavalry: 1 });
    s.fleet.mare_rhodus[1] = 1;
    const attacked = play(s, 0, { type: 'attack', at: 'asia', target: 1 }).state;
    expect(attacked.battle).toMatchObject({ stage: 'muster', legacy: true });
    // The defender's answer after the first round, as the first rules recorded it.
    const { state, events } = play(attacked, 1, { type: 'fight' });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['battleRound', 'foughtOn']));
    expect(state.battle?.defender.galleys).toEqual({ mare_rhodus: 1 });
    expect(state.battle?.round).toBe(1);
  });
});
