import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playMatch } from '../ai/match';
import { findPlugin, gamePlugins } from '../core/registry';
import { UsageError, type CliGameAdapter } from './game-adapter';

export interface SelfplayArgs {
  game: string;
  players: string[];
  games: number;
  seed: string;
  modules: string[];
  /** Folder for the game records (record subcommand), or null. */
  out: string | null;
  /** Values of the game's own flags (GamePlugin.cli.flags). */
  flags?: Record<string, string>;
}

/** Self-play support of a game; a game without it can still be replayed. */
export function adapterFor(game: string): CliGameAdapter {
  const a = findPlugin(game)?.cli;
  if (!a) {
    const known = gamePlugins().filter((p) => p.cli).map((p) => p.id);
    throw new UsageError(`no self-play support for game "${game}" (known: ${known.join(', ')})`);
  }
  return a;
}

/** The seed of game `index` of a run: stable, readable and a safe file name. */
export function gameSeed(base: string, index: number): string {
  return `${base.replace(/[^A-Za-z0-9._-]/g, '_')}-${index}`;
}

export function selfplay(args: SelfplayArgs, print: (line: string) => void): void {
  const adapter = adapterFor(args.game);
  const module = findPlugin(args.game)!.module;
  const flags = args.flags ?? {};
  const foreign = Object.keys(flags).filter((f) => !(adapter.flags ?? []).some((g) => g.name === f));
  if (foreign.length > 0) throw new UsageError(`--${foreign.join(', --')} is not a flag of ${args.game}`);
  const unknown = args.modules.filter((m) => !adapter.modules.includes(m));
  if (unknown.length > 0) {
    throw new UsageError(`unknown module(s) ${unknown.join(', ')} for ${args.game} (known: ${adapter.modules.join(', ') || 'none'})`);
  }
  const options = adapter.options(args.players, args.modules, flags);
  if (args.out) mkdirSync(args.out, { recursive: true });
  const wins = args.players.map(() => 0);
  const t0 = performance.now();
  for (let i = 0; i < args.games; i++) {
    const seed = gameSeed(args.seed, i);
    const players = args.players.map((name, seat) => adapter.player(name, seat, seed));
    const out = playMatch(module, options, seed, players, adapter.maxActions);
    const winner = out.result.winners.length === 1 ? out.result.winners[0] : null;
    if (winner !== null) wins[winner]++;
    if (args.out) writeFileSync(join(args.out, `${seed}.json`), `${JSON.stringify(out.record)}\n`);
    const think = out.thinking
      .map((t, seat) => (t.moves > 0 ? { seat, ms_per_move: round(t.ms / t.moves), max_ms: round(t.maxMs), max_cpu_ms: round(t.maxCpuMs) } : null))
      .filter((t) => t !== null);
    print(JSON.stringify({ seed, winner, reason: out.result.reason, turns: adapter.turns(out.state), think }));
  }
  const ms = performance.now() - t0;
  print(JSON.stringify({ games: args.games, wins, ms_per_game: round(args.games > 0 ? ms / args.games : 0) }));
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
