import type { Actor } from '../lib/actor';

/** What the time rules need to know of a stored run. */
export interface TimeFacts {
  userId: number;
  official: boolean;
  eventId: number | null;
}

/** What the time rules need to know of an event: who referees it. */
export interface EventFacts {
  refereeIds: readonly number[];
}

const refereesEvent = (actor: Actor, event: EventFacts | null) =>
  actor.isReferee && (event?.refereeIds.includes(actor.id) ?? false);

/**
 * Record-level rules for times (docs/architecture.md, "Policies"). Admins may do anything; a referee
 * records and deletes official times only at events they are assigned to; a member deletes only
 * their own casual times.
 */
export const timePolicy = {
  mayRecordOfficial(actor: Actor, event: EventFacts): boolean {
    return actor.isAdmin || refereesEvent(actor, event);
  },

  /** The recorded times of an event (the referee's Delete Times list): its referees and admins. */
  mayListRecorded(actor: Actor, event: EventFacts): boolean {
    return actor.isAdmin || refereesEvent(actor, event);
  },

  /** `event` is the time's event (null for a casual time). */
  mayDelete(actor: Actor, time: TimeFacts, event: EventFacts | null): boolean {
    if (actor.isAdmin) return true;
    if (time.official) return refereesEvent(actor, event);
    return time.userId === actor.id;
  },
};
