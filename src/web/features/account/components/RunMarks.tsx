import { Text, VisuallyHidden } from '@mantine/core';
import type { OwnRun } from '../../../../shared/schemas/leaderboard';
import { resultsTexts } from '../lib/results-texts';
import { marksHeadline, markText, numberedMarks, penaltyLine } from '../lib/run-marks';
import classes from './RunMarks.module.css';

/**
 * A referee's marks of a run's obstacles (an obstacles or penalty event): the one-line summary, the
 * penalty when there is one, then every mark in course order, wrapping to fit a phone. Nothing for a
 * run without marks.
 */
export function RunMarks({ run }: { run: Pick<OwnRun, 'obstacles' | 'penaltyMs' | 'rankedMs'> }) {
  const headline = marksHeadline(run.obstacles);
  if (headline === null) return null;
  const penalty = penaltyLine(run);
  return (
    <div data-testid="run-marks">
      <Text size="sm" fw={600}>
        {headline}
      </Text>
      {penalty && <Text size="sm">{penalty}</Text>}
      <ol className={classes.marks} aria-label={resultsTexts.marks}>
        {numberedMarks(run.obstacles).map((mark) => (
          <li
            key={mark.obstacle}
            className={mark.cleared ? classes.mark : `${classes.mark} ${classes.failed}`}
          >
            <VisuallyHidden>{resultsTexts.obstacle} </VisuallyHidden>
            <span className={classes.number}>{mark.obstacle}</span> {markText(mark)}
          </li>
        ))}
      </ol>
    </div>
  );
}
