import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { formatDuration } from '../../../../shared/format';
import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
import { StopwatchReadout } from '../../../components/StopwatchReadout';
import type { PendingSaves } from '../../../lib/timing/hooks/usePendingSaves';
import { useStopwatch } from '../../../lib/timing/hooks/useStopwatch';
import { useGuardedPress } from '../../../lib/timing/hooks/useTapGuard';
import { useWakeLock } from '../../../lib/timing/hooks/useWakeLock';
import { elapsedMs } from '../../../lib/timing/stopwatch';
import { canRemoveLane, competitorLabel, type Lane, laneStopwatchKey } from '../lib/lanes';
import { buildRefereeSave } from '../lib/record-save';
import { recordTexts } from '../lib/texts';
import { CompetitorSearch } from './CompetitorSearch';
import { ToastLines } from './ToastLines';

export interface LaneCardProps {
  lane: Lane;
  number: number;
  lanes: readonly Lane[];
  event: Event;
  outbox: PendingSaves;
  /** Run ids whose errors a lane shows itself (the queue then shows no toast for them). */
  inlineRuns: Set<string>;
  onChoose: (laneId: string, competitor: Competitor | null) => void;
  onRemove: (laneId: string) => void;
}

/**
 * One lane: its competitor (chosen by type-ahead) and, once chosen, its own stopwatch with SAVE. A
 * save goes through the phone's queue with the run id as Idempotency-Key; once sent, or kept for a
 * later send, the lane is cleared for the next competitor (docs/spec.md §6).
 */
export function LaneCard({
  lane,
  number,
  lanes,
  event,
  outbox,
  inlineRuns,
  onChoose,
  onRemove,
}: LaneCardProps) {
  const watch = useStopwatch(laneStopwatchKey(event.id, lane.id));
  const { state, status } = watch;
  const running = status === 'running';
  useWakeLock(running);
  // The lane's own START/STOP keeps the member stopwatch's double-tap guard: a second tap within 1 s
  // of START or STOP is ignored, so a nervous double tap on STOP does not restart the clock.
  const press = useGuardedPress(watch.toggle);
  const headingId = useId();
  const saving = useRef(false);
  const saveStatus = outbox.statusOf(state.runId);
  const rejection = outbox.rejectionOf(state.runId);
  const { competitor } = lane;

  useEffect(() => {
    const { runId } = state;
    if (!runId) return;
    inlineRuns.add(runId);
    return () => {
      inlineRuns.delete(runId);
    };
  }, [state, inlineRuns]);

  // After a reload mid-save the run may already wait in the queue: it is safe there, so the lane moves on.
  useEffect(() => {
    if (saveStatus === 'kept' && status === 'stopped' && !saving.current) {
      watch.reset();
      onChoose(lane.id, null);
    }
  }, [saveStatus, status, watch, onChoose, lane.id]);

  async function save() {
    const entry = buildRefereeSave(state, competitor, event);
    if (!entry || saving.current || saveStatus === 'sending' || saveStatus === 'kept') return;
    saving.current = true;
    try {
      const outcome = await outbox.save(entry);
      if (outcome?.kind === 'kept') {
        notifications.show({
          color: 'yellow',
          message: <ToastLines lines={[entry.label ?? '', recordTexts.keptOnPhone]} />,
        });
      }
      if (outcome?.kind === 'sent' || outcome?.kind === 'kept') {
        watch.reset();
        onChoose(lane.id, null);
      }
    } finally {
      saving.current = false;
    }
  }

  const showPanel = competitor !== null || status !== 'idle';
  const canSave = status === 'stopped' && competitor !== null && elapsedMs(state, 0) > 0;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            Lane {number}
          </Title>
          {canRemoveLane(lanes, status) && (
            <Button
              variant="subtle"
              color="gray"
              h={48}
              leftSection={<IconX size={16} aria-hidden="true" />}
              aria-label={`Remove lane ${number}`}
              onClick={() => onRemove(lane.id)}
            >
              Remove
            </Button>
          )}
        </Group>

        {competitor ? (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="lane-competitor">
              {competitorLabel(competitor)}
            </Text>
            <Button variant="default" h={48} onClick={() => onChoose(lane.id, null)}>
              Change
            </Button>
          </Group>
        ) : (
          <CompetitorSearch onChoose={(chosen) => onChoose(lane.id, chosen)} />
        )}

        {showPanel && (
          <Stack gap="sm">
            <StopwatchReadout
              state={state}
              label={`Lane ${number} elapsed time`}
              testId="lane-display"
              size="lane"
            />
            <VisuallyHidden aria-live="polite">
              {running ? `Lane ${number} running` : ''}
              {status === 'stopped' ? `Lane ${number} stopped at ${formatDuration(elapsedMs(state, 0))}` : ''}
            </VisuallyHidden>
            <Group grow gap="sm">
              <Button
                size="xl"
                h={64}
                color={running ? 'red.9' : undefined}
                style={{ touchAction: 'manipulation' }}
                {...press}
              >
                {running ? 'STOP' : 'START'}
              </Button>
              <Button size="xl" h={64} variant="default" onClick={watch.reset} disabled={status === 'idle'}>
                RESET
              </Button>
            </Group>
            {status === 'stopped' && (
              <Button
                size="lg"
                h={56}
                color="blue.9"
                onClick={() => void save()}
                loading={saveStatus === 'sending'}
                disabled={!canSave}
                leftSection={<IconDeviceFloppy aria-hidden="true" />}
              >
                SAVE
              </Button>
            )}
            {status === 'stopped' && !competitor && (
              <Text size="sm" c="dimmed">
                Choose the competitor to save this time.
              </Text>
            )}
            {saveStatus === 'rejected' && rejection && (
              <Text c="red.8" role="alert">
                {rejection}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
