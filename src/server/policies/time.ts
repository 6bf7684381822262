import { limits } from '../../shared/limits';
import type { Actor } from '../lib/actor';

/** What the time rules need to know of a stored run. */
interface TimeFacts {
  userId: number;
  official: boolean;
  eventId: number | null;
}

/** When an event runs. */
interface EventSchedule {
  startTime: Date;
  endTime: Date;
}

/** What the time rules need to know of an event: who referees it, and when it runs. */
export interface EventFacts extends EventSchedule {
  refereeIds: readonly number[];
}

/**
 * docs/design.md: referees record official times from an hour before the event starts to a day after
 * it ends, and delete them within the same window.
 */
export function refereeWindow(event: EventSchedule): { from: number; to: number } {
  return {
    from: event.startTime.getTime() - limits.refereeWindowBeforeMs,
    to: event.endTime.getTime() + limits.refereeWindowAfterMs,
  };
}

export function isWithinRefereeWindow(event: EventSchedule, now: Date): boolean {
  const window = refereeWindow(event);
  return now.getTime() >= window.from && now.getTime() <= window.to;
}

const refereesEvent = (actor: Actor, event: EventFacts | null) =>
  actor.isReferee && (event?.refereeIds.includes(actor.id) ?? false);

/**
 * Record-level rules for times (docs/architecture.md, "Policies"). Admins may do anything; a referee
 * records and deletes official times only at events they are assigned to, deleting only within the
 * recording window (so a result stands once the event is well over); a member deletes only their own
 * casual times.
 */
export const timePolicy = {
  /** Who may record; the service answers a time outside the window with a 400 naming it. */
  mayRecordOfficial(actor: Actor, event: EventFacts): boolean {
    return actor.isAdmin || refereesEvent(actor, event);
  },

  /** The recorded times of an event (the referee's Delete Times list): its referees and admins. */
  mayListRecorded(actor: Actor, event: EventFacts): boolean {
    return actor.isAdmin || refereesEvent(actor, event);
  },

  /**
   * Whether the official times of `event` may be deleted by the actor now: what Delete Times offers
   * (each referee event answer carries it as `timesDeletable`) and what a delete is checked against.
   */
  mayDeleteEventTimes(actor: Actor, event: EventFacts, now: Date): boolean {
    return actor.isAdmin || (refereesEvent(actor, event) && isWithinRefereeWindow(event, now));
  },

  /** `event` is the time's event (null for a casual time). */
  mayDelete(actor: Actor, time: TimeFacts, event: EventFacts | null, now: Date): boolean {
    if (actor.isAdmin) return true;
    if (time.official) return event !== null && timePolicy.mayDeleteEventTimes(actor, event, now);
    return time.userId === actor.id;
  },

  /**
   * Putting back a time the actor could delete now (Delete Times' Undo): the same rule as deleting
   * it, so a referee restores their event's times while its window lasts and nothing else.
   */
  mayRestore(actor: Actor, time: TimeFacts, event: EventFacts | null, now: Date): boolean {
    return timePolicy.mayDelete(actor, time, event, now);
  },
};
