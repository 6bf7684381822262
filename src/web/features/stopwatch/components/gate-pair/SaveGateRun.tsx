import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { GatePairing } from '../../../../../shared/schemas/gate';
import { usePendingSaves } from '../../../../lib/timing/hooks/use-pending-saves';
import type { MemberTimeBody } from '../../../../lib/timing/pending-save';
import { invalidateAfterSave } from '../../api/save-time';
import { gatePairTexts } from './texts';

/**
 * SAVE TIME for a two-phone run, through the same on-phone queue as the stopwatch: kept first, sent
 * at once, resent with the pairing's run id as Idempotency-Key. The instants are the server's clock.
 */
export function SaveGateRun({
  pairingId,
  locationId,
  run,
}: {
  pairingId: number;
  locationId: number;
  run: NonNullable<GatePairing['run']>;
}) {
  const runId = `gate-${pairingId}`;
  const [saved, setSaved] = useState(false);
  const outbox = usePendingSaves({
    onSent: (save) => save.runId === runId && setSaved(true),
    showsInline: (id) => id === runId,
    invalidate: invalidateAfterSave,
  });
  const status = outbox.statusOf(runId);
  const rejection = outbox.rejectionOf(runId);
  const timed = {
    locationId,
    timeStarted: run.timeStarted,
    timeCompleted: run.timeCompleted,
    duration: run.durationMs,
    timingMethod: 'gate' as const,
    // The server checks the run against the pairing's crossings and witnesses it.
    gatePairingId: pairingId,
  };
  // The queue's body type takes timingMethod once saved times carry it; until then the server ignores it.
  const body: MemberTimeBody = timed;
  const save = () => {
    if (status === 'sending' || status === 'kept' || saved) return;
    void outbox.save({ runId, endpoint: 'member', body }).catch(() => undefined);
  };
  return (
    <Stack gap="xs">
      {saved ? (
        <Text role="status" fw={700} data-testid="gate-saved">
          {gatePairTexts.saved}
        </Text>
      ) : (
        <Button size="lg" onClick={save} loading={status === 'sending'} disabled={Boolean(rejection)}>
          {gatePairTexts.saveTime}
        </Button>
      )}
      {status === 'kept' && <Text role="status">{gatePairTexts.kept}</Text>}
      {rejection && <Alert color="red">{rejection}</Alert>}
    </Stack>
  );
}
