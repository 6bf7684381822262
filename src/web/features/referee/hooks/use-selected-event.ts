import { useCallback, useState } from 'react';
import type { Event } from '../../../../shared/schemas/event';
import { browserStorage } from '../../../lib/timing/stopwatch';
import { initialEvent } from '../lib/event-choice';
import { loadSelectedEvent, persistSelectedEvent } from '../lib/lanes';

/**
 * Record Times' chosen event: on arrival the one running now (lib/event-choice.ts), else the one
 * remembered across reloads while it is still one of `events`.
 */
export function useSelectedEvent(events: readonly Event[]) {
  const [eventId, setEventId] = useState<number | null>(() => {
    const storage = browserStorage();
    return initialEvent(events, storage ? loadSelectedEvent(storage) : null, new Date());
  });
  const choose = useCallback((next: number | null) => {
    setEventId(next);
    const storage = browserStorage();
    if (storage) persistSelectedEvent(storage, next);
  }, []);
  const event = events.find((candidate) => candidate.id === eventId) ?? null;
  return { event, choose };
}
