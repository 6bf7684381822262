import type { PendingSave } from './pending-save';

/** A minute before the tests start, to the second: a kept run the server still takes. */
const FINISHED_MS = Math.floor(Date.now() / 1000) * 1000 - 60_000;

/**
 * A queued member save of a 1:05.43 run at location 3 that finished `finishedMs` (a minute before the
 * tests start unless given), for the queue and sender tests.
 */
export function pendingSave(
  runId: string,
  ownerId = '7',
  queuedAt = Date.now(),
  finishedMs = FINISHED_MS,
): PendingSave {
  return {
    runId,
    ownerId,
    endpoint: 'member',
    body: {
      locationId: 3,
      timeStarted: new Date(finishedMs - 65_430).toISOString(),
      timeCompleted: new Date(finishedMs).toISOString(),
      duration: 65_430,
    },
    queuedAt,
  };
}

/** The same run recorded by a referee for competitor 12 at event 5. */
export function refereeSave(runId: string, ownerId = '7', queuedAt = Date.now()): PendingSave {
  const member = pendingSave(runId, ownerId, queuedAt);
  return { ...member, endpoint: 'referee', body: { ...member.body, userId: 12, eventId: 5 }, label: 'sam' };
}
