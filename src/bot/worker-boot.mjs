// Worker threads start without the TypeScript loader of the parent: register tsx, then load the TS entry.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
