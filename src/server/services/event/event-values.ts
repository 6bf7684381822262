import { and, eq, ne, sql } from 'drizzle-orm';
import type { EventFormat } from '../../../shared/event-format';
import { messages, pathTaken } from '../../../shared/messages';
import type { DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/errors';
import { events, locations, times } from '../../db/schema/index';
import { conflict, invalidField, notFound } from '../../lib/http-errors';

/** An event as the admin form gives it (the route maps the body to it). */
export interface EventInput {
  name: string;
  /** Written by hand; absent: from the name (create) or unchanged (update). */
  path?: string;
  /** Editor HTML; the richText column sanitises it on the way in. */
  content: string;
  locationId: number;
  startTime: Date;
  endTime: Date;
  /** Absent: time trial (create) or unchanged (update). */
  format?: EventFormat;
  /** Absent: none (create) or unchanged (update); the route has checked it against a given format. */
  penaltySeconds?: number | null;
}

/** How an event is scored, as its row keeps it. */
interface EventScoring {
  format: EventFormat;
  penaltySeconds: number | null;
}

/**
 * The scoring an input leaves the event with: what it gives over what the event had (a new event:
 * a time trial). A penalty given without a format is the event's, so only a penalty event takes one
 * (400 naming penaltySeconds otherwise, as a penalty format without one).
 */
export function scoringOf(
  input: Pick<EventInput, 'format' | 'penaltySeconds'>,
  current?: EventScoring,
): EventScoring {
  const format = input.format ?? current?.format ?? 'time';
  const penaltySeconds =
    input.penaltySeconds !== undefined
      ? input.penaltySeconds
      : input.format === undefined
        ? (current?.penaltySeconds ?? null)
        : null;
  if (format === 'penalty' && penaltySeconds === null)
    throw invalidField('penaltySeconds', messages.penaltySecondsRequired);
  if (format !== 'penalty' && penaltySeconds !== null)
    throw invalidField('penaltySeconds', messages.penaltySecondsOnlyForPenalty);
  return { format, penaltySeconds };
}

/** The field a path conflict is shown on: the path input when one was written, else the name. */
const pathField = (input: { path?: string }) => (input.path === undefined ? 'name' : 'path');

const pathConflict = (input: { path?: string }, path: string) => {
  const message = pathTaken('event', path);
  return conflict(message, { [pathField(input)]: message }).as('PATH_TAKEN');
};

/** 409 naming the field when another event has the path (unique in any case). */
export async function assertEventPathFree(
  db: DbOrTx,
  input: { path?: string },
  values: { path: string; exceptId?: number },
): Promise<void> {
  const [taken] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(sql`lower(${events.path})`, values.path.toLowerCase()),
        values.exceptId === undefined ? undefined : ne(events.id, values.exceptId),
      ),
    )
    .limit(1);
  if (taken) throw pathConflict(input, values.path);
}

/** The 409 of a path taken between the check and the write; any other error as it was. */
export function eventConflictOf(error: unknown, input: { path?: string }, path: string): unknown {
  return uniqueViolationOf(error) === 'events_path_ci' ? pathConflict(input, path) : error;
}

/**
 * The event's location exists (404) and, when it is new to the event, is active: a disabled location
 * takes no new events (400 naming locationId). An event may stay at a location disabled later.
 */
export async function assertEventLocation(
  db: DbOrTx,
  { locationId, currentLocationId }: { locationId: number; currentLocationId?: number },
): Promise<void> {
  const [location] = await db
    .select({ disabled: locations.disabled })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) throw notFound('Location');
  if (location.disabled && locationId !== currentLocationId)
    throw invalidField('locationId', messages.locationNotActive);
}

/** Whether an event has official times (they hold results, so the event must keep them). */
export async function hasOfficialTimes(db: DbOrTx, eventId: number): Promise<boolean> {
  const [time] = await db
    .select({ id: times.id })
    .from(times)
    .where(and(eq(times.eventId, eventId), eq(times.official, true)))
    .limit(1);
  return time !== undefined;
}
