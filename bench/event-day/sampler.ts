import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/db/client';
import { type Instance, machineTicks, processCpuMs, processRssMiB, scrapeMetrics } from './servers';

export interface Sample {
  /** Seconds since the traffic started. */
  t: number;
  /** Per instance: cumulative CPU ms, RSS MiB, pool figures. */
  instances: Array<{ cpuMs: number; rssMiB: number; poolWaiting: number; poolOpen: number; streams: number }>;
  /** Cumulative CPU ms of the database's backends serving the bench database (ended ones kept). */
  databaseCpuMs: number;
  /** Cumulative CPU ms of the bench process (all its threads: the load generator). */
  benchCpuMs: number;
  machine: { busy: number; total: number };
}

/**
 * Once a second: each instance's CPU and memory from /proc, its pool and streams from /metrics, the
 * CPU of the PostgreSQL backends serving this database (found in pg_stat_activity, read in /proc: the
 * server runs on this machine), the bench's own CPU and the machine's.
 */
export function startSampling(instances: Instance[], db: Db, databaseName: string) {
  const samples: Sample[] = [];
  const backendCpu = new Map<number, number>();
  let backends: number[] = [];
  const started = performance.now();
  let stopped = false;
  let tick = 0;

  async function sample(): Promise<void> {
    if (tick++ % 5 === 0)
      backends = (
        await queryRows<{ pid: number }>(
          db,
          sql`select pid from pg_stat_activity where datname = ${databaseName} and pid <> pg_backend_pid()`,
        )
      ).map((row) => row.pid);
    for (const pid of backends) {
      const cpu = processCpuMs(pid);
      if (cpu !== undefined) backendCpu.set(pid, cpu);
    }
    const metrics = await Promise.all(
      instances.map((instance) => scrapeMetrics(instance.base).catch(() => ({}))),
    );
    const usage = process.cpuUsage();
    samples.push({
      t: (performance.now() - started) / 1000,
      instances: instances.map((instance, index) => {
        const figures: Record<string, number> = metrics[index];
        return {
          cpuMs: processCpuMs(instance.pid) ?? 0,
          rssMiB: processRssMiB(instance.pid),
          poolWaiting: figures.courseclock_db_pool_waiting_requests ?? 0,
          poolOpen: figures.courseclock_db_pool_connections ?? 0,
          streams: figures.courseclock_live_stream_connections ?? 0,
        };
      }),
      databaseCpuMs: [...backendCpu.values()].reduce((sum, value) => sum + value, 0),
      benchCpuMs: (usage.user + usage.system) / 1000,
      machine: machineTicks(),
    });
  }

  const loop = (async () => {
    while (!stopped) {
      const next = started + samples.length * 1000 + 1000;
      await sample().catch((error: unknown) => console.error('sample failed:', error));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
      return samples;
    },
  };
}
