import { type CSSProperties, useState } from 'react';
import classes from './HoldBar.module.css';

/**
 * A bar along the foot of a button that runs out over `ms` (as given when it appears; later renders
 * do not restart it): the button holds, its double-tap guard ignoring presses, until then. Put it
 * inside the button; a new `key` starts it again.
 */
export function HoldBar({ ms }: { ms: number }) {
  const [duration] = useState(ms);
  return (
    <span className={classes.bar} style={{ '--hold': `${duration}ms` } as CSSProperties} aria-hidden="true" />
  );
}
