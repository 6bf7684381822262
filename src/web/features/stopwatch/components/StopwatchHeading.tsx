import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageTexts } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { paths } from '../../../lib/paths';

/** Back to the course, and the page's title. */
export function StopwatchHeading({ course }: { course: LocationRef }) {
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={course.path ? paths.location(course.path) : paths.home}
        size="sm"
        mih={48}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={14} aria-hidden="true" /> {course.name}
      </Anchor>
      <Title order={1}>{pageTexts.timeARun}</Title>
    </Stack>
  );
}
