import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverCommand } from '../cpu-pinning';

const METRICS_TOKEN = 'event-day-bench-metrics-token';
const JWT_SECRET = 'event-day-bench-secret-long-enough-for-hs256';

export interface Instance {
  base: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  logFile: string;
}

/**
 * One app instance as the container runs it (`node dist-server/main.js`, the bundle), on the shared
 * PostgreSQL database, pinned to the server's core (../cpu-pinning.ts). Instances share the signing key, so a token from one is good on the other.
 */
export async function startInstance(
  port: number,
  databaseUrl: string,
  tokenTtlSeconds: number,
  /** A checkout with its bundle built (`npm run build:server`): another commit's server, for a before and after. */
  appDir = process.cwd(),
): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courseclock-event-day-'));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  // EVENT_DAY_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops.
  const profile = process.env.EVENT_DAY_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.EVENT_DAY_CPU_PROF}`]
    : [];
  const server = serverCommand(process.execPath, [...profile, 'dist-server/main.js']);
  const child = spawn(server.command, server.args, {
    cwd: appDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      ACCESS_TOKEN_TTL: String(tokenTtlSeconds),
      METRICS_TOKEN,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST: process.env.WEB_DIST || join(process.cwd(), 'dist'),
    },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`instance on ${port} exited: ${readFileSync(logFile, 'utf8')}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, pid: child.pid ?? 0, child, dataDir, logFile };
    await sleep(100);
  }
  throw new Error(`instance on ${port} not ready in 120 s`);
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/** utime + stime of a process in milliseconds (clock ticks of 10 ms), or undefined once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export function processRssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The machine's CPU time since boot: busy and total, in clock ticks (first line of /proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - ticks[3] - ticks[4], total };
}

/** The figures of `GET /metrics` the report uses: pool waits, open connections, live streams. */
export async function scrapeMetrics(base: string): Promise<Record<string, number>> {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
    (response) => response.text(),
  );
  const figures: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = line.match(/^(courseclock_db_pool_\w+|courseclock_live_stream_connections) (\S+)$/);
    if (match) figures[match[1]] = Number(match[2]);
  }
  return figures;
}
