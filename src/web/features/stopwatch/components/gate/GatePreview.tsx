import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { GateCamera } from '../../../../lib/gate/use-gate-camera';
import classes from './Gate.module.css';
import { GateLine } from './GateLine';
import { gateTexts } from './texts';

const SENSITIVITIES = [
  { label: 'Low', value: '0.3' },
  { label: 'Medium', value: '0.5' },
  { label: 'High', value: '0.8' },
];

const runningOf = (camera: GateCamera) =>
  camera.status === 'live' && camera.ready && camera.state === 'RUNNING';

/**
 * The live picture with the line the member drags onto the real one. Whatever watches the line (the
 * single-phone run, a phone of a pair) owns the camera and passes it in.
 */
export function GatePicture({ camera }: { camera: GateCamera }) {
  const running = runningOf(camera);
  return (
    <Stack gap="xs">
      <div className={classes.preview}>
        {/* A live camera picture: no sound, so nothing to caption. */}
        <video
          ref={camera.videoRef}
          className={classes.video}
          aria-label={gateTexts.preview}
          muted
          playsInline
        />
        <GateLine line={camera.line} locked={running} onChange={camera.setLine} />
      </div>
      <Text size="sm" c="dimmed">
        {running ? gateTexts.lineLocked : gateTexts.lineHint}
      </Text>
    </Stack>
  );
}

/** The detector's sensitivity, set once the picture is right (it comes after the picture's controls). */
export function GateSensitivity({ camera }: { camera: GateCamera }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="gate-sensitivity">
        {gateTexts.sensitivity}
      </Text>
      <SegmentedControl
        aria-labelledby="gate-sensitivity"
        data={SENSITIVITIES}
        value={String(camera.sensitivity)}
        onChange={(value) => camera.setSensitivity(Number(value))}
        fullWidth
      />
      <Text size="xs" c="dimmed">
        {gateTexts.sensitivityHint}
      </Text>
    </Stack>
  );
}

/** What every gate shows of its camera: the picture with its line, then the sensitivity. */
export function GatePreview({ camera }: { camera: GateCamera }) {
  return (
    <Stack gap="sm">
      <GatePicture camera={camera} />
      <GateSensitivity camera={camera} />
    </Stack>
  );
}
