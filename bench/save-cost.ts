/**
 * What one member save costs: the app's CPU and PostgreSQL's CPU per AddToLeaderboard, and its
 * latency, for saves without and with 8 splits, each under its own Idempotency-Key as the phones send
 * them. The server runs pinned to its core as the container runs it (dist-server/main.js), the load
 * from this process on the other core (cpu-pinning.ts), on a fresh PostgreSQL database of
 * bench/seed.ts's parks. `--app <dir>` adds another checkout's server (its bundle built), measured on
 * the same database in the same run: a before and after.
 *
 * Usage: npm run build:server && npx tsx bench/save-cost.ts [--saves 2000] [--times 100000] [--app ../before]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/client';
import { benchmarkIndex } from './benchmark-index';
import { pinLoadGenerator } from './cpu-pinning';
import { processCpuMs, startInstance, stopInstance } from './event-day/servers';
import { PASSWORD, seedEventDay } from './event-day/world';
import { percentile } from './load';
import { type FigureRow, writeFigures } from './performance-doc';
import { openBenchTarget } from './target';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const saves = Number(option('saves', '2000'));
const times = Number(option('times', '100000'));
const apps = [{ label: 'this checkout', dir: process.cwd() }];
if (process.argv.includes('--app')) apps.unshift({ label: option('app', ''), dir: option('app', '') });
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = 4;
const PORT = 4571;

/**
 * The CPU of every PostgreSQL process, in ms, those that ended included: a pooled connection closed
 * while idle takes its backend's time with it, which its parent then counts (cutime + cstime).
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      // utime, stime, and the ended children's cutime, cstime: clock ticks of 10 ms.
      total += (fields[11] + fields[12] + fields[13] + fields[14]) * 10;
    } catch {}
  }
  return total;
}

async function logIn(base: string, user: string): Promise<string> {
  const response = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${user}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

interface Course {
  id: number;
  obstacles: number[];
}

let serial = 0;

/** A run finished a minute ago, 8 s per obstacle; with `splits`, one per obstacle. */
function saveBody(course: Course, withSplits: boolean) {
  const duration = course.obstacles.length * 8_000 + (serial % 997);
  const completed = Date.now() - 60_000;
  const splits = course.obstacles.map((equipmentId, index) => ({
    equipmentId,
    ms: index === course.obstacles.length - 1 ? duration : (index + 1) * 8_000,
  }));
  return {
    locationId: course.id,
    timeStarted: new Date(completed - duration).toISOString(),
    timeCompleted: new Date(completed).toISOString(),
    duration,
    ...(withSplits ? { splits } : {}),
  };
}

/** `count` saves, `CONCURRENCY` at a time, spread over members and courses: each one's latency. */
async function sendSaves(
  base: string,
  tokens: string[],
  courses: Course[],
  count: number,
  withSplits: boolean,
) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      const response = await fetch(`${base}/api/Leaderboard/AddToLeaderboard`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[index % tokens.length]}`,
          'idempotency-key': `save-cost-${serial++}`,
        },
        body: JSON.stringify(saveBody(courses[index % courses.length], withSplits)),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`save answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies.sort((a, b) => a - b);
}

const pinning = pinLoadGenerator();
const index = await benchmarkIndex();
const target = await openBenchTarget('postgres', serverUrl);
const rows: string[] = [];
/** This checkout's figures, for docs/performance.md (another checkout's are only printed). */
const figures: FigureRow[] = [];
const command = '`npm run build:server && npx tsx bench/save-cost.ts`';
try {
  console.error(`seeding ${times} times…`);
  const world = await seedEventDay(target, { times, courses: 5, referees: 1, members: 40 }, new Date());
  const [{ name }] = await queryRows<{ name: string }>(
    target.database.db,
    sql`select current_database() as name`,
  );
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const obstacles = await queryRows<{ locationId: number; ids: number[] }>(
    target.database.db,
    sql`select location_id as "locationId", array_agg(equipment_id order by index, id) as ids
      from site_equipment where location_id <= 5 group by location_id order by location_id`,
  );
  const courses = obstacles.map((course) => ({ id: course.locationId, obstacles: course.ids }));
  for (const app of apps) {
    const instance = await startInstance(PORT, databaseUrl.toString(), 3_600, app.dir);
    try {
      // One at a time: a password check is tens of milliseconds of CPU, and the server sheds a crowd.
      const tokens: string[] = [];
      for (const user of world.memberNames) tokens.push(await logIn(instance.base, user));
      await sendSaves(instance.base, tokens, courses, 200, true);
      for (const withSplits of [false, true]) {
        const appBefore = processCpuMs(instance.pid) ?? 0;
        const databaseBefore = postgresCpuMs();
        const started = performance.now();
        const latencies = await sendSaves(instance.base, tokens, courses, saves, withSplits);
        const seconds = (performance.now() - started) / 1000;
        const appMs = ((processCpuMs(instance.pid) ?? 0) - appBefore) / saves;
        const databaseMs = (postgresCpuMs() - databaseBefore) / saves;
        const variant = withSplits ? 'splits' : 'plain';
        const what = withSplits ? 'with 8 splits' : 'without splits';
        if (app.dir === process.cwd())
          figures.push(
            {
              key: `save-cost.${variant}.app`,
              figure: `Member save ${what}: app CPU per save (PostgreSQL)`,
              value: `${appMs.toFixed(2)} ms`,
              command,
            },
            {
              key: `save-cost.${variant}.database`,
              figure: `Member save ${what}: PostgreSQL CPU per save`,
              value: `${databaseMs.toFixed(2)} ms`,
              command,
            },
          );
        rows.push(
          `| ${app.label} | ${withSplits ? '8 splits' : 'no splits'} | ${appMs.toFixed(2)} ms | ${databaseMs.toFixed(2)} ms | ${percentile(latencies, 0.5).toFixed(1)} ms | ${percentile(latencies, 0.95).toFixed(1)} ms | ${(saves / seconds).toFixed(0)} |`,
        );
      }
    } finally {
      await stopInstance(instance);
    }
  }
} finally {
  await target.database.close();
  await target.cleanup();
}
console.log(
  `\n${saves} saves per row, ${CONCURRENCY} at a time, ${times} times seeded; ${pinning}; benchmark index ${index}\n`,
);
console.log('| server | save | app CPU per save | PostgreSQL CPU per save | p50 | p95 | saves/s |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
if (saves >= 2000) writeFigures(figures, { index });
