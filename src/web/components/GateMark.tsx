import { IconCamera } from '@tabler/icons-react';
import { boardTexts } from '../../shared/messages';
import type { TimingMethod } from '../../shared/timing-method';
import classes from './Leaderboard.module.css';

/**
 * The small mark of a run a camera gate timed: an image named "Timed by camera gate" (its tooltip
 * too), nothing for a run timed any other way. Sized to the text so a row keeps its height.
 */
export function GateMark({ timingMethod }: { timingMethod: TimingMethod }) {
  if (timingMethod !== 'gate') return null;
  return (
    <IconCamera
      size={14}
      stroke={1.75}
      role="img"
      aria-label={boardTexts.timedByGate}
      title={boardTexts.timedByGate}
      className={classes.gateMark}
      data-testid="gate-mark"
    />
  );
}
