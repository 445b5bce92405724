import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { GameRecord } from '../core/game';
import { getGame } from '../core/registry';
import { replay } from '../core/replay';

/** A failure the CLI reports with exit code 1 (bad input file or an illegal game). */
export class CliFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliFailure';
  }
}

const RecordSchema = z.object({
  game: z.string().min(1),
  options: z.unknown(),
  seed: z.union([z.string(), z.number()]).transform(String),
  actions: z.array(z.object({ player: z.number().int().min(0), action: z.unknown() })),
  result: z.unknown().optional(),
});

export function readRecord(file: string): GameRecord {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliFailure(`cannot read ${file}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliFailure(`${file} is not JSON: ${(e as Error).message}`);
  }
  const parsed = RecordSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
    throw new CliFailure(`${file} is not a game record (${issues})`);
  }
  return parsed.data as GameRecord;
}

/** Replays a record and returns the final public view; an illegal action is a CliFailure. */
export function replayRecord(record: GameRecord, viewer: number | null = null): unknown {
  let module;
  try {
    module = getGame(record.game);
  } catch (e) {
    throw new CliFailure((e as Error).message);
  }
  let out;
  try {
    out = replay(module, record);
  } catch (e) {
    throw new CliFailure(`cannot set up the game: ${(e as Error).message}`);
  }
  if (!out.ok) {
    throw new CliFailure(
      `action ${out.index} (player ${record.actions[out.index].player}, ${JSON.stringify(out.action)}) is illegal: ${out.error.message} [${out.error.code}]`,
    );
  }
  return module.view(out.state, viewer);
}
