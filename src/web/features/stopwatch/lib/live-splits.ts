import type { MySplits } from '../../../../shared/schemas/leaderboard';
import { type ComparedSplit, compareSplits, type EarlierRuns } from '../../../../shared/splits';
import type { TakenSplit } from '../../../lib/timing/run-splits';
import type { RunObstacle } from '../../../lib/timing/stopwatch';

const NOTHING_EARLIER: EarlierRuns = { personalBest: null, bestSegments: [] };

/**
 * What a run on `course` is compared with while it goes, as the save will answer it
 * (src/server/services/leaderboard/record-splits.ts): deltas against the personal best when it was
 * split over the same obstacles in the same order, gold against the best segments over that order
 * (even when the personal best was timed without splits); nothing for a guest, while they load, or
 * for a course changed since.
 */
export function earlierRunsFor(mine: MySplits | undefined, course: readonly RunObstacle[]): EarlierRuns {
  if (!mine) return NOTHING_EARLIER;
  const same = (list: readonly { equipmentId: number }[]) =>
    list.length === course.length &&
    list.every((entry, position) => entry.equipmentId === course[position]?.equipmentId);
  const pb = mine.personalBest;
  return {
    personalBest: pb && same(pb.splits) ? pb.splits : null,
    bestSegments: same(mine.bestSegments) ? mine.bestSegments : [],
  };
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
