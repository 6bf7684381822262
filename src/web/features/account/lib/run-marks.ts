import type { ObstacleMark } from '../../../../shared/event-format';
import { formatDuration } from '../../../../shared/format';
import type { OwnRun } from '../../../../shared/schemas/leaderboard';

/** A referee's mark as My Results lists it: its obstacle's place in the course (1 = the first). */
interface NumberedMark extends ObstacleMark {
  obstacle: number;
}

/** The marks in course order, numbered from 1 (the server sends them in course order). */
export function numberedMarks(obstacles: readonly ObstacleMark[]): NumberedMark[] {
  return obstacles.map((mark, index) => ({ ...mark, obstacle: index + 1 }));
}

/** 'Obstacles 2 and 4' / 'Obstacles 1, 2 and 4'. */
function numbersText(numbers: number[]): string {
  const last = numbers.at(-1);
  return numbers.length === 1 ? String(last) : `${numbers.slice(0, -1).join(', ')} and ${last}`;
}

/**
 * A marked run in one line: 'Obstacle 3 failed at 0:20.00' (an obstacles event stops at the first
 * fail; a penalty event with one), 'Obstacles 2 and 4 failed' (a penalty event with several), or 'All
 * 5 obstacles cleared'. Null for a run without marks.
 */
export function marksHeadline(obstacles: readonly ObstacleMark[]): string | null {
  if (obstacles.length === 0) return null;
  const failed = numberedMarks(obstacles).filter((mark) => !mark.cleared);
  if (failed.length === 0)
    return obstacles.length === 1 ? 'The obstacle cleared' : `All ${obstacles.length} obstacles cleared`;
  if (failed.length === 1) return `Obstacle ${failed[0].obstacle} failed at ${formatDuration(failed[0].ms)}`;
  return `Obstacles ${numbersText(failed.map((mark) => mark.obstacle))} failed`;
}

/** A penalty event's run with a penalty: 'Penalty +60 s, total 2:02.34'; null without one. */
export function penaltyLine(run: Pick<OwnRun, 'penaltyMs' | 'rankedMs'>): string | null {
  if (run.penaltyMs <= 0) return null;
  return `Penalty +${Math.round(run.penaltyMs / 1000)} s, total ${formatDuration(run.rankedMs)}`;
}

/** One mark in the list, after its obstacle's number: 'cleared 0:05.00' / 'failed 0:20.00'. */
export const markText = (mark: ObstacleMark) =>
  `${mark.cleared ? 'cleared' : 'failed'} ${formatDuration(mark.ms)}`;
