import { useCallback, useEffect, useState } from 'react';
import type { Competitor } from '../../../../shared/schemas/referee';
import { browserStorage, loadStopwatch, newRunId, statusOf } from '../../../lib/timing/stopwatch';
import {
  addLane,
  type Lane,
  laneStopwatchKey,
  loadLanes,
  persistLanes,
  placeCompetitor,
  recordSaved,
  removeLane,
  setCompetitor,
} from '../lib/lanes';
import type { LastSaved } from '../lib/last-saved';

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
  const saved = useCallback(
    (id: string, last: LastSaved) => setLanes((current) => recordSaved(current, id, last)),
    [],
  );
  /** A member just added from a lane's search: into that lane if it is still free (lanes.ts). */
  const place = useCallback(
    (laneId: string | null, competitor: Competitor) => {
      const storage = browserStorage();
      const isIdle = (id: string) =>
        !storage || statusOf(loadStopwatch(storage, laneStopwatchKey(eventId, id))) === 'idle';
      setLanes((current) => placeCompetitor(current, laneId, competitor, newRunId(), isIdle));
    },
    [eventId],
  );
  return { lanes, add, remove, choose, saved, place };
}
