import { Group, Progress, Stack, Text } from '@mantine/core';
import type { SmsBatch } from '../../../../../shared/schemas/sms';
import { smsScreenTexts } from '../texts';

/** Queued / sent / failed of one batch, with a bar of the share already handled. */
export function BatchCounts({ batch, label }: { batch: SmsBatch; label: string }) {
  const total = Math.max(batch.recipientCount, batch.queued + batch.sent + batch.failed, 1);
  const done = Math.round(((batch.sent + batch.failed) / total) * 100);
  return (
    <Stack gap={6}>
      <Progress value={done} aria-label={label} size="lg" />
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          {smsScreenTexts.queued}: <strong>{batch.queued}</strong>
        </Text>
        <Text size="sm">
          {smsScreenTexts.sent}: <strong>{batch.sent}</strong>
        </Text>
        <Text size="sm" c={batch.failed > 0 ? 'red.8' : undefined}>
          {smsScreenTexts.failed}: <strong>{batch.failed}</strong>
        </Text>
      </Group>
    </Stack>
  );
}
