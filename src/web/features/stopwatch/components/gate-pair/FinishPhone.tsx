import { Alert, Stack, Text, Title } from '@mantine/core';
import { minimumRunMs } from '../../../../../shared/gate/detector';
import { sendCrossingPhoto } from '../../../../lib/gate/crossing-photo-upload';
import { useGatePairing, useJoinPairing } from '../../api/gate-pairing';
import { ClockStatus } from './ClockStatus';
import { JoinForm } from './JoinForm';
import { PairCamera } from './PairCamera';
import { RunClock } from './RunClock';
import { gatePairTexts } from './texts';
import { useCameraUntilPhoto } from './use-camera-until-photo';
import { useClockOffset } from './use-clock-offset';
import { useCrossing } from './use-crossing';

/**
 * The finish phone (often a friend's, signed in or not): joins with the code, opened from the QR code at
 * once; watches the finish line once the start is crossed, posts the first crossing the server takes
 * (one too soon after the start is refused and the phone watches on) with the pairing's token; the
 * run's clock counts above the preview from the start crossing, then shows the run. The camera stays
 * on after the finish until its crossing's picture is made. The start phone, the pairing's maker, saves it.
 */
export function FinishPhone({
  minimumSeconds,
  initialCode,
}: {
  minimumSeconds: number | null;
  initialCode: string;
}) {
  const join = useJoinPairing();
  const pairingToken = join.data?.pairingToken;
  const pairing = useGatePairing(join.data?.id ?? null, pairingToken).data ?? join.data;
  const { clock, measure, last } = useClockOffset();
  const { cross } = useCrossing(pairing, 'finish', clock, pairingToken);
  const { cameraOn, crossed, photoTaken } = useCameraUntilPhoto(Boolean(pairing?.run));

  if (!pairing) return <JoinForm join={join} initialCode={initialCode} />;
  if (pairing.expired && !pairing.run) return <Alert color="yellow">{gatePairTexts.expired}</Alert>;
  const watching = pairing.state === 'running' && clock.status === 'ready';
  return (
    <Stack gap="md">
      <Title order={2}>{gatePairTexts.beFinish}</Title>
      <ClockStatus clock={clock} measure={measure} />
      {!pairing.run && (
        <Text role="status">{pairing.start ? gatePairTexts.waitForFinish : gatePairTexts.waitForRunner}</Text>
      )}
      <RunClock pairing={pairing} offset={last} />
      {cameraOn && (
        <PairCamera
          watching={watching}
          minRunMs={minimumRunMs(minimumSeconds)}
          onCrossing={(phoneAt) => {
            crossed();
            cross(phoneAt);
          }}
          onPhoto={(blob) => {
            photoTaken();
            void sendCrossingPhoto({ pairingId: pairing.id, role: 'finish', blob, pairingToken });
          }}
        />
      )}
      {pairing.run && <Text role="status">{gatePairTexts.startPhoneSaves}</Text>}
    </Stack>
  );
}
