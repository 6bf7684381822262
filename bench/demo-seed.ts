/**
 * `npm run bench:seed`: how long the demo seed takes on a fresh embedded database (the first
 * `npm start` waits for it). Runs BENCH_SEED_RUNS (default 5) seeds, each on a new in-memory PGlite,
 * and prints each time with the median.
 */
import { openDatabase } from '../src/server/db/client';
import { ensureRoles } from '../src/server/db/roles';
import { seedDemoData } from '../src/server/ops/seed/seed-demo';
import { percentile } from './load';

const RUNS = Number(process.env.BENCH_SEED_RUNS ?? 5);
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const database = await openDatabase({});
  await database.migrate();
  await ensureRoles(database.db);
  const started = performance.now();
  await seedDemoData(database.db, { now: new Date() });
  timings.push(performance.now() - started);
  await database.close();
}
const sorted = [...timings].sort((a, b) => a - b);
console.log(
  `Demo seed on in-memory PGlite, ${RUNS} runs: ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
);
console.log(
  `median ${Math.round(percentile(sorted, 0.5))} ms, slowest ${Math.round(sorted[sorted.length - 1])} ms`,
);
