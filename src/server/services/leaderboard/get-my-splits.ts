import { type BestSegment, possibleTimeSave, sumOfBest, type TimeSave } from '../../../shared/splits';
import type { Deps, SignedIn } from '../deps';
import { courseKey, readLocationCourse } from './split-course';
import { readSplitHistory, type SplitHistory } from './split-history';

/** A member's splits on a course: their personal best, best segments and what the sum says. */
export interface MySplitsSummary {
  personalBest: SplitHistory['personalBest'];
  bestSegments: BestSegment[];
  sumOfBest: number | null;
  possibleTimeSave: TimeSave[];
}

/**
 * The signed-in member's runs with splits at `locationId`, over the course's current obstacle order
 * only (a run timed over an older order compares with nothing now). A disabled location still
 * answers: the runs are the member's own. An unknown one is a 404.
 */
export async function getMySplits(
  { db, actor }: Deps<'db'> & SignedIn,
  { locationId }: { locationId: number },
): Promise<MySplitsSummary> {
  const course = (await readLocationCourse(db, locationId)).course.map((obstacle) => obstacle.equipmentId);
  const history = await readSplitHistory(db, { userId: actor.id, locationId, course: courseKey(course) });
  return {
    personalBest: history.personalBest,
    bestSegments: history.bestSegments,
    sumOfBest: sumOfBest(history.bestSegments),
    possibleTimeSave: history.personalBest
      ? possibleTimeSave(history.personalBest.splits, history.bestSegments)
      : [],
  };
}
