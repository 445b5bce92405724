/**
 * League records on a store shared by two processes (two repositories, each
 * with its own connection): a league save is a compare-and-set, so a writer
 * that read an older league cannot overwrite a result the other recorded,
 * and `update` applies both changes. On SQLite and on real Redis and
 * PostgreSQL servers.
 */
import type Keyv from 'keyv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, recordResult, startSeason, type LeagueState } from '../../src/leagues';
import { openKeyv, SaveConflict } from '../../src/storage';
import { LeagueRepository } from '../../src/storage/league-repository';
import { sharedStores } from '../storage/servers';

const admin = { userId: 'admin', permissions: ['ManageGuild'], roleIds: [] };
const MEMBERS = ['a', 'b', 'c', 'd', 'e', 'f'];

function ladder(id: string): LeagueState {
  let out = createLeague({ id, guildId: 'g1', name: `League ${id}`, game: 'caesar', format: 'ladder' }, admin, 1000);
  for (const u of MEMBERS) out = out.ok ? joinLeague(out.state, u, 2000) : out;
  if (out.ok) out = startSeason(out.state, admin, 3000);
  if (!out.ok) throw new Error(out.error.message);
  return out.state;
}

const record = (pair: [string, string], at: number) => (s: LeagueState) => recordResult(s, admin, { players: pair, ranks: [1, 2] }, at);
const pairs = (s: LeagueState | null) => (s?.matches ?? []).map((m) => m.players.join('-')).sort();

describe.each(sharedStores('legatus-league-cas-'))('league records on one %s store shared by two processes', (_name, start) => {
  let one: LeagueRepository;
  let two: LeagueRepository;
  const connections: Keyv[] = [];
  let n = 0;
  beforeAll(async () => {
    const url = await start();
    for (let k = 0; k < 2; k++) connections.push(await openKeyv(url));
    [one, two] = connections.map((keyv) => new LeagueRepository(keyv));
  }, 60_000);
  afterAll(async () => {
    for (const keyv of connections) await keyv.disconnect();
  });

  it('refuses to save a league read before the other process saved a result, and keeps that result', async () => {
    const id = `l${++n}`;
    await one.save(ladder(id));
    const seenByOne = (await one.get(id))!;
    const seenByTwo = (await two.get(id))!;
    const first = recordResult(seenByOne, admin, { players: ['a', 'b'], ranks: [1, 2] }, 4000);
    const second = recordResult(seenByTwo, admin, { players: ['c', 'd'], ranks: [1, 2] }, 4001);
    if (!first.ok || !second.ok) throw new Error('refused');
    await one.save(first.state, seenByOne);
    await expect(two.save(second.state, seenByTwo)).rejects.toBeInstanceOf(SaveConflict);
    expect(pairs(await two.get(id))).toEqual(['a-b']);
    // A league created twice under one id: the second creation is refused too.
    await expect(two.save(ladder(id))).rejects.toBeInstanceOf(SaveConflict);
    expect(pairs(await one.get(id))).toEqual(['a-b']);
  });

  it('records every result when both processes record at once', async () => {
    const id = `l${++n}`;
    await one.save(ladder(id));
    const results: [string, string][] = [['a', 'b'], ['c', 'd'], ['e', 'f'], ['a', 'c'], ['b', 'd'], ['c', 'e'], ['d', 'f'], ['a', 'e']];
    const outs = await Promise.all(results.map((pair, k) => (k % 2 ? two : one).update(id, record(pair, 5000 + k))));
    expect(outs.every((o) => o?.ok)).toBe(true);
    expect(pairs(await one.get(id))).toEqual(results.map((p) => p.join('-')).sort());
    expect(await two.idsOf('g1')).toContain(id);
  });

  it('sends each league reminder from one process only', async () => {
    const id = `l${++n}`;
    const keys = ['1:1:0', '1:1:1', '1:2:0'];
    const [a, b] = await Promise.all([one.addReminded(id, keys), two.addReminded(id, keys.slice(1))]);
    expect([...a, ...b].sort()).toEqual(keys);
    expect(a.filter((k) => b.includes(k))).toEqual([]);
    expect((await one.reminded(id)).sort()).toEqual(keys);
    expect(await two.addReminded(id, keys)).toEqual([]);
  });
});
