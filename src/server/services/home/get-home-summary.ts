import { asc, gte } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import type { Deps } from '../deps';
import { type EventRow, selectEvents } from '../event/select-events';
import type { BoardRecord } from '../leaderboard/board-sql';
import { listNewRecords } from './new-records';

export interface HomeSummaryData {
  /** The event on now, else the next to start; null when none is to come. */
  event: EventRow | null;
  eventOnNow: boolean;
  records: BoardRecord[];
}

/**
 * Home's reasons to come back: the first event not yet ended by start (so one running now comes before
 * one to come, as on the Events page), and the week's new course records.
 */
export async function getHomeSummary(deps: Deps<'db' | 'now'>): Promise<HomeSummaryData> {
  const { db, now } = deps;
  const [event] = await selectEvents(db)
    .where(gte(events.endTime, now))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(1);
  const records = await listNewRecords(deps);
  return {
    event: event ?? null,
    eventOnNow: event !== undefined && event.startTime.getTime() <= now.getTime(),
    records,
  };
}
