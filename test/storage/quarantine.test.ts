/**
 * Records that no longer parse (a truncated write, a hand edit, a bug) are
 * moved under a quarantine key with their text, logged and skipped; the
 * open-games index is rebuilt from the games when it is the broken one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';

const dir = mkdtempSync(join(tmpdir(), 'legatus-quarantine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function game(id: string, users: [string, string]): StoredGame {
  return {
    meta: {
      id, game: 'caesar', status: 'active', kind: 'duel', guildId: 'g', channelId: 'chan', threadId: `t-${id}`, seats: users,
      challenger: users[0], opponent: users[1], aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options: { modules: {} }, seed: 's', actions: [] },
    state: { game: 'caesar', schema: 2, version: 1 },
  };
}

/** Overwrites a key's stored text behind the repository's back, as a damaged disk or a hand edit would. */
async function damage(repo: GameRepository, key: string, text: string): Promise<void> {
  const store = repo.keyv.store as { query(sql: string, ...p: unknown[]): Promise<unknown> };
  await store.query('UPDATE keyv SET value = ? WHERE key = ?', text, `legatus:${key}`);
}

function logger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    error: (obj: Record<string, unknown>, msg: string) => { lines.push({ level: 'error', obj, msg }); },
    warn: (obj: Record<string, unknown>, msg: string) => { lines.push({ level: 'warn', obj, msg }); },
  };
}

describe('corrupted records', () => {
  it('quarantines a broken index and a broken game, rebuilds the index, and keeps the other games', async () => {
    const url = `sqlite://${join(dir, 'q.sqlite')}`;
    const repo = new GameRepository(await openKeyv(url));
    await repo.save(game('good1', ['alice', 'bob']));
    await repo.save(game('bad1', ['alice', 'carol']));
    await repo.save(game('odd1', ['dave', 'bob']));
    await damage(repo, 'index:open', '{"value":{"good1":{"status":"act');
    await damage(repo, 'game:bad1', '{"value":{"meta":{"id":"bad1","game":"caes');
    await damage(repo, 'game:odd1', '{"value":{"meta":42,"record":null}}');
    await repo.close();

    const again = new GameRepository(await openKeyv(url));
    const log = logger();
    again.log = log;
    // The bot's start-up reads the index first: it must not throw.
    expect(Object.keys(await again.openIndex()).sort()).toEqual(['good1']);
    expect(await again.get('bad1')).toBeNull();
    expect(await again.get('odd1')).toBeNull();
    expect((await again.get('good1'))?.meta.seats).toEqual(['alice', 'bob']);
    expect(await again.openGamesOf('alice')).toEqual(['good1']);

    const q = await again.quarantined();
    expect(q.map((e) => e.key).sort()).toEqual(['game:bad1', 'game:odd1', 'index:open']);
    expect(log.lines.filter((l) => l.level === 'error' && l.msg === 'corrupted record quarantined')).toHaveLength(3);
    // The text is kept for an operator, and the broken keys no longer trip anyone.
    const raw = await (again.keyv.store as { query(sql: string, ...p: unknown[]): Promise<{ value: string }[]> })
      .query("SELECT value FROM keyv WHERE key LIKE 'legatus:quarantine:game:bad1:%'");
    expect(raw[0].value).toContain('{\\"value\\":{\\"meta\\":{\\"id\\":\\"bad1\\",\\"game\\":\\"caes');
    expect(await again.get('bad1')).toBeNull();
    expect((await again.quarantined())).toHaveLength(3);

    // Everything else goes on: the good game saves and the rebuilt index follows it.
    const g = (await again.get('good1'))!;
    g.meta.status = 'finished';
    await again.save(g);
    expect(await again.openIndex()).toEqual({});
    await again.close();
  });
});
