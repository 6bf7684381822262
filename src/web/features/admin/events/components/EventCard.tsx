import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconTrash } from '@tabler/icons-react';
import { formatEventWhen } from '../../../../../shared/format';
import type { Event } from '../../../../../shared/schemas/event';
import { eventTexts } from '../texts';
import { EventLinks } from './EventLinks';

/** One event on the Manage screen: name, location, dates, its links, and Remove in remove mode. */
export function EventCard({ event, onRemove }: { event: Event; onRemove?: (event: Event) => void }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={event.name}>
      <Stack gap="xs">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {event.name}
        </Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm">{event.location.name}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm">{formatEventWhen(event)}</Text>
        </Group>
        <Group gap="sm">
          <EventLinks event={event} show={['single', 'edit']} />
          {onRemove && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              aria-label={`${eventTexts.remove} ${event.name}`}
              onClick={() => onRemove(event)}
            >
              {eventTexts.remove}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
