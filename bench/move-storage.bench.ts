/**
 * The storage work of one move, alone, as the bot does it under load: 100 games open in the index, a real
 * mid-game Caesar! record; per move four reads of the game (one per interaction of the move), the save of
 * the move with the board it owes, and the save once the board is posted. Measured on the storage as it
 * was (`before`: Keyv's serializer and parser, @keyv/sqlite, open games marked in the index) and as it is
 * (src/storage/tuning.ts), each on its own SQLite file, in alternating rounds of the same run so that a busy
 * machine's noise falls on both alike. Reported: CPU and wall time per move (medians of the rounds),
 * SQLite statements per move, and the ratios now ÷ before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameRepository, openKeyv } from '../src/storage';
import { legacyStorage } from '../src/storage/tuning';
import { countStatements } from './bot-child-protocol';
import { median } from './measure';
import { midGameRecords, storedMove } from './stored-move';

const OPEN_GAMES = 100;

export default async function moveStorage(): Promise<Record<string, unknown>> {
  const make = await midGameRecords();
  const dir = mkdtempSync(join(tmpdir(), 'legatus-bench-move-'));

  const sides = { before: true, now: false } as const;
  const repos: Record<string, { repo: GameRepository; ops: Record<string, number> }> = {};
  for (const [name, legacy] of Object.entries(sides)) {
    legacyStorage(legacy);
    const repo = new GameRepository(await openKeyv(`sqlite://${join(dir, `${name}.sqlite`)}`));
    const ops: Record<string, number> = {};
    countStatements(repo.keyv.store as Record<string, any>, ops);
    for (let g = 0; g < OPEN_GAMES; g++) await repo.save(make(`g${g}`));
    repos[name] = { repo, ops };
  }

  const move = storedMove;

  const rounds = Number(process.env.BENCH_MOVE_ROUNDS ?? 12);
  const per = 50;
  const cpu: Record<string, number[]> = { before: [], now: [] };
  const wall: Record<string, number[]> = { before: [], now: [] };
  const statements: Record<string, number> = {};
  try {
    let k = 0;
    for (let r = 0; r < rounds; r++) {
      for (const [name, legacy] of Object.entries(sides)) {
        legacyStorage(legacy);
        const { repo, ops } = repos[name];
        const ops0 = Object.values(ops).reduce((a, b) => a + b, 0);
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        for (let m = 0; m < per; m++) await move(repo, `g${(k + m) % OPEN_GAMES}`, k + m);
        wall[name].push((performance.now() - t0) / per);
        const c = process.cpuUsage(c0);
        cpu[name].push((c.user + c.system) / 1000 / per);
        statements[name] = (Object.values(ops).reduce((a, b) => a + b, 0) - ops0) / per;
      }
      k += per;
    }
  } finally {
    legacyStorage(false);
    for (const { repo } of Object.values(repos)) await repo.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const figures = (name: string) => ({ cpu_ms_per_move: r2(median(cpu[name])), wall_ms_per_move: r2(median(wall[name])), statements_per_move: statements[name] });
  const before = figures('before');
  const now = figures('now');
  return {
    open_games: OPEN_GAMES,
    record_bytes: JSON.stringify(make('x')).length,
    moves_per_side: rounds * per,
    before,
    now,
    now_over_before: { cpu_per_move: r2(now.cpu_ms_per_move / before.cpu_ms_per_move), wall_per_move: r2(now.wall_ms_per_move / before.wall_ms_per_move) },
  };
}
