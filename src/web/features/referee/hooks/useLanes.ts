import { useCallback, useEffect, useState } from 'react';
import type { Competitor } from '../../../../shared/schemas/referee';
import { browserStorage, newRunId } from '../../../lib/timing/stopwatch';
import { addLane, type Lane, loadLanes, persistLanes, removeLane, setCompetitor } from '../lib/lanes';

/** One event's lanes, kept in browser storage (with their competitors) so a reload keeps them. */
export function useLanes(eventId: number) {
  const [lanes, setLanes] = useState<Lane[]>(() => {
    const storage = browserStorage();
    return storage ? loadLanes(storage, eventId, newRunId) : [{ id: newRunId(), competitor: null }];
  });

  useEffect(() => {
    const storage = browserStorage();
    if (storage) persistLanes(storage, eventId, lanes);
  }, [eventId, lanes]);

  // Functional updates: a lane clears its competitor after an awaited save, when `lanes` may be stale.
  const add = useCallback(() => setLanes((current) => addLane(current, newRunId())), []);
  const remove = useCallback((id: string) => setLanes((current) => removeLane(current, id)), []);
  const choose = useCallback(
    (id: string, competitor: Competitor | null) =>
      setLanes((current) => setCompetitor(current, id, competitor)),
    [],
  );
  return { lanes, add, remove, choose };
}
