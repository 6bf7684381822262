import { Anchor, Button, Card, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconDeviceTv, IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Event } from '../../../../shared/schemas/event';
import { useEventByPath } from '../../../api/events';
import { useBoardLimit } from '../../../api/leaderboard';
import { useLiveBoard } from '../../../api/live';
import { Leaderboard } from '../../../components/Leaderboard';
import { QueryState } from '../../../components/QueryState';
import { boardRule } from '../../../lib/event-board';
import { paths } from '../../../lib/paths';
import { eventBoardCsvUrl, useEventLeaderboard } from '../api/events';
import { EventDetails } from '../components/EventDetails';

/** Touch targets of at least 48 px: these are tapped on phones, often outdoors. */
const TARGET = { mih: 48 };

export default function EventPage() {
  const { path = '' } = useParams();
  const event = useEventByPath(path);
  return (
    <QueryState
      query={event}
      loading="Loading event…"
      record={{ noun: 'event', missing: `There is no event at “${path}”.` }}
    >
      {(found) => (
        <Stack gap="lg">
          <Anchor component={Link} to={paths.events(found.id)} size="sm">
            <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> All events
          </Anchor>
          <EventDetails event={found} headingOrder={1} />
          <EventBoard event={found} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The event's Comp board, kept current by its live stream, with the big screen and CSV links. No
 * period filter: the event is the period. An obstacles or penalty event says how it is scored under
 * the board's heading and shows its format's columns.
 */
function EventBoard({ event }: { event: Event }) {
  const { limit, showMore } = useBoardLimit();
  const results = useEventLeaderboard(event.id, 'all', limit);
  useLiveBoard({ eventId: event.id });
  const hasTimes = (results.data?.total ?? 0) > 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Event results">
      <Stack gap="md">
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.eventLive(event.path)}
            variant="light"
            leftSection={<IconDeviceTv size={18} aria-hidden="true" />}
            {...TARGET}
          >
            Big screen
          </Button>
          {hasTimes && (
            <Button
              component="a"
              href={eventBoardCsvUrl(event.id)}
              download={`${event.path}-results.csv`}
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              {...TARGET}
            >
              Download results (CSV)
            </Button>
          )}
        </Group>
        <QueryState query={results} loading="Loading times…">
          {(board) => (
            <Leaderboard
              title="Comp"
              rows={board.rows}
              ownRow={board.ownRow}
              more={{ total: board.total, onShowMore: showMore, loading: results.isPlaceholderData }}
              official
              headingOrder={2}
              timeZone={event.timeZone}
              format={event.format}
              note={boardRule(event) ?? undefined}
            />
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
