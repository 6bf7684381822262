import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';

/**
 * The server on core 0, the load generator on the others (`taskset`, where present, with 2 or more
 * cores): a bench's figures then measure the server, not the server and its own load competing for
 * the same cores, and the same command gives the same figures twice. Where taskset is missing, or
 * on one core, nothing is pinned and `pinning` says so in the report.
 */
const SERVER_CORE = '0';

const hasTaskset = (): boolean => spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;

const canPin = (): boolean => availableParallelism() >= 2 && hasTaskset();

/** The command and arguments that run the server process pinned to its core. */
export function serverCommand(command: string, args: string[]): { command: string; args: string[] } {
  return canPin() ? { command: 'taskset', args: ['-c', SERVER_CORE, command, ...args] } : { command, args };
}

/**
 * Moves this process (every thread it has: call it before starting worker threads) off the server's
 * core. Answers how the run is pinned, for the report.
 */
export function pinLoadGenerator(): string {
  if (!canPin()) return 'not pinned (no taskset, or one core)';
  const others = loadCores();
  const moved = spawnSync('taskset', ['-a', '-pc', others, String(process.pid)], { stdio: 'ignore' });
  return moved.status === 0
    ? `server on core ${SERVER_CORE}, load generator on cores ${others} (taskset)`
    : 'not pinned (taskset refused)';
}

/** The cores the load generator may use: every core of the machine but the server's (whatever this process is pinned to). */
export const loadCores = (): string => `1-${cpus().length - 1}`;

/**
 * For a bench that runs the server in its own process (bench/leaderboard.ts: the app and PGlite on
 * the main thread): the whole process goes to the server's core, and the load generator's worker
 * thread then moves itself off it (load.ts, `pinCores`). Answers how the run is pinned, and the
 * cores the worker is to take (undefined when nothing is pinned).
 */
export function pinServerProcess(): { pinning: string; workerCores: string | undefined } {
  if (!canPin()) return { pinning: 'not pinned (no taskset, or one core)', workerCores: undefined };
  const moved = spawnSync('taskset', ['-a', '-pc', SERVER_CORE, String(process.pid)], { stdio: 'ignore' });
  if (moved.status !== 0) return { pinning: 'not pinned (taskset refused)', workerCores: undefined };
  return {
    pinning: `server (this process) on core ${SERVER_CORE}, load generator thread on cores ${loadCores()} (taskset)`,
    workerCores: loadCores(),
  };
}
