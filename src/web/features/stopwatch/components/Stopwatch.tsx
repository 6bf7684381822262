import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../../../shared/format';
import { pageTexts, pendingSavesWaiting } from '../../../../shared/messages';
import type { LocationRef } from '../../../../shared/schemas/location';
import { PendingSavesNotice } from '../../../components/PendingSavesNotice';
import { StopwatchReadout } from '../../../components/StopwatchReadout';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { usePendingSaves } from '../../../lib/timing/hooks/usePendingSaves';
import { useStopwatch } from '../../../lib/timing/hooks/useStopwatch';
import { useStopwatchKeys } from '../../../lib/timing/hooks/useStopwatchKeys';
import { useGuardedPress, useTapGuard } from '../../../lib/timing/hooks/useTapGuard';
import { useWakeLock } from '../../../lib/timing/hooks/useWakeLock';
import { canShowGuestPanel, elapsedMs, storageKey } from '../../../lib/timing/stopwatch';
import { buzz } from '../../../lib/timing/vibrate';
import { invalidateAfterSave } from '../api/saveTime';
import { useDiscard } from '../hooks/useDiscard';
import { useSaveRun } from '../hooks/useSaveRun';
import { type BigButtonAction, bigButtonAction, canDiscard } from '../lib/big-button';
import { stoppedAt, stopwatchTexts } from '../texts';
import { LazyGuestPanel, preloadGuestPanel } from './LazyGuestPanel';
import { ResetButton } from './ResetButton';
import { type SavedAnswer, SaveStatus } from './SaveStatus';
import classes from './Stopwatch.module.css';

const LABELS: Record<BigButtonAction, string> = {
  start: stopwatchTexts.start,
  stop: stopwatchTexts.stop,
  save: stopwatchTexts.saveTime,
  login: stopwatchTexts.loginToSave,
};
const COLORS: Record<BigButtonAction, string | undefined> = {
  start: undefined,
  stop: 'red.9',
  save: 'blue.9',
  login: 'blue.9',
};

/** Brings the guest panel into view and puts the focus on its first field. */
function reveal(panel: HTMLElement | null): void {
  panel?.scrollIntoView({ block: 'start' });
  panel?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus({ preventScroll: true });
}

/**
 * A course's stopwatch: the read-out, one big button pinned to the foot of the screen (START, STOP,
 * then SAVE TIME or LOG IN TO SAVE while an unsaved time waits), RESET (asks before losing a time)
 * and Discard (with Undo) away from it. Every press of the big button and the Space/Enter shortcut
 * goes through one 1 s double-tap guard.
 */
export function Stopwatch({ course, children }: { course: LocationRef; children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const watch = useStopwatch(storageKey(course.id));
  const { state, status } = watch;
  const [answer, setAnswer] = useState<SavedAnswer | null>(null);
  const guard = useTapGuard();
  const outbox = usePendingSaves({
    onSent: (save, outcome) => {
      if (save.endpoint !== 'member' || save.body.locationId !== course.id) return;
      // The save resets the watch (docs/spec.md §4): a second tap on what was SAVE TIME must not START.
      if (save.runId === watch.state.runId) guard.hold();
      watch.saved(save.runId);
      setAnswer({ runId: save.runId, personalBest: outcome.personalBest, userName: outcome.userName });
    },
    showsInline: (runId) => runId === watch.state.runId,
    invalidate: invalidateAfterSave,
  });
  const saveStatus = outbox.statusOf(state.runId);
  const kept = saveStatus === 'kept';
  const action = bigButtonAction(state, { isLoggedIn, kept });
  const save = useSaveRun(course.id, state, outbox);
  const discard = useDiscard(watch);
  const bigButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useWakeLock(status === 'running');

  function perform(next: BigButtonAction) {
    if (next === 'start') {
      if (!isLoggedIn) preloadGuestPanel();
      discard.dismiss();
      watch.start();
      buzz();
    } else if (next === 'stop') {
      watch.stop();
      buzz();
    } else if (next === 'save') save();
    else reveal(panel.current);
  }
  const press = useGuardedPress(() => perform(action), guard);
  useStopwatchKeys(() => {
    if (action === 'start' || action === 'stop') guard.run(() => perform(action));
  });

  return (
    <Stack gap="lg">
      <div className={classes.screen}>
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={course.path ? paths.location(course.path) : paths.home}
            size="sm"
            mih={48}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
          >
            <IconArrowLeft size={14} aria-hidden="true" /> {course.name}
          </Anchor>
          <Title order={1}>{pageTexts.timeARun}</Title>
        </Stack>

        <PendingSavesNotice outbox={outbox} heading={pendingSavesWaiting} exceptRunId={state.runId} />

        <Card withBorder radius="md" padding="lg" id="stopwatch">
          <Stack gap="md">
            <StopwatchReadout state={state} label="Elapsed time" testId="stopwatch-display" />
            <VisuallyHidden aria-live="polite">
              {status === 'running' ? stopwatchTexts.running : ''}
              {status === 'stopped' ? stoppedAt(formatDuration(elapsedMs(state, 0))) : ''}
            </VisuallyHidden>
            <Group justify="center" gap="sm">
              {canDiscard(state, kept) && (
                <Button
                  variant="default"
                  h={48}
                  leftSection={<IconTrash size={18} aria-hidden="true" />}
                  onClick={discard.discard}
                >
                  {stopwatchTexts.discard}
                </Button>
              )}
              <ResetButton state={state} kept={kept} onReset={watch.reset} />
            </Group>
            <SaveStatus state={state} outbox={outbox} answer={answer} coursePath={course.path} />
            <Text size="sm" c="dimmed" ta="center" className={classes.keyboardTip}>
              {stopwatchTexts.keyboardTip}
            </Text>
          </Stack>
        </Card>

        <div className={classes.bar}>
          <Button
            ref={bigButton}
            fullWidth
            h={72}
            size="xl"
            color={COLORS[action]}
            loading={action === 'save' && saveStatus === 'sending'}
            className={classes.big}
            data-testid="big-button"
            data-action={action}
            {...press}
          >
            {LABELS[action]}
          </Button>
        </div>
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
