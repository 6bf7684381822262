import { eq } from 'drizzle-orm';
import { endedByFail, type ObstacleMark } from '../../../shared/event-format';
import { messages, officialTimeUnderMinimum } from '../../../shared/messages';
import type { Split } from '../../../shared/splits';
import { checkTimeSubmission } from '../../../shared/time-checks';
import { events, locations, times, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { badRequest, forbidden, invalidField, notFound } from '../../lib/http-errors';
import { isWithinRefereeWindow, refereeWindow, timePolicy } from '../../policies/time';
import type { Deps, SignedIn } from '../deps';
import { loadEventFacts } from '../event/event-referee-ids';
import { type PlacedTime, placeSavedTime } from './place-saved-time';
import { checkMarksFitCourse, storeMarks } from './record-marks';
import { assertSplitsFitCourse, recordSplits } from './record-splits';

/** A competitor's run at an event, as the referee's stopwatch measured it. */
interface OfficialRun {
  userId: number;
  eventId: number;
  locationId: number;
  /** ISO-8601. */
  timeStarted: string;
  timeCompleted: string;
  /** Milliseconds. */
  duration: number;
  /** Cumulative per obstacle of the course, in its order; none for a run timed without splits. */
  splits?: readonly Split[];
  /** At an obstacles or penalty event: cleared or failed per obstacle attempted, in course order. */
  marks?: readonly ObstacleMark[];
  /** The referee confirmed a time under the course's minimum. */
  confirmShort?: boolean;
}

/**
 * A referee records a competitor's official time at an event they referee (an admin at any event).
 * Pass a transaction: the time, its audit row, the standing read and an idempotency key commit
 * together. Referee times are not held to a location's plausible minimum (docs/design.md), but one
 * under it is recorded only once the referee confirms it (`confirmShort`): a lane stopped by mistake
 * at 0:06 would otherwise go straight to first place on a live board. A run a failed obstacle ended at
 * an obstacles event is short by nature, and ranked by how far it went: not asked.
 */
export async function recordOfficialTime(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  input: OfficialRun,
): Promise<PlacedTime> {
  const [event] = await db
    .select({
      id: events.id,
      locationId: events.locationId,
      startTime: events.startTime,
      endTime: events.endTime,
      format: events.format,
    })
    .from(events)
    .where(eq(events.id, input.eventId))
    // Held until the time commits: an admin deleting the event meanwhile waits, then sees it (409).
    .for('key share');
  if (!event) throw notFound('Event');
  if (!timePolicy.mayRecordOfficial(actor, await loadEventFacts({ db }, { eventId: event.id })))
    throw forbidden(messages.notEventReferee);

  if (input.locationId !== event.locationId) throw invalidField('locationId', messages.eventLocationMismatch);
  if (!isWithinRefereeWindow(event, now)) throw invalidField('eventId', messages.outsideRefereeWindow);
  const window = refereeWindow(event);
  const errors = checkTimeSubmission(input, now);
  const completed = Date.parse(input.timeCompleted);
  if (!errors.timeCompleted && (completed < window.from || completed > window.to))
    errors.timeCompleted = messages.completedOutsideRefereeWindow;
  const [firstError] = Object.values(errors);
  if (firstError) throw badRequest(firstError, errors);
  if (!input.confirmShort && !endedByFail(event.format, input.marks ?? []))
    await assertAboveCourseMinimum(db, event.locationId, input.duration);

  const [competitor] = await db
    .select({ disabled: users.disabled })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!competitor) throw notFound('User');
  if (competitor.disabled) throw invalidField('userId', messages.competitorDisabled);
  const splits = input.splits ?? [];
  if (splits.length > 0) await assertSplitsFitCourse(db, { ...input, locationId: event.locationId, splits });
  const marks = input.marks ?? [];
  const markColumns = await checkMarksFitCourse(db, {
    locationId: event.locationId,
    format: event.format,
    duration: input.duration,
    marks,
    splits,
  });

  const [saved] = await db
    .insert(times)
    .values({
      userId: input.userId,
      locationId: event.locationId,
      eventId: event.id,
      official: true,
      timeStarted: new Date(input.timeStarted),
      timeCompleted: new Date(completed),
      duration: input.duration,
      recordedById: actor.id,
      timingMethod: 'referee',
      // The referee saw the run: it stands on every board, a gate-only course's included.
      witnessed: true,
      ...markColumns,
    })
    .returning();
  await storeMarks(db, saved.id, marks);
  const compared = await recordSplits(db, {
    timeId: saved.id,
    userId: input.userId,
    locationId: event.locationId,
    timeCompleted: saved.timeCompleted,
    splits,
  });
  const withSplits = {
    ...saved,
    ...(splits.length > 0 ? { splits } : {}),
    ...(marks.length > 0 ? { obstacles: marks } : {}),
  };
  const after = input.confirmShort ? { ...withSplits, confirmShort: true } : withSplits;
  await recordAudit(db, { actor, action: 'create', entity: 'time', entityId: saved.id, after });
  const placed = await placeSavedTime(
    { db },
    {
      timeId: saved.id,
      userId: input.userId,
      scope: { eventId: event.id },
      duration: input.duration,
    },
  );
  return { ...placed, splits: compared };
}

/** A time under the course's minimum (none set: nothing to confirm) is a 400 naming duration. */
async function assertAboveCourseMinimum(db: Deps<'db'>['db'], locationId: number, duration: number) {
  const [course] = await db
    .select({ minimumSeconds: locations.minimumSeconds })
    .from(locations)
    .where(eq(locations.id, locationId));
  const minimumMs = (course?.minimumSeconds ?? 0) * 1000;
  if (duration < minimumMs)
    throw invalidField('duration', officialTimeUnderMinimum(duration, minimumMs)).as('BELOW_MINIMUM');
}
