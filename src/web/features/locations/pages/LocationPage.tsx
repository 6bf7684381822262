import { Anchor, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCamera, IconMapPin, IconStopwatch } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTexts } from '../../../../shared/messages';
import type { Location } from '../../../../shared/schemas/location';
import { useSiteEquipment } from '../../../api/locations';
import { LoadingCard } from '../../../components/LoadingCard';
import { LocationBoards } from '../../../components/LocationBoards';
import { highlightFrom, paths } from '../../../lib/paths';
import { CourseFromPath } from '../components/CourseFromPath';
import { FastestLegend, ObstacleList } from '../components/ObstacleList';
import { locationTexts } from '../texts';

export default function LocationPage() {
  return (
    <CourseFromPath loadingLabel="Loading course…">
      {(course) => <CourseDetails course={course} />}
    </CourseFromPath>
  );
}

/**
 * Name, address and Time a run, then the course's obstacles as compact rows and the boards, so a
 * phone reaches both within about a screen.
 */
function CourseDetails({ course }: { course: Location }) {
  const { id, name, path, location: address, gMapsUrl } = course;
  const [search] = useSearchParams();
  const obstacles = useSiteEquipment(id);
  // A marked row (the stopwatch's link after a save) is scrolled to as its board appears; the
  // obstacle list above it must have its final height by then, or it pushes the row off the screen
  // (Safari keeps no scroll anchor).
  const holdBoards = highlightFrom(search) !== null && obstacles.isPending;
  return (
    <Stack gap="xl">
      <Stack gap="xs" component="section" aria-labelledby="location-heading">
        <Title order={1} id="location-heading">
          {name}
        </Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            {address}{' '}
            <Anchor href={gMapsUrl} target="_blank" rel="noopener noreferrer">
              View on map<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Text>
        </Group>
        {course.gateOnly && <GateOnlyNote />}
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
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm" mb="sm">
          <Title order={2} id="obstacles-heading">
            Obstacles
          </Title>
          <Suspense fallback={null}>
            <FastestLegend locationId={id} />
          </Suspense>
        </Group>
        <ObstacleList locationId={id} coursePath={path} />
      </section>

      <section aria-labelledby="leaderboards-heading">
        <Title order={2} id="leaderboards-heading" mb="sm">
          Leaderboards
        </Title>
        {holdBoards ? (
          <LoadingCard label="Loading the boards…" />
        ) : (
          <LocationBoards locationId={id} gateOnly={course.gateOnly} timeZone={course.timeZone} />
        )}
      </section>
    </Stack>
  );
}

/**
 * A gate-only course says so before a visitor times a run (docs/timing.md, "Trust"), not only under
 * its Social board further down.
 */
function GateOnlyNote() {
  return (
    <Stack gap={4} align="flex-start">
      <Badge size="lg" variant="light" leftSection={<IconCamera size={16} aria-hidden="true" />}>
        {locationTexts.gateOnly}
      </Badge>
      <Text size="sm">{locationTexts.gateOnlyReason}</Text>
    </Stack>
  );
}
