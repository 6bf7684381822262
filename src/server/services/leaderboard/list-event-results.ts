import type { ObstacleMark } from '../../../shared/event-format';
import type { Deps } from '../deps';
import { getEvent } from '../event/get-event';
import type { EventRow } from '../event/select-events';
import type { BoardRecord } from './board-sql';
import { listBoard } from './list-board';
import { readMarksOfTimes } from './record-marks';
import { type CourseObstacle, readLocationCourse } from './split-course';

/** An event's whole board with what its results sheet shows beside each row. */
export interface EventResults {
  event: EventRow;
  rows: BoardRecord[];
  /** The course's obstacles in their order, a column each where the event marks them. */
  course: CourseObstacle[];
  /** Each row's marks, by time id (none at a time trial). */
  marks: Map<number, ObstacleMark[]>;
}

/** The event's board (all time) in order, with its course and each run's marks: the event's CSV. */
export async function listEventResults(
  deps: Deps<'db' | 'now'>,
  { eventId }: { eventId: number },
): Promise<EventResults> {
  const event = await getEvent(deps, { id: eventId });
  const rows = await listBoard(deps, { scope: { eventId }, period: 'all' });
  if (event.format === 'time' || rows.length === 0) return { event, rows, course: [], marks: new Map() };
  const { course } = await readLocationCourse(deps.db, event.locationId);
  const marks = await readMarksOfTimes(
    deps.db,
    rows.map((row) => row.id),
  );
  return { event, rows, course, marks };
}
