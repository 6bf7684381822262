import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../routes';
import { useAdminLocation } from '../api/locations';
import { LocationSign } from '../components/LocationSign';
import signClasses from '../components/LocationSign.module.css';
import { locationTexts } from '../texts';

/**
 * /Admin/Locations/Sign/{path} (issue 11, beyond docs/spec.md): a printable sign for the course, so
 * a visitor scans it and times a run. Disabled locations too (a sign can be printed before opening).
 * Everything but the sign itself is marked noPrint, so the paper shows only the sign.
 */
export default function LocationSignPage({ title }: AdminPageProps) {
  const { path = '' } = useParams();
  const location = useAdminLocation(path);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" className={signClasses.noPrint}>
        <Title order={1}>{title}</Title>
        <Anchor component={Link} to={paths.admin.locations.manage}>
          Manage locations
        </Anchor>
      </Group>
      <QueryState
        query={location}
        loading="Loading location…"
        empty={`There is no location at “${path}”.`}
        isEmpty={(found) => found === null}
      >
        {(found) =>
          found && (
            <>
              <Group className={signClasses.noPrint}>
                <Button leftSection={<IconPrinter aria-hidden="true" />} onClick={() => window.print()}>
                  {locationTexts.print}
                </Button>
              </Group>
              <LocationSign location={found} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
