/**
 * Server start: how long a restart on existing data takes to its first 200, and the
 * resident memory (RSS) of the idle server, through `npm start` (npm, the launcher's build check,
 * then the bundle) and, side by side, the bundle alone (`node dist-server/main.js`, what the
 * container runs). One embedded database (demo data, seeded by a first start) is shared by every run.
 *
 * Usage: npm run bench:start [-- --runs 5]   (writes its rows of docs/performance.md's table of today's
 * figures, with the machine's benchmark index: bench/benchmark-index.ts)
 * WEB_DIST names another web build (default dist/, built first when missing).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchmarkIndex } from './benchmark-index';
import { type FigureRow, writeFigures } from './performance-doc';

const PORT = 3891;
const BASE = `http://127.0.0.1:${PORT}`;
const IDLE_MS = 3_000;

/** npm's own script, run with this Node (the npm on PATH may belong to another). */
function npmCli(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const npm = join(dir, 'npm');
    if (existsSync(npm)) return realpathSync(npm);
  }
  throw new Error('npm is not on PATH');
}
const MODES = {
  npmStart: {
    label: '`npm start` (npm, launcher, bundle)',
    args: [npmCli(), 'start'],
    key: 'npm',
    goal: '1.5 s',
  },
  bundle: {
    label: '`node dist-server/main.js` (the container)',
    args: ['dist-server/main.js'],
    key: 'bundle',
    goal: undefined,
  },
} as const;
type Mode = keyof typeof MODES;

interface Start {
  firstOkMs: number;
  /** CPU time (user + system) the process used until then: steadier than wall time on a busy machine. */
  cpuMs: number;
  rssMiB: number;
}

const runs = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3);
const webDist = process.env.WEB_DIST || 'dist';
const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-start-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: webDist, PORT: String(PORT) };

function exec(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function firstOk(child: ChildProcess, startedAt: number, timeoutMs: number): Promise<number> {
  while (performance.now() - startedAt < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/api/Location/ListAll`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - startedAt;
    await sleep(5);
  }
  throw new Error(`no 200 within ${timeoutMs} ms`);
}

/** The processes of a group (npm, its shell, the server): read from /proc. */
function groupPids(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Resident memory of the group's processes, in MiB. */
function rssMiB(pgid: number): number {
  let kb = 0;
  for (const pid of groupPids(pgid)) {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    kb += line ? Number(line[1]) : 0;
  }
  return kb / 1024;
}

/** utime + stime of the group's processes (/proc/<pid>/stat), in clock ticks of 10 ms (USER_HZ 100). */
function cpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of groupPids(pgid)) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  await exited;
  // npm may leave before the server it started has let go of the port.
  while (
    await fetch(`${BASE}/readyz`).then(
      () => true,
      () => false,
    )
  )
    await sleep(20);
}

/** One start: spawn, poll a real API read until it answers 200, then idle and read RSS. */
async function startOnce(mode: Mode, timeoutMs = 30_000): Promise<Start> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, MODES[mode].args, {
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: npm runs the server as a child, and the whole group is stopped.
    detached: true,
  });
  try {
    const firstOkMs = await firstOk(child, startedAt, timeoutMs);
    const cpu = cpuMs(child.pid ?? 0);
    // A page and its board, as a visitor would, then quiet: the memory an idle instance holds.
    await fetch(`${BASE}/`).then((r) => r.arrayBuffer());
    await sleep(IDLE_MS);
    return { firstOkMs, cpuMs: cpu, rssMiB: rssMiB(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  if (!existsSync(join(webDist, 'index.html')))
    exec('npx', ['vite', 'build', '--outDir', webDist, '--logLevel', 'warn']);
  exec(process.execPath, ['scripts/build-server.mjs']);
  console.log('Seeding the demo data (first start)…');
  await startOnce('npmStart', 300_000);

  const rows: FigureRow[] = [];
  const command = `\`npm run bench:start -- --runs ${runs}\``;
  for (const mode of Object.keys(MODES) as Mode[]) {
    const starts: Start[] = [];
    for (let run = 0; run < runs; run++) starts.push(await startOnce(mode));
    const ms = median(starts.map((s) => s.firstOkMs));
    const cpu = median(starts.map((s) => s.cpuMs));
    const rss = median(starts.map((s) => s.rssMiB));
    const each = starts.map((s) => s.firstOkMs.toFixed(0)).join(', ');
    console.log(
      `${mode}: first 200 after ${ms.toFixed(0)} ms (runs: ${each}), CPU ${cpu} ms, idle RSS ${rss.toFixed(0)} MiB`,
    );
    const { label, key, goal } = MODES[mode];
    rows.push(
      {
        key: `server-start.${key}`,
        figure: `Restart → first 200 (CPU until then), ${label}, median of ${runs}`,
        goal,
        value: `${(ms / 1000).toFixed(2)} s (CPU ${(cpu / 1000).toFixed(2)} s)`,
        command,
      },
      {
        key: `server-start.rss-${key}`,
        figure: `Idle RSS ${IDLE_MS / 1000} s after a page load, ${label}`,
        value: `${rss.toFixed(0)} MiB`,
        command,
      },
    );
  }
  console.log(`load average ${loadavg()[0].toFixed(1)}`);
  writeFigures(rows, { index: await benchmarkIndex() });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
