import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { useEventByPath } from '../../../../api/events';
import { QueryState } from '../../../../components/QueryState';
import { eventTexts } from '../texts';

/**
 * The Single and Edit screens' frame: the title, then the event named by the address's {path} through
 * QueryState (loading card, 'Event not found' on a 404, Try again on other failures).
 */
export function EventRecordPage({
  title,
  children,
}: {
  title: string;
  children: (event: Event) => ReactNode;
}) {
  const { path = '' } = useParams();
  const event = useEventByPath(path);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <QueryState
        query={event}
        loading={eventTexts.loadingEvent}
        record={{ noun: eventTexts.eventNoun, missing: eventTexts.eventMissing }}
      >
        {children}
      </QueryState>
    </Stack>
  );
}
