import { Navigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { CourseFromPath } from '../components/CourseFromPath';

/**
 * /Locations/View/:path/RecordTime — where an empty board's relative ./RecordTime invitation (SPEC)
 * lands; sends the visitor on to that course's stopwatch.
 */
export default function RecordTimePage() {
  return (
    <CourseFromPath loadingLabel="Opening the stopwatch…">
      {(course) => <Navigate to={paths.stopwatch(course.id)} replace />}
    </CourseFromPath>
  );
}
