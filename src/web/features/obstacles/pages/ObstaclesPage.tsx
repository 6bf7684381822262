import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { Location } from '../../../../shared/schemas/location';
import { QueryState } from '../../../components/QueryState';
import { OBSTACLE_PARAMS, paths } from '../../../lib/paths';
import { useTipsSet } from '../api/tips';
import { EquipmentCarousel } from '../components/EquipmentCarousel';

/**
 * Tips & Rules. From the menu, every obstacle by name; opened from a course (?location=<path>, kept
 * in the address so a reload or a shared link keeps it), that course's obstacles in course order and a
 * way back to the course.
 */
export default function ObstaclesPage() {
  const [searchParams] = useSearchParams();
  const coursePath = searchParams.get(OBSTACLE_PARAMS.course)?.trim() || null;
  const tips = useTipsSet(coursePath);
  const course = tips.data?.course ?? null;
  return (
    <Stack gap="lg">
      {/* Room for the way back while the course loads, so the heading below does not move. */}
      {coursePath !== null && (tips.isPending || course) && (
        <Box mih={48} mb={-8}>
          {course && <BackToCourse course={course} />}
        </Box>
      )}
      <Title order={1}>Tips &amp; Rules</Title>
      <QueryState
        query={tips}
        loading="Loading tips and rules…"
        empty={messages.noEquipment}
        isEmpty={(set) => set.items.length === 0}
      >
        {(set) => (
          <>
            {set.course && (
              <Text
                c="dimmed"
                mt={-8}
              >{`The obstacles of ${set.course.name}, in the order you run them.`}</Text>
            )}
            {/* A new set of slides (another course, or none) starts its own carousel. */}
            <EquipmentCarousel key={set.course?.path ?? ''} items={set.items} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function BackToCourse({ course }: { course: Location }) {
  return (
    <Anchor
      component={Link}
      to={paths.location(course.path)}
      mih={48}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconChevronLeft size={20} aria-hidden="true" />
      {`Back to ${course.name}`}
    </Anchor>
  );
}
