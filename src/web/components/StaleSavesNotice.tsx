import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDateTime } from '../../shared/format';
import type { PendingSave } from '../lib/timing/pending-save';
import { cannotSendHeading, discardKeptRun, keptRunFinished, timingTexts } from '../lib/timing/texts';

/**
 * Kept saves the server will never take (finished over 30 days ago, or their date refused): each
 * with when it finished and why, and Discard, so none is dropped without the member seeing it and
 * none is sent again only to be refused.
 */
export function StaleSavesNotice({
  stale,
  label,
  onDiscard,
}: {
  stale: { save: PendingSave; reason: string }[];
  /** Who a save is for, in words. */
  label: (save: PendingSave) => string;
  onDiscard: (runId: string) => void;
}) {
  if (stale.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="status"
      icon={<IconAlertTriangle aria-hidden="true" />}
      data-testid="stale-saves"
    >
      <Stack gap="xs">
        <Text fw={600}>{cannotSendHeading(stale.length)}</Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {stale.map(({ save, reason }) => {
            const run = keptRunFinished(label(save), formatDateTime(save.body.timeCompleted));
            return (
              <Group key={save.runId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {run}
                  </Text>
                  <Text size="sm">{reason}</Text>
                </Stack>
                <Button
                  variant="default"
                  h={48}
                  miw={48}
                  aria-label={discardKeptRun(run)}
                  onClick={() => onDiscard(save.runId)}
                >
                  {timingTexts.discard}
                </Button>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Alert>
  );
}
