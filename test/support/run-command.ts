import { spawn } from 'node:child_process';

export interface CommandResult { status: number | null; stdout: string; stderr: string }

/**
 * Runs a command to its end without blocking the test worker, unlike spawnSync: a CLI run of a minute
 * or more (Republic AI games on a loaded machine) stopped the worker's event loop for that long, and
 * vitest 3 fails the whole run when its worker does not answer for 60 s ("Timeout calling onTaskUpdate").
 * The result has spawnSync's shape; past `timeoutMs` the process is killed and its status is null.
 */
export function runCommand(command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('close', (code) => { clearTimeout(timer); resolve({ status: code, stdout, stderr }); });
  });
}
