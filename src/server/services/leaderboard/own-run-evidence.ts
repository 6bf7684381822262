import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { ObstacleMark } from '../../../shared/event-format';
import { gatePairings, times } from '../../db/schema/index';
import type { Deps } from '../deps';
import { readMarksOfTimes } from './record-marks';

/**
 * What a runner sees of a run beyond its time: why an admin took it off the boards, its crossing
 * photos, a referee's marks of its obstacles.
 */
export interface RunEvidence {
  removedReason: string | null;
  photos: { start: string | null; finish: string | null } | null;
  obstacles: ObstacleMark[];
}

/**
 * The removal reasons, crossing photos and marks of the member's runs among `timeIds`, by time id; a
 * run with none of them is left out. Apart from the board query, so the board rule's SQL stays
 * the boards' alone.
 */
export async function ownRunEvidence(
  { db }: Deps<'db'>,
  { userId, timeIds }: { userId: number; timeIds: number[] },
): Promise<Map<number, RunEvidence>> {
  if (timeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: times.id,
      removedReason: times.removedReason,
      marked: isNotNull(times.courseObstacles),
      pairingId: gatePairings.id,
      start: gatePairings.startPhotoUrl,
      finish: gatePairings.finishPhotoUrl,
    })
    .from(times)
    .leftJoin(gatePairings, eq(gatePairings.id, times.gatePairingId))
    .where(
      and(
        eq(times.userId, userId),
        inArray(times.id, timeIds),
        or(isNotNull(times.removedAt), isNotNull(times.gatePairingId), isNotNull(times.courseObstacles)),
      ),
    );
  const marks = await readMarksOfTimes(
    db,
    rows.filter((row) => row.marked).map((row) => row.id),
  );
  const evidence = new Map<number, RunEvidence>(
    rows.map((row) => [
      row.id,
      {
        removedReason: row.removedReason,
        photos: row.pairingId === null ? null : { start: row.start, finish: row.finish },
        obstacles: marks.get(row.id) ?? [],
      },
    ]),
  );
  return evidence;
}
