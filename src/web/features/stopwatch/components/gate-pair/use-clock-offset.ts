import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClockOffset } from '../../../../../shared/gate/clock-offset';
import { syncClock } from '../../../../lib/gate/clock-sync';

export type ClockReading =
  | { status: 'measuring' }
  | { status: 'ready'; offset: ClockOffset }
  | { status: 'failed' };

/**
 * This phone's offset to the server's clock, measured on mount and again on request. Only the
 * latest measurement's answer is shown; one that ends after a newer one started (or after unmount)
 * is dropped. `last` is the latest offset measured at all, which the run's clock on screen keeps
 * using while the phone syncs again (a crossing waits for a fresh one).
 */
export function useClockOffset(): { clock: ClockReading; measure: () => void; last: ClockOffset | null } {
  const [clock, setClock] = useState<ClockReading>({ status: 'measuring' });
  const [last, setLast] = useState<ClockOffset | null>(null);
  const latest = useRef(0);
  const measure = useCallback(() => {
    latest.current += 1;
    const mine = latest.current;
    setClock({ status: 'measuring' });
    syncClock().then(
      (offset) => {
        if (latest.current !== mine) return;
        setClock({ status: 'ready', offset });
        setLast(offset);
      },
      () => latest.current === mine && setClock({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    measure();
    return () => {
      latest.current += 1;
    };
  }, [measure]);
  return { clock, measure, last };
}
