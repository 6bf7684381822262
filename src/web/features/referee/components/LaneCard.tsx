import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDuration } from '../../../../shared/format';
import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
import { StopwatchReadout } from '../../../components/StopwatchReadout';
import { RunActions } from '../../../lib/timing/components/RunActions';
import { useBigButton } from '../../../lib/timing/hooks/use-big-button';
import type { PendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import { useSplits } from '../../../lib/timing/hooks/use-splits';
import { useStopwatch } from '../../../lib/timing/hooks/use-stopwatch';
import { useTapGuard } from '../../../lib/timing/hooks/use-tap-guard';
import { useWakeLock } from '../../../lib/timing/hooks/use-wake-lock';
import { elapsedMs, type RunObstacle } from '../../../lib/timing/stopwatch';
import { timingTexts } from '../../../lib/timing/texts';
import { useInView } from '../hooks/use-in-view';
import { STOP_DOCK_ROOT_MARGIN, type StopDock } from '../hooks/use-stop-dock';
import { canRemoveLane, type Lane, laneName, laneStopwatchKey } from '../lib/lanes';
import type { LastSaved } from '../lib/last-saved';
import { buildRefereeSave, shortOfMinimum } from '../lib/record-save';
import { recordTexts } from '../lib/texts';
import { CompetitorSearch } from './CompetitorSearch';
import { LaneSplit } from './LaneSplit';
import { LastSavedLine } from './LastSavedLine';
import { DockedStop } from './RunningStops';
import { ShortTimeConfirm } from './ShortTimeConfirm';

interface LaneCardProps {
  lane: Lane;
  number: number;
  lanes: readonly Lane[];
  event: Event;
  /** The event's course, in order: a lane's SPLIT times each obstacle (none while they load). */
  obstacles: readonly RunObstacle[];
  /** The course's minimum: a time under it is confirmed before it is recorded (null: none, or not loaded). */
  minimumSeconds: number | null;
  outbox: PendingSaves;
  /** Run ids whose errors a lane shows itself (the queue then shows no toast for them). */
  inlineRuns: Set<string>;
  /** The bar of running lanes' STOP buttons, for when this lane's own is off the screen. */
  dock: StopDock;
  onChoose: (laneId: string, competitor: Competitor | null) => void;
  /** The lane's save went in (or waits on the phone): free the lane and keep what it saved. */
  onSaved: (laneId: string, last: LastSaved) => void;
  onRemove: (laneId: string) => void;
}

/**
 * One lane, compact so two fit a phone's first screen: the competitor (display name and user name,
 * never contact details), the read-out beside the lane's big button, and RESET / Discard below. The
 * big button, RESET and Discard are the member stopwatch's own (src/web/lib/timing): START, STOP,
 * then SAVE TIME while the time waits (never START over it), DISCARD TIME once the server refused it;
 * RESET asks before losing a time, Discard has Undo, a second tap within 1 s is ignored. A save goes
 * through the phone's queue with the run id as Idempotency-Key; once sent, or kept for a later send,
 * the lane is cleared for the next competitor (docs/spec.md §6) and says what it saved, whose and how
 * long, until its next save: the one confirmation toast may be gone or replaced by another lane's.
 */
export function LaneCard({
  lane,
  number,
  lanes,
  event,
  obstacles,
  minimumSeconds,
  outbox,
  inlineRuns,
  dock,
  onChoose,
  onSaved,
  onRemove,
}: LaneCardProps) {
  const watch = useStopwatch(laneStopwatchKey(event.id, lane.id), obstacles);
  const splits = useSplits(watch, obstacles);
  const { state, status } = watch;
  useWakeLock(status === 'running');
  const guard = useTapGuard();
  const headingId = useId();
  const saving = useRef(false);
  const saveStatus = outbox.statusOf(state.runId);
  const rejection = outbox.rejectionOf(state.runId);
  const kept = saveStatus === 'kept';
  const { competitor } = lane;
  // The run whose time under the course's minimum waits for the referee's answer.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [bigButton, setBigButton] = useState<HTMLButtonElement | null>(null);
  const inView = useInView(bigButton, STOP_DOCK_ROOT_MARGIN);
  const running = status === 'running';
  const { report } = dock;

  // The bar shows while a running lane's own button is off the screen.
  useEffect(() => report(lane.id, { running, inView }), [report, lane.id, running, inView]);
  useEffect(() => () => report(lane.id, null), [report, lane.id]);

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
    if (!kept || status !== 'stopped' || saving.current) return;
    const { runId } = state;
    const durationMs = elapsedMs(state, 0);
    watch.reset();
    if (competitor && runId) onSaved(lane.id, { runId, name: competitor.name, durationMs });
    else onChoose(lane.id, null);
  }, [kept, status, state, watch, competitor, onChoose, onSaved, lane.id]);

  async function save(confirmShort = false) {
    const entry = buildRefereeSave(state, competitor, event, confirmShort);
    if (!entry || saving.current || saveStatus === 'sending' || kept) return;
    if (!confirmShort && shortOfMinimum(entry.body.duration, minimumSeconds) !== null) {
      setConfirming(entry.runId);
      return;
    }
    setConfirming(null);
    saving.current = true;
    try {
      const outcome = await outbox.save(entry);
      if (outcome?.kind === 'sent' || outcome?.kind === 'kept') {
        // The answer changes what the button under the thumb means: a second tap must not act on it.
        guard.hold();
        watch.reset();
        // A kept save is not toasted: the lane's line and the queue's notice say it waits.
        const name = competitor?.name ?? entry.label ?? '';
        onSaved(lane.id, { runId: entry.runId, name, durationMs: entry.body.duration });
      }
    } finally {
      saving.current = false;
    }
  }

  const button = useBigButton(watch, { isLoggedIn: true, saveStatus, guard, onSave: () => void save() });
  const showPanel = competitor !== null || status !== 'idle';
  const time = formatDuration(elapsedMs(state, 0));
  const shortMinimumMs =
    confirming !== null && confirming === state.runId && status === 'stopped' && competitor
      ? shortOfMinimum(elapsedMs(state, 0), minimumSeconds)
      : null;

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={48}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={headingId}>
              Lane {number}
            </Title>
            {competitor && (
              <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="lane-competitor">
                {laneName(competitor)}
              </Text>
            )}
          </Stack>
          {competitor ? (
            <Button variant="default" h={48} onClick={() => onChoose(lane.id, null)}>
              Change
            </Button>
          ) : (
            canRemoveLane(lanes, status) && (
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
            )
          )}
        </Group>

        {lane.lastSaved && <LastSavedLine last={lane.lastSaved} outbox={outbox} />}

        {!competitor && (
          <CompetitorSearch laneId={lane.id} onChoose={(chosen) => onChoose(lane.id, chosen)} />
        )}

        {showPanel && (
          <>
            <Group wrap="nowrap" gap="sm" align="center">
              <div style={{ flex: 1, minWidth: 0 }}>
                <StopwatchReadout
                  state={state}
                  label={`Lane ${number} elapsed time`}
                  testId="lane-display"
                  size="lane"
                />
              </div>
              <Button
                ref={setBigButton}
                h={64}
                size="lg"
                px="xs"
                color={button.color}
                loading={button.sending}
                disabled={button.action === 'save' && competitor === null}
                data-testid="lane-button"
                data-action={button.action}
                style={{ flex: '0 0 52%', touchAction: 'manipulation', userSelect: 'none' }}
                {...button.press}
              >
                {button.label}
              </Button>
            </Group>
            {running && (
              <DockedStop
                dock={dock}
                number={number}
                name={competitor?.name ?? null}
                onStop={() => guard.run(() => button.perform('stop'))}
              />
            )}
            <VisuallyHidden aria-live="polite">
              {status === 'running' ? `Lane ${number} running` : ''}
              {status === 'stopped' ? `Lane ${number} stopped at ${time}` : ''}
            </VisuallyHidden>
            <RunActions
              state={state}
              kept={kept}
              button={button}
              onReset={watch.reset}
              justify="flex-start"
              lead={<LaneSplit splits={splits} />}
            />
            {shortMinimumMs !== null && (
              <ShortTimeConfirm
                durationMs={elapsedMs(state, 0)}
                minimumMs={shortMinimumMs}
                onConfirm={() => void save(true)}
                onBack={() => setConfirming(null)}
              />
            )}
            {status === 'stopped' && !competitor && (
              <Text size="sm" c="dimmed">
                {recordTexts.chooseToSave}
              </Text>
            )}
            {saveStatus === 'rejected' && rejection && (
              <Text c="red.8" size="sm" role="alert">
                {rejection} {timingTexts.refusedNext}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
