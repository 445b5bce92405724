/**
 * The render workers' nice value against the main thread and against busy neighbours.
 *
 * A bot process in small: two render workers kept busy with mid-game Caesar! boards (4 pictures always
 * asked for), and a main thread that handles an "interaction" every 20 ms (2 ms of JSON work, as a click's
 * load and save parse and print a record) and measures how late each one finished after it was due: the
 * time a real click waits before its acknowledgement. Each nice level runs
 *
 * - alone (a host of its own), and
 * - with BENCH_NICE_HOGS busy threads at nice 0 in the same process (default 2): neighbours that compete in
 *   the bot's own scheduling group. On Linux with autogroups (one group per session) or one CPU cgroup per
 *   service or container, a thread's nice value only weighs it against the threads of its own group, so
 *   these are the neighbours the nice value acts on: anything started in the bot's session or container,
 *   like the local Discord of `npm start` or the load bench's players. Busy processes in other groups get
 *   their group's share whatever the workers' nice value (and hogs in this process do not take CPU from
 *   them, so the bench can run on a shared machine).
 *
 * Levels (BENCH_NICE_LEVELS, default 0,5,10) and settings alternate in rounds of BENCH_NICE_SECONDS
 * (default 6) so that the machine's noise falls on all alike. Reported per setting: pictures per second,
 * picture latency median / p95, interaction lateness p95 / p99 / max, and ratios over nice 0 of the same
 * setting.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { caesar } from '../src/games/caesar/index';
import { configureRenderPool, DEFAULT_RENDER_NICE, renderPicture, stopRenderPool } from '../src/bot/render-pool';
import '../src/games';
import { caesarMidGame } from './caesar-mid-game';

const midGame = () => caesarMidGame('bench-nice');

const HOG = `
const { parentPort } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
function spin() { const t = Date.now(); while (Date.now() - t < 50) Math.sqrt(Math.random()); if (!stop) setImmediate(spin); else process.exit(0); }
spin();
`;

function quantile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
}
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

interface Sample { pictures: number; seconds: number; latency: number[]; late: number[] }

async function segment(view: unknown, seconds: number, hogs: number): Promise<Sample> {
  const hogWorkers = Array.from({ length: hogs }, () => new Worker(HOG, { eval: true }));
  const end = performance.now() + seconds * 1000;
  const latency: number[] = [];
  const late: number[] = [];
  let pictures = 0;
  // The main thread's clicks: one due every 20 ms, each doing 2 ms of record work.
  const record = JSON.stringify(view);
  const clicks = (async () => {
    let due = performance.now();
    while (due < end) {
      due += 20;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const t = performance.now();
      while (performance.now() - t < 2) JSON.parse(record);
      late.push(performance.now() - due);
    }
  })();
  const drawers = Array.from({ length: 4 }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await renderPicture('caesar', 'overview', [view, { locale: 'en', highlightLastMove: true }]);
      latency.push(performance.now() - t0);
      pictures++;
    }
  });
  const t0 = performance.now();
  await Promise.all([clicks, ...drawers]);
  const took = (performance.now() - t0) / 1000;
  for (const h of hogWorkers) h.postMessage('stop');
  await Promise.all(hogWorkers.map((h) => new Promise((r) => h.once('exit', r))));
  return { pictures, seconds: took, latency, late };
}

export default async function renderNice(): Promise<Record<string, unknown>> {
  const view = caesar.view(midGame(), null);
  const levels = (process.env.BENCH_NICE_LEVELS ?? '0,5,10').split(',').map(Number);
  const hogs = Number(process.env.BENCH_NICE_HOGS ?? 2);
  const seconds = Number(process.env.BENCH_NICE_SECONDS ?? 6);
  const rounds = Number(process.env.BENCH_NICE_ROUNDS ?? 2);
  const workers = Math.min(2, availableParallelism());
  const settings = levels.flatMap((nice) => [{ nice, hogs: 0 }, ...(hogs > 0 ? [{ nice, hogs }] : [])]);
  const label = (s: { nice: number; hogs: number }) => `nice${s.nice}_${s.hogs ? `${s.hogs}_neighbours` : 'alone'}`;
  const samples: Record<string, Sample[]> = Object.fromEntries(settings.map((s) => [label(s), []]));
  try {
    for (let r = 0; r < rounds; r++) {
      const order = settings.map((_, i) => settings[(i + r * 2) % settings.length]);
      for (const s of order) {
        configureRenderPool({ workers, nice: s.nice });
        // Workers start on demand: warm them (and the static layers) outside the measured time.
        await Promise.all(Array.from({ length: workers * 2 }, () => renderPicture('caesar', 'overview', [view, { locale: 'en', highlightLastMove: true }])));
        samples[label(s)].push(await segment(view, seconds, s.hogs));
      }
    }
  } finally {
    await stopRenderPool();
    configureRenderPool({ nice: DEFAULT_RENDER_NICE });
  }
  const figures: Record<string, Record<string, number>> = {};
  for (const [name, list] of Object.entries(samples)) {
    const latency = list.flatMap((x) => x.latency);
    const late = list.flatMap((x) => x.late);
    figures[name] = {
      pictures_per_s: r2(list.reduce((a, x) => a + x.pictures, 0) / list.reduce((a, x) => a + x.seconds, 0)),
      picture_ms_median: r1(quantile(latency, 0.5)),
      picture_ms_p95: r1(quantile(latency, 0.95)),
      click_late_ms_p95: r1(quantile(late, 0.95)),
      click_late_ms_p99: r1(quantile(late, 0.99)),
      click_late_ms_max: r1(Math.max(...late)),
    };
  }
  const ratios: Record<string, Record<string, number>> = {};
  for (const s of settings.filter((x) => x.nice !== levels[0])) {
    const base = figures[label({ nice: levels[0], hogs: s.hogs })];
    const f = figures[label(s)];
    ratios[`${label(s)}_over_nice${levels[0]}`] = {
      pictures_per_s: r2(f.pictures_per_s / base.pictures_per_s),
      picture_p95: r2(f.picture_ms_p95 / base.picture_ms_p95),
      click_late_p99: r2(f.click_late_ms_p99 / base.click_late_ms_p99),
    };
  }
  return { workers, seconds_per_segment: seconds, rounds, ...figures, ...ratios };
}
