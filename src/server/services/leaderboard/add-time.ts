import { eq, type SQL, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { AddToLeaderboardBody } from '../../../shared/schemas/leaderboard';
import { checkTimeSubmission } from '../../../shared/time-checks';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { locations, times } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, invalidField, notFound } from '../../lib/http-errors';
import { type BoardRecord, epochMs } from './board-sql';

interface AddTimeInput {
  db: DbOrTx;
  actor: Actor;
  input: AddToLeaderboardBody;
  now: Date;
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
export async function addTime({ db, actor, input, now }: AddTimeInput): Promise<AddTimeResult> {
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
        and t.user_id not in (select id from users where disabled)
    )
    select s.id, s.user_id as "userId", u.user_name as "userName", u.photo_url as "photoUrl", s.duration,
      ${epochMs(sql`s.time_started`)} as "startedMs", ${epochMs(sql`s.time_completed`)} as "completedMs",
      s.official, l.id as "locationId", l.name as "locationName", l.path as "locationPath",
      (1 + (select count(distinct user_id) from faster))::int as standing,
      (1 + (select count(distinct user_id) from faster, mine where faster.duration < mine.best))::int
        as "bestStanding"
    from times s
    join users u on u.id = s.user_id
    join locations l on l.id = s.location_id
    where s.id = ${timeId}`;
}
