import { useEffect, useState } from 'react';

/**
 * Date.now(), refreshed every animation frame while `running`. Only the repaint depends on frames:
 * the elapsed time itself always comes from the stored timestamps.
 */
export function useFrameClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    let frame = 0;
    const tick = () => {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running]);
  return now;
}
