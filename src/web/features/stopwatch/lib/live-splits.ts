import type { MySplits } from '../../../../shared/schemas/leaderboard';
import { type ComparedSplit, compareSplits, type EarlierRuns } from '../../../../shared/splits';
import type { TakenSplit } from '../../../lib/timing/run-splits';
import type { RunObstacle } from '../../../lib/timing/stopwatch';

const NOTHING_EARLIER: EarlierRuns = { personalBest: null, bestSegments: [] };

/**
 * What a run on `course` is compared with while it goes: the member's personal best and best
 * segments, when they were timed over the same obstacles in the same order (a course changed since
 * has nothing to compare with yet); nothing for a guest or while they load.
 */
export function earlierRunsFor(mine: MySplits | undefined, course: readonly RunObstacle[]): EarlierRuns {
  const pb = mine?.personalBest;
  if (!pb || pb.splits.length !== course.length) return NOTHING_EARLIER;
  const same = (list: readonly { equipmentId: number }[]) =>
    list.length === course.length &&
    list.every((entry, position) => entry.equipmentId === course[position]?.equipmentId);
  if (!same(pb.splits)) return NOTHING_EARLIER;
  return { personalBest: pb.splits, bestSegments: same(mine.bestSegments) ? mine.bestSegments : [] };
}

/** A closed segment of the running (or stopped) run, with its obstacle's name and how it compares. */
export type LiveSplit = ComparedSplit & { name: string };

/** The segments closed so far against the earlier runs: deltas and gold as the save will answer them. */
export function liveSplits(taken: readonly TakenSplit[], earlier: EarlierRuns): LiveSplit[] {
  const compared = compareSplits(
    taken.map(({ obstacle, ms }) => ({ equipmentId: obstacle.equipmentId, ms })),
    earlier,
  );
  return compared.map((split, position) => ({ ...split, name: taken[position]?.obstacle.name ?? '' }));
}
