import { eq } from 'drizzle-orm';
import { belowPlausibleMinimum, messages } from '../../../shared/messages';
import type { Split } from '../../../shared/splits';
import { checkTimeSubmission } from '../../../shared/time-checks';
import type { MemberTimingMethod } from '../../../shared/timing-method';
import { locations, times } from '../../db/schema/index';
import { badRequest, invalidField, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { type PlacedTime, placeSavedTime } from './place-saved-time';
import { assertSplitsFitCourse, recordSplits } from './record-splits';
import { witnessGateRun } from './witness-gate-run';

/** A member's own run at a location, as the stopwatch measured it. */
interface CasualRun {
  locationId: number;
  /** ISO-8601. */
  timeStarted: string;
  timeCompleted: string;
  /** Milliseconds. */
  duration: number;
  /** Cumulative per obstacle of the course, in its order; none for a run timed without splits. */
  splits?: readonly Split[];
  /** 'gate' when a camera gate timed it; absent: by hand. */
  timingMethod?: MemberTimingMethod;
  /** The gate pairing whose crossings the server saw: the run is witnessed when they confirm it. */
  gatePairingId?: number;
}

/**
 * A member saves their own run: always casual, no event, recorded by themselves. Pass a
 * transaction so the insert and the standing read (and an idempotency key) commit together.
 */
export async function addTime(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  input: CasualRun,
): Promise<PlacedTime> {
  const errors = checkTimeSubmission(input, now);
  const [firstError] = Object.values(errors);
  if (firstError) throw badRequest(firstError, errors);

  const [location] = await db
    .select({
      disabled: locations.disabled,
      minimumSeconds: locations.minimumSeconds,
    })
    .from(locations)
    .where(eq(locations.id, input.locationId));
  if (!location) throw notFound('Location');
  if (location.disabled) throw invalidField('locationId', messages.locationNotActive);
  const minimumMs = (location.minimumSeconds ?? 0) * 1000;
  if (input.duration < minimumMs) throw invalidField('duration', belowPlausibleMinimum(minimumMs));
  const splits = input.splits ?? [];
  if (splits.length > 0) await assertSplitsFitCourse(db, { ...input, splits });
  const evidence = await witnessGateRun(db, actor, input);

  const [saved] = await db
    .insert(times)
    .values({
      userId: actor.id,
      locationId: input.locationId,
      eventId: null,
      official: false,
      timeStarted: new Date(input.timeStarted),
      timeCompleted: new Date(input.timeCompleted),
      duration: input.duration,
      recordedById: actor.id,
      timingMethod: input.timingMethod ?? 'manual',
      ...evidence,
    })
    .returning({ id: times.id, timeCompleted: times.timeCompleted });

  const compared = await recordSplits(db, {
    timeId: saved.id,
    userId: actor.id,
    locationId: input.locationId,
    timeCompleted: saved.timeCompleted,
    splits,
  });
  const placed = await placeSavedTime(
    { db },
    {
      timeId: saved.id,
      userId: actor.id,
      scope: { locationId: input.locationId, official: false },
      duration: input.duration,
    },
  );
  return { ...placed, splits: compared };
}
