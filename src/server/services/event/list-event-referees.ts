import { and, eq, exists, not, type SQL, sql } from 'drizzle-orm';
import { ROLE_REFEREE } from '../../../shared/roles';
import type { DbOrTx } from '../../db/client';
import { eventReferees, events, roles, userRoles, users } from '../../db/schema/index';
import { byUserName, userNameColumns } from '../../db/user-columns';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';

export interface RefereeRow {
  id: number;
  userName: string;
  firstName: string | null;
  lastName: string | null;
}

/** 404 for an unknown event. */
export async function assertEventExists({ db }: Deps<'db'>, { eventId }: { eventId: number }): Promise<void> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('Event');
}

/** Users holding the Referee role who are not disabled. */
export function isActiveReferee(db: DbOrTx) {
  return and(
    eq(users.disabled, false),
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, users.id), eq(roles.name, ROLE_REFEREE))),
    ),
  );
}

const onEvent = (db: DbOrTx, eventId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(eventReferees)
      .where(and(eq(eventReferees.eventId, eventId), eq(eventReferees.userId, users.id))),
  );

/** The users of an existing event that `where` picks, by user name; 404 for an unknown event. */
async function eventUsers(db: DbOrTx, eventId: number, where: SQL | undefined): Promise<RefereeRow[]> {
  await assertEventExists({ db }, { eventId });
  return db.select(userNameColumns).from(users).where(where).orderBy(byUserName());
}

/** The referees assigned to an event, by user name; 404 for an unknown event. */
export function listEventReferees(
  { db }: Deps<'db'>,
  { eventId }: { eventId: number },
): Promise<RefereeRow[]> {
  return eventUsers(db, eventId, onEvent(db, eventId));
}

/** Active referees not yet on the event, by user name; 404 for an unknown event. */
export function listAvailableReferees(
  { db }: Deps<'db'>,
  { eventId }: { eventId: number },
): Promise<RefereeRow[]> {
  return eventUsers(db, eventId, and(isActiveReferee(db), not(onEvent(db, eventId))));
}
