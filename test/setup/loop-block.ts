/**
 * Event-loop block finder (a vitest setup file, loaded only when LOOP_BLOCK_REPORT names a file).
 *
 * Why: vitest 3 fails a whole run with `[vitest-worker]: Timeout calling "onTaskUpdate"` when a test worker
 * does not come back to its event loop for 60 s (birpc's reply timer fires before the reply is read). On an
 * idle machine no test blocks that long, but on a machine with a load average of 20 a test file gets a tenth
 * of a core, so a 6-s synchronous loop becomes a minute. This finds the long synchronous stretches, per test
 * file and per test, so they can be made to yield.
 *
 * How: a timer ticks every PROBE_MS; a tick that comes late by more than RECORD_MS means the loop was blocked
 * for that long. Each block is charged to the test (or hook) that was current at the previous tick, and the
 * process CPU used during the block is recorded next to the wall time (CPU is what does not depend on the
 * machine's load; the process CPU includes the file's own worker threads). `monitorEventLoopDelay` gives the
 * file's maximum as a cross-check. One JSON line per test file is appended to the report (O_APPEND, so the
 * parallel forks do not interleave); `node test/setup/loop-block-summary.mjs <report>` ranks them.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

const REPORT = process.env.LOOP_BLOCK_REPORT;
const PROBE_MS = 20;
const RECORD_MS = 150;

interface Block {
  /** Wall time the loop did not turn, ms. */
  ms: number;
  /** Process CPU (user + system, all threads) during it, ms. */
  cpuMs: number;
  /** The test or hook current when it started. */
  at: string;
}

if (REPORT) {
  // Captured now, so that a test faking timers or clocks later cannot blind the probe.
  const hrtime = process.hrtime.bigint.bind(process.hrtime);
  const cpuUsage = process.cpuUsage.bind(process);
  const realSetInterval = globalThis.setInterval;
  const realClearInterval = globalThis.clearInterval;

  let current = '(import and collection)';
  let setLabel = (label: string): void => {
    current = label;
  };
  let file = '(unknown)';
  const blocks: Block[] = [];
  const perTest = new Map<string, number>();
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = hrtime();

  let last = hrtime();
  let lastCpu = cpuUsage();
  // The labels in effect since the last tick, with when each began: a block is charged to the label it
  // spent most of its time under (a test's hooks and body often run in one stretch without a tick between).
  let segments: { t: bigint; label: string }[] = [{ t: last, label: current }];
  setLabel = (label: string): void => {
    current = label;
    segments.push({ t: hrtime(), label });
  };
  // One probe: how long since the last one, and what ran meanwhile.
  const tick = (): void => {
    const now = hrtime();
    const cpu = cpuUsage();
    const late = Number(now - last) / 1e6 - PROBE_MS;
    if (late >= RECORD_MS) {
      const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
      const spent = new Map<string, bigint>();
      segments.forEach((seg, i) => {
        const end = segments[i + 1]?.t ?? now;
        spent.set(seg.label, (spent.get(seg.label) ?? 0n) + (end - seg.t));
      });
      const at = [...spent].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0))[0]![0];
      blocks.push({ ms: Math.round(late), cpuMs: Math.round(cpuMs), at });
      perTest.set(at, Math.max(perTest.get(at) ?? 0, Math.round(late)));
    }
    last = now;
    lastCpu = cpu;
    segments = [{ t: now, label: current }];
  };
  const timer = realSetInterval(tick, PROBE_MS);
  timer.unref();

  const nameOf = (task: { name: string; suite?: { name: string } | undefined }): string =>
    task.suite && task.suite.name ? `${task.suite.name} > ${task.name}` : task.name;

  beforeAll((suite) => {
    const path = (suite as { file?: { filepath?: string } }).file?.filepath ?? (suite as { filepath?: string }).filepath;
    if (path) file = relative(process.cwd(), path);
    setLabel('(beforeAll hooks)');
  });
  beforeEach((ctx) => {
    setLabel(nameOf(ctx.task as { name: string; suite?: { name: string } }));
  });
  afterEach(() => {
    setLabel(`(after ${current})`);
  });
  afterAll(() => {
    // Registered first, so with vitest's default stacked hooks it runs after the file's own afterAll hooks.
    // vitest runs a file's tests and hooks back to back without a turn of the loop in between, so a
    // stretch that lasts to the end of the file has had no tick after it: probe once more now.
    tick();
    realClearInterval(timer);
    histogram.disable();
    blocks.sort((a, b) => b.ms - a.ms);
    const line = {
      file,
      maxBlockMs: blocks[0]?.ms ?? 0,
      maxBlockCpuMs: blocks[0]?.cpuMs ?? 0,
      maxBlockAt: blocks[0]?.at ?? null,
      histogramMaxMs: Math.round(histogram.max / 1e6),
      blocksOver1s: blocks.filter((b) => b.ms >= 1000).length,
      fileWallMs: Math.round(Number(hrtime() - started) / 1e6),
      worst: blocks.slice(0, 5),
      perTest: Object.fromEntries([...perTest].sort((a, b) => b[1] - a[1]).slice(0, 10)),
      loadavg1m: Math.round(loadavg()[0] * 10) / 10,
    };
    appendFileSync(REPORT, `${JSON.stringify(line)}\n`);
  });
}
