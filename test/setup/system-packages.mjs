#!/usr/bin/env node
/**
 * Runs before `npm test` (npm's `pretest`): makes sure the system programs the
 * tests use are on this machine. A missing one is installed with Debian's
 * apt-get when this user may (root, or password-less sudo); otherwise the run
 * stops at once with one line saying exactly what to install.
 *
 * Plain Node with no dependencies, so it works before anything else is built.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What the tests need: how to find it, and the Debian package that provides it. */
const NEEDS = [
  {
    what: 'Chromium (browser tests of the play page)',
    pkg: 'chromium',
    found: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  {
    what: 'Redis server (storage tests against a real Redis)',
    pkg: 'redis-server',
    found: () => onPath('redis-server'),
  },
  {
    what: 'PostgreSQL server (storage tests against a real PostgreSQL)',
    pkg: 'postgresql',
    found: () => postgresBinDir() !== null,
  },
  {
    what: 'a colour emoji font (pictures and the play page)',
    pkg: 'fonts-noto-color-emoji',
    found: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
];

function onPath(program) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
}

/** Debian installs the server binaries under /usr/lib/postgresql/<major>/bin, off the PATH. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const major of readdirSync(root).sort().reverse()) {
    const bin = join(root, major, 'bin');
    if (existsSync(join(bin, 'postgres')) && existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

function canRun(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

function main() {
  const missing = NEEDS.filter((n) => !n.found());
  if (missing.length === 0) return 0;

  const pkgs = missing.map((n) => n.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = onPath('apt-get');
  const sudo = !isRoot && hasApt && onPath('sudo') && canRun('sudo', ['-n', 'true']);

  if (!hasApt || (!isRoot && !sudo)) {
    const how = hasApt ? `sudo apt-get install -y ${pkgs.join(' ')}` : `install ${pkgs.join(', ')} with your package manager`;
    console.error(`npm test needs ${missing.map((n) => n.what).join('; ')}. Run: ${how} (or set CHROMIUM_PATH for Chromium), then npm test again.`);
    return 1;
  }

  console.log(`npm test: installing ${pkgs.join(', ')} with apt-get (first run only, about 1-3 minutes)...`);
  const prefix = sudo ? ['sudo', '-n'] : [];
  const run = (args) => {
    const [cmd, ...rest] = [...prefix, ...args];
    execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...pkgs]);
  } catch {
    console.error(`npm test: apt-get could not install ${pkgs.join(' ')}. Run: sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`);
    return 1;
  }
  const still = NEEDS.filter((n) => !n.found());
  if (still.length > 0) {
    console.error(`npm test: still missing after apt-get: ${still.map((n) => n.pkg).join(', ')}.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
