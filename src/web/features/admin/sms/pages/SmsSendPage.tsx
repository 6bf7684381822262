import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocations } from '../../../../api/locations';
import { QueryState } from '../../../../components/QueryState';
import type { AdminPageProps } from '../../page-props';
import { useSmsProvider } from '../api/sms';
import { BatchProgress } from '../components/BatchProgress';
import { NoProviderNotice } from '../components/NoProviderNotice';
import { RecentBatches } from '../components/RecentBatches';
import { SmsComposer } from '../components/SmsComposer';
import { smsScreenTexts } from '../texts';

/**
 * /Admin/Sms/Send (docs/spec.md §2 "Send SMS", §4, §5): compose, confirm, follow the send. When the
 * server has no SMS provider every part says the messages are kept, not sent (the page still sends:
 * an admin may queue a notice before the provider is set up). Until the answer is in, or if it fails,
 * the page is as with a provider.
 */
export default function SmsSendPage({ title }: AdminPageProps) {
  const locations = useLocations();
  const [batchId, setBatchId] = useState<number | null>(null);
  const noProvider = useSmsProvider().data?.configured === false;
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{smsScreenTexts.intro}</Text>
      {noProvider && <NoProviderNotice />}
      <QueryState query={locations} loading="Loading locations…">
        {(list) => (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <SmsComposer locations={list} onSent={setBatchId} noProvider={noProvider} />
            </Paper>
            {batchId !== null && <BatchProgress key={batchId} batchId={batchId} noProvider={noProvider} />}
            <RecentBatches locations={list} follow={!noProvider} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
