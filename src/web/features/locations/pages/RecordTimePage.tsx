import { Navigate, useParams } from 'react-router';
import { ErrorCard, LoadingCard } from '../../../components/LoadingCard';
import { useLocationByPath } from '../api/location';

/**
 * /Locations/View/:path/RecordTime — where an empty board's relative ./RecordTime invitation (SPEC)
 * lands; sends the visitor on to that course's stopwatch.
 */
export default function RecordTimePage() {
  const { path = '' } = useParams();
  const location = useLocationByPath(path);
  if (location.isPending) return <LoadingCard label="Opening the stopwatch…" />;
  if (location.isError) return <ErrorCard error={location.error} onRetry={() => location.refetch()} />;
  return <Navigate to={`/Locations/View/${location.data.id}/Stopwatch`} replace />;
}
