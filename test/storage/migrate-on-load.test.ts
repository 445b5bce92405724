/**
 * A game saved under an older schema is upgraded by its module's `migrate` when the store loads it,
 * once, so no engine function ever sees an old state; a state its game cannot read is quarantined
 * like any record that no longer parses. A game without `migrate` (schema 1) loads as stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BaseState, GameModule } from '../../src/core/game';
import { registerGame, upgradeSavedState } from '../../src/core/registry';
import { GameRepository, openKeyv, type StoredGame } from '../../src/storage';

const dir = mkdtempSync(join(tmpdir(), 'legatus-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface TallyState extends BaseState { count: number; unit?: string }

let migrations = 0;
/** Schema 2 added `unit`; schema 3 is from a newer release and cannot be read. */
function migrateTally(s: TallyState): TallyState {
  migrations++;
  if (s.schema === 2) return s;
  if (s.schema !== 1) throw new Error(`tally state schema ${s.schema} is not supported`);
  return { ...s, schema: 2, unit: 'beans' };
}

function tallyModule(id: string, migrate?: (s: TallyState) => TallyState): GameModule<TallyState, unknown, unknown, unknown, unknown> {
  return {
    id, schemaVersion: migrate ? 2 : 1, minPlayers: 1, maxPlayers: 1, migrate,
    parseOptions: () => ({}), parseAction: (a) => a,
    setup: () => ({ game: id, schema: migrate ? 2 : 1, version: 0, rng: [1], count: 0 }),
    activePlayers: () => [0], legalActions: () => [], view: (s) => s,
    apply: (s) => ({ ok: true, state: s, events: [] }), result: () => null,
  };
}

for (const [id, migrate] of [['tally', migrateTally], ['plain', undefined]] as const) {
  registerGame({ id, title: id, docs: 'none', module: tallyModule(id, migrate), locales: { en: {}, cs: {}, ro: {}, ko: {} } });
}

/** A repository as the bot wires it (src/bot/bot.ts). */
async function open(url: string): Promise<GameRepository> {
  const repo = new GameRepository(await openKeyv(url));
  repo.upgrade = upgradeSavedState;
  return repo;
}

function stored(id: string, game: string, state: TallyState | null): StoredGame {
  return {
    meta: {
      id, game, status: 'active', kind: 'solo', guildId: 'g', channelId: 'chan', threadId: `t-${id}`, seats: ['alice'],
      challenger: 'alice', opponent: null, aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game, options: {}, seed: 's', actions: [] },
    state,
  };
}

describe('states of an older schema, loaded from the store', () => {
  it('come back upgraded by their game, once per load; the next save writes the upgraded state', async () => {
    const url = `sqlite://${join(dir, 'm.sqlite')}`;
    const repo = await open(url);
    await repo.save(stored('old1', 'tally', { game: 'tally', schema: 1, version: 7, rng: [1], count: 3 }));
    await repo.close();

    const again = await open(url);
    migrations = 0;
    const g = await again.get<TallyState>('old1');
    expect(migrations).toBe(1);
    expect(g?.state).toEqual({ game: 'tally', schema: 2, version: 7, rng: [1], count: 3, unit: 'beans' });
    // The compare-and-set still holds against the text as read: saving the loaded game succeeds.
    await again.save(g!);
    await again.close();

    const third = await open(url);
    const raw = (await third.keyv.get('game:old1')) as StoredGame<TallyState>;
    expect(raw.state).toMatchObject({ schema: 2, unit: 'beans' });
    await third.close();
  });

  it('a state its game cannot read (a newer schema) is quarantined, not handed to the engine', async () => {
    const url = `sqlite://${join(dir, 'n.sqlite')}`;
    const repo = await open(url);
    await repo.save(stored('new1', 'tally', { game: 'tally', schema: 3, version: 1, rng: [1], count: 0 }));
    expect(await repo.get('new1')).toBeNull();
    const q = await repo.quarantined();
    expect(q.map((x) => x.reason)).toEqual([expect.stringMatching(/schema 3 is not supported/)]);
    await repo.close();
  });

  it('a challenge (no state yet), a game without migrate and an unknown game load as stored', async () => {
    const url = `sqlite://${join(dir, 'p.sqlite')}`;
    const repo = await open(url);
    const plain = { game: 'plain', schema: 1, version: 2, rng: [1], count: 1 };
    await repo.save(stored('c1', 'tally', null));
    await repo.save(stored('p1', 'plain', plain));
    await repo.save(stored('u1', 'unknown-game', { ...plain, game: 'unknown-game' }));
    migrations = 0;
    expect((await repo.get('c1'))?.state).toBeNull();
    expect((await repo.get('p1'))?.state).toEqual(plain);
    expect((await repo.get('u1'))?.state).toEqual({ ...plain, game: 'unknown-game' });
    expect(migrations).toBe(0);
    await repo.close();
  });

  it('a state without its labels (game, schema, version), or of another game, is quarantined before its game upgrades it', async () => {
    const url = `sqlite://${join(dir, 'q.sqlite')}`;
    const repo = await open(url);
    // No schema: an upgrade that only looks at `schema` would hand it on unchanged, as if it were current.
    await repo.save(stored('s1', 'tally', { game: 'tally', version: 1, rng: [1], count: 0 } as unknown as TallyState));
    await repo.save(stored('s2', 'tally', { game: 'tally', schema: 1.5, version: 1, rng: [1], count: 0 }));
    await repo.save(stored('s3', 'tally', { game: 'plain', schema: 1, version: 1, rng: [1], count: 0 }));
    await repo.save(stored('s4', 'tally', [1, 2] as unknown as TallyState));
    await repo.save(stored('ok', 'tally', { game: 'tally', schema: 2, version: 1, rng: [1], count: 0 }));
    migrations = 0;
    for (const id of ['s1', 's2', 's3', 's4']) expect(await repo.get(id)).toBeNull();
    expect(migrations).toBe(0);
    expect((await repo.get('ok'))?.state).toMatchObject({ schema: 2, count: 0 });
    const reasons = Object.fromEntries((await repo.quarantined()).map((x) => [x.key.replace(/^.*game:/, ''), x.reason]));
    expect(reasons).toEqual({
      s1: expect.stringMatching(/^stored state: schema: .*expected number, received undefined/),
      s2: expect.stringMatching(/^stored state: schema: .*expected int/),
      s3: 'stored state of game plain in a record of tally',
      s4: expect.stringMatching(/^stored state: \(state\): .*expected object, received array/),
    });
    await repo.close();
  });

  it('an upgrade that loses the labels has the record quarantined, not handed to the engine', async () => {
    registerGame({
      id: 'careless', title: 'careless', docs: 'none',
      module: tallyModule('careless', (s) => ({ ...s, schema: undefined }) as unknown as TallyState),
      locales: { en: {}, cs: {}, ro: {}, ko: {} },
    });
    const url = `sqlite://${join(dir, 'r.sqlite')}`;
    const repo = await open(url);
    await repo.save(stored('c1', 'careless', { game: 'careless', schema: 1, version: 1, rng: [1], count: 0 }));
    expect(await repo.get('c1')).toBeNull();
    expect((await repo.quarantined()).map((x) => x.reason)).toEqual([expect.stringMatching(/^upgraded state: schema: .*expected number, received undefined/)]);
    await repo.close();
  });
});
