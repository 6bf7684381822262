import { Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../../components/QueryState';
import { useSmsBatch } from '../api/sms';
import { smsScreenTexts } from '../texts';
import { BatchCounts } from './BatchCounts';

/** The send just started, followed (Batches/{id} polled) until nothing is left queued. */
export function BatchProgress({ batchId }: { batchId: number }) {
  const batch = useSmsBatch(batchId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sms-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="sms-progress-title">
          {smsScreenTexts.progressTitle}
        </Title>
        <QueryState query={batch} loading="Loading the send…">
          {(data) => (
            <Stack gap="xs" aria-live="polite">
              <Text lineClamp={2}>{data.message}</Text>
              <BatchCounts batch={data} label={`${smsScreenTexts.progressTitle}: ${data.message}`} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
