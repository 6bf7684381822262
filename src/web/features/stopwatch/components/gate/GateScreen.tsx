import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { StopwatchReadout } from '../../../../components/StopwatchReadout';
import { useSession } from '../../../../lib/session';
import type { GateRecord, StopwatchState } from '../../../../lib/timing/stopwatch';
import classes from './Gate.module.css';
import { GateGuide } from './GateGuide';
import { GatePreview } from './GatePreview';
import { cameraProblems, gateTexts, stateHint, stateWords } from './texts';
import { type GateRun, useGateRun } from './useGateRun';

export interface GateScreenProps {
  locationId: number;
  minimumSeconds: number | null | undefined;
  /** The stopwatch holds a time not yet saved or kept (see useGateRun). */
  holdsRun: boolean;
  onFinish: (run: GateRecord) => void;
  onClose: () => void;
  /** The two-phone gate for this course (start and finish apart). */
  twoPhonesHref: string;
}

/** The gate's run as a stopwatch read-out: counting while RUNNING, still once FINISHED. */
function readoutState(run: GateRun): StopwatchState {
  return { startedAt: run.startedAt, stoppedAt: run.stoppedAt, runId: 'gate', lastSaved: null };
}

/**
 * The single-phone gate: the camera preview with its draggable line, the state in large words
 * (ARMED, RUNNING, FINISHED), the running clock, Cancel, the sensitivity and a set-up guide. A
 * finished run goes to the stopwatch below, whose SAVE TIME saves it as any other run.
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
  const { camera, run } = useGateRun({
    locationId,
    signedIn: isLoggedIn,
    minimumSeconds,
    holdsRun,
    onFinish,
  });
  const { status, state, ready } = camera;
  const problem = status === 'denied' || status === 'no-camera' || status === 'failed' ? status : null;
  const watching = status === 'live' && ready;
  const shown = watching ? state : 'waiting';
  const word = watching ? stateWords[state] : status === 'paused' ? gateTexts.paused : gateTexts.starting;
  const hint = !watching
    ? status === 'live'
      ? gateTexts.learning
      : ''
    : holdsRun && state !== 'FINISHED'
      ? gateTexts.held
      : stateHint(state, Math.round((minimumSeconds ?? 5) * 10) / 10);

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
          <Alert color="red" variant="light" title={cameraProblems[problem].title} role="alert">
            <Stack gap="sm">
              <Text size="sm">{cameraProblems[problem].message}</Text>
              <Button variant="default" h={48} onClick={camera.retry} style={{ alignSelf: 'flex-start' }}>
                {gateTexts.tryAgain}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <GatePreview camera={camera} />

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

            {run && (
              <StopwatchReadout state={readoutState(run)} label={gateTexts.result} testId="gate-display" />
            )}

            <Group grow>
              {watching && (state === 'ARMED' || state === 'RUNNING') && (
                <Button variant="default" h={56} size="lg" onClick={camera.cancel}>
                  {gateTexts.cancel}
                </Button>
              )}
              {watching && !holdsRun && (state === 'IDLE' || state === 'FINISHED') && (
                <Button h={56} size="lg" onClick={camera.arm}>
                  {state === 'IDLE' ? gateTexts.arm : gateTexts.armAgain}
                </Button>
              )}
            </Group>

            <Text size="xs" c="dimmed">
              {gateTexts.privacy}
            </Text>
          </>
        )}
        <Button
          component={Link}
          to={twoPhonesHref}
          variant="subtle"
          h={48}
          style={{ alignSelf: 'flex-start' }}
        >
          {gateTexts.twoPhones}
        </Button>
        <GateGuide />
      </Stack>
    </Card>
  );
}
