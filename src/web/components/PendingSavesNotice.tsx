import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { formatDuration } from '../../shared/format';
import { offlineTexts } from '../../shared/messages';
import type { PendingSaves } from '../lib/timing/hooks/use-pending-saves';
import { type PendingSave, staleReason } from '../lib/timing/pending-save';
import { StaleSavesNotice } from './StaleSavesNotice';

/** Who a waiting save is for: a referee's competitor by name, a member's own run by its time. */
function waitingSaveLabel(save: PendingSave): string {
  return save.label ?? `My run (${formatDuration(save.body.duration)})`;
}

/**
 * The phone's queue, visible (the member's stopwatch and the referee's Record Times): that the phone
 * is offline, how many times wait to be sent and for whom, and a button to try now. `exceptRunId`
 * leaves out the run the page shows with its own notice; `heading` words the count for its page. Saves
 * that can no longer be sent are listed apart, each with Discard.
 */
export function PendingSavesNotice({
  outbox,
  heading,
  exceptRunId = null,
  testId,
}: {
  outbox: PendingSaves;
  heading: (count: number) => string;
  exceptRunId?: string | null;
  testId?: string;
}) {
  const { online } = useNetwork();
  const now = new Date();
  const shown = outbox.kept
    .filter((save) => save.runId !== exceptRunId)
    .map((save) => ({ save, reason: staleReason(save, now) }));
  const waiting = shown.filter(({ reason }) => reason === null).map(({ save }) => save);
  const stale = shown.flatMap(({ save, reason }) => (reason === null ? [] : [{ save, reason }]));
  return (
    <>
      {!online && (
        <Alert color="gray" variant="light" role="status" icon={<IconWifiOff aria-hidden="true" />}>
          <Text size="sm">{offlineTexts.youAreOffline}</Text>
        </Alert>
      )}
      <StaleSavesNotice
        stale={stale}
        label={waitingSaveLabel}
        onDiscard={(runId) => void outbox.discard(runId)}
      />
      {waiting.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          icon={<IconCloudUpload aria-hidden="true" />}
          data-testid={testId}
        >
          <Stack gap="xs">
            <Text fw={600}>{heading(waiting.length)}</Text>
            <List size="sm">
              {waiting.map((save) => (
                <List.Item key={save.runId}>{waitingSaveLabel(save)}</List.Item>
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
