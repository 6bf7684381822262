import { Anchor, Badge, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../../../shared/format';
import { pageTexts } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { HtmlContent } from '../../../components/HtmlContent';
import { paths } from '../../../lib/paths';
import { isNowOn } from './event-times';

/** Name, when (AU format, on the course's clocks with the zone named), where and the event's description. */
export function EventDetails({ event, headingOrder = 2 }: { event: Event; headingOrder?: TitleOrder }) {
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={headingOrder}>{event.name}</Title>
        {isNowOn(event, Date.now()) && <Badge>{pageTexts.nowOn}</Badge>}
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={0}>
          <Text>
            <Text span fw={600}>
              Starts:{' '}
            </Text>
            {formatZonedDateTime(event.startTime, event.timeZone)}
          </Text>
          <Text>
            <Text span fw={600}>
              Ends:{' '}
            </Text>
            {formatZonedDateTime(event.endTime, event.timeZone)}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Anchor component={Link} to={paths.location(event.location.path)}>
          {event.location.name}
        </Anchor>
      </Group>
      <HtmlContent html={event.content} />
    </Stack>
  );
}
