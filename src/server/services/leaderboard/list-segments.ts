import type { Period } from '../../../shared/limits';
import { queryRows } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Deps } from '../deps';
import { periodStart } from './period';
import { type SegmentRecord, segmentsQuery } from './segments-sql';
import { type CourseObstacle, courseKey, readLocationCourse } from './split-course';

/** One obstacle of the course with its fastest segments, one per competitor, fastest first. */
export interface ObstacleSegments extends CourseObstacle {
  rows: SegmentRecord[];
}

/**
 * Per obstacle of a location's course, in course order, each competitor's fastest segment over the
 * period, up to `limit` competitors: "fastest on the monkey bars". Only runs timed over the current
 * obstacle order count. A location that is unknown or disabled is a 404, as its public page is.
 */
export async function listSegments(
  { db, now }: Deps<'db' | 'now'>,
  { locationId, period, limit }: { locationId: number; period: Period; limit: number },
): Promise<ObstacleSegments[]> {
  const { disabled, course } = await readLocationCourse(db, locationId);
  if (disabled) throw notFound('Location');
  if (course.length === 0) return [];
  const rows = await queryRows<SegmentRecord & { position: number }>(
    db,
    segmentsQuery(
      {
        locationId,
        course: courseKey(course.map((obstacle) => obstacle.equipmentId)),
        obstacles: course.length,
        since: periodStart(period, now),
        limit,
      },
      // A year or all time holds most of the course's rows: walk the fastest instead of reading them.
      period === 'all' || period === 'year',
    ),
  );
  const byPosition = course.map((obstacle): ObstacleSegments => ({ ...obstacle, rows: [] }));
  for (const { position, ...row } of rows) byPosition[position]?.rows.push(row);
  return byPosition;
}
