/**
 * `npm run bench`: leaderboard latency and throughput over real HTTP on a seeded database.
 *
 * Seeds BENCH_TIMES (default 1,000,000) times from BENCH_USERS (default times / 50) users over 50
 * parks, then measures, through app.listen on 127.0.0.1 with the client in a worker thread:
 *  - median / p95 latency, one request at a time: ListResults (all time, year, month: first read of each park,
 *    i.e. ranking it, apart from later reads of cached answers; last month), GetOverview,
 *    AddToLeaderboard (with an Idempotency-Key) and an empty Fastify route; GetOverview and a park's
 *    all-time board read right after a save changed them (an event day's reads);
 *  - requests/s of ListResults next to the empty route, BENCH_CONCURRENCY (8) at a time, with every
 *    park's all-time board read once beforehand (the saves before it changed them all);
 *  - EXPLAIN ANALYZE of the board queries (which indexes serve them) and of a save's placing query.
 * Runs on PGlite (temp directory, as `npm start`) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set, on a fresh PostgreSQL database that is dropped afterwards. BENCH_TARGETS=pglite|postgres
 * picks one. Prints a markdown report; BENCH_OUT=<file> also writes it there. At the full size, each
 * database's figures beside their goals are also written into docs/performance.md's table of today's
 * figures (bench/board-figures.ts), stamped with the machine's benchmark index (bench/benchmark-index.ts).
 * BENCH_CPU_PROFILE=<dir> writes a CPU profile of the server's thread over each throughput run there
 * (open it in Chrome's DevTools), for what a cached board costs beyond the empty route.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { BoardVersions } from '../src/server/adapters/board-versions';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { queryRows } from '../src/server/db/client';
import { ensureRoles } from '../src/server/db/roles';
import { hashPassword } from '../src/server/lib/passwords';
import { boardQuery } from '../src/server/services/leaderboard/list-board';
import { periodStart } from '../src/server/services/leaderboard/period';
import { placedTimeQuery } from '../src/server/services/leaderboard/place-saved-time';
import { overviewQuery } from '../src/server/services/leaderboard/rank-overview';
import { benchmarkIndex } from './benchmark-index';
import {
  BOARD_AFTER_SAVE_LABEL,
  boardFigures,
  COLD_LABEL,
  COLD_MONTH_LABEL,
  COLD_YEAR_LABEL,
  EVENT_COLD_LABEL,
  OVERVIEW_AFTER_SAVE_LABEL,
} from './board-figures';
import { pinServerProcess } from './cpu-pinning';
import { explainQuery, type PlanSummary } from './explain';
import { type RequestSpec, runLoad, type Summary, summarise } from './load';
import { type FigureRow, writeFigures } from './performance-doc';
import { seedBench } from './seed';
import { askedSlowIndex, indexCell, LEAVE_TASKS, type SlowMachine, slowMachine } from './slow-machine';
import { readCourses, SPLIT_LABELS, saveRequest, splitPlans, splitRequestSets } from './splits';
import { type BenchTarget, openBenchTarget } from './target';

const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const TIMES = number('BENCH_TIMES', 1_000_000);
const USERS = number('BENCH_USERS', Math.max(200, Math.round(TIMES / 50)));
const LOCATIONS = 50;
const EVENTS_PER_LOCATION = 4;
const SAMPLES = number('BENCH_SAMPLES', 200);
const LATENCY_MS = number('BENCH_LATENCY_SECONDS', 20) * 1000;
const THROUGHPUT_MS = number('BENCH_THROUGHPUT_SECONDS', 10) * 1000;
const CONCURRENCY = number('BENCH_CONCURRENCY', 8);
const PASSWORD = 'Bench-passw0rd';
const SERVER_URL = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;

/** `run`, profiled into `dir` (a file named after `label`) when a directory is given. */
async function profileInto<T>(dir: string | undefined, label: string, run: () => Promise<T>): Promise<T> {
  if (!dir) return run();
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${label.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so every run asks for the same things. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TargetReport {
  kind: BenchTarget['kind'];
  seedSeconds: number;
  latency: Array<{ label: string } & Summary>;
  throughput: Array<{ label: string } & Summary>;
  plans: PlanSummary[];
  /** Board counters read during the throughput runs, and the queries that read them. */
  counterReads: { reads: number; queries: number };
  splitPlans: PlanSummary[];
  splitShape: { times: number; splitTimes: number; splitRows: number };
}

async function benchTarget(kind: BenchTarget['kind']): Promise<TargetReport> {
  const target = await openBenchTarget(kind, SERVER_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-bench-app-'));
  try {
    const { database } = target;
    await database.migrate();
    await ensureRoles(database.db);
    const now = new Date();
    const seedStarted = Date.now();
    console.error(`[${kind}] seeding ${TIMES} times from ${USERS} users…`);
    const shape = {
      ...{
        times: TIMES,
        users: USERS,
        locations: LOCATIONS,
        eventsPerLocation: EVENTS_PER_LOCATION,
        days: 730,
        now,
      },
      ...{ obstacles: 8, splitShare: 0.3, markShare: 0.1 },
    };
    await seedBench(database.db, shape, await hashPassword(PASSWORD));
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    console.error(`[${kind}] seeded in ${seedSeconds.toFixed(1)} s`);
    slowed?.slow(process.pid);
    slowed?.slowDatabase();

    const plans = [
      await explainQuery(
        database.db,
        'casual board, all time',
        boardQuery({ locationId: 1, official: false }, null),
      ),
      await explainQuery(
        database.db,
        'casual board, month',
        boardQuery({ locationId: 1, official: false }, periodStart('month', now)),
      ),
      await explainQuery(
        database.db,
        'comp board, all time',
        boardQuery({ locationId: 1, official: true }, null),
      ),
      await explainQuery(database.db, 'event board', boardQuery({ eventId: 1 }, null)),
      await explainQuery(database.db, 'overview, all time', overviewQuery(null)),
      await explainQuery(database.db, 'overview, week', overviewQuery(periodStart('week', now))),
      await explainQuery(database.db, 'overview, day', overviewQuery(periodStart('day', now))),
      await explainPlacing(database.db),
    ];
    const [splitShape] = await queryRows<{ times: number; splitTimes: number; splitRows: number }>(
      database.db,
      sql`select (select count(*) from times)::int as times, count(distinct time_id)::int as "splitTimes",
            count(*)::int as "splitRows" from time_splits`,
    );
    const splitQueryPlans = await splitPlans(database.db, now, LOCATIONS);
    const courses = await readCourses(database.db);

    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      WEB_DIST: join(dataDir, 'web'),
      ACCESS_TOKEN_TTL: '3600',
    });
    const app = await buildApp(config, { database, logger: false });
    app.get('/bench/empty', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const measured = await measure(baseUrl, app.ctx.boardVersions, courses);
      return { kind, seedSeconds, plans, splitPlans: splitQueryPlans, splitShape, ...measured };
    } finally {
      await app.close();
    }
  } finally {
    slowed?.restore();
    await target.database.close();
    await target.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A save's placing query (place-saved-time.ts) for a mid-board casual time at park 1. */
async function explainPlacing(db: BenchTarget['database']['db']): Promise<PlanSummary> {
  const [middle] = await queryRows<{ id: number; userId: number; duration: number }>(
    db,
    sql`select id, user_id as "userId", duration from times where location_id = 1 and not official
        order by duration offset (select count(*) / 2 from times where location_id = 1 and not official)
        limit 1`,
  );
  const scope = { locationId: 1, official: false as const, minimumMs: 0, gateOnly: false };
  return explainQuery(
    db,
    'placing a saved time (mid-board)',
    placedTimeQuery({ ...middle, timeId: middle.id, scope }),
  );
}

async function logIn(baseUrl: string, user: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login ${user}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Each park's casual board for `period` once, in order: its first read, nothing cached yet. */
const eachPark = (period: 'all' | 'year' | 'month'): RequestSpec[] =>
  Array.from({ length: LOCATIONS }, (_, index) => ({
    method: 'POST' as const,
    path: '/api/Leaderboard/ListResults',
    body: period === 'all' ? { locationId: index + 1 } : { locationId: index + 1, period },
  }));

function requestSets(tokens: string[], courses: Map<number, number[]>) {
  const next = random(7);
  const location = () => 1 + Math.floor(next() * LOCATIONS);
  const many = (make: () => RequestSpec) => Array.from({ length: 1000 }, make);
  const runId = randomBytes(3).toString('hex');
  let serial = 0;
  /** A new casual time at `locationId` by the next of the signed-in competitors. */
  const save = (locationId: number) => {
    serial += 1;
    const duration = 30_000 + Math.floor(next() * 120_000);
    const token = tokens[serial % tokens.length];
    return saveRequest({ token, key: `bench-${runId}-${serial}`, locationId, duration, next });
  };
  const overview: RequestSpec = { method: 'GET', path: '/api/Leaderboard/GetOverview' };
  /** A save at each park in turn (SAMPLES of them), each followed by `read` of what it changed. */
  const afterEachSave = (read: (locationId: number) => RequestSpec) =>
    Array.from({ length: SAMPLES }, (_, index) => {
      const locationId = (index % LOCATIONS) + 1;
      return [save(locationId), read(locationId)];
    }).flat();
  return {
    ...splitRequestSets({ tokens, courses, next: random(11), parks: LOCATIONS, runId }),
    empty: [{ method: 'GET', path: '/bench/empty' }] satisfies RequestSpec[],
    /** Each park's all-time board once, in order. */
    eachPark: eachPark('all'),
    eachParkYear: eachPark('year'),
    eachParkMonth: eachPark('month'),
    /** Each event's board once, in order: a quarter of them scored by obstacles, a quarter with penalties. */
    eachEvent: Array.from({ length: LOCATIONS * EVENTS_PER_LOCATION }, (_, index) => ({
      method: 'GET' as const,
      path: `/api/Leaderboard/Event/${index + 1}`,
    })),
    warmBoards: [1, 2, 3].map((locationId) => ({
      method: 'POST' as const,
      path: '/api/Leaderboard/ListResults',
      body: { locationId, official: true },
    })),
    listAll: many(() => ({
      method: 'POST',
      path: '/api/Leaderboard/ListResults',
      body: { locationId: location() },
    })),
    listMonth: many(() => ({
      method: 'POST',
      path: '/api/Leaderboard/ListResults',
      body: { locationId: location(), period: 'month' },
    })),
    overview: [overview],
    /** A save at each park in turn (SAMPLES of them), each followed by the overview it changed. */
    saveThenOverview: afterEachSave(() => overview),
    /** The same saves, each followed by that park's all-time board, which it changed. */
    saveThenBoard: afterEachSave((locationId) => ({
      method: 'POST' as const,
      path: '/api/Leaderboard/ListResults',
      body: { locationId },
    })),
    add: many(() => save(location())),
  };
}

async function measure(baseUrl: string, versions: BoardVersions, courses: Map<number, number[]>) {
  const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => logIn(baseUrl, `b${i + 1}`)));
  const sets = requestSets(tokens, courses);
  const load = (requests: RequestSpec[], concurrency: number, maxRequests: number, maxMs: number) =>
    runLoad({ baseUrl, requests, concurrency, maxRequests, maxMs, ...clientPlacement() }).then(summarise);

  // Warm-up: JIT, connection pool, PGlite caches, and the board route's own first compile on three
  // parks' competition boards (never measured). No casual board yet: its first reads are measured below.
  for (const requests of [sets.empty, sets.overview, sets.warmBoards]) await load(requests, 1, 3, 5_000);

  const latency = [];
  for (const [label, requests] of [
    ['empty Fastify route', sets.empty],
    [COLD_LABEL, sets.eachPark],
    [COLD_YEAR_LABEL, sets.eachParkYear],
    [COLD_MONTH_LABEL, sets.eachParkMonth],
    [EVENT_COLD_LABEL, sets.eachEvent],
    ['ListResults (casual, all time)', sets.listAll],
    ['ListResults (casual, month)', sets.listMonth],
    ['GetOverview (all time)', sets.overview],
    ['AddToLeaderboard', sets.add],
    [SPLIT_LABELS.segmentsAll, sets.segmentsAll],
    [SPLIT_LABELS.segmentsMonth, sets.segmentsMonth],
    [SPLIT_LABELS.mySplits, sets.mySplits],
    [SPLIT_LABELS.addWithSplits, sets.addWithSplits],
  ] as const) {
    console.error(`  latency: ${label}`);
    const samples =
      label === EVENT_COLD_LABEL
        ? LOCATIONS * EVENTS_PER_LOCATION
        : COLD_SETS.has(label)
          ? LOCATIONS
          : SAMPLES;
    latency.push({ label, ...(await load(requests, 1, samples, LATENCY_MS)) });
  }
  // On an event day every save raises a board's counter, and so the overview's: the first read after a
  // save is what most readers pay there. Saves and reads in turn, the reads measured.
  for (const [label, requests] of [
    [OVERVIEW_AFTER_SAVE_LABEL, sets.saveThenOverview],
    [BOARD_AFTER_SAVE_LABEL, sets.saveThenBoard],
  ] as const) {
    console.error(`  latency: ${label}`);
    const afterSaves = await runLoad({
      baseUrl,
      requests,
      concurrency: 1,
      maxRequests: requests.length,
      maxMs: LATENCY_MS,
      ...clientPlacement(),
    });
    const reads = afterSaves.latenciesMs.filter((_, index) => index % 2 === 1);
    latency.push({ label, ...summarise({ ...afterSaves, latenciesMs: reads, bytes: 0 }) });
  }
  // The saves above changed every park's board: read each once, so the throughput below is of cached
  // answers (their first reads are the cold row above).
  await load(sets.eachPark, 1, LOCATIONS, LATENCY_MS);
  const counted = versions.counts;
  const throughput = [];
  for (const [label, requests] of [
    ['empty Fastify route', sets.empty],
    ['ListResults (casual, all time)', sets.listAll],
  ] as const) {
    console.error(`  throughput: ${label}`);
    const profiled = await profileInto(env.BENCH_CPU_PROFILE, label, () =>
      load(requests, CONCURRENCY, Number.MAX_SAFE_INTEGER, THROUGHPUT_MS),
    );
    throughput.push({ label, ...profiled });
  }
  const { reads, queries } = versions.counts;
  const counterReads = { reads: reads - counted.reads, queries: queries - counted.queries };
  return { latency, throughput, counterReads };
}

const COLD_SETS = new Set<string>([COLD_LABEL, COLD_YEAR_LABEL, COLD_MONTH_LABEL]);

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** The machine while the bench ran: its load average (1 min) at the start and end, its benchmark index. */
interface Machine {
  loadAtStart: number;
  loadAtEnd: number;
  index: string;
}

function markdown(reports: TargetReport[], machine: Machine): string {
  const lines = [
    `# Leaderboard benchmark`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPU (${cpus()[0]?.model.trim()}) · ` +
      `load average ${machine.loadAtStart.toFixed(1)} at the start and ${machine.loadAtEnd.toFixed(1)} at the end · ` +
      `Lighthouse benchmark index ${machine.index} (bench/benchmark-index.ts, after the run) · ${pinned.pinning}` +
      (slowed ? ` · ${slowed.describe}` : ''),
    '',
    `Data: ${TIMES.toLocaleString('en-AU')} times, ${USERS.toLocaleString('en-AU')} users, ${LOCATIONS} parks ` +
      `(90 % of a user's runs at a home park, 10 % comp runs), completions over 2 years.`,
    `Latency: one request at a time, up to ${SAMPLES} requests or ${LATENCY_MS / 1000} s per endpoint. ` +
      `Throughput: ${CONCURRENCY} concurrent for ${THROUGHPUT_MS / 1000} s. ` +
      `The "first read of each park" rows rank each of the ${LOCATIONS} boards of that period (nothing kept ` +
      `yet); the other ListResults rows read cached answers (every park was read first). GetOverview is cached ` +
      `too (src/server/adapters/overview-answers.ts) and nothing is saved between its requests: its row is ` +
      `of cached answers, after one first read; its "first read after a save" row saves at each park in ` +
      `turn (${SAMPLES} saves) and times the overview read after each save, which reads that park's picks ` +
      `again and keeps the other parks' parts. ListResults' "first read after a save" row does the same ` +
      `with each park's all-time board, which the save changed: an event day's reads. ` +
      `Responses as sent (brotli when over 1 KiB; the client sends Accept-Encoding: br, gzip).`,
  ];
  for (const report of reports) {
    const { splitTimes, splitRows } = report.splitShape;
    lines.push(
      '',
      `## ${report.kind} (seeded in ${report.seedSeconds.toFixed(1)} s)`,
      '',
      `${splitTimes.toLocaleString('en-AU')} of the times have splits (${splitRows.toLocaleString('en-AU')} rows ` +
        'of time_splits, 8 obstacles per park).',
      '',
    );
    lines.push(
      '| endpoint | requests | errors | median ms | p95 ms | avg response on the wire |',
      '|---|---:|---:|---:|---:|---:|',
    );
    for (const row of report.latency) {
      lines.push(
        `| ${row.label} | ${row.requests} | ${row.errors} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} | ` +
          `${(row.avgBytes / 1024).toFixed(1)} KiB |`,
      );
    }
    lines.push(
      '',
      `| throughput (${CONCURRENCY} concurrent) | requests | req/s | median ms | p95 ms |`,
      '|---|---:|---:|---:|---:|',
    );
    for (const row of report.throughput) {
      lines.push(
        `| ${row.label} | ${row.requests} | ${row.requestsPerSecond.toFixed(1)} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} |`,
      );
    }
    const [empty, list] = report.throughput;
    lines.push(
      '',
      `ListResults / empty route: **${((list.requestsPerSecond / empty.requestsPerSecond) * 100).toFixed(1)} %**; ` +
        `board counters asked: ${report.counterReads.reads}, answered by ${report.counterReads.queries} queries ` +
        `(src/server/adapters/board-versions.ts: batched reads on PostgreSQL, notices on PGlite).`,
    );
    lines.push(
      '',
      '| query (EXPLAIN ANALYZE) | scans of `times` | seq scan of times | execution ms | of which JIT ms |',
      '|---|---|---|---:|---:|',
    );
    for (const plan of [...report.plans, ...report.splitPlans]) {
      lines.push(
        `| ${plan.query} | ${plan.scans.join(', ')} | ${plan.seqScanOnTimes ? 'yes' : 'no'} | ${ms(plan.executionMs)} | ` +
          `${ms(plan.jitMs)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A figure taken slowed, kept beside the machine's own: the goals hold for both. */
const slowedRow = (row: FigureRow, slow: SlowMachine): FigureRow => ({
  ...row,
  key: `${row.key}.slow`,
  figure: `${row.figure}, PostgreSQL and server at benchmark index about ${slow.index.asked} (bench/slow-machine.ts)`,
  command: `\`npm run bench -- --slow-index ${slow.index.asked}\``,
});

/** The server (this process) on one core, the client's thread on the others (cpu-pinning.ts). */
let pinned: ReturnType<typeof pinServerProcess> = { pinning: 'not pinned yet', workerCores: undefined };
/** The server and PostgreSQL slowed to a benchmark index asked for (`--slow-index`), or null. */
let slowed: SlowMachine | null = null;
/** Where the client's thread runs: off the server's core, and out of its slowed group. */
const clientPlacement = () => ({
  pinCores: pinned.workerCores,
  leaveTasks: slowed ? LEAVE_TASKS : undefined,
});

async function main(): Promise<void> {
  pinned = pinServerProcess();
  const askedIndex = askedSlowIndex();
  if (askedIndex) slowed = await slowMachine(askedIndex);
  const wanted = (env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  const kinds = (['pglite', 'postgres'] as const).filter(
    (kind) => wanted.includes(kind) && (kind === 'pglite' || SERVER_URL),
  );
  const loadAtStart = loadavg()[0];
  const reports: TargetReport[] = [];
  for (const kind of kinds) reports.push(await benchTarget(kind));
  const loadAtEnd = loadavg()[0];
  const index = await benchmarkIndex();
  const report = markdown(reports, { loadAtStart, loadAtEnd, index });
  process.stdout.write(report);
  if (env.BENCH_OUT) writeFileSync(env.BENCH_OUT, report);
  // Figures of a smaller seed are not comparable with the goals, which are set at 1,000,000 times.
  if (TIMES !== 1_000_000) return;
  const figures = reports.flatMap((target) => boardFigures(target, SAMPLES));
  const slow = slowed;
  writeFigures(slow ? figures.map((row) => slowedRow(row, slow)) : figures, {
    index: indexCell(slow, index),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
