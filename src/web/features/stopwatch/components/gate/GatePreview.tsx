import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { GateCamera } from '../../../../lib/gate/useGateCamera';
import classes from './Gate.module.css';
import { GateLine } from './GateLine';
import { gateTexts } from './texts';

const SENSITIVITIES = [
  { label: 'Low', value: '0.3' },
  { label: 'Medium', value: '0.5' },
  { label: 'High', value: '0.8' },
];

/**
 * What every gate shows of its camera, one phone at a line or one of two: the live picture with the
 * line the member drags onto the real one, and the sensitivity. Whatever watches the line (the
 * single-phone run, a phone of a pair) owns the camera and passes it in.
 */
export function GatePreview({ camera }: { camera: GateCamera }) {
  const running = camera.status === 'live' && camera.ready && camera.state === 'RUNNING';
  return (
    <Stack gap="sm">
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
    </Stack>
  );
}
