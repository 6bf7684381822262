import { Alert, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { minimumRunMs } from '../../../../../shared/gate/detector';
import { sendCrossingPhoto } from '../../../../lib/gate/crossing-photo-upload';
import { pairingQrUrl, useCreatePairing, useGatePairing } from '../../api/gate-pairing';
import { ClockStatus } from './ClockStatus';
import { PairCamera } from './PairCamera';
import { RunClock } from './RunClock';
import { SaveGateRun } from './SaveGateRun';
import { gatePairTexts } from './texts';
import { useClockOffset } from './use-clock-offset';
import { useCrossing } from './use-crossing';

/**
 * The start phone: makes the pairing, shows its code and QR code until the finish phone joins, then
 * watches the start line and posts the first crossing; the run's clock counts above the preview
 * until the finish phone's crossing, and the run is saved from here.
 */
export function StartPhone({
  locationId,
  minimumSeconds,
}: {
  locationId: number;
  minimumSeconds: number | null;
}) {
  const create = useCreatePairing();
  const made = useRef(false);
  useEffect(() => {
    if (made.current) return;
    made.current = true;
    create.mutate(locationId);
  }, [create, locationId]);
  const pairing = useGatePairing(create.data?.id ?? null).data ?? create.data;
  const { clock, measure, last } = useClockOffset();
  const { post, cross } = useCrossing(pairing, 'start', clock);

  if (create.isError)
    return <Alert color="red">{`${gatePairTexts.createFailed}: ${create.error.message}`}</Alert>;
  if (!pairing) return <Text role="status">{gatePairTexts.creating}</Text>;
  if (pairing.expired) return <Alert color="yellow">{gatePairTexts.expired}</Alert>;
  const watching = pairing.finishJoined && clock.status === 'ready' && !pairing.start;
  return (
    <Stack gap="md">
      <Title order={2}>{gatePairTexts.beStart}</Title>
      {!pairing.finishJoined && (
        <Stack gap="xs" align="center">
          <Text>{gatePairTexts.showCode}</Text>
          <Text fz={40} fw={700} ff="monospace" data-testid="pairing-code">
            {pairing.code}
          </Text>
          <Image src={pairingQrUrl(locationId, pairing.code)} alt={gatePairTexts.qrAlt} w={200} h={200} />
        </Stack>
      )}
      <Text role="status">
        {pairing.finishJoined ? gatePairTexts.finishJoined : gatePairTexts.waitingForFinish}
      </Text>
      <ClockStatus clock={clock} measure={measure} />
      {post.isError && <Alert color="red">{`${gatePairTexts.crossingFailed}: ${post.error.message}`}</Alert>}
      {pairing.finishJoined && !pairing.run && (
        <Text role="status">{pairing.start ? gatePairTexts.startCrossed : gatePairTexts.waitForStart}</Text>
      )}
      {pairing.finishJoined && <RunClock pairing={pairing} offset={last} />}
      {pairing.run && <SaveGateRun pairingId={pairing.id} locationId={locationId} run={pairing.run} />}
      {/* Still on after the start (no longer watching): the start's picture takes a few frames more. */}
      {!pairing.run && (
        <PairCamera
          watching={watching}
          minRunMs={minimumRunMs(minimumSeconds)}
          onCrossing={cross}
          onPhoto={(blob) => void sendCrossingPhoto({ pairingId: pairing.id, role: 'start', blob })}
        />
      )}
    </Stack>
  );
}
