/**
 * A slower machine on this one: the figures whose goals are set at benchmark index about 1,200,
 * measured here on an hour when the index is higher (it moves between about 1,100 and 3,600). Linux's CPU controller (cgroup v1,
 * /sys/fs/cgroup/cpu) gives the server a share of each millisecond of its core, and PostgreSQL the
 * same share of each of its cores: work that takes 1 ms at full speed takes about 1 / share ms, as on a
 * slower CPU. The share is the index asked for over the machine's own (Chromium,
 * bench/benchmark-index.ts), corrected until a fixed piece of CPU work in the slowed group takes as
 * much longer as the two indexes differ.
 *
 * The load generator is never slowed (its thread leaves the group, `LEAVE_TASKS`): the figures are the
 * server's. Every process is moved back to full speed by `restore` (also on exit); the groups keep
 * their quotas, empty, for the next run to set again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchmarkIndex } from './benchmark-index';

const ROOT = '/sys/fs/cgroup/cpu';
const APP_GROUP = join(ROOT, 'courseclock-slow-app');
const DB_GROUP = join(ROOT, 'courseclock-slow-db');
/**
 * The kernel's shortest period and smallest quota (1 ms each). The finer the slices, the more a share
 * behaves as a slower CPU, so the period is the shortest that still leaves the share's quota at least
 * the kernel's smallest: a third of a core is 1 ms in every 3 ms.
 */
const SHORTEST_US = 1_000;
/** Where a thread writes its id to leave the slowed group (the root group's thread list). */
export const LEAVE_TASKS = join(ROOT, 'tasks');

export interface SlowMachine {
  /** The share of each core the server and PostgreSQL get (1 = full speed). */
  share: number;
  /** The benchmark index measured in the slowed group, at full speed, and asked for. */
  index: { slowed: number; full: number; asked: number };
  /** One line for a report's header. */
  describe: string;
  /** Slows a server process (its threads too, until one leaves through `LEAVE_TASKS`). */
  slow: (pid: number) => void;
  /** Slows every PostgreSQL process (after seeding: a slowed seed only makes the bench longer). */
  slowDatabase: () => void;
  /** Moves every process back to full speed; `slow` and `slowDatabase` may be called again. */
  restore: () => void;
}

const canSlow = (): boolean => {
  try {
    if (!existsSync(join(ROOT, 'cgroup.procs'))) return false;
    mkdirSync(APP_GROUP, { recursive: true });
    return true;
  } catch {
    return false;
  }
};

function setShare(group: string, cores: number, share: number): void {
  const period = share >= 1 ? SHORTEST_US : Math.ceil(SHORTEST_US / Math.min(1, cores * share));
  // Unlimited while the period changes, so no moment holds a quota the new period cannot.
  writeFileSync(join(group, 'cpu.cfs_quota_us'), '-1');
  writeFileSync(join(group, 'cpu.cfs_period_us'), String(period));
  if (share < 1) writeFileSync(join(group, 'cpu.cfs_quota_us'), String(Math.round(period * cores * share)));
}

const move = (group: string, pid: number): void => writeFileSync(join(group, 'cgroup.procs'), String(pid));

const processesOf = (group: string): number[] =>
  readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);

/** Every PostgreSQL process on the machine (the postmaster too, so new backends are born slowed). */
function postgresProcesses(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Milliseconds a fixed piece of JavaScript work takes in a Node child started in `group` (children
 * stay in their parent's group, so this process steps in for the spawn and out again). The median of
 * three, so one scheduling hiccup does not set the share.
 */
function workMsIn(group: string): number {
  // The loop's result is read at the end, so the compiler cannot drop the loop as dead.
  const work =
    'const t=performance.now();let h=0;for(let i=0;i<60e6;i++)h=(h*31+i)|0;' +
    'process.stdout.write(String(performance.now()-t+(h===0.5?1:0)))';
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    move(group, process.pid);
    try {
      runs.push(Number(execFileSync(process.execPath, ['-e', work], { encoding: 'utf8' })));
    } finally {
      move(ROOT, process.pid);
    }
  }
  return runs.sort((a, b) => a - b)[1];
}

/**
 * Finds the share of a core that slows the server processes given to `slow`, and PostgreSQL, to about
 * `askedIndex`. The index is measured once at full speed (Chromium, bench/benchmark-index.ts); the
 * slowed index is that times how much longer a fixed piece of CPU work takes in the slowed group.
 * Chromium itself is not measured inside the group: its several processes share the quota, and a
 * third of a core gave it an index of 220 where the same share gives Node a third of its speed.
 * Null, with the reason printed, where the CPU controller cannot be written (no cgroup v1, not root):
 * the bench then runs at the machine's own speed and says so.
 */
export async function slowMachine(askedIndex: number, dbCores = 2): Promise<SlowMachine | null> {
  if (!canSlow()) {
    console.warn('slow machine not emulated: /sys/fs/cgroup/cpu cannot be written here');
    return null;
  }
  mkdirSync(DB_GROUP, { recursive: true });
  setShare(APP_GROUP, 1, 1);
  const full = Number(await benchmarkIndex());
  if (!Number.isFinite(full) || full <= 0) {
    console.warn('slow machine not emulated: the benchmark index could not be measured');
    return null;
  }
  let share = Math.min(1, askedIndex / full);
  let slowed = full;
  if (share < 1) {
    const fullMs = workMsIn(APP_GROUP);
    // The throttled time is not quite proportional to the share (each period's slice ends
    // mid-instruction stream): two corrections bring it within a few per cent.
    for (let round = 0; round < 3; round++) {
      setShare(APP_GROUP, 1, share);
      slowed = full * (fullMs / workMsIn(APP_GROUP));
      if (Math.abs(slowed - askedIndex) / askedIndex < 0.05) break;
      share = Math.min(1, share * (askedIndex / slowed));
    }
  }
  setShare(DB_GROUP, dbCores, share);

  const restore = () => {
    for (const group of [APP_GROUP, DB_GROUP]) {
      for (const pid of processesOf(group)) {
        try {
          move(ROOT, pid);
        } catch {
          // Gone already.
        }
      }
    }
  };
  process.once('exit', restore);
  const percent = Math.round(share * 100);
  return {
    share,
    index: { slowed: Math.round(slowed), full: Math.round(full), asked: askedIndex },
    describe:
      share >= 1
        ? `benchmark index ${Math.round(full)} at the start, at or below the ${askedIndex} asked: nothing slowed (bench/slow-machine.ts)`
        : `slowed to benchmark index ${Math.round(slowed)} (asked ${askedIndex}, ${Math.round(full)} at full speed): ` +
          `the server and PostgreSQL get ${percent} % of each core (cgroup cpu quota, bench/slow-machine.ts)`,
    slow: (pid) => move(APP_GROUP, pid),
    slowDatabase: () => {
      for (const pid of postgresProcesses()) move(DB_GROUP, pid);
    },
    restore,
  };
}

/** `--slow-index N` (or BENCH_SLOW_INDEX): the index to slow the machine to, or undefined. */
export function askedSlowIndex(argv: string[] = process.argv): number | undefined {
  const at = argv.indexOf('--slow-index');
  const raw = at >= 0 ? argv[at + 1] : process.env.BENCH_SLOW_INDEX;
  const index = Number(raw);
  return raw && Number.isFinite(index) && index > 0 ? index : undefined;
}

/** The benchmark index cell of a figure's row: the slowed index where the run was slowed. */
export const indexCell = (slowed: SlowMachine | null | undefined, measured: string | number): string =>
  slowed && slowed.share < 1 ? `${slowed.index.slowed} (slowed from ${measured})` : String(measured);
