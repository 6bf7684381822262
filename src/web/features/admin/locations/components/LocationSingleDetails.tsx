import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { IconClock, IconEdit, IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { paths } from '../../../../lib/paths';
import { locationTexts } from '../texts';

const statusText = (location: Location) => (location.disabled ? 'Disabled' : 'Active');

/** The location's other screens; its public page only while it is open (a disabled one has none). */
function links(location: Location) {
  const screens = paths.admin.locations;
  return [
    { label: 'Edit', to: screens.edit(location.path), Icon: IconEdit },
    { label: 'Times', to: screens.times(location.path), Icon: IconClock },
    { label: 'QR sign', to: screens.sign(location.path), Icon: IconQrcode },
    ...(location.disabled
      ? []
      : [{ label: 'Public page', to: paths.location(location.path), Icon: IconExternalLink }]),
  ];
}

/**
 * The location's details (name, address, state, time zone, minimum, which runs its boards count,
 * status) and links to its other screens.
 */
export function LocationSingleDetails({ location }: { location: Location }) {
  const facts: [string, string][] = [
    ['Name', location.name],
    ['Address', location.location],
    ['State', location.state],
    [locationTexts.timeZone, location.timeZone],
    ['Minimum seconds', location.minimumSeconds === null ? 'None' : `${location.minimumSeconds} seconds`],
    [locationTexts.boardsCount, location.gateOnly ? locationTexts.gateOnly : locationTexts.everyRun],
    ['Status', statusText(location)],
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={location.disabled ? 'gray.8' : 'course'} variant="filled" size="lg">
          {statusText(location)}
        </Badge>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="sm" wrap="wrap">
        {links(location).map(({ label, to, Icon }, index) => (
          <Button
            key={label}
            component={Link}
            to={to}
            variant={index === 0 ? 'filled' : 'default'}
            leftSection={<Icon size={18} aria-hidden="true" />}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
