import { Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { formatDuration } from '../../../../shared/format';
import { pendingSavesWaiting } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { useCourseObstacles } from '../../../api/locations';
import { PendingSavesNotice } from '../../../components/PendingSavesNotice';
import { StopwatchReadout } from '../../../components/StopwatchReadout';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { RunActions } from '../../../lib/timing/components/RunActions';
import { useBigButton } from '../../../lib/timing/hooks/use-big-button';
import { useSplits } from '../../../lib/timing/hooks/use-splits';
import { useStopwatch } from '../../../lib/timing/hooks/use-stopwatch';
import { useStopwatchKeys } from '../../../lib/timing/hooks/use-stopwatch-keys';
import { useTapGuard } from '../../../lib/timing/hooks/use-tap-guard';
import { useWakeLock } from '../../../lib/timing/hooks/use-wake-lock';
import { canShowGuestPanel, elapsedMs, hasUnsavedTime, storageKey } from '../../../lib/timing/stopwatch';
import { useGuardWait } from '../hooks/use-guard-wait';
import { useMemberSaves } from '../hooks/use-member-saves';
import { useResume } from '../hooks/use-resume';
import { useSaveRun } from '../hooks/use-save-run';
import { stoppedAt, stopwatchTexts } from '../texts';
import { CourseRules } from './CourseRules';
import { LazyGateScreen } from './LazyGateScreen';
import { LazyGuestPanel, preloadGuestPanel } from './LazyGuestPanel';
import { LiveSplits } from './LiveSplits';
import { OpenGateButton } from './OpenGateButton';
import { SavedReadout } from './SavedReadout';
import { SaveRefusal, SaveStatus } from './SaveStatus';
import classes from './Stopwatch.module.css';
import { StopwatchBar } from './StopwatchBar';
import { StopwatchHeading } from './StopwatchHeading';

/** Brings the guest panel into view and puts the focus on its first field. */
function reveal(panel: HTMLElement | null): void {
  panel?.scrollIntoView({ block: 'start' });
  panel?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus({ preventScroll: true });
}

interface StopwatchProps {
  course: LocationRef;
  /** The course's fastest plausible run: the gate's minimum run time (5 s without one). */
  minimumSeconds?: number | null;
  /** The course's boards count camera gate runs only. */
  gateOnly?: boolean;
  children?: ReactNode;
}

/**
 * A course's stopwatch: what the course's board takes (before START), the read-out (the saved time
 * once saved, until the next START), one big button pinned to the foot of the screen (START, STOP,
 * then SAVE TIME or LOG IN TO SAVE while an unsaved time waits, DISCARD TIME once the server refused
 * it, with the refusal above the read-out), Resume for a few seconds after STOP, RESET (asks before
 * losing a time) and Discard (with Undo) away from it. Every press of the big button and the
 * Space/Enter shortcut goes through one 1 s double-tap guard, which the button shows after STOP. The
 * button's behaviour is the referee lanes' too (src/web/lib/timing: useBigButton, RunActions). On a
 * phone with a camera, Gate opens the camera gate above the watch: its finished run becomes the
 * watch's stopped run, and the watch and its big button show only then, to save it.
 */
export function Stopwatch({ course, minimumSeconds, gateOnly = false, children }: StopwatchProps) {
  const [gateOpen, setGateOpen] = useState(false);
  const { isLoggedIn } = useSession();
  const obstacles = useCourseObstacles(course.id);
  const watch = useStopwatch(storageKey(course.id), obstacles);
  const splits = useSplits(watch, obstacles);
  const { state, status } = watch;
  const guard = useTapGuard();
  const { outbox, answer } = useMemberSaves({ locationId: course.id, watch, obstacles, guard });
  const saveStatus = outbox.statusOf(state.runId);
  const kept = saveStatus === 'kept';
  const save = useSaveRun(course.id, state, outbox);
  const panel = useRef<HTMLDivElement>(null);
  const button = useBigButton(watch, {
    isLoggedIn,
    saveStatus,
    guard,
    onSave: save,
    onLogin: () => reveal(panel.current),
    onStart: () => {
      if (!isLoggedIn) preloadGuestPanel();
    },
  });
  const { action } = button;
  const bigButton = useRef<HTMLButtonElement>(null);
  const waitMs = useGuardWait(guard, status === 'stopped' ? state.stoppedAt : null);
  const resume = useResume(watch, saveStatus !== 'idle');
  useWakeLock(status === 'running');
  useStopwatchKeys(() => {
    if (gateOpen) return;
    if (action === 'start' || action === 'stop') guard.run(() => button.perform(action));
  });

  return (
    <Stack gap="lg">
      <div className={classes.screen}>
        <StopwatchHeading course={course} />

        <PendingSavesNotice outbox={outbox} heading={pendingSavesWaiting} exceptRunId={state.runId} />

        {gateOpen && (
          <LazyGateScreen
            locationId={course.id}
            minimumSeconds={minimumSeconds}
            holdsRun={hasUnsavedTime(state, kept)}
            onFinish={watch.record}
            onClose={() => setGateOpen(false)}
            twoPhonesHref={paths.gatePair(course.id)}
          />
        )}

        {(!gateOpen || status !== 'idle' || state.lastSaved) && (
          <Card withBorder radius="md" padding="lg" id="stopwatch">
            <Stack gap="md">
              {status === 'idle' && !state.lastSaved && (
                <CourseRules minimumSeconds={minimumSeconds} gateOnly={gateOnly} />
              )}
              <SaveRefusal state={state} outbox={outbox} />
              {status === 'idle' && state.lastSaved ? (
                <SavedReadout durationMs={state.lastSaved.durationMs} />
              ) : (
                <StopwatchReadout state={state} label="Elapsed time" testId="stopwatch-display" />
              )}
              <LiveSplits locationId={course.id} state={state} splits={splits} />
              <VisuallyHidden aria-live="polite">
                {status === 'running' ? stopwatchTexts.running : ''}
                {status === 'stopped' ? stoppedAt(formatDuration(elapsedMs(state, 0))) : ''}
              </VisuallyHidden>
              <RunActions state={state} kept={kept} button={button} onReset={watch.reset} />
              <SaveStatus
                state={state}
                outbox={outbox}
                answer={answer}
                coursePath={course.path}
                locationId={course.id}
                gateOnly={gateOnly}
              />
              {!gateOpen && (
                <Text size="sm" c="dimmed" ta="center" className={classes.keyboardTip}>
                  {stopwatchTexts.keyboardTip}
                </Text>
              )}
              {!gateOpen && status === 'idle' && <OpenGateButton onOpen={() => setGateOpen(true)} />}
            </Stack>
          </Card>
        )}

        {(!gateOpen || status === 'stopped') && (
          <StopwatchBar
            splits={splits}
            button={button}
            buttonRef={bigButton}
            resume={resume}
            waitMs={waitMs}
          />
        )}
      </div>

      {canShowGuestPanel(state, isLoggedIn) && (
        <LazyGuestPanel
          ref={panel}
          onLoggedIn={() => requestAnimationFrame(() => bigButton.current?.focus())}
        />
      )}

      {children}
    </Stack>
  );
}
