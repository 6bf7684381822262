import type { PendingSave } from './pending-save';

/** A queued member save of a 1:05.43 run at location 3, for the queue and sender tests. */
export function pendingSave(runId: string, ownerId = '7', queuedAt = Date.now()): PendingSave {
  return {
    runId,
    ownerId,
    endpoint: 'member',
    body: {
      locationId: 3,
      timeStarted: '2026-05-01T01:00:00.000Z',
      timeCompleted: '2026-05-01T01:01:05.430Z',
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
