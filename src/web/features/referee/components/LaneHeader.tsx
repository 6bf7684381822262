import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Competitor } from '../../../../shared/schemas/referee';
import { laneName } from '../lib/lanes';

interface LaneHeaderProps {
  number: number;
  headingId: string;
  competitor: Competitor | null;
  /** Whether the lane may go (never the last one, never while its clock holds a time). */
  removable: boolean;
  onChange: () => void;
  onRemove: () => void;
}

/** A lane's title and competitor, with Change (a competitor is chosen) or Remove (none is). */
export function LaneHeader({
  number,
  headingId,
  competitor,
  removable,
  onChange,
  onRemove,
}: LaneHeaderProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mih={48}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Title order={2} size="h5" id={headingId}>
          Lane {number}
        </Title>
        {competitor && (
          <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }} data-testid="lane-competitor">
            {laneName(competitor)}
          </Text>
        )}
      </Stack>
      {competitor ? (
        <Button variant="default" h={48} onClick={onChange}>
          Change
        </Button>
      ) : (
        removable && (
          <Button
            variant="subtle"
            color="gray"
            h={48}
            leftSection={<IconX size={16} aria-hidden="true" />}
            aria-label={`Remove lane ${number}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        )
      )}
    </Group>
  );
}
