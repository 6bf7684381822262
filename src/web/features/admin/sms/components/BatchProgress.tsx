import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { messages } from '../../../../../shared/messages';
import { QueryState } from '../../../../components/QueryState';
import { isSending, useSmsBatch } from '../api/sms';
import { partlySentText, smsScreenTexts } from '../texts';
import { BatchCounts } from './BatchCounts';

/**
 * The send just started, followed (Batches/{id} polled) until nothing is left queued. Only then, when
 * the provider has taken every message, does it say 'Message sent successfully.' (docs/spec.md §8);
 * until then the composer's toast and the counts say Queued.
 */
export function BatchProgress({ batchId }: { batchId: number }) {
  const batch = useSmsBatch(batchId);
  const announced = useRef(false);
  const finished = batch.data !== undefined && !isSending(batch.data) ? batch.data : null;

  useEffect(() => {
    if (!finished || announced.current) return;
    announced.current = true;
    notifications.show(
      finished.failed === 0
        ? { color: 'green', message: messages.messageSent }
        : { color: 'red', message: partlySentText(finished.sent, finished.failed) },
    );
  }, [finished]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sms-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="sms-progress-title">
          {smsScreenTexts.progressTitle}
        </Title>
        <QueryState query={batch} loading="Loading the send…">
          {(data) => (
            <Stack gap="xs" aria-live="polite">
              <Text lineClamp={2} data-club-content>
                {data.message}
              </Text>
              <BatchCounts batch={data} label={`${smsScreenTexts.progressTitle}: ${data.message}`} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
