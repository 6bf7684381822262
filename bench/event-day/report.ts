import { cpus } from 'node:os';
import { percentile } from '../load';
import type { KindResult, RunResult } from './run';
import type { Sample } from './sampler';

const TARGETS = { saveP95Ms: 50, boardP95Ms: 20, lastFollowerP95Ms: 1000, memoryGrowth: 0.1 };
const LABELS = {
  save: 'member save (AddToLeaderboard)',
  official: 'referee record',
  board: 'board read',
  page: 'page load (HTML)',
};

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const cores = (value: number) => value.toFixed(2);
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

/** CPU used between two samples, in cores (1.00 = one core busy the whole time). */
const coresBetween = (from: number, to: number, seconds: number) => (to - from) / 1000 / seconds;

/** The sample nearest `t` seconds into the run. */
function sampleAt(samples: Sample[], t: number): Sample {
  return samples.reduce((best, sample) => (Math.abs(sample.t - t) < Math.abs(best.t - t) ? sample : best));
}

export interface Verdict {
  summary: Record<string, { value: number; target: number; ok: boolean }>;
  markdown: string;
}

export function describeRun(title: string, run: RunResult): Verdict {
  const seconds = run.durationMs / 1000;
  const minutes = Math.max(1, Math.round(seconds / 60));
  const { samples } = run;
  const first = samples[0];
  const last = sampleAt(samples, seconds);
  const lines: string[] = [`### ${title}`, ''];

  const save = sorted(run.kinds.save.latencyMs);
  const board = sorted(run.kinds.board.latencyMs);
  const lastFollower = sorted(run.lastFollowerMs);
  const errors =
    Object.values(run.kinds).reduce((sum, kind) => sum + kind.errors, 0) +
    run.unanswered +
    run.missedUpdates +
    run.followerFailures.length +
    run.followersDropped;
  // Memory from the end of minute 1 (a quarter of a shorter run) to the end, per instance.
  const from = sampleAt(samples, seconds >= 120 ? 60 : seconds / 4);
  const growth = last.instances.map((instance, i) => instance.rssMiB / from.instances[i].rssMiB - 1);
  const summary = {
    savingP95: {
      value: percentile(save, 0.95),
      target: TARGETS.saveP95Ms,
      ok: percentile(save, 0.95) <= TARGETS.saveP95Ms,
    },
    boardP95: {
      value: percentile(board, 0.95),
      target: TARGETS.boardP95Ms,
      ok: percentile(board, 0.95) <= TARGETS.boardP95Ms,
    },
    lastFollowerP95: {
      value: percentile(lastFollower, 0.95),
      target: TARGETS.lastFollowerP95Ms,
      ok: percentile(lastFollower, 0.95) <= TARGETS.lastFollowerP95Ms,
    },
    errors: { value: errors, target: 0, ok: errors === 0 },
    memoryGrowth: {
      value: Math.max(...growth),
      target: TARGETS.memoryGrowth,
      ok: Math.max(...growth) < TARGETS.memoryGrowth,
    },
  };
  lines.push('| figure | measured | target | |', '|---|---:|---|---|');
  lines.push(`| member save p95 | ${ms(summary.savingP95.value)} | ≤ 50 ms | ${met(summary.savingP95.ok)} |`);
  lines.push(`| board read p95 | ${ms(summary.boardP95.value)} | ≤ 20 ms | ${met(summary.boardP95.ok)} |`);
  lines.push(
    `| recorded time → last follower p95 (${lastFollower.length} times) | ${ms(summary.lastFollowerP95.value)} | ≤ 1 s | ${met(summary.lastFollowerP95.ok)} |`,
  );
  lines.push(`| errors | ${errors} | 0 | ${met(summary.errors.ok)} |`);
  lines.push(
    `| server memory growth, ${seconds >= 120 ? 'minute 1' : `${Math.round(seconds / 4)} s`} → end | ${growth.map((g) => `${(g * 100).toFixed(1)} %`).join(', ')} | < 10 % | ${met(summary.memoryGrowth.ok)} |`,
  );

  lines.push(
    '',
    '| requests | sent | per s | errors | p50 | p95 | p99 |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const [kind, result] of Object.entries(run.kinds)) {
    const latency = sorted(result.latencyMs);
    lines.push(
      `| ${LABELS[kind as keyof typeof LABELS]} | ${latency.length} | ${(latency.length / seconds).toFixed(1)} | ${result.errors} | ${ms(percentile(latency, 0.5))} | ${ms(percentile(latency, 0.95))} | ${ms(percentile(latency, 0.99))} |`,
    );
  }
  const every = sorted(run.everyFollowerMs);
  lines.push(
    `| live update → each follower (${every.length}) | | | ${run.missedUpdates} missed | ${ms(percentile(every, 0.5))} | ${ms(percentile(every, 0.95))} | ${ms(percentile(every, 0.99))} |`,
  );

  lines.push(
    '',
    `| minute | save p95 | board read p95 | ${last.instances.map((_, i) => `instance ${i + 1} CPU / RSS`).join(' | ')} | PostgreSQL CPU | bench CPU | machine busy |`,
  );
  lines.push(`|---|---:|---:|${last.instances.map(() => '---:').join('|')}|---:|---:|---:|`);
  for (let minute = 1; minute <= minutes; minute += 1) {
    const a = sampleAt(samples, (minute - 1) * 60);
    const b = sampleAt(samples, Math.min(seconds, minute * 60));
    const span = b.t - a.t;
    const machine = (b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total);
    const inMinute = (kind: KindResult) =>
      sorted(kind.latencyMs.filter((_, i) => Math.floor(kind.at[i] / 60_000) + 1 === minute));
    lines.push(
      `| ${minute} | ${ms(percentile(inMinute(run.kinds.save), 0.95))} | ${ms(percentile(inMinute(run.kinds.board), 0.95))} | ${b.instances.map((instance, i) => `${cores(coresBetween(a.instances[i].cpuMs, instance.cpuMs, span))} cores / ${instance.rssMiB.toFixed(0)} MiB`).join(' | ')} | ${cores(coresBetween(a.databaseCpuMs, b.databaseCpuMs, span))} cores | ${cores(coresBetween(a.benchCpuMs, b.benchCpuMs, span))} cores | ${(machine * 100).toFixed(0)} % of ${cpus().length} cores |`,
    );
  }

  const span = last.t - first.t;
  const appCores = last.instances.reduce(
    (sum, instance, i) => sum + coresBetween(first.instances[i].cpuMs, instance.cpuMs, span),
    0,
  );
  const databaseCores = coresBetween(first.databaseCpuMs, last.databaseCpuMs, span);
  const benchCores = coresBetween(first.benchCpuMs, last.benchCpuMs, span);
  const machineCores =
    ((last.machine.busy - first.machine.busy) / (last.machine.total - first.machine.total)) * cpus().length;
  const waiting = samples.flatMap((sample) => sample.instances.map((instance) => instance.poolWaiting));
  const waitingShare = waiting.filter((value) => value > 0).length / Math.max(1, waiting.length);
  const poolOpen = Math.max(
    ...samples.flatMap((sample) => sample.instances.map((instance) => instance.poolOpen)),
  );
  const answered = Object.values(run.kinds).reduce((sum, kind) => sum + kind.latencyMs.length, 0);
  const lag = sorted(Object.values(run.kinds).flatMap((kind) => kind.lagMs));
  lines.push(
    '',
    `- CPU over the run, in cores: app ${cores(appCores)}, PostgreSQL backends of this database ${cores(databaseCores)}, ` +
      `the bench itself (load generator and followers) ${cores(benchCores)}, everything else ${cores(Math.max(0, machineCores - appCores - databaseCores - benchCores))}; ` +
      `the machine ${cores(machineCores)} of ${cpus().length}; ` +
      `the app's CPU per finished request (answers and errors; live updates included) ${((appCores * span * 1000) / answered).toFixed(2)} ms.`,
    `- Pool: up to ${poolOpen} connections open per instance; queries waited for a connection in ${(waitingShare * 100).toFixed(1)} % of the per-second readings (most waiting at once: ${Math.max(0, ...waiting)}).`,
    `- The generator sent each request ${ms(percentile(lag, 0.5))} (median) and ${ms(percentile(lag, 0.99))} (p99) after its arrival time ` +
      `(${percentile(lag, 0.99) <= 50 ? 'it kept its schedule' : 'it fell behind: the machine starved it too, so fewer requests arrived than asked (the "per s" column), while latencies count from the actual send'}); ` +
      `at most ${run.maxInFlight} requests were in flight.`,
    `- **Limited by**: ${limit({ machineCores, appCores, databaseCores, benchCores, waitingShare })}.`,
  );
  const statuses = Object.entries(run.kinds).flatMap(([kind, result]) =>
    Object.entries(result.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, count]) => `${kind} ${status}: ${count}`),
  );
  const failures = new Set([
    ...run.followerFailures.slice(0, 3),
    ...Object.values(run.kinds).flatMap((kind) => kind.firstErrors),
  ]);
  // A read turned away is answered after at most 80 ms in the queue; a save waits up to 2 s first.
  const shedReads = [...run.kinds.board.shedMs, ...run.kinds.page.shedMs].sort((a, b) => a - b);
  const shedSaves = run.kinds.save.shedMs.length + run.kinds.official.shedMs.length;
  if (shedReads.length + shedSaves > 0)
    lines.push(
      `- Turned away (503, Retry-After): ${shedReads.length} reads, answered in p95 ` +
        `${percentile(shedReads, 0.95).toFixed(1)} ms and at most ${(shedReads.at(-1) ?? 0).toFixed(1)} ms; ` +
        `${shedSaves} saves (the phones send them again under their Idempotency-Key).`,
    );
  if (failures.size > 0)
    lines.push(
      `- Errors by answer: ${statuses.join(', ') || 'none'}; unanswered ${run.unanswered}, streams dropped ${run.followersDropped}. ` +
        `First of each: ${[...failures].map((failure) => `\`${failure.replaceAll('|', '/')}\``).join('; ')}.`,
    );
  return { summary, markdown: lines.join('\n') };
}

function limit(cpu: {
  machineCores: number;
  appCores: number;
  databaseCores: number;
  benchCores: number;
  waitingShare: number;
}): string {
  const total = cpus().length;
  const parts = `app ${cores(cpu.appCores)}, PostgreSQL ${cores(cpu.databaseCores)}, bench ${cores(cpu.benchCores)}`;
  if (cpu.machineCores >= 0.9 * total)
    return `CPU: the machine was ${((cpu.machineCores / total) * 100).toFixed(0)} % busy (${parts} cores)`;
  if (cpu.waitingShare > 0.05)
    return `the database pool: queries queued for a connection in ${(cpu.waitingShare * 100).toFixed(0)} % of readings`;
  if (cpu.databaseCores > cpu.appCores)
    return `the database: its backends used more CPU than the app (${parts} cores)`;
  return `nothing saturated: the machine was ${((cpu.machineCores / total) * 100).toFixed(0)} % busy (${parts} cores)`;
}
