// The worker side of test/support/in-worker.ts. Worker threads start without the TypeScript loader of the
// test worker: register tsx, load the module, make the calls one after another and post their results back.
import { register } from 'tsx/esm/api';
import { parentPort, workerData } from 'node:worker_threads';

register();
const mod = await import(workerData.module);
const results = [];
for (const args of workerData.calls) results.push(await mod[workerData.name](...args));
parentPort.postMessage(results);
