import { Anchor, Card, Center, Image, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { SiteEquipment } from '../../../../shared/schemas/location';
import { useSiteEquipment } from '../../../api/locations';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../lib/paths';

/** Cards in the first row on the widest grid: above the fold, so their images load at once. */
const EAGER_IMAGES = 3;
const IMAGE_HEIGHT = 160;

/** The course's obstacles in site order, each linking to its tips. */
export function ObstacleList({ locationId }: { locationId: number }) {
  const siteEquipment = useSiteEquipment(locationId);
  return (
    // While loading, room for about the first cards, so the leaderboards below do not jump down on
    // a phone when the list arrives.
    <QueryState
      query={siteEquipment}
      loading="Loading obstacles…"
      empty={messages.noEquipment}
      reserve={{ base: 480, md: 260 }}
    >
      {(items) => (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          component="ol"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {items.map((item, position) => (
            <ObstacleCard key={item.id} item={item} number={position + 1} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

function ObstacleCard({ item, number }: { item: SiteEquipment; number: number }) {
  const { equipment } = item;
  // The first image is the page's largest content on a phone: fetched at once and first, not lazily.
  const aboveFold = number <= EAGER_IMAGES;
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Card.Section>
        {equipment.imageUrl ? (
          <Image
            src={equipment.imageUrl}
            alt={equipment.name}
            h={IMAGE_HEIGHT}
            height={IMAGE_HEIGHT}
            fit="cover"
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={number === 1 ? 'high' : 'auto'}
          />
        ) : (
          <Center h={IMAGE_HEIGHT} bg="gray.1">
            <Text c="dimmed">{messages.noImage}</Text>
          </Center>
        )}
      </Card.Section>
      <Title order={3} size="h5" mt="sm">
        {`${number}. ${equipment.name}`}
      </Title>
      <Anchor component={Link} to={paths.obstacles(equipment.path)} size="sm">
        Tips and rules<VisuallyHidden>{` for ${equipment.name}`}</VisuallyHidden>
      </Anchor>
    </Card>
  );
}
