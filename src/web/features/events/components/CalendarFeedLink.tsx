import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { apiUrl } from '../../../lib/api-base';

/** The public iCal feed of upcoming events (beyond docs/spec.md): GET /api/Event/calendar.ics. */
const CALENDAR_FEED_PATH = '/Event/calendar.ics';

/**
 * The feed's addresses: `https` for downloading or pasting into a calendar app, and `webcal`, which a
 * phone hands straight to its calendar app as a subscription. `base` resolves a relative API address.
 */
export function calendarFeedUrls(base: string): { https: string; webcal: string } {
  const feed = new URL(apiUrl(CALENDAR_FEED_PATH), base);
  return { https: feed.href, webcal: `webcal://${feed.host}${feed.pathname}${feed.search}` };
}

/** On /Events: subscribe to upcoming events in a calendar app, or fetch the .ics file. */
export function CalendarFeedLink() {
  const { https, webcal } = calendarFeedUrls(window.location.href);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calendar-feed-heading">
      <Stack gap="xs">
        <Text fw={600} id="calendar-feed-heading">
          Events calendar
        </Text>
        <Text size="sm">
          Follow upcoming events in your phone's calendar; new events appear on their own.
        </Text>
        <Group gap="sm">
          <Button component="a" href={webcal} leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}>
            Subscribe in your calendar
          </Button>
          <Button
            component="a"
            href={https}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            iCal feed (.ics)
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
