import { Navigate, useParams } from 'react-router';
import { LoadingCard, RecordErrorCard } from '../../../components/LoadingCard';
import { useLocationByPath } from '../api/location';

/**
 * /Locations/View/:path/RecordTime — where an empty board's relative ./RecordTime invitation (SPEC)
 * lands; sends the visitor on to that course's stopwatch.
 */
export default function RecordTimePage() {
  const { path = '' } = useParams();
  const location = useLocationByPath(path);
  if (location.isPending) return <LoadingCard label="Opening the stopwatch…" />;
  if (location.isError) {
    return (
      <RecordErrorCard
        noun="course"
        missing={`There is no open course at “${path}”.`}
        error={location.error}
        onRetry={() => location.refetch()}
      />
    );
  }
  return <Navigate to={`/Locations/View/${location.data.id}/Stopwatch`} replace />;
}
