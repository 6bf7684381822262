import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Location } from '../../../../shared/schemas/location';
import { useLocationByPath } from '../../../api/locations';
import { QueryState } from '../../../components/QueryState';

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
  return (
    <QueryState
      query={location}
      loading={loadingLabel}
      record={{ noun: 'location', missing: `There is no open location at “${path}”.` }}
    >
      {children}
    </QueryState>
  );
}
