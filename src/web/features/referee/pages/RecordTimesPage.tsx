import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { Event } from '../../../../shared/schemas/event';
import { useCourseObstacles, useLocations, useSiteEquipment } from '../../../api/locations';
import { QueryState } from '../../../components/QueryState';
import { type PendingSaves, usePendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import { invalidateAfterTimeChange, useMyEvents } from '../api/referee';
import { EventPicker } from '../components/EventPicker';
import { LaneCard } from '../components/LaneCard';
import { QueueNotice } from '../components/QueueNotice';
import { RunningStopsBar } from '../components/RunningStops';
import { useLanes } from '../hooks/use-lanes';
import { useSelectedEvent } from '../hooks/use-selected-event';
import { useStopDock } from '../hooks/use-stop-dock';
import { canAddLane, MAX_LANES } from '../lib/lanes';
import { readAddedCompetitor } from '../lib/new-competitor';
import { recordTexts } from '../lib/texts';
import type { RefereePageProps } from '../page-props';

/**
 * /Referee/RecordTimes (docs/spec.md §2, §6): pick one of my events, then per lane a competitor and a
 * stopwatch. The queue is mounted with the page, whatever else loads, so kept times go out as soon
 * as the signal returns.
 */
export default function RecordTimesPage({ title }: RefereePageProps) {
  const events = useMyEvents();
  const inlineRuns = useRef(new Set<string>()).current;
  const outbox = usePendingSaves({
    onSent: () => undefined,
    showsInline: (runId) => inlineRuns.has(runId),
    invalidate: invalidateAfterTimeChange,
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <QueueNotice outbox={outbox} />
      <QueryState query={events} loading="Loading your events…" empty={messages.noEventsFound}>
        {(list) => <RecordTimes events={list} outbox={outbox} inlineRuns={inlineRuns} />}
      </QueryState>
    </Stack>
  );
}

function RecordTimes({
  events,
  outbox,
  inlineRuns,
}: {
  events: Event[];
  outbox: PendingSaves;
  inlineRuns: Set<string>;
}) {
  const { event, choose } = useSelectedEvent(events);
  return (
    <Stack gap="lg">
      <EventPicker events={events} value={event?.id ?? null} onChange={choose} />
      {event ? (
        // Keyed: each event has its own lanes and clocks.
        <Lanes key={event.id} event={event} outbox={outbox} inlineRuns={inlineRuns} />
      ) : (
        <Text c="dimmed">Choose the event you are refereeing to record times.</Text>
      )}
    </Stack>
  );
}

function Lanes({
  event,
  outbox,
  inlineRuns,
}: {
  event: Event;
  outbox: PendingSaves;
  inlineRuns: Set<string>;
}) {
  const { lanes, add, remove, choose, saved, place } = useLanes(event.id);
  const dock = useStopDock();
  const obstacles = useCourseObstacles(event.locationId);
  const obstaclesKnown = useSiteEquipment(event.locationId).isSuccess;
  // The course's minimum, from the course list the phone keeps (a time under it is confirmed first).
  const minimumSeconds =
    useLocations().data?.find(({ id }) => id === event.locationId)?.minimumSeconds ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  // Back from Add User: the new member goes into the lane whose search found nobody, once (the
  // address's state is cleared, so a reload or Back does not place them again).
  useEffect(() => {
    const added = readAddedCompetitor(location.state);
    if (!added) return;
    place(added.laneId, added.competitor);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate, place]);
  return (
    <Stack gap="md">
      {lanes.map((lane, index) => (
        <LaneCard
          key={lane.id}
          lane={lane}
          number={index + 1}
          lanes={lanes}
          event={event}
          obstacles={obstacles}
          obstaclesKnown={obstaclesKnown}
          minimumSeconds={minimumSeconds}
          outbox={outbox}
          inlineRuns={inlineRuns}
          dock={dock}
          onChoose={choose}
          onSaved={saved}
          onRemove={remove}
        />
      ))}
      {canAddLane(lanes) && (
        <Stack gap={4}>
          <Button
            variant="default"
            h={48}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={add}
          >
            {recordTexts.addLane}
          </Button>
          <Text size="sm" c="dimmed">
            {recordTexts.lanesHelp} ({lanes.length} of {MAX_LANES})
          </Text>
        </Stack>
      )}
      <RunningStopsBar dock={dock} lanes={lanes.length} />
    </Stack>
  );
}
