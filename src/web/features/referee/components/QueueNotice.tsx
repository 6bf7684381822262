import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { offlineTexts } from '../../../../shared/messages';
import type { PendingSaves } from '../../../lib/timing/hooks/usePendingSaves';
import { timesWaitingToSend } from '../lib/texts';

/** The phone's queue, visible: how many times wait to be sent, for whom, and a button to try now. */
export function QueueNotice({ outbox }: { outbox: PendingSaves }) {
  const { online } = useNetwork();
  const waiting = outbox.kept;
  return (
    <>
      {!online && (
        <Alert color="gray" variant="light" role="status" icon={<IconWifiOff aria-hidden="true" />}>
          <Text size="sm">{offlineTexts.youAreOffline}</Text>
        </Alert>
      )}
      {waiting.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          icon={<IconCloudUpload aria-hidden="true" />}
          data-testid="queue-notice"
        >
          <Stack gap="xs">
            <Text fw={600}>{timesWaitingToSend(waiting.length)}</Text>
            <List size="sm">
              {waiting.map((save) => (
                <List.Item key={save.runId}>{save.label ?? 'My run'}</List.Item>
              ))}
            </List>
            {!outbox.persistent && <Text size="sm">{offlineTexts.savedForNow}</Text>}
            <Group>
              <Button variant="default" h={48} onClick={outbox.retryNow}>
                {offlineTexts.sendNow}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}
