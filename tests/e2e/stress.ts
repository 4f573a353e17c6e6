/**
 * `npm run test:e2e:stress`: the browser suite (tests/e2e/run.ts, arguments pass through) under a
 * CPU-bound background load, one busy thread per core, as on a newcomer's laptop or a CI runner
 * shared with other jobs (issue 27). A test that fails here and not on a quiet machine is a race:
 * in the product (a press before hydration, a second fetch when a render is slow) or in the test
 * (waiting on time instead of on a state). Not part of `npm test`.
 *
 * The load is bounded: it stops when the suite ends, and by itself after STRESS_MINUTES (default
 * 60) whatever happens. STRESS_THREADS (default: one per core) and STRESS_DUTY (the share of each
 * 100 ms a thread spins, default 1 = all of it) set how heavy it is.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { numberFrom } from '../../shared-node/env-number';

const root = resolve(import.meta.dirname, '..', '..');

const threads = Math.round(numberFrom('STRESS_THREADS', availableParallelism(), 1, 64));
const duty = numberFrom('STRESS_DUTY', 1, 0.05, 1);
const minutes = numberFrom('STRESS_MINUTES', 60, 1, 180);
const stopAt = Date.now() + minutes * 60_000;

// Each thread spins for `duty` of every 100 ms slice and sleeps the rest, until `stopAt`.
const spinner = `
const { workerData } = require('node:worker_threads');
const { stopAt, duty } = workerData;
const pause = new Int32Array(new SharedArrayBuffer(4));
let sink = 0;
while (Date.now() < stopAt) {
  const sliceEnd = Date.now() + 100 * duty;
  while (Date.now() < sliceEnd) sink = (sink * 31 + 7) % 1000003;
  if (duty < 1) Atomics.wait(pause, 0, 0, 100 * (1 - duty));
}
`;

const workers = Array.from(
  { length: threads },
  () => new Worker(spinner, { eval: true, workerData: { stopAt, duty } }),
);
console.log(
  `e2e:stress: ${threads} busy thread(s) at ${Math.round(duty * 100)}% for at most ${minutes} min`,
);

const stopLoad = () => Promise.all(workers.map((worker) => worker.terminate()));

const suite = spawn('npx', ['tsx', 'tests/e2e/run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => suite.kill(signal));
}
suite.on('exit', (code, signal) => {
  void stopLoad().then(() => process.exit(code ?? (signal ? 1 : 0)));
});
