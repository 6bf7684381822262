/**
 * Two phones' clock offsets against the real app on loopback: each trial runs syncClock (eight round
 * trips to GET /api/Gate/Clock, the quickest kept) twice, the second with its clock skewed by a
 * random amount up to ±10 min, and compares the server instant each would compute for the same
 * moment. Both "phones" share this process's clock, so the true offsets are 0 and −skew.
 *
 * Usage: npx tsx bench/gate-clock.ts [--trials 50]   (writes its row of docs/performance.md's table of
 * today's figures, with the machine's benchmark index: bench/benchmark-index.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { phoneClock, syncClock } from '../src/web/lib/gate/clock-sync';
import { benchmarkIndex } from './benchmark-index';
import { measuredAt, writeFigures } from './performance-doc';

const trialsAt = process.argv.indexOf('--trials');
const TRIALS = trialsAt > 0 ? Number(process.argv[trialsAt + 1]) : 50;

const dataDir = mkdtempSync(join(tmpdir(), 'gate-clock-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  WEB_DIST: join(dataDir, 'web'),
});
const database = await openDatabase({});
await database.migrate();
const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const serverTime = async () => {
  const response = await fetch(`${address}/api/Gate/Clock`);
  return ((await response.json()) as { serverTime: number }).serverTime;
};

const gaps: number[] = [];
const uncertainties: number[] = [];
const roundTrips: number[] = [];
for (let trial = 0; trial < TRIALS; trial += 1) {
  const skew = (Math.random() * 2 - 1) * 600_000;
  const first = await syncClock({ serverTime });
  const second = await syncClock({ serverTime, now: () => phoneClock() + skew });
  const instant = phoneClock();
  gaps.push(Math.abs(instant + first.offsetMs - (instant + skew + second.offsetMs)));
  uncertainties.push(first.uncertaintyMs + second.uncertaintyMs);
  roundTrips.push(first.roundTripMs, second.roundTripMs);
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const within = gaps.filter((gap, index) => gap <= (uncertainties[index] ?? 0)).length;

const body = `Measured ${measuredAt()} with \`npx tsx bench/gate-clock.ts\` (${TRIALS} trials, load ${loadavg()[0]?.toFixed(2)}), the app on loopback.

| | mean | 95th percentile | max |
|---|---|---|---|
| Two phones' disagreement on one server instant | ${ms(mean(gaps))} | ${ms(quantile(gaps, 0.95))} | ${ms(Math.max(...gaps))} |
| A run's uncertainty (sum of both half round trips) | ${ms(mean(uncertainties))} | ${ms(quantile(uncertainties, 0.95))} | ${ms(Math.max(...uncertainties))} |
| Quickest of eight round trips | ${ms(mean(roundTrips))} | ${ms(quantile(roundTrips, 0.95))} | ${ms(Math.max(...roundTrips))} |

The disagreement was within the reported uncertainty in ${within} of ${TRIALS} trials.`;
console.log(body);
// The goal is src/web/lib/gate/clock-sync.test.ts's: two phones place one server instant within 20 ms.
writeFigures(
  [
    {
      key: 'gate.clock',
      figure: `Two-phone gate: the phones' disagreement on one server instant, p95 of ${TRIALS} trials on loopback`,
      goal: '20 ms',
      value:
        `${ms(quantile(gaps, 0.95))} (max ${ms(Math.max(...gaps))}; within the run's uncertainty in ` +
        `${within} of ${TRIALS})`,
      command: `\`npx tsx bench/gate-clock.ts${trialsAt > 0 ? ` --trials ${TRIALS}` : ''}\``,
    },
  ],
  { index: await benchmarkIndex() },
);
