/**
 * The `legatus` command line: replay, selfplay and record for any registered
 * game (src/cli/main.ts registers them all). Exit codes: 0 success, 1 failure (bad record file, illegal action,
 * engine error), 2 bad command-line arguments.
 */
import { parseArgs } from 'node:util';
import { gameIds, gamePlugins } from '../core/registry';
import { UsageError, type CliGameAdapter } from './game-adapter';
import { CliFailure, readRecord, replayRecord } from './replay';
import { selfplay } from './selfplay';

const HELP: Record<string, string> = {
  main: `legatus — command-line tool for the Legatus game engines

Usage:
  legatus replay FILE                 replay a game record, print the final public view
  legatus selfplay --game G --players A,B --games N [--seed S] [--modules M,...]
  legatus record --game G --players A,B --games N --out DIR [--seed S] [--modules M,...]
  legatus <command> --help            help for one command

Exit codes: 0 ok, 1 failure (bad record, illegal action), 2 bad arguments.`,
  replay: `legatus replay FILE [--player N]

Reads a game record (JSON: game, options, seed, actions as [{player, action}]),
replays it and prints the final state's public view as JSON (or player N's view
with --player N). An illegal action stops the replay with a message naming the
action's index and the reason (exit code 1).`,
  selfplay: `legatus selfplay --game G --players A,B --games N [--seed S] [--modules M,...]

Plays N complete games between automated players and prints one JSON line per
game ({"seed","winner","reason","turns","think"}) and a last line with the totals
({"games","wins","ms_per_game"}); wins are counted in --players order.

  --game G         game id (known: GAMES)
  --players A,B    one name per seat, in seat order (see below)
  --games N        number of games (default 1)
  --seed S         base seed (default "legatus"); game i uses seed "S-i"
  --modules M,...  expansion modules (see below)

PLAYERS`,
  record: `legatus record --game G --players A,B --games N --out DIR [--seed S] [--modules M,...]

Same as selfplay, and also writes each game's record to DIR/<seed>.json, which
\`legatus replay\` can replay.`,
};

/** Every registered game with self-play support. */
function cliAdapters(): CliGameAdapter[] {
  return gamePlugins().flatMap((p) => (p.cli ? [p.cli] : []));
}

function help(name: string): string {
  return HELP[name]
    .replace('GAMES', gameIds().join(', '))
    .replace('PLAYERS', cliAdapters()
      .map((a) => `${a.game}: players ${a.playerHelp}; modules ${a.modules.join(', ') || 'none'}${(a.flags ?? []).map((f) => `; --${f.name}: ${f.help}`).join('')}`)
      .join('\n'));
}

function positiveInt(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive integer, got "${raw}"`);
  return n;
}

function list(raw: string | undefined): string[] {
  return raw ? raw.split(',').map((s) => s.trim()).filter((s) => s.length > 0) : [];
}

function runReplay(argv: string[], out: (s: string) => void): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' }, player: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    out(help('replay'));
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('replay takes exactly one FILE');
  let viewer: number | null = null;
  if (values.player !== undefined) {
    if (!/^\d+$/.test(values.player)) throw new UsageError(`--player must be a player index (0, 1, ...), got "${values.player}"`);
    viewer = Number(values.player);
  }
  out(JSON.stringify(replayRecord(readRecord(positionals[0]), viewer), null, 2));
  return 0;
}

function runSelfplay(cmd: 'selfplay' | 'record', argv: string[], out: (s: string) => void): number {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', short: 'h' },
      game: { type: 'string' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      modules: { type: 'string' },
      out: { type: 'string' },
      // Each game's own flags (e.g. --scenario); selfplay checks that the chosen game has them.
      ...Object.fromEntries(cliAdapters().flatMap((a) => a.flags ?? []).map((f) => [f.name, { type: 'string' as const }])),
    },
    allowPositionals: false,
    strict: true,
  });
  if (values.help) {
    out(help(cmd));
    return 0;
  }
  void positionals;
  if (!values.game) throw new UsageError(`${cmd} needs --game (known: ${gameIds().join(', ')})`);
  if (!values.players) throw new UsageError(`${cmd} needs --players A,B`);
  if (cmd === 'record' && !values.out) throw new UsageError('record needs --out DIR');
  if (cmd === 'selfplay' && values.out) throw new UsageError('--out belongs to the record command');
  selfplay(
    {
      game: values.game,
      players: list(values.players),
      games: positiveInt('--games', values.games, 1),
      seed: values.seed ?? 'legatus',
      modules: list(values.modules),
      out: values.out ?? null,
      flags: gameFlags(values),
    },
    out,
  );
  return 0;
}

const COMMON_FLAGS = new Set(['help', 'game', 'players', 'games', 'seed', 'modules', 'out']);

/** The values of the games' own flags that were given. */
function gameFlags(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => !COMMON_FLAGS.has(k) && typeof v === 'string') as [string, string][]);
}

/** Runs the CLI; returns the exit code. Output goes through `out` and `err`. */
export function run(argv: string[], out: (s: string) => void, err: (s: string) => void): number {
  const [cmd, ...rest] = argv;
  try {
    switch (cmd) {
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        out(help('main'));
        return cmd === undefined ? 2 : 0;
      case 'replay':
        return runReplay(rest, out);
      case 'selfplay':
      case 'record':
        return runSelfplay(cmd, rest, out);
      default:
        throw new UsageError(`unknown command "${cmd}" (use replay, selfplay or record; see --help)`);
    }
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      err(`legatus: ${(e as Error).message}`);
      return 2;
    }
    if (e instanceof CliFailure) {
      err(`legatus: ${e.message}`);
      return 1;
    }
    err(`legatus: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}
