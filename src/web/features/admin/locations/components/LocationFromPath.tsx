import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { ErrorCard } from '../../../../components/LoadingCard';
import { QueryState } from '../../../../components/QueryState';
import { useAdminLocation } from '../api/locations';
import { locationTexts } from '../texts';

/**
 * The location named by the address's `:path` (disabled ones too), through its loading, error and
 * not-found states; `children` gets the location once it is there.
 */
export function LocationFromPath({ children }: { children: (location: Location) => ReactNode }) {
  const path = useParams().path ?? '';
  const location = useAdminLocation(path);
  return (
    <QueryState query={location} loading={locationTexts.loadingOne}>
      {(found) =>
        found ? (
          children(found)
        ) : (
          <ErrorCard title="Location not found" message={locationTexts.notFound(path)} />
        )
      }
    </QueryState>
  );
}
