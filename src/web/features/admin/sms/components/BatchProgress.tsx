import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { messages } from '../../../../../shared/messages';
import { QueryState } from '../../../../components/QueryState';
import { TitledSection } from '../../../../components/TitledSection';
import { isSending, useSmsBatch } from '../api/sms';
import { noProviderTexts, partlySentText, smsScreenTexts } from '../texts';
import { BatchCounts } from './BatchCounts';

/**
 * The send just started, followed (Batches/{id} polled) until nothing is left queued. Only then, when
 * the provider has taken every message, does it say 'Message sent successfully.' (docs/spec.md §8);
 * until then the composer's toast and the counts say Queued. With `noProvider` nothing queued will
 * move: it says so, and the batch is not followed.
 */
export function BatchProgress({ batchId, noProvider = false }: { batchId: number; noProvider?: boolean }) {
  const batch = useSmsBatch(batchId, !noProvider);
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
    <TitledSection titleId="sms-progress-title" title={smsScreenTexts.progressTitle}>
      <QueryState query={batch} loading="Loading the send…">
        {(data) => (
          <Stack gap="xs" aria-live="polite">
            <Text lineClamp={2} data-club-content>
              {data.message}
            </Text>
            <BatchCounts batch={data} label={`${smsScreenTexts.progressTitle}: ${data.message}`} />
            {noProvider && data.queued > 0 && <Text fw={600}>{noProviderTexts.progress}</Text>}
          </Stack>
        )}
      </QueryState>
    </TitledSection>
  );
}
