import { Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../../../shared/format';
import type { Location } from '../../../../../shared/schemas/location';
import { QueryState } from '../../../../components/QueryState';
import { TitledSection } from '../../../../components/TitledSection';
import { useSmsBatches } from '../api/sms';
import { batchAudience, recipientCountText, smsScreenTexts } from '../texts';
import { BatchCounts } from './BatchCounts';

/**
 * The recent sends (GET /Sms/Batches, newest first): when, to whom, the text and how far it got,
 * followed while one is going out unless `follow` is off (no provider: nothing queued moves).
 */
export function RecentBatches({ locations, follow = true }: { locations: Location[]; follow?: boolean }) {
  const batches = useSmsBatches(follow);
  const nameOf = (locationId: number | null) =>
    locationId === null ? null : (locations.find((l) => l.id === locationId)?.name ?? `#${locationId}`);
  return (
    <TitledSection titleId="sms-recent-title" title={smsScreenTexts.recentTitle}>
      <QueryState query={batches} loading={smsScreenTexts.loadingBatches} empty={smsScreenTexts.noBatches}>
        {(list) => (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((batch) => (
              <li key={batch.id}>
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(batch.createdAt)} · {batchAudience(nameOf(batch.locationId))} ·{' '}
                    {recipientCountText(batch.recipientCount)}
                  </Text>
                  <Text style={{ overflowWrap: 'anywhere' }} lineClamp={3} data-club-content>
                    {batch.message}
                  </Text>
                  <BatchCounts batch={batch} label={`Sent message ${batch.id}`} />
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </TitledSection>
  );
}
