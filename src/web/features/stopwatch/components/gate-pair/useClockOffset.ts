import { useCallback, useEffect, useState } from 'react';
import type { ClockOffset } from '../../../../../shared/gate/clock-offset';
import { syncClock } from '../../../../lib/gate/clock-sync';

export type ClockReading =
  | { status: 'measuring' }
  | { status: 'ready'; offset: ClockOffset }
  | { status: 'failed' };

/** This phone's offset to the server's clock, measured on mount and again on request. */
export function useClockOffset(): { clock: ClockReading; measure: () => void } {
  const [clock, setClock] = useState<ClockReading>({ status: 'measuring' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // A new attempt measures again.
    void attempt;
    let current = true;
    setClock({ status: 'measuring' });
    syncClock().then(
      (offset) => current && setClock({ status: 'ready', offset }),
      () => current && setClock({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const measure = useCallback(() => setAttempt((n) => n + 1), []);
  return { clock, measure };
}
