/**
 * The cost of a checked save (compare-and-set on the record as read, with
 * the failure checks and the index step) against the unchecked save the bot
 * used before (a plain Keyv set, whose failures went unnoticed), on the same
 * SQLite file in the same run, with a real Caesar game record. Rounds
 * alternate the two so that disk and CPU noise fall on both alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discordAdapters, gameIds } from '../src/core/registry';
import { GameRepository, openKeyv, type StoredGame } from '../src/storage';
import { median } from './measure';

const us = (msValue: number) => Math.round(msValue * 1000);

export default async function storageSave(): Promise<Record<string, unknown>> {
  if (gameIds().length === 0) await import('../src/games/index');
  const adapter = discordAdapters().caesar;
  const dir = mkdtempSync(join(tmpdir(), 'legatus-bench-save-'));
  const repo = new GameRepository(await openKeyv(`sqlite://${join(dir, 'bench.sqlite')}`));
  try {
    const { options } = adapter.newGame({ kind: 'duel' });
    const { state } = adapter.setup(options, 'bench-seed');
    const make = (id: string): StoredGame => ({
      meta: {
        id, game: 'caesar', status: 'active', kind: 'duel', guildId: 'g', channelId: 'c', threadId: `t${id}`, seats: ['a', 'b'],
        challenger: 'a', opponent: 'b', aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
        challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
      },
      record: { game: 'caesar', options, seed: 'bench-seed', actions: [] },
      state,
    });
    await repo.save(make('checked1'));
    const checked = (await repo.get('checked1'))!;
    const plain = make('plain001');
    const rounds = Number(process.env.BENCH_SAVE_ROUNDS ?? 20);
    const per = 25;
    const checkedMs: number[] = [];
    const plainMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      let t0 = performance.now();
      for (let k = 0; k < per; k++) {
        checked.record.actions.push({ player: 0, action: { k } });
        await repo.save(checked);
      }
      checkedMs.push((performance.now() - t0) / per);
      t0 = performance.now();
      for (let k = 0; k < per; k++) {
        plain.record.actions.push({ player: 0, action: { k } });
        plain.meta.updatedAt = Date.now();
        await repo.keyv.set(`game:${plain.meta.id}`, plain);
      }
      plainMs.push((performance.now() - t0) / per);
    }
    const c = median(checkedMs);
    const p = median(plainMs);
    return {
      record_bytes: JSON.stringify(checked).length,
      saves_per_side: rounds * per,
      unchecked_save_us_median: us(p),
      checked_save_us_median: us(c),
      checked_vs_unchecked_ratio: Math.round((c / p) * 100) / 100,
    };
  } finally {
    await repo.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
