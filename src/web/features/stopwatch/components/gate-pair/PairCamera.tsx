import { Button, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import type { GateEvent } from '../../../../../shared/gate/detector';
import { epochOf } from '../../../../lib/gate/camera';
import { type GateCamera, useGateCamera } from '../../../../lib/gate/use-gate-camera';
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
 * performance clock, and gets nothing while `watching` is false. `onPhoto` gets the picture of the
 * crossing taken (not of those ignored), to send to the pairing as its evidence.
 */
export function PairCamera({
  watching,
  minRunMs,
  onCrossing,
  onPhoto,
}: {
  watching: boolean;
  minRunMs: number;
  onCrossing: (phoneAt: number) => void;
  onPhoto: (blob: Blob) => void;
}) {
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  const handler = useRef(onCrossing);
  handler.current = onCrossing;
  const photoHandler = useRef(onPhoto);
  photoHandler.current = onPhoto;
  const taken = useRef<GateEvent | null>(null);
  const cameraRef = useRef<GateCamera | null>(null);
  const camera = useGateCamera({
    minRunMs,
    onEvent: (event: GateEvent) => {
      if (event.type === 'start' && watchingRef.current) {
        taken.current = event;
        handler.current(epochOf(event.at));
      }
      // Back to ARMED after every crossing, taken or not: the next one reads as a crossing again,
      // never as the finish of a run this phone does not time.
      cameraRef.current?.arm();
    },
    onCrossingPhoto: ({ crossing, blob }) => {
      // The worker's message is a copy of the event: the crossing is known by its instant.
      if (crossing.at === taken.current?.at) photoHandler.current(blob);
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
