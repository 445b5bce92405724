/**
 * A pool of render worker threads. Drawing a board and deflating its PNG is
 * tens of milliseconds of CPU; done on the main thread, one picture at a time,
 * it caps the whole bot at one core and delays every other game's answers.
 * Here each worker takes one job at a time from a shared FIFO queue; workers
 * start on demand up to `size`, so a quiet bot runs one.
 *
 * Failures: a picture that throws fails its job (drawing is deterministic, so
 * a retry would throw again). A worker that dies (crash, out of memory) or
 * takes longer than `jobTimeoutMs` is replaced, and its job goes back to the
 * front of the queue until it has been tried `maxAttempts` times; then it
 * fails with RenderCrashError, which callers turn into "the board could not be
 * drawn". Workers that die before their code has loaded, `maxBootFailures`
 * times in a row, mark the pool broken: callers then draw on the main thread.
 */
import { Worker } from 'node:worker_threads';
import type { PngOptions } from '../../render/png';
import type { FromWorker, ToWorker } from './protocol';
import { add, currentTrace, mark, markLast, type BoardTrace } from '../board-trace';

export class RenderCrashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderCrashError';
  }
}

export interface RenderPoolOptions {
  size: number;
  png: PngOptions;
  /** Tries per job across worker deaths (default 2: one retry on a fresh worker). */
  maxAttempts?: number;
  /** A job running longer than this kills its worker (default 60 s). */
  jobTimeoutMs?: number;
  /** Workers in a row dying before their code loaded that mark the pool broken (default 3). */
  maxBootFailures?: number;
  /** Render modules every new worker loads and warms before its first job. */
  warm?: () => string[];
  /** Told about every worker death (for the log). */
  onWorkerDeath?: (info: { reason: string; attempts: number; retried: boolean }) => void;
  /** Nice value of the worker threads on Linux (default DEFAULT_RENDER_NICE). */
  nice?: number;
  /** The worker's code (tests may substitute); default ./worker.ts through the tsx boot file. */
  spawn?: (nice: number) => Worker;
}

interface Job {
  id: number;
  entry: string;
  picture: string;
  args: unknown[];
  attempts: number;
  /** The asking interaction's trace (../board-trace.ts), when the load bench traces. */
  trace: BoardTrace | undefined;
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
  /** The worker loaded its code (a death before that is a failure to start, not a crash). */
  ready: boolean;
}

/**
 * The workers' nice value unless RENDER_NICE says otherwise: the main thread's acknowledgements (Discord's
 * 3-s deadline) come first. Nice weighs threads only within their scheduling group (the bot's session or
 * container on Linux with autogroups or CPU cgroups), so on a host of its own the workers still get every
 * cycle the main thread leaves; they lose the CPU only to busy processes in the bot's own group.
 * Measured in `npm run bench -- render-nice`, reasons in docs/bot.md ("Render workers' nice value").
 */
export const DEFAULT_RENDER_NICE = 10;

function defaultSpawn(nice: number): Worker {
  return new Worker(new URL('../worker-boot.mjs', import.meta.url), {
    workerData: { entry: new URL('./worker.ts', import.meta.url).href, nice },
  });
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private bootFailures = 0;
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  broken = false;

  constructor(private readonly options: RenderPoolOptions) {
    if (!(options.size >= 1)) throw new Error('a render pool needs at least one worker');
  }

  /** PNG bytes of `picture` from the render module at `entry`, drawn in a worker. */
  run(entry: string, picture: string, args: unknown[]): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('render pool stopped'));
    if (this.broken) return Promise.reject(new RenderCrashError('render workers cannot start'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, entry, picture, args, attempts: 0, trace: currentTrace(), resolve, reject });
      this.pump();
    });
  }

  /** Jobs waiting for a worker, jobs being drawn, workers alive. */
  depth(): { queued: number; running: number; workers: number } {
    return { queued: this.queue.length, running: this.slots.filter((s) => s.job).length, workers: this.slots.length };
  }

  /** Resolves once no job is queued or running (jobs added meanwhile are waited for too). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Finishes every job already accepted (and any added meanwhile), then ends the workers. */
  async stop(): Promise<void> {
    await this.idle();
    this.closed = true;
    const all = this.slots.splice(0);
    for (const s of all) s.dead = true;
    await Promise.all(all.map((s) => s.worker.terminate()));
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.slots.every((s) => !s.job);
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.broken) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.options.size ? this.spawn() : null);
      if (!slot) break;
      this.assign(slot, this.queue.shift()!);
    }
    if (this.isIdle()) {
      const waiters = this.idleWaiters.splice(0);
      for (const w of waiters) w();
    }
  }

  private spawn(): Slot | null {
    let worker: Worker;
    try {
      worker = (this.options.spawn ?? defaultSpawn)(this.options.nice ?? DEFAULT_RENDER_NICE);
    } catch {
      this.markBroken();
      return null;
    }
    // Idle workers must not keep a finished process alive (a worker with a job does: see assign).
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null, dead: false, ready: false };
    worker.on('message', (msg: FromWorker) => this.answer(slot, msg));
    worker.on('error', (e) => this.died(slot, e.message));
    worker.on('exit', (code) => this.died(slot, `exited with code ${code}`));
    const warm = this.options.warm?.() ?? [];
    if (warm.length) worker.postMessage({ type: 'warm', entries: warm } satisfies ToWorker);
    this.slots.push(slot);
    return slot;
  }

  private assign(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    job.attempts++;
    mark('render.start', job.trace);
    // A worker still booting starts the clock when it is ready: a slow start is not a stuck picture.
    if (slot.ready) this.startClock(slot);
    slot.worker.postMessage({
      type: 'job', id: job.id, entry: job.entry, picture: job.picture, args: job.args, png: this.options.png,
    } satisfies ToWorker);
  }

  private startClock(slot: Slot): void {
    const timeout = this.options.jobTimeoutMs ?? 60_000;
    slot.timer = setTimeout(() => {
      this.died(slot, `job took longer than ${timeout} ms`);
      void slot.worker.terminate();
    }, timeout);
    slot.timer.unref();
  }

  private answer(slot: Slot, msg: FromWorker): void {
    if (slot.dead) return;
    if (msg.type === 'ready') {
      slot.ready = true;
      this.bootFailures = 0;
      if (slot.job && !slot.timer) this.startClock(slot);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    this.release(slot);
    if (msg.type === 'done') {
      add('render.draw', msg.drawMs, job.trace);
      add('render.encode', msg.encodeMs, job.trace);
      markLast('render.done', job.trace);
    }
    if (msg.type === 'done') job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
    else job.reject(new Error(msg.error));
    this.pump();
  }

  private release(slot: Slot): void {
    slot.job = null;
    slot.worker.unref();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  private died(slot: Slot, reason: string): void {
    if (slot.dead) return;
    slot.dead = true;
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    const job = slot.job;
    this.release(slot);
    if (this.closed) return;
    if (!slot.ready) this.bootFailures++;
    if (job) {
      const retried = job.attempts < (this.options.maxAttempts ?? 2);
      this.options.onWorkerDeath?.({ reason, attempts: job.attempts, retried });
      if (retried) this.queue.unshift(job);
      else job.reject(new RenderCrashError(`render worker died: ${reason}`));
    } else {
      this.options.onWorkerDeath?.({ reason, attempts: 0, retried: false });
    }
    if (this.bootFailures >= (this.options.maxBootFailures ?? 3)) this.markBroken();
    // A replacement starts as soon as a job needs one.
    this.pump();
  }

  private markBroken(): void {
    this.broken = true;
    const waiting = this.queue.splice(0);
    for (const job of waiting) job.reject(new RenderCrashError('render workers cannot start'));
    this.pump();
  }
}
