import { Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { formatDuration } from '../../../../shared/format';
import type { Event } from '../../../../shared/schemas/event';
import type { Competitor } from '../../../../shared/schemas/referee';
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
import { useLaneMarks } from '../hooks/use-lane-marks';
import { useLaneSave } from '../hooks/use-lane-save';
import { STOP_DOCK_ROOT_MARGIN, type StopDock } from '../hooks/use-stop-dock';
import { canRemoveLane, type Lane, laneStopwatchKey } from '../lib/lanes';
import type { LastSaved } from '../lib/last-saved';
import { laneMarksText } from '../lib/record-save';
import { recordTexts } from '../lib/texts';
import { CompetitorSearch } from './CompetitorSearch';
import { LaneClock } from './LaneClock';
import { LaneHeader } from './LaneHeader';
import { MarkButtons, MarkLine } from './LaneMarks';
import { LaneSplit } from './LaneSplit';
import { LastSavedLine } from './LastSavedLine';
import { DockedStop } from './RunningStops';
import { ShortTimeConfirm } from './ShortTimeConfirm';

interface LaneCardProps {
  lane: Lane;
  number: number;
  lanes: readonly Lane[];
  event: Event;
  /**
   * The event's course, in order: a lane's SPLIT times each obstacle, or at an event scored by
   * obstacles or penalties its CLEARED and FAILED mark each one (none while they load).
   */
  obstacles: readonly RunObstacle[];
  /** False while the course's obstacles load (a course without any is known to have none). */
  obstaclesKnown: boolean;
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
 * At an event scored by obstacles or penalties the lane marks each obstacle CLEARED or FAILED in
 * place of SPLIT (`useLaneMarks`): an obstacles event's FAILED ends the run there, and STOP waits
 * until every obstacle is marked; a time event's lane is as it always was.
 */
export function LaneCard(props: LaneCardProps) {
  const { lane, number, lanes, event, obstacles, obstaclesKnown, outbox, dock, onChoose, onRemove } = props;
  const watch = useStopwatch(laneStopwatchKey(event.id, lane.id), obstacles);
  const splits = useSplits(watch, obstacles);
  const { state, status } = watch;
  useWakeLock(status === 'running');
  const guard = useTapGuard();
  const headingId = useId();
  const { competitor } = lane;
  const saving = useLaneSave({ ...props, watch, guard });
  const marks = useLaneMarks(watch, obstacles, event.format, guard);
  const [bigButton, setBigButton] = useState<HTMLButtonElement | null>(null);
  const inView = useInView(bigButton, STOP_DOCK_ROOT_MARGIN);
  const running = status === 'running';
  const { report } = dock;

  // The bar shows while a running lane's own button is off the screen.
  useEffect(() => report(lane.id, { running, inView }), [report, lane.id, running, inView]);
  useEffect(() => () => report(lane.id, null), [report, lane.id]);

  const button = useBigButton(watch, {
    isLoggedIn: true,
    saveStatus: saving.saveStatus,
    guard,
    onSave: () => void saving.save(),
  });
  const showPanel = competitor !== null || status !== 'idle';
  const time = formatDuration(elapsedMs(state, 0));

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <LaneHeader
          number={number}
          headingId={headingId}
          competitor={competitor}
          removable={canRemoveLane(lanes, status)}
          onChange={() => onChoose(lane.id, null)}
          onRemove={() => onRemove(lane.id)}
        />

        {lane.lastSaved && <LastSavedLine last={lane.lastSaved} outbox={outbox} />}

        {!competitor && (
          <CompetitorSearch laneId={lane.id} onChoose={(chosen) => onChoose(lane.id, chosen)} />
        )}

        {showPanel && (
          <>
            <LaneClock
              state={state}
              number={number}
              button={button}
              canSave={competitor !== null && saving.marksProblem === null}
              toMark={marks.toGo}
              buttonRef={setBigButton}
            />
            {running && (
              <DockedStop
                dock={dock}
                number={number}
                name={competitor?.name ?? null}
                disabled={marks.toGo > 0}
                onStop={() => guard.run(() => button.perform('stop'))}
              />
            )}
            <VisuallyHidden aria-live="polite">
              {status === 'running' ? `Lane ${number} running` : ''}
              {status === 'stopped' ? `Lane ${number} stopped at ${time}` : ''}
            </VisuallyHidden>
            <RunActions
              state={state}
              kept={saving.kept}
              button={button}
              onReset={watch.reset}
              justify="flex-start"
              lead={
                marks.active ? <MarkLine marks={marks} running={running} /> : <LaneSplit splits={splits} />
              }
            />
            {marks.active && status !== 'idle' && (
              <MarkButtons
                marks={marks}
                summary={laneMarksText(state, event)}
                problem={saving.marksProblem}
                obstaclesKnown={obstaclesKnown}
              />
            )}
            {saving.shortMinimumMs !== null && (
              <ShortTimeConfirm
                durationMs={elapsedMs(state, 0)}
                minimumMs={saving.shortMinimumMs}
                onConfirm={() => void saving.save(true)}
                onBack={saving.cancelConfirm}
              />
            )}
            {status === 'stopped' && !competitor && (
              <Text size="sm" c="dimmed">
                {recordTexts.chooseToSave}
              </Text>
            )}
            {saving.saveStatus === 'rejected' && saving.rejection && (
              <Text c="red.8" size="sm" role="alert">
                {saving.rejection} {timingTexts.refusedNext}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
