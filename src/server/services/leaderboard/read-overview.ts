import { sql } from 'drizzle-orm';
import type { Period } from '../../../shared/limits';
import type { Overview } from '../../../shared/schemas/leaderboard';
import { type SerialisedPage, serialisedBytes } from '../../adapters/board-answers';
import { type CounterValue, counterOf } from '../../adapters/board-versions';
import type { OverviewPart } from '../../adapters/overview-answers';
import { queryRows } from '../../db/client';
import type { Deps } from '../deps';
import { periodStart } from './period';
import { type OverviewBoards, rankOverview } from './rank-overview';

/** An active location, in overview order, with its boards' counter (0 before its first change). */
interface ListedLocation {
  id: number;
  version: number;
}

/**
 * The active locations by name with each one's board counter (migration 0007), in one query. A save,
 * a competitor renamed or disabled, and a location edited raise the counter of every location board
 * they change; a location added or disabled joins or leaves this list.
 */
async function listLocations(db: Deps<'db'>['db']): Promise<ListedLocation[]> {
  const rows = await queryRows<{ id: number; version: CounterValue }>(
    db,
    sql`select loc.id, coalesce(v.version, 0) as version
        from locations loc
        left join board_versions v on v.board = location_board_key(loc.id)
        where not loc.disabled
        order by loc.name, loc.id`,
  );
  return rows.map((row) => ({ id: row.id, version: counterOf(row.version) }));
}

/**
 * A location's part, lasting for a rolling period until its oldest time shown leaves the window: only
 * a shown time leaving can change the picks.
 */
function partOf(
  boards: OverviewBoards,
  version: number,
  { since, nowMs, present }: { since: Date | null; nowMs: number; present: Present },
): OverviewPart {
  const shown = [...boards.casual, ...boards.comp];
  const validUntilMs =
    since && shown.length > 0
      ? Math.min(...shown.map((record) => record.completedMs)) + (nowMs - since.getTime())
      : Number.POSITIVE_INFINITY;
  return { version, validUntilMs, body: Buffer.from(JSON.stringify(present([boards])[0])) };
}

type Present = (boards: OverviewBoards[]) => Overview;

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text));

/**
 * The overview of a period as serialised (docs/architecture.md, "Board answers"): this instance's cached
 * page while no location's counter has moved; otherwise the page is put together again from cached
 * location parts, reading the picks of the locations whose counter moved only. The counters are read
 * before the rows, as a board's are. The route hands in its presenter (`present`).
 */
export async function readOverview(
  { db, now, overviews }: Deps<'db' | 'now' | 'overviews'>,
  { period, present }: { period: Period; present: Present },
): Promise<SerialisedPage> {
  const nowMs = now.getTime();
  const locations = await listLocations(db);
  const version = locations.map((location) => `${location.id}.${location.version}`).join(',');
  const kept = overviews.get(period, version, nowMs);
  if (kept) return kept.page;

  const partKey = (id: number) => `${period}:${id}` as const;
  const parts = new Map<number, OverviewPart>();
  for (const location of locations) {
    const part = overviews.parts.get(partKey(location.id), location.version, nowMs);
    if (part) parts.set(location.id, part);
  }
  const changed = locations.filter((location) => !parts.has(location.id));
  if (changed.length > 0) {
    const versionOf = new Map(changed.map((location) => [location.id, location.version]));
    const since = periodStart(period, now);
    const read = await rankOverview({ db, now }, { period, locationIds: [...versionOf.keys()] });
    for (const boards of read) {
      const part = partOf(boards, versionOf.get(boards.location.id) ?? 0, { since, nowMs, present });
      parts.set(boards.location.id, overviews.parts.put(partKey(boards.location.id), part));
    }
  }
  // A location disabled since the list was read has no part: it is left out, as the next list will.
  const shown = locations.flatMap((location) => parts.get(location.id) ?? []);
  const page = serialisedBytes(
    Buffer.concat([
      OPEN,
      ...shown.flatMap((part, index) => (index === 0 ? [part.body] : [COMMA, part.body])),
      CLOSE,
    ]),
  );
  const validUntilMs = Math.min(Number.POSITIVE_INFINITY, ...shown.map((part) => part.validUntilMs));
  overviews.put(period, { version, validUntilMs, page });
  return page;
}
