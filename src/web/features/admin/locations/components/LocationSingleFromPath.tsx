import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { QueryState } from '../../../../components/QueryState';
import { useAdminLocation } from '../api/locations';

/**
 * A screen about the location named by the route's `:path` (Single, Time): the screen's title, then
 * the location (disabled ones too: admins still manage them) through its loading, error and "no such
 * location" states, its name as the heading over `children`.
 */
export function LocationSingleFromPath({
  title,
  children,
}: {
  title: string;
  children: (location: Location) => ReactNode;
}) {
  const { path = '' } = useParams();
  const location = useAdminLocation(path);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <QueryState
        query={location}
        loading="Loading location…"
        empty={`There is no location at “${path}”.`}
        isEmpty={(found) => found === null}
      >
        {(found) =>
          found && (
            <Stack gap="xl">
              <Title order={2} style={{ overflowWrap: 'anywhere' }}>
                {found.name}
              </Title>
              {children(found)}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
