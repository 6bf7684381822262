import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Location } from '../../../../shared/schemas/location';
import { LoadingCard, RecordErrorCard } from '../../../components/LoadingCard';
import { useLocationByPath } from '../api/location';

/** Loads the course named by the route's `:path`, with its loading and not-found/error states. */
export function CourseFromPath({
  loadingLabel,
  children,
}: {
  loadingLabel: string;
  children: (course: Location) => ReactNode;
}) {
  const { path = '' } = useParams();
  const location = useLocationByPath(path);
  if (location.isPending) return <LoadingCard label={loadingLabel} />;
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
  return children(location.data);
}
