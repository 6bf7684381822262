import { Button, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import type { GateEvent } from '../../../../../shared/gate/detector';
import { epochOf } from '../../../../lib/gate/camera';
import { type GateCamera, useGateCamera } from '../../../../lib/gate/useGateCamera';
import { GatePreview } from '../gate/GatePreview';
import { gatePairTexts } from './texts';

const statusText = (camera: GateCamera): string | null => {
  if (camera.status === 'starting') return gatePairTexts.cameraStarting;
  if (camera.status === 'paused') return gatePairTexts.cameraPaused;
  if (camera.status === 'live') return null;
  return gatePairTexts.cameraProblem;
};

/**
 * One phone's line: the camera preview with its draggable line and sensitivity (as the single-phone
 * gate's), and the detector. Each phone of a pair needs only the first
 * crossing it sees (the detector calls it a start); `onCrossing` gets it as epoch ms on the phone's
 * performance clock, and gets nothing while `watching` is false.
 */
export function PairCamera({
  watching,
  minRunMs,
  onCrossing,
}: {
  watching: boolean;
  minRunMs: number;
  onCrossing: (phoneAt: number) => void;
}) {
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  const handler = useRef(onCrossing);
  handler.current = onCrossing;
  const cameraRef = useRef<GateCamera | null>(null);
  const camera = useGateCamera({
    minRunMs,
    onEvent: (event: GateEvent) => {
      if (event.type === 'start' && watchingRef.current) handler.current(epochOf(event.at));
      // Back to ARMED after every crossing, taken or not: the next one reads as a crossing again,
      // never as the finish of a run this phone does not time.
      cameraRef.current?.arm();
    },
  });
  cameraRef.current = camera;
  const status = statusText(camera);
  return (
    <Stack
      gap="xs"
      data-testid="gate-line"
      data-camera={camera.status}
      data-ready={camera.ready}
      data-state={camera.state}
    >
      <GatePreview camera={camera} />
      {status && <Text role="status">{status}</Text>}
      {status === gatePairTexts.cameraProblem && (
        <Button variant="default" onClick={camera.retry}>
          {gatePairTexts.tryCamera}
        </Button>
      )}
    </Stack>
  );
}
