import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { times } from '../../db/schema/index';
import { courseTime } from './events';
import { DEMO_LOCATIONS, type LocationIds, type LocationKey } from './locations';
import type { DemoMember } from './people';
import { createRandom, type Random } from './random';

const SHORTEST_RUN_MS = 45_000;
const LONGEST_RUN_MS = 360_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const INSERT_BATCH = 1_000;

type PlannedTime = typeof times.$inferInsert & {
  timeStarted: Date;
  timeCompleted: Date;
  duration: number;
};

/** An event as the time plan needs it. */
interface TimedEvent {
  id: number;
  location: LocationKey;
  locationId: number;
  when: 'past' | 'current' | 'upcoming';
  startTime: Date;
  endTime: Date;
}

interface Athlete extends DemoMember {
  /** Typical run on an average course today. */
  paceMs: number;
  casualRuns: number;
  /** How long ago their first run was (runs spread from then to now). */
  joinedDaysAgo: number;
}

const courseFactor = new Map(DEMO_LOCATIONS.map((location) => [location.key, location.courseFactor]));

/** Pace and habits of each member, from one stream so casual and official times agree. */
function athletes(members: DemoMember[]): Athlete[] {
  const random = createRandom(2024);
  return members.map((member) => {
    const skill = random.next();
    return {
      ...member,
      paceMs: 62_000 + skill * skill * 130_000,
      casualRuns: member.userName === 'member' ? 40 : random.int(8, 32),
      joinedDaysAgo: member.userName === 'member' ? 363 : random.int(60, 363),
    };
  });
}

/** A whole number of ms within the demo's range; people get a little faster over the year. */
function runDuration(
  random: Random,
  athlete: Athlete,
  location: LocationKey,
  daysAgo: number,
  effort: number,
): number {
  const improvement = 1 + 0.12 * (daysAgo / 365);
  const raw = athlete.paceMs * (courseFactor.get(location) ?? 1) * improvement * effort;
  return Math.round(Math.min(LONGEST_RUN_MS, Math.max(SHORTEST_RUN_MS + random.int(0, 4_000), raw)));
}

function timed(
  base: Omit<PlannedTime, 'timeStarted' | 'timeCompleted' | 'duration'>,
  completed: Date,
  duration: number,
): PlannedTime {
  return {
    ...base,
    timeStarted: new Date(completed.getTime() - duration),
    timeCompleted: completed,
    duration,
  };
}

/** Members' own (casual) runs over the last year at the courses they frequent, in daylight hours. */
export function planCasualTimes(members: DemoMember[], locationIds: LocationIds, now: Date): PlannedTime[] {
  const random = createRandom(365);
  return athletes(members).flatMap((athlete) =>
    Array.from({ length: athlete.homes.length > 0 ? athlete.casualRuns : 0 }, () => {
      const location = random.chance(0.6) ? athlete.homes[0] : random.pick(athlete.homes);
      let daysAgo = random.int(0, athlete.joinedDaysAgo);
      let completed = courseTime(now, location, -daysAgo, random.between(6, 18.5));
      if (completed.getTime() > now.getTime() - 2 * MINUTE_MS) {
        daysAgo += 1;
        completed = new Date(completed.getTime() - DAY_MS);
      }
      const duration = runDuration(random, athlete, location, daysAgo, random.between(0.94, 1.15));
      return timed(
        {
          userId: athlete.id,
          locationId: locationIds[location],
          eventId: null,
          official: false,
          recordedById: null,
        },
        completed,
        duration,
      );
    }),
  );
}

/** Referee-recorded (official) runs at events that have started, inside each event's window. */
export function planOfficialTimes(
  members: DemoMember[],
  timedEvents: TimedEvent[],
  refereeId: number,
  now: Date,
): PlannedTime[] {
  const random = createRandom(42);
  const field = athletes(members);
  return timedEvents
    .filter((event) => event.when !== 'upcoming')
    .flatMap((event) => {
      const isCurrent = event.when === 'current';
      // The demo member races every event (so My Results has official runs), then locals, then the rest.
      const priority = (athlete: Athlete) =>
        athlete.userName === 'member' ? 0 : athlete.homes.includes(event.location) ? 1 : 2;
      const ordered = random.shuffle(field).sort((a, b) => priority(a) - priority(b));
      const competitors = ordered.slice(0, isCurrent ? 7 : 15);
      const windowStart = event.startTime.getTime() + (isCurrent ? 10 : 15) * MINUTE_MS;
      const windowEnd = Math.min(event.endTime.getTime() - 10 * MINUTE_MS, now.getTime() - 3 * MINUTE_MS);
      if (windowEnd <= windowStart) return [];
      const daysAgo = Math.max(0, (now.getTime() - event.startTime.getTime()) / DAY_MS);
      return competitors.flatMap((athlete) =>
        Array.from({ length: isCurrent ? 1 : random.int(1, 2) }, () => {
          const completed = new Date(windowStart + random.next() * (windowEnd - windowStart));
          const duration = runDuration(random, athlete, event.location, daysAgo, random.between(0.9, 1.08));
          return timed(
            {
              userId: athlete.id,
              locationId: event.locationId,
              eventId: event.id,
              official: true,
              recordedById: refereeId,
            },
            completed,
            duration,
          );
        }),
      );
    });
}

/**
 * One statement per thousand runs, with one array parameter per column (unnest) rather than
 * eight parameters per row: binding thousands of parameters is what costs time on PGlite.
 */
export async function insertTimes(tx: Tx, rows: PlannedTime[]): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH);
    const column = <T>(pick: (row: PlannedTime) => T) => sql.param(batch.map(pick));
    await tx.execute(sql`
      insert into ${times} (user_id, location_id, event_id, time_started, time_completed, duration, official, recorded_by_id, timing_method, witnessed)
      -- An official time is a referee's, witnessed by the referee (as POST /Referee/AddToLeaderboard stores it).
      select run.*, case when run.official then 'referee' else 'manual' end, run.official
      from unnest(
        ${column((row) => row.userId)}::int[],
        ${column((row) => row.locationId)}::int[],
        ${column((row) => row.eventId ?? null)}::int[],
        ${column((row) => row.timeStarted.toISOString())}::timestamptz[],
        ${column((row) => row.timeCompleted.toISOString())}::timestamptz[],
        ${column((row) => row.duration)}::int[],
        ${column((row) => row.official ?? false)}::boolean[],
        ${column((row) => row.recordedById ?? null)}::int[]
      ) as run(user_id, location_id, event_id, time_started, time_completed, duration, official, recorded_by_id)`);
  }
}
