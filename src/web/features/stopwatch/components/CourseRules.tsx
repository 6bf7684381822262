import { Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDuration } from '../../../../shared/format';
import { minimumRule, stopwatchTexts } from '../texts';

/**
 * Before START, what the course's board takes: its plausible minimum (a faster time is refused) and,
 * on a gate-only course, that a run timed by hand is kept in My Results, off the board. Nothing on a
 * course with neither.
 */
export function CourseRules({
  minimumSeconds,
  gateOnly,
}: {
  minimumSeconds?: number | null;
  gateOnly: boolean;
}) {
  if (!minimumSeconds && !gateOnly) return null;
  return (
    <Stack gap={4} data-testid="course-rules">
      {gateOnly && <Rule>{stopwatchTexts.gateOnlyRule}</Rule>}
      {minimumSeconds ? <Rule>{minimumRule(formatDuration(minimumSeconds * 1_000))}</Rule> : null}
    </Stack>
  );
}

function Rule({ children }: { children: string }) {
  return (
    <Text size="sm" ta="center">
      <IconInfoCircle size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {children}
    </Text>
  );
}
