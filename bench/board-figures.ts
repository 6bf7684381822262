/**
 * The rows `npm run bench` (bench/leaderboard.ts) writes into docs/performance.md's table of today's
 * figures, one set per database that ran, each beside its goal (written at 1,000,000 times only).
 */
import type { Summary } from './load';
import type { FigureRow } from './performance-doc';
import { SPLIT_LABELS } from './splits';

export const COLD_LABEL = 'ListResults (casual, all time), first read of each park';
export const COLD_YEAR_LABEL = 'ListResults (casual, year), first read of each park';
export const COLD_MONTH_LABEL = 'ListResults (casual, month), first read of each park';
export const EVENT_COLD_LABEL = 'Event board, first read of each event';
export const OVERVIEW_AFTER_SAVE_LABEL = 'GetOverview (all time), first read after a save';
export const BOARD_AFTER_SAVE_LABEL = 'ListResults (casual, all time), first read after a save';
export const KEPT_LABEL = 'ListResults (casual, all time)';
export const EMPTY_LABEL = 'empty Fastify route';
export const OVERVIEW_LABEL = 'GetOverview (all time)';
export const SAVE_LABEL = 'AddToLeaderboard';

type Row = { label: string } & Summary;
export interface MeasuredTarget {
  kind: 'pglite' | 'postgres';
  latency: Row[];
  throughput: Row[];
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const perSecond = (summary: Summary) =>
  summary.requestsPerSecond.toLocaleString('en-AU', { maximumFractionDigits: 1 });

function find(rows: Row[], label: string): Row {
  const row = rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`no ${label} row`);
  return row;
}

/**
 * Cached-answer throughput at least 30 % (PGlite) or 50 % (PostgreSQL) of the empty route's, a first
 * read p95 25 ms, a cached read p95 10 ms on PostgreSQL, GetOverview p95 10 ms, a save p95 25 ms; the
 * splits' goals as bench/splits.ts gives them.
 */
export function boardFigures(target: MeasuredTarget, samples: number): FigureRow[] {
  const { kind, latency, throughput } = target;
  const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const command = '`npm run bench`';
  const p95 = (label: string) => ms(find(latency, label).p95Ms);
  const row = (key: string, figure: string, goal: string | undefined, value: string): FigureRow => ({
    key: `${key}.${kind}`,
    figure: `${figure}, ${name}`,
    goal,
    value,
    command,
  });
  const empty = find(throughput, EMPTY_LABEL);
  const kept = find(throughput, KEPT_LABEL);
  const ratio = (kept.requestsPerSecond / empty.requestsPerSecond) * 100;
  return [
    row('boards.first-read', 'Board first read p95, all time (each of 50 parks)', '25 ms', p95(COLD_LABEL)),
    row('boards.first-read-year', 'Board first read p95, year', undefined, p95(COLD_YEAR_LABEL)),
    row('boards.first-read-month', 'Board first read p95, month', undefined, p95(COLD_MONTH_LABEL)),
    row(
      'boards.first-read-event',
      'Event board first read p95 (each of 200 events; half scored by obstacles or penalties, 10 % of official times marked)',
      '25 ms',
      p95(EVENT_COLD_LABEL),
    ),
    row(
      'boards.after-save',
      `Board read p95 right after a save changed it (${samples} reads)`,
      undefined,
      p95(BOARD_AFTER_SAVE_LABEL),
    ),
    row(
      'boards.kept',
      'Board read p95, cached answer',
      kind === 'postgres' ? '10 ms' : undefined,
      p95(KEPT_LABEL),
    ),
    row(
      'boards.ratio',
      'Cached-board throughput / empty route (8 concurrent)',
      kind === 'postgres' ? '≥ 50 %' : '≥ 30 %',
      `${ratio.toFixed(1)} % (${perSecond(kept)} / ${perSecond(empty)} req/s)`,
    ),
    row('overview.kept', 'GetOverview p95, cached', '10 ms', p95(OVERVIEW_LABEL)),
    row(
      'overview.after-save',
      `GetOverview p95, first read after a save (${samples} reads)`,
      '10 ms',
      p95(OVERVIEW_AFTER_SAVE_LABEL),
    ),
    row('save.plain', 'AddToLeaderboard (save) p95', '25 ms', p95(SAVE_LABEL)),
    row('save.splits', 'AddToLeaderboard with 8 splits p95', '25 ms', p95(SPLIT_LABELS.addWithSplits)),
    row('splits.segments-all', 'Segments p95, all time', '20 ms', p95(SPLIT_LABELS.segmentsAll)),
    row('splits.segments-month', 'Segments p95, month', '20 ms', p95(SPLIT_LABELS.segmentsMonth)),
    row('splits.my-splits', 'MySplits p95', '15 ms', p95(SPLIT_LABELS.mySplits)),
  ];
}
