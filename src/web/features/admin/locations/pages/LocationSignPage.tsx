import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../routes';
import { LocationFromPath } from '../components/LocationFromPath';
import { LocationSign } from '../components/LocationSign';
import signClasses from '../components/LocationSign.module.css';
import { locationTexts } from '../texts';

/**
 * /Admin/Locations/Sign/{path} (issue 11, beyond docs/spec.md): a printable sign for the course, so
 * a visitor scans it and times a run. Disabled locations too (a sign can be printed before opening).
 */
export default function LocationSignPage({ title }: AdminPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" className={signClasses.noPrint}>
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          <Anchor component={Link} to={paths.admin.locations.manage}>
            Manage locations
          </Anchor>
          <Button leftSection={<IconPrinter aria-hidden="true" />} onClick={() => window.print()}>
            {locationTexts.print}
          </Button>
        </Group>
      </Group>
      <LocationFromPath>{(location) => <LocationSign location={location} />}</LocationFromPath>
    </Stack>
  );
}
