import type { LeaderboardRow, MyResults } from '../../../../shared/schemas/leaderboard';
import type { LocationRef } from '../../../../shared/schemas/location';

/** The summary after one time is deleted: out of its list, and out of the counts. */
export function withoutTime(results: MyResults, timeId: number): MyResults {
  const official = results.official.filter((row) => row.id !== timeId);
  const unofficial = results.unofficial.filter((row) => row.id !== timeId);
  const removed = results.official.length + results.unofficial.length - official.length - unofficial.length;
  return {
    ...results,
    count: results.count - removed,
    totalOfficial: official.length,
    totalUnofficial: unofficial.length,
    official,
    unofficial,
  };
}

/** How the latest time compares with the member's best before it at the same location. */
type Trend = { kind: 'first' } | { kind: 'faster' | 'slower'; percent: number } | { kind: 'same' };

export function trendOf(results: Pick<MyResults, 'faster' | 'diffPercent'>): Trend {
  const { faster, diffPercent } = results;
  if (faster === null || diffPercent === null) return { kind: 'first' };
  if (diffPercent === 0) return { kind: 'same' };
  return { kind: faster ? 'faster' : 'slower', percent: Math.abs(diffPercent) };
}

/** The trend as a sentence: '4.35% faster than your best before it'. */
export function trendText(trend: Trend, locationName: string): string {
  switch (trend.kind) {
    case 'first':
      return `Your first time at ${locationName}.`;
    case 'same':
      return 'The same as your best before it.';
    default:
      return `${trend.percent}% ${trend.kind} than your best before it.`;
  }
}

/** Every location the member has a time at, by name. */
export function locationsOf(rows: readonly { location: LocationRef }[]): LocationRef[] {
  const byId = new Map<number, LocationRef>();
  for (const row of rows) byId.set(row.location.id, row.location);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The rows at one location, or all when no location is chosen. */
export function atLocation<Row extends { location: { id: number } }>(
  rows: Row[],
  locationId: number | null,
): Row[] {
  return locationId === null ? rows : rows.filter((row) => row.location.id === locationId);
}

/** One page of `rows`: `page` kept within 1…pages (a deletion can empty the last one), 1-based bounds. */
export function pageOf<Row>(
  rows: readonly Row[],
  page: number,
  perPage: number,
): { rows: Row[]; page: number; pages: number; first: number; last: number } {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * perPage;
  const shown = rows.slice(start, start + perPage);
  return { rows: shown, page: current, pages, first: start + 1, last: start + shown.length };
}

export interface ChartPoint {
  /** d/m/yyyy of the finish. */
  date: string;
  /** Seconds, so the axis reads as a number of seconds. */
  seconds: number;
  /** The time as m:ss.hh, for the tooltip. */
  time: string;
  official: boolean;
}

/** Oldest first, as a chart of times over time reads from left to right. */
export function chartPoints(
  rows: readonly Pick<LeaderboardRow, 'id' | 'duration' | 'tsDuration' | 'timeCompleted' | 'officialTime'>[],
  formatDate: (iso: string) => string,
): ChartPoint[] {
  return [...rows]
    .sort((a, b) => Date.parse(a.timeCompleted) - Date.parse(b.timeCompleted) || a.id - b.id)
    .map((row) => ({
      date: formatDate(row.timeCompleted),
      seconds: Math.round(row.duration / 10) / 100,
      time: row.tsDuration,
      official: row.officialTime,
    }));
}
