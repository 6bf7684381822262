import { eq, type SQL, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { checkTimeSubmission } from '../../../shared/time-checks';
import { queryRows } from '../../db/client';
import { locations, times } from '../../db/schema/index';
import { badRequest, invalidField, notFound } from '../../lib/http-errors';
import type { Deps, SignedIn } from '../deps';
import { activeCompetitor, type BoardRecord, boardRowColumns } from './board-sql';

/** A member's own run at a location, as the stopwatch measured it. */
export interface CasualRun {
  locationId: number;
  /** ISO-8601. */
  timeStarted: string;
  timeCompleted: string;
  /** Milliseconds. */
  duration: number;
}

export interface AddTimeResult {
  /** The actor's place on the casual board of the location (all time) after this save. */
  standing: number;
  /** The saved time, with the place this time alone would take. */
  record: BoardRecord;
}

/**
 * A member saves their own run: always casual, no event, recorded by themselves. Pass a
 * transaction so the insert and the standing read (and an idempotency key) commit together.
 */
export async function addTime(
  { db, actor, now }: Deps<'db' | 'now'> & SignedIn,
  input: CasualRun,
): Promise<AddTimeResult> {
  const errors = checkTimeSubmission(input, now);
  const [firstError] = Object.values(errors);
  if (firstError) throw badRequest(firstError, errors);

  const [location] = await db
    .select({ disabled: locations.disabled })
    .from(locations)
    .where(eq(locations.id, input.locationId));
  if (!location) throw notFound('Location');
  if (location.disabled) throw invalidField('locationId', messages.locationNotActive);

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
    })
    .returning({ id: times.id });

  const [placed] = await queryRows<BoardRecord & { bestStanding: number }>(
    db,
    placedTimeQuery({
      timeId: saved.id,
      userId: actor.id,
      locationId: input.locationId,
      duration: input.duration,
    }),
  );
  const { bestStanding, ...record } = placed;
  return { standing: bestStanding, record };
}

/**
 * The saved time as a board row, with the place this time alone takes (`standing`) and the saver's
 * place by their best (`bestStanding`). "Strictly faster best" = has any casual time there faster
 * than the threshold, so counting distinct competitors below it needs no best-per-user pass: a range
 * of times_board_fastest holding only the faster entries.
 */
export function placedTimeQuery({
  timeId,
  userId,
  locationId,
  duration,
}: {
  timeId: number;
  userId: number;
  locationId: number;
  duration: number;
}): SQL {
  return sql`
    with mine as (
      select min(duration) as best from times
      where user_id = ${userId} and location_id = ${locationId} and not official
    ), faster as (
      select t.user_id, t.duration from times t
      where t.location_id = ${locationId} and not t.official and t.user_id <> ${userId}
        and t.duration < ${duration}
        and ${activeCompetitor(sql`t.user_id`)}
    )
    select ${boardRowColumns('s', sql`(1 + (select count(distinct user_id) from faster))::int`)},
      (1 + (select count(distinct user_id) from faster, mine where faster.duration < mine.best))::int
        as "bestStanding"
    from times s
    join users u on u.id = s.user_id
    join locations l on l.id = s.location_id
    where s.id = ${timeId}`;
}
