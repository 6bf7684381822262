import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconStopwatch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageTexts } from '../../../../shared/messages';
import type { Location } from '../../../../shared/schemas/location';
import { LocationBoards } from '../../../components/LocationBoards';
import { paths } from '../../../lib/paths';
import { CourseFromPath } from '../components/CourseFromPath';
import { ObstacleList } from '../components/ObstacleList';

export default function LocationPage() {
  return (
    <CourseFromPath loadingLabel="Loading course…">
      {(course) => <CourseDetails course={course} />}
    </CourseFromPath>
  );
}

function CourseDetails({ course }: { course: Location }) {
  const { id, name, location: address, gMapsUrl } = course;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{name}</Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            {address}{' '}
            <Anchor href={gMapsUrl} target="_blank" rel="noopener noreferrer">
              View on map<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Text>
        </Group>
      </Stack>

      <Button
        component={Link}
        to={paths.stopwatch(id)}
        size="xl"
        leftSection={<IconStopwatch aria-hidden="true" />}
        fullWidth
        maw={480}
      >
        {pageTexts.timeARun}
      </Button>

      <section aria-labelledby="obstacles-heading">
        <Title order={2} id="obstacles-heading" mb="sm">
          Obstacles
        </Title>
        <ObstacleList locationId={id} />
      </section>

      <section aria-labelledby="leaderboards-heading">
        <Title order={2} id="leaderboards-heading" mb="sm">
          Leaderboards
        </Title>
        <LocationBoards locationId={id} />
      </section>
    </Stack>
  );
}
