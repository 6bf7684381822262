import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocations } from '../../../../api/locations';
import { QueryState } from '../../../../components/QueryState';
import type { AdminPageProps } from '../../page-props';
import { BatchProgress } from '../components/BatchProgress';
import { RecentBatches } from '../components/RecentBatches';
import { SmsComposer } from '../components/SmsComposer';
import { smsScreenTexts } from '../texts';

/** /Admin/Sms/Send (docs/spec.md §2 "Send SMS", §4, §5): compose, confirm, follow the send. */
export default function SmsSendPage({ title }: AdminPageProps) {
  const locations = useLocations();
  const [batchId, setBatchId] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{smsScreenTexts.intro}</Text>
      <QueryState query={locations} loading="Loading locations…">
        {(list) => (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <SmsComposer locations={list} onSent={setBatchId} />
            </Paper>
            {batchId !== null && <BatchProgress key={batchId} batchId={batchId} />}
            <RecentBatches locations={list} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
