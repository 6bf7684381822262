import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { StopwatchReadout } from '../../../../components/StopwatchReadout';
import type { GateCamera } from '../../../../lib/gate/use-gate-camera';
import { useSession } from '../../../../lib/session';
import { type GateRecord, idleStopwatch, type StopwatchState } from '../../../../lib/timing/stopwatch';
import classes from './Gate.module.css';
import { GateGuide } from './GateGuide';
import { GatePicture, GateSensitivity } from './GatePreview';
import { GateProblem } from './GateProblem';
import { gateTexts, stateHint, stateWords } from './texts';
import { type GateRun, useGateRun } from './use-gate-run';

export interface GateScreenProps {
  locationId: number;
  minimumSeconds: number | null | undefined;
  /** The stopwatch holds a time not yet saved or kept (see useGateRun). */
  holdsRun: boolean;
  onFinish: (run: GateRecord) => void;
  /** Closes the gate: the stopwatch's buttons time the run. */
  onClose: () => void;
  /** The two-phone gate for this course (start and finish apart). */
  twoPhonesHref: string;
}

/** The gate's run as a stopwatch read-out: 0:00.00 while armed, counting while RUNNING, still once FINISHED. */
function readoutState(run: GateRun | null): StopwatchState {
  return run ? { ...idleStopwatch, startedAt: run.startedAt, stoppedAt: run.stoppedAt } : idleStopwatch;
}

/** The state in large words (the lamp's colour in `shown`) and what it means, under it. */
function gateWords(
  camera: GateCamera,
  { settingUp, holdsRun, minimumSeconds }: { settingUp: boolean; holdsRun: boolean; minimumSeconds: number },
): { shown: string; word: string; hint: string } {
  const { status, ready, state } = camera;
  if (status === 'paused') return { shown: 'waiting', word: gateTexts.paused, hint: '' };
  const learning = status === 'live' ? gateTexts.learning : '';
  if (settingUp) {
    const hint = status !== 'live' ? gateTexts.starting : ready ? gateTexts.setUpHint : learning;
    return { shown: 'setup', word: gateTexts.settingUp, hint };
  }
  if (status !== 'live' || !ready) return { shown: 'waiting', word: gateTexts.starting, hint: learning };
  const hint = holdsRun && state !== 'FINISHED' ? gateTexts.held : stateHint(state, minimumSeconds);
  return { shown: state, word: stateWords[state], hint };
}

/**
 * The single-phone gate. On the first screen, above the camera preview: the state in large words
 * and the run's clock, so the runner sees both from the line and the finished time sits above the
 * stopwatch's SAVE TIME. It opens setting up, with the set-up guide and Arm the gate; once armed the
 * guide folds away. Then the preview with its draggable line, Cancel or Arm, the sensitivity. A
 * finished run goes to the stopwatch, whose SAVE TIME saves it as any other run. Without a camera
 * the screen offers the stopwatch's buttons instead.
 */
export default function GateScreen({
  locationId,
  minimumSeconds,
  holdsRun,
  onFinish,
  onClose,
  twoPhonesHref,
}: GateScreenProps) {
  const { isLoggedIn } = useSession();
  const { camera, run, settingUp, armGate, arming } = useGateRun({
    locationId,
    signedIn: isLoggedIn,
    minimumSeconds,
    holdsRun,
    onFinish,
  });
  const { status, state, ready } = camera;
  const problem = status === 'denied' || status === 'no-camera' || status === 'failed' ? status : null;
  const watching = status === 'live' && ready;
  // Arm the gate sits below the preview: once armed, the state and the clock come back into sight.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!settingUp) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [settingUp]);
  const minimum = Math.round((minimumSeconds ?? 5) * 10) / 10;
  const { shown, word, hint } = gateWords(camera, { settingUp, holdsRun, minimumSeconds: minimum });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="gate-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} id="gate-title">
            {gateTexts.title}
          </Title>
          <Button variant="default" h={48} onClick={onClose}>
            {gateTexts.close}
          </Button>
        </Group>

        {problem ? (
          <GateProblem problem={problem} onRetry={camera.retry} onUseButtons={onClose} />
        ) : (
          <>
            <Stack gap={4} ref={panel} className={classes.panel}>
              <div role="status" aria-live="polite">
                <div className={classes.state} data-state={shown} data-testid="gate-state">
                  {word}
                </div>
                {hint && (
                  <Text size="sm" ta="center" mt={4}>
                    {hint}
                  </Text>
                )}
              </div>
              {!settingUp && (
                <StopwatchReadout state={readoutState(run)} label={gateTexts.result} testId="gate-display" />
              )}
            </Stack>

            {settingUp && <GateGuide folded={false} />}

            <GatePicture camera={camera} />

            <Group grow>
              {settingUp && (
                <Button h={56} size="lg" onClick={armGate} disabled={!watching} loading={arming}>
                  {gateTexts.armGate}
                </Button>
              )}
              {!settingUp && watching && (state === 'ARMED' || state === 'RUNNING') && (
                <Button variant="default" h={56} size="lg" onClick={camera.cancel}>
                  {gateTexts.cancel}
                </Button>
              )}
              {!settingUp && watching && !holdsRun && (state === 'IDLE' || state === 'FINISHED') && (
                <Button h={56} size="lg" onClick={camera.arm}>
                  {state === 'IDLE' ? gateTexts.arm : gateTexts.armAgain}
                </Button>
              )}
            </Group>

            <GateSensitivity camera={camera} />
            <Text size="xs" c="dimmed">
              {gateTexts.privacy}
            </Text>
          </>
        )}
        <Anchor component={Link} to={twoPhonesHref} fw={600} className={classes.twoPhones}>
          {gateTexts.twoPhones}
        </Anchor>
        {!problem && !settingUp && <GateGuide folded />}
      </Stack>
    </Card>
  );
}
