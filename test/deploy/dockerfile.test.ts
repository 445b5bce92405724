/**
 * The Dockerfile, compose.yaml and the systemd unit checked by reading them
 * (this machine has no Docker daemon, so the image itself is not built in
 * the tests): what the image copies exists and is not left out by
 * .dockerignore, it starts the bot as `npm start` does (node itself, so SIGTERM
 * reaches it), what it needs at run time is a run-time dependency, and the
 * health check and stop grace agree with the bot's settings.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/bot/config';

const read = (f: string) => readFileSync(f, 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(): { op: string; args: string }[] {
  return read('Dockerfile').replace(/\\\n/g, ' ').split('\n').map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => { const [op, ...rest] = l.split(/\s+/); return { op: op.toUpperCase(), args: rest.join(' ') }; });
}

/** Whether a path is left out of the build context by .dockerignore (plain names and globs as used there). */
function ignored(path: string): boolean {
  const patterns = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return patterns.some((p) => {
    const re = new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
    return re.test(path);
  });
}

describe('the Dockerfile', () => {
  const ins = instructions();

  it('copies files that exist and are in the build context', () => {
    const copies = ins.filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'));
    expect(copies.length).toBeGreaterThan(0);
    for (const c of copies) {
      const parts = c.args.split(/\s+/);
      for (const src of parts.slice(0, -1)) {
        if (src === '.') continue;
        expect(existsSync(src), `${src} exists`).toBe(true);
        expect(ignored(src), `${src} is not in .dockerignore`).toBe(false);
      }
    }
  });

  it('keeps in the build context what the bot reads at run time, and leaves out local state and secrets', () => {
    for (const f of ['src/main.ts', 'src/sharded.ts', 'src/bot/worker-boot.mjs', 'commands', 'data', 'assets/fonts', 'package.json', 'package-lock.json', '.prebuild-installrc']) {
      expect(existsSync(f), `${f} exists`).toBe(true);
      expect(ignored(f), `${f} is in the image`).toBe(false);
    }
    for (const f of ['node_modules', '.env', 'var', 'games.sqlite', '.git']) expect(ignored(f), `${f} is left out`).toBe(true);
  });

  it('starts the bot as npm start does, with node itself as the main process', () => {
    const cmd = JSON.parse(ins.filter((i) => i.op === 'CMD').at(-1)!.args) as string[];
    const start = pkg.scripts.start.split(/\s+/);
    // Node itself, not the tsx command: its signal relay gives the bot 30 ms to acknowledge a SIGTERM
    // and kills it (exit 143) when a busy machine is slower than that.
    expect(start.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect(cmd).toEqual(start);
    expect(existsSync(cmd.at(-1)!)).toBe(true);
    // `npm ci --omit=dev` installs only dependencies: the loader must be one of them.
    expect(pkg.dependencies.tsx).toBeDefined();
    expect(ins.some((i) => i.op === 'RUN' && /npm ci --omit=dev/.test(i.args))).toBe(true);
    expect(ins.find((i) => i.op === 'STOPSIGNAL')?.args).toBe('SIGTERM');
  });

  it('installs only from the Debian archive and the npm registry, and builds the native module from source', () => {
    expect(ins.filter((i) => i.op === 'FROM').every((i) => /^debian:[a-z]+-slim\b/.test(i.args))).toBe(true);
    const runs = ins.filter((i) => i.op === 'RUN').map((i) => i.args).join('\n');
    expect(runs).not.toMatch(/\b(curl|wget)\b|https?:\/\//);
    expect(read('.prebuild-installrc')).toMatch(/^buildFromSource=true$/m);
    // npm warned about the old .npmrc line on every command (an option npm does not know).
    expect(existsSync('.npmrc')).toBe(false);
    // node-gyp's compilers in the build stage (Debian's npm brings node-gyp and the Node headers).
    expect(runs).toMatch(/apt-get install[^\n]*\bnodejs\b[^\n]*\bnpm\b[^\n]*\bpython3\b[^\n]*\bmake\b[^\n]*\bg\+\+/);
  });

  it('sqlite3\'s install script, run as npm runs it, builds from source and downloads nothing', () => {
    // npm runs the script in the package's folder; prebuild-install finds our rc file above it.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_build_from_source$/i.test(k)));
    const run = spawnSync(process.execPath, [resolve('node_modules/prebuild-install/bin.js'), '-r', 'napi', '--verbose'], {
      cwd: resolve('node_modules/sqlite3'), env, encoding: 'utf8', timeout: 30_000,
    });
    expect(run.stderr + run.stdout).toMatch(/--build-from-source specified, not attempting download/);
    expect(run.stderr + run.stdout).not.toMatch(/http request GET/);
  });

  it('checks health on the port the bot serves, which the image exposes', () => {
    const env = ins.filter((i) => i.op === 'ENV').map((i) => i.args).join(' ');
    const port = Number(/HEALTH_PORT=(\d+)/.exec(env)?.[1]);
    expect(loadConfig({ HEALTH_PORT: String(port) }).HEALTH_PORT).toBe(port);
    expect(ins.find((i) => i.op === 'EXPOSE')?.args).toBe(String(port));
    expect(ins.find((i) => i.op === 'HEALTHCHECK')?.args).toContain(`http://127.0.0.1:${port}/healthz`);
    expect(/STORAGE_URL=(\S+)/.exec(env)?.[1]).toBe('sqlite:///app/var/legatus.sqlite');
    expect(ins.find((i) => i.op === 'VOLUME')?.args).toContain('/app/var');
  });
});

describe('compose.yaml and the systemd unit', () => {
  const grace = loadConfig({}).SHUTDOWN_GRACE_SECONDS;

  it('give the bot longer to stop than its shutdown grace', () => {
    const compose = read('compose.yaml');
    expect(Number(/stop_grace_period:\s*(\d+)s/.exec(compose)?.[1])).toBeGreaterThan(grace);
    const unit = read('deploy/legatus.service');
    expect(Number(/^TimeoutStopSec=(\d+)/m.exec(unit)?.[1])).toBeGreaterThan(grace);
  });

  it('start the bot the same way as the image', () => {
    const unit = read('deploy/legatus.service');
    expect(/^ExecStart=(.*)$/m.exec(unit)?.[1]).toBe(`/usr/bin/${pkg.scripts.start}`);
    expect(read('compose.yaml')).toMatch(/build: \./);
  });
});
