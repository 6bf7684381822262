import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockPause } from '@tabler/icons-react';
import type { PendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import { type LastSaved, lastSavedText } from '../lib/last-saved';

const ICONS = { saved: IconCheck, kept: IconClockPause, refused: IconAlertTriangle } as const;
// The icons' colours only: the line itself keeps the text colour, which reads on every card.
const COLORS = { saved: 'green.8', kept: 'yellow.8', refused: 'red.8' } as const;

/**
 * 'Last saved: Mia Smith 0:07.34' in the lane that saved it, until its next save (a live region, so a
 * screen reader hears it too). While that save waits on the phone, or once the server refused it from
 * the queue, the line says so: the queue's own notice above the lanes has the details.
 */
export function LastSavedLine({ last, outbox }: { last: LastSaved; outbox: PendingSaves }) {
  const status = outbox.statusOf(last.runId);
  const kind = status === 'rejected' ? 'refused' : status === 'idle' ? 'saved' : 'kept';
  const Icon = ICONS[kind];
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text component="span" c={COLORS[kind]} lh={0} mt={2} aria-hidden="true">
        <Icon size={18} />
      </Text>
      <Text
        size="sm"
        fw={600}
        c={kind === 'refused' ? 'red.8' : undefined}
        role="status"
        data-testid="lane-last-saved"
        style={{ overflowWrap: 'anywhere' }}
      >
        {lastSavedText(last, status, outbox.rejectionOf(last.runId))}
      </Text>
    </Group>
  );
}
