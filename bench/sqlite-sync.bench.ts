/**
 * What durability costs on SQLite: the storage work of a move (four reads, the save of the move with the
 * board it owes, the save once the board is posted; a real mid-game Caesar! record, 100 games open) under
 * each commit setting, each on its own file in the same folder, in alternating rounds of one run so that a
 * busy machine's noise falls on all alike:
 *
 * - `wal-normal`: WAL, synchronous=NORMAL (the setting before this bench): commits are not synced.
 * - `wal-full`: WAL, synchronous=FULL (the default now): each commit syncs the WAL.
 * - `wal-extra`: WAL, synchronous=EXTRA.
 * - `delete-full`: SQLite's own defaults (rollback journal, FULL), for reference.
 *
 * Two loops: one move at a time (the latency a player's move pays) and 50 games moving at once (the
 * throughput one process gets: every commit is its own transaction on the one connection, so they queue).
 * Reported per mode: wall and CPU per move (medians of the rounds), moves per second at once, and the ratios
 * over `wal-normal` of the same run. The folder is `var/` (where the bot's file is by default) unless
 * BENCH_SQLITE_DIR names another, because /tmp may be a memory file system where a sync costs nothing.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GameRepository, openKeyv, type SqliteSync } from '../src/storage';
import { median } from './measure';
import { midGameRecords, storedMove } from './stored-move';

const OPEN_GAMES = 100;
const AT_ONCE = 50;

const MODES: Record<string, { sync: SqliteSync; journal: 'wal' | 'delete' }> = {
  'wal-normal': { sync: 'normal', journal: 'wal' },
  'wal-full': { sync: 'full', journal: 'wal' },
  'wal-extra': { sync: 'extra', journal: 'wal' },
  'delete-full': { sync: 'full', journal: 'delete' },
};

export default async function sqliteSync(): Promise<Record<string, unknown>> {
  const make = await midGameRecords();
  const base = resolve(process.env.BENCH_SQLITE_DIR ?? 'var');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'bench-sqlite-sync-'));
  const move = storedMove;

  const names = (process.env.BENCH_SQLITE_MODES?.split(',') ?? Object.keys(MODES)).filter((n) => n in MODES);
  if (!names.includes('wal-normal')) names.unshift('wal-normal');
  const repos: Record<string, GameRepository> = {};
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  const perSecond: Record<string, number[]> = {};
  const rounds = Number(process.env.BENCH_SQLITE_ROUNDS ?? 8);
  const per = 25;
  try {
    for (const name of names) {
      const repo = new GameRepository(await openKeyv(`sqlite://${join(dir, `${name}.sqlite`)}`, 'legatus', { sqliteSync: MODES[name].sync, sqliteJournal: MODES[name].journal }));
      for (let g = 0; g < OPEN_GAMES; g++) await repo.save(make(`g${g}`));
      repos[name] = repo;
      wall[name] = [];
      cpu[name] = [];
      perSecond[name] = [];
    }
    let k = 0;
    for (let r = 0; r < rounds; r++) {
      // Rotate the order too, so that no mode always follows the same one.
      const order = names.map((_, i) => names[(i + r) % names.length]);
      for (const name of order) {
        const repo = repos[name];
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (let m = 0; m < per; m++) await move(repo, `g${(k + m) % OPEN_GAMES}`, k + m);
        wall[name].push((performance.now() - t0) / per);
        const c = process.cpuUsage(c0);
        cpu[name].push((c.user + c.system) / 1000 / per);
        const t1 = performance.now();
        await Promise.all(Array.from({ length: AT_ONCE }, (_, m) => move(repo, `g${m}`, k + m)));
        perSecond[name].push(AT_ONCE / ((performance.now() - t1) / 1000));
      }
      k += per;
    }
  } finally {
    for (const repo of Object.values(repos)) await repo.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const figures: Record<string, Record<string, number>> = {};
  for (const name of names) {
    figures[name] = { wall_ms_per_move: r2(median(wall[name])), cpu_ms_per_move: r2(median(cpu[name])), moves_per_s_at_once: r2(median(perSecond[name])) };
  }
  const ratios: Record<string, Record<string, number>> = {};
  for (const name of names.filter((n) => n !== 'wal-normal')) {
    const b = figures['wal-normal'];
    const f = figures[name];
    ratios[`${name}_over_wal-normal`] = {
      wall_per_move: r2(f.wall_ms_per_move / b.wall_ms_per_move),
      cpu_per_move: r2(f.cpu_ms_per_move / b.cpu_ms_per_move),
      moves_per_s_at_once: r2(f.moves_per_s_at_once / b.moves_per_s_at_once),
    };
  }
  return { folder: base, open_games: OPEN_GAMES, at_once: AT_ONCE, moves_per_mode: rounds * (per + AT_ONCE), ...figures, ...ratios };
}
