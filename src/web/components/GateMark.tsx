import { IconCamera } from '@tabler/icons-react';
import { boardTexts } from '../../shared/messages';
import type { TimingMethod } from '../../shared/timing-method';
import classes from './Leaderboard.module.css';

/**
 * The small mark of a run a camera gate timed and the server witnessed (docs/timing.md, "Trust"): an
 * image named "Timed by camera gate" (its tooltip too), nothing for any other run, a gate run saved
 * without signal included, since a board's mark is what a club trusts. Sized to the text so a row
 * keeps its height.
 */
export function GateMark({ timingMethod, witnessed }: { timingMethod: TimingMethod; witnessed: boolean }) {
  if (timingMethod !== 'gate' || !witnessed) return null;
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
