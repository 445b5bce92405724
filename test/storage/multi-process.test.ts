/**
 * Two bot processes on one store: each has its own connection (here two
 * repositories with separate clients, and in the last test two real child
 * processes) to one real Redis or PostgreSQL server, or one SQLite file. A
 * move is a compare-and-set on the game record as read, so when both commit
 * a move on the same position exactly one wins and the other is refused
 * (SaveConflict: its player is told nothing changed). The open-games index is
 * kept in the store with the same compare-and-set: no entry is lost when both
 * start games at once.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRepository, openKeyv, SaveConflict, type StoredGame } from '../../src/storage';
import { sharedStores } from './servers';

function game(id: string, users: [string, string]): StoredGame {
  return {
    meta: {
      id, game: 'caesar', status: 'active', kind: 'duel', guildId: 'g', channelId: 'chan', threadId: null, seats: users,
      challenger: users[0], opponent: users[1], aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: {}, seed: 's', actions: [] },
    state: { game: 'caesar', schema: 2, version: 0 },
  };
}

/** What a move does to the record: one action more, the version one up. */
function move(g: StoredGame, by: string): void {
  g.record.actions.push({ player: 0, action: { by } });
  g.state = { ...(g.state as object), version: (g.state as { version: number }).version + 1 };
}

describe.each(sharedStores('legatus-multi-'))('two processes on one %s store', (_name, start) => {
  let url: string;
  let a: GameRepository;
  let b: GameRepository;
  beforeAll(async () => {
    url = await start();
    a = new GameRepository(await openKeyv(url));
    b = new GameRepository(await openKeyv(url));
  }, 60_000);
  afterAll(async () => { await a?.close(); await b?.close(); });

  it('commit a move on the same position: exactly one wins, every time', async () => {
    await a.save(game('race1', ['alice', 'bob']));
    for (let round = 0; round < 25; round++) {
      const [ga, gb] = await Promise.all([a.get('race1'), b.get('race1')]);
      move(ga!, 'A');
      move(gb!, 'B');
      const results = await Promise.allSettled([a.save(ga!), b.save(gb!)]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(SaveConflict);
    }
    const final = (await a.get('race1'))!;
    expect(final.record.actions).toHaveLength(25);
    expect(final.state).toEqual({ game: 'caesar', schema: 2, version: 25 });
  });

  it('a process holding an older copy cannot overwrite a newer move', async () => {
    await a.save(game('stale1', ['carol', 'dave']));
    const old = (await b.get('stale1'))!;
    const fresh = (await a.get('stale1'))!;
    move(fresh, 'A');
    await a.save(fresh);
    move(old, 'B');
    await expect(b.save(old)).rejects.toBeInstanceOf(SaveConflict);
    expect((await b.get('stale1'))!.record.actions).toEqual([{ player: 0, action: { by: 'A' } }]);
  });

  it('keep one open-games index in the store: games started at once by both are all listed', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, k) => [
      a.save(game(`ia${k}`, [`ua${k}`, 'shared'])),
      b.save(game(`ib${k}`, [`ub${k}`, 'shared'])),
    ]).flat());
    const seenByA = (await a.openGamesOf('shared')).sort();
    const seenByB = (await b.openGamesOf('shared')).sort();
    expect(seenByA).toHaveLength(24);
    expect(seenByB).toEqual(seenByA);
    // One ends the game; the other sees it gone from the index.
    const g = (await b.get('ia0'))!;
    g.meta.status = 'finished';
    await b.save(g);
    expect(await a.openGamesOf('shared')).not.toContain('ia0');
  });

  it('two real child processes race on one game: exactly one commits', async () => {
    await a.save(game('race2', ['alice', 'bob']));
    const script = join(import.meta.dirname, 'race-child.ts');
    const children = ['P1', 'P2'].map((who) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, url, 'race2', who], { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      const ready = new Promise<void>((resolve) => child.stdout.on('data', (d) => { out += d; if (out.includes('ready')) resolve(); }));
      child.stderr.on('data', (d) => { err += d; });
      const done = new Promise<string>((resolve, reject) => child.on('exit', (code) => (code === 0
        ? resolve(out.replace('ready', '').trim()) : reject(new Error(`child ${who} exited ${code}: ${err}`)))));
      return { child, ready, done };
    });
    // Both hold the same position before either commits.
    await Promise.all(children.map((c) => c.ready));
    for (const c of children) c.child.stdin.write('go\n');
    const outcomes = await Promise.all(children.map((c) => c.done));
    expect(outcomes.sort()).toEqual(['committed', 'conflict']);
    expect((await a.get('race2'))!.record.actions).toHaveLength(1);
  }, 60_000);
});
