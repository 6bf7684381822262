import { Badge, Button, Card, Group, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Location } from '../../../../../shared/schemas/location';
import { paths } from '../../../../lib/paths';
import { locationTexts } from '../texts';

interface LocationCardsProps {
  locations: Location[];
  /** Remove mode (/Admin/Locations/Remove): each active location offers Remove. */
  onRemove?: (location: Location) => void;
}

/** Where each card links: the location's Single, Edit, Times and QR sign screens. */
const recordLinks = (path: string) => [
  { label: locationTexts.details, to: paths.admin.locations.single(path) },
  { label: locationTexts.edit, to: paths.admin.locations.edit(path) },
  { label: locationTexts.times, to: paths.admin.locations.times(path) },
  { label: locationTexts.sign, to: paths.admin.locations.sign(path) },
];

/** The Manage screen's grid: one card per location, disabled ones marked. */
export function LocationCards({ locations, onRemove }: LocationCardsProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      aria-label="Locations"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {locations.map((location) => (
        <LocationCard key={location.id} location={location} onRemove={onRemove} />
      ))}
    </SimpleGrid>
  );
}

function LocationCard({
  location,
  onRemove,
}: {
  location: Location;
  onRemove?: LocationCardsProps['onRemove'];
}) {
  const headingId = `location-${location.id}`;
  // Each link's name says which location it opens ('Edit Bondi Park'), for screen-reader link lists.
  const forName = <VisuallyHidden>{` ${location.name}`}</VisuallyHidden>;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {location.name}
        </Title>
        {location.disabled && (
          <Badge color="gray" variant="filled" style={{ flexShrink: 0 }}>
            {locationTexts.disabled}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {location.location}
      </Text>
      <Group gap="xs">
        {recordLinks(location.path).map(({ label, to }) => (
          <Button key={label} component={Link} to={to} variant="light" size="sm">
            {label}
            {forName}
          </Button>
        ))}
        {onRemove && !location.disabled && (
          <Button color="red" variant="light" size="sm" onClick={() => onRemove(location)}>
            {locationTexts.remove}
            {forName}
          </Button>
        )}
      </Group>
    </Card>
  );
}
