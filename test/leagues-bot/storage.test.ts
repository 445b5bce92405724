import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, recordResult, startSeason, type LeagueState } from '../../src/leagues';
import { GameRepository, openKeyv } from '../../src/storage';
import { LeagueRepository, leagueRepositoryOf } from '../../src/storage/league-repository';
import '../../src/games'; // registers the real games

const admin = { userId: 'admin', permissions: ['ManageGuild'], roleIds: [] };
const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

function league(id: string, guildId: string): LeagueState {
  let s = createLeague({ id, guildId, name: `League ${id}`, game: 'caesar' }, admin, 1000);
  if (!s.ok) throw new Error(s.error.message);
  for (const u of ['a', 'b', 'c']) s = joinLeague(s.state, u, 2000) as typeof s;
  s = startSeason((s as any).state, admin, 3000);
  s = recordResult((s as any).state, admin, { players: ['a', 'b'], ranks: [1, 2] }, 4000);
  if (!s.ok) throw new Error(s.error.message);
  return s.state;
}

describe('LeagueRepository', () => {
  it('round-trips leagues, the guild index, game links, reminders and the channel through a SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'legatus-league-'));
    dirs.push(dir);
    const url = `sqlite://${join(dir, 'l.sqlite')}`;
    const one = league('l1', 'g1');
    const two = league('l2', 'g1');
    const other = league('l3', 'g2');
    let keyv = await openKeyv(url);
    let repo = new LeagueRepository(keyv);
    await repo.save(one);
    await repo.save(two);
    await repo.save(other);
    await repo.save(one); // saving again keeps one index entry
    await repo.linkGame('game1', { leagueId: 'l1', round: 1, table: 0 });
    await repo.setReminded('l1', ['1:1:0']);
    await repo.setChannel('l1', 'chan');
    await keyv.disconnect();

    keyv = await openKeyv(url);
    repo = new LeagueRepository(keyv);
    expect(await repo.get('l1')).toEqual(one);
    expect(await repo.idsOf('g1')).toEqual(['l1', 'l2']);
    expect((await repo.listGuild('g1')).map((s) => s.league.id)).toEqual(['l1', 'l2']);
    expect((await repo.listGuild('g2'))[0]).toEqual(other);
    expect(await repo.gameLink('game1')).toEqual({ leagueId: 'l1', round: 1, table: 0 });
    expect(await repo.gameLink('nope')).toBeNull();
    expect(await repo.reminded('l1')).toEqual(['1:1:0']);
    expect(await repo.channelOf('l1')).toBe('chan');
    expect(await repo.get('missing')).toBeNull();
    await keyv.disconnect();
  });

  it('refuses a stored document that is not a league (parsed, not trusted): quarantined, logged, skipped', async () => {
    const keyv = await openKeyv('sqlite://:memory:');
    const games = new GameRepository(keyv);
    const errors: string[] = [];
    games.log = { error: (_o, msg) => { errors.push(msg); }, warn: () => undefined };
    const leagues = leagueRepositoryOf(games);
    await leagues.save(league('good', 'g'));
    await keyv.set('league:bad', { schema: 1, league: { id: 'bad' } });
    await keyv.set('leagues:g', ['bad', 'good']);
    await leagues.setChannel('good', 'c1');
    await (keyv.store as { query(sql: string, ...p: unknown[]): Promise<unknown> })
      .query("UPDATE keyv SET value = '{\"value\":{\"chan' WHERE key = 'legatus:leaguechannel:good'");

    expect(await leagues.get('bad')).toBeNull();
    expect((await leagues.listGuild('g')).map((s) => s.league.id)).toEqual(['good']);
    expect(await leagues.channelOf('good')).toBeNull();
    expect((await games.quarantined()).map((q) => q.key).sort()).toEqual(['league:bad', 'leaguechannel:good']);
    expect(errors).toEqual(['corrupted record quarantined', 'corrupted record quarantined']);
    await keyv.disconnect();
  });

  it('shares the games\' store: one league repository per game repository', async () => {
    const keyv = await openKeyv('sqlite://:memory:');
    const games = new GameRepository(keyv);
    const leagues = leagueRepositoryOf(games);
    expect(leagueRepositoryOf(games)).toBe(leagues);
    await leagues.save(league('l9', 'g'));
    expect(await keyv.get('league:l9')).toBeDefined();
    await keyv.disconnect();
  });
});
