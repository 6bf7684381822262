/**
 * `npm run bench:event-day`: an event day against the built server (the bundle, as the container runs
 * it) on PostgreSQL, with one instance and with two on one database. For `--minutes` (5): 1,000 live
 * followers on the event's board (SSE), referees recording 1 official time a second, members saving 20
 * casual times a second across the courses, 200 board reads and 20 page loads a second, all open loop
 * over node:http with keep-alive on loopback. Prints each figure beside its target, CPU and memory per
 * instance, the database's and the bench's own CPU, pool waits and what limited the run; writes the
 * report to docs/bench-event-day.md and each instance count's figures beside their targets into
 * docs/performance.md's table of today's figures (at full rates only: not with --scale or --only).
 *
 * Options: --minutes 5, --instances 1|2|both (both), --times 100000 (historic times seeded),
 * --followers 1000, --members 200, --scale 1 (share of the saves, reads and page loads), --only save|board|page, --no-doc (print only). PostgreSQL from BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a new database each run, dropped).
 * Servers listen on ports 3950 and 3951.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/client';
import { benchmarkIndex } from './benchmark-index';
import { pinLoadGenerator } from './cpu-pinning';
import { describeRun, type Verdict } from './event-day/report';
import { type Rates, runEventDay } from './event-day/run';
import { type Instance, startInstance, stopInstance } from './event-day/servers';
import { seedEventDay } from './event-day/world';
import { type FigureRow, measuredAt, writeFigures } from './performance-doc';
import { askedSlowIndex, indexCell, slowMachine } from './slow-machine';
import { openBenchTarget } from './target';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const minutes = Number(option('minutes', '5'));
const instancesOption = option('instances', 'both');
const counts = instancesOption === 'both' ? [1, 2] : [Number(instancesOption)];
const times = Number(option('times', '100000'));
// --scale 0.25: a quarter of the saves, board reads and page loads (followers and referees as they are),
// to measure costs per request on a machine shared with other work.
// --only board: that kind of request alone beside the followers and referees, for its CPU per request.
const scale = Number(option('scale', '1'));
const only = option('only', '');
const share = (kind: string) => (only === '' || only === kind ? scale : 0);
const rates: Rates = {
  followers: Number(option('followers', '1000')),
  official: 1,
  save: 20 * share('save'),
  board: 200 * share('board'),
  page: 20 * share('page'),
};
const shape = { times, courses: 8, referees: 4, members: Number(option('members', '200')) };
const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const PORTS = [3950, 3951];

if (!(minutes > 0) || counts.some((count) => count !== 1 && count !== 2))
  throw new Error('usage: npm run bench:event-day -- [--minutes 5] [--instances 1|2|both] [--times 100000]');

function exec(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

async function oneDay(instanceCount: number): Promise<Verdict> {
  const target = await openBenchTarget('postgres', serverUrl);
  const instances: Instance[] = [];
  try {
    const now = new Date();
    console.error(`[${instanceCount} instance(s)] seeding ${times} times…`);
    const world = await seedEventDay(target, shape, now);
    const databaseUrl = new URL(serverUrl);
    const [{ name: databaseName }] = await queryRows<{ name: string }>(
      target.database.db,
      sql`select current_database() as name`,
    );
    databaseUrl.pathname = `/${databaseName}`;
    for (const port of PORTS.slice(0, instanceCount))
      instances.push(await startInstance(port, databaseUrl.toString(), minutes * 60 + 900));
    for (const instance of instances) slowed?.slow(instance.pid);
    slowed?.slowDatabase();
    console.error(`[${instanceCount} instance(s)] ${minutes} min of traffic…`);
    const run = await runEventDay({
      instances,
      world,
      rates,
      durationMs: minutes * 60_000,
      db: target.database.db,
      databaseName,
    });
    const title = instanceCount === 1 ? 'One instance' : 'Two instances, one database';
    const verdict = describeRun(title, run);
    console.log(`\n${verdict.markdown}\n`);
    return verdict;
  } finally {
    slowed?.restore();
    for (const instance of instances) await stopInstance(instance);
    await target.database.close();
    await target.cleanup();
  }
}

if (!existsSync(join(process.env.WEB_DIST || 'dist', 'index.html')))
  exec('npx', ['vite', 'build', '--logLevel', 'warn']);
exec(process.execPath, ['scripts/build-server.mjs']);
const pinning = pinLoadGenerator();
// --slow-index 1200: the instances and PostgreSQL slowed to that benchmark index (slow-machine.ts).
const askedIndex = askedSlowIndex();
const slowed = askedIndex ? await slowMachine(askedIndex) : null;
if (slowed) console.error(slowed.describe);
const startedLoad = loadavg()[0];
const days = new Map<number, Verdict>();
for (const count of counts) days.set(count, await oneDay(count));
const index = await benchmarkIndex();
const command = `npm run bench:event-day${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
const header =
  `Measured ${measuredAt()} by \`${command}\` ` +
  `(${rates.followers} followers, ${rates.official} recorded time, ${rates.save} saves, ${rates.board} board reads and ` +
  `${rates.page} page loads a second, open loop; PostgreSQL on the same machine; ${cpus().length} cores, ` +
  `Node ${process.versions.node}, ${pinning}, benchmark index ${index}${slowed ? `, ${slowed.describe}` : ''}, load average ${startedLoad.toFixed(1)} at the start and ` +
  `${loadavg()[0].toFixed(1)} at the end):`;
const body = `${header}\n\n${[...days.values()].map((day) => day.markdown).join('\n\n')}`;

/** One instance count's figures beside their targets (event-day/report.ts), for the table of today's figures. */
function dayFigures(count: number, { summary }: Verdict): FigureRow[] {
  const on = count === 1 ? 'one instance' : 'two instances, one database';
  const row = (key: string, figure: string, goal: string, value: string): FigureRow => ({
    key: `event-day.${count}.${key}${slowed ? '.slow' : ''}`,
    figure: `Event day, ${on}${slowed ? `, at benchmark index about ${slowed.index.asked} (bench/slow-machine.ts)` : ''}: ${figure}`,
    goal,
    value,
    command: `\`${command}\``,
  });
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    row('save', 'member save p95', '50 ms', ms(summary.savingP95.value)),
    row('board', 'board read p95', '20 ms', ms(summary.boardP95.value)),
    row('follower', 'recorded time → last follower p95', '1 s', ms(summary.lastFollowerP95.value)),
    row('errors', 'errors', '0', String(summary.errors.value)),
    row(
      'memory',
      `server memory growth, minute 1 → end${count === 1 ? '' : ' (the larger instance)'}`,
      '< 10 %',
      `${(summary.memoryGrowth.value * 100).toFixed(1)} %`,
    ),
  ];
}

if (!args.includes('--no-doc')) {
  writeFileSync('docs/bench-event-day.md', `# Event day benchmark\n\n${body}\n`);
  console.log('\nWritten to docs/bench-event-day.md');
  // A share of the traffic, or one kind of it alone, measures costs, not the event day's figures.
  if (scale === 1 && only === '')
    writeFigures(
      [...days].flatMap(([count, day]) => dayFigures(count, day)),
      { index: indexCell(slowed, index) },
    );
}
