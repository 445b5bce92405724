/** The CLI on the test game only: self-play, a game's own flag, replay of what it records. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run';
import { registerGame } from '../../src/core/registry';
import { numbersPlugin } from '../../src/games/numbers/plugin';

registerGame(numbersPlugin);

function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the CLI through the game contract', () => {
  it('plays the test game with its own --cards flag and replays the records it writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legatus-cli-'));
    const r = cli('record', '--game', 'numbers', '--players', 'ai,random', '--games', '2', '--cards', '2', '--out', dir);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.slice(0, 2).map((l) => l.turns)).toEqual([4, 4]);
    const file = join(dir, readdirSync(dir).sort()[0]);
    expect(JSON.parse(readFileSync(file, 'utf8')).options).toEqual({ cards: 2 });
    const replayed = cli('replay', file);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.out).over).toBe(true);
  });

  it('refuses a bad value of a game flag, and lists the flag in the help', () => {
    expect(cli('selfplay', '--game', 'numbers', '--players', 'ai,ai', '--cards', '9')).toMatchObject({ code: 2, err: expect.stringContaining('--cards must be 1 to 5') });
    expect(cli('selfplay', '--help').out).toContain('numbers: players ai, ai:1, random (2 seats); modules none; --cards: cards in each hand');
  });
});
