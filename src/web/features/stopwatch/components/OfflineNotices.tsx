import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { offlineTexts, pendingSavesWaiting } from '../../../../shared/messages';
import type { PendingSaves } from '../../../lib/timing/hooks/usePendingSaves';

/** Says when the phone is offline and how many earlier saves (other runs) still wait to be sent. */
export function OfflineNotices({
  outbox,
  currentRunId,
}: {
  outbox: PendingSaves;
  currentRunId: string | null;
}) {
  const { online } = useNetwork();
  const waiting = outbox.kept.filter((save) => save.runId !== currentRunId).length;
  return (
    <>
      {!online && (
        <Alert color="gray" variant="light" role="status" icon={<IconWifiOff aria-hidden="true" />}>
          <Text size="sm">{offlineTexts.youAreOffline}</Text>
        </Alert>
      )}
      {waiting > 0 && (
        <Alert color="yellow" variant="light" role="status" icon={<IconCloudUpload aria-hidden="true" />}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{pendingSavesWaiting(waiting)}</Text>
            <Button size="xs" variant="default" onClick={outbox.retryNow}>
              {offlineTexts.sendNow}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
