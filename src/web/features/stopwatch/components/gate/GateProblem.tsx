import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CameraProblem } from '../../../../lib/gate/camera';
import { cameraProblems, gateTexts } from './texts';

/**
 * The camera gave no picture: why, Try again, and the way on without it, the stopwatch's own buttons
 * (which closes the gate).
 */
export function GateProblem({
  problem,
  onRetry,
  onUseButtons,
}: {
  problem: CameraProblem;
  onRetry: () => void;
  onUseButtons: () => void;
}) {
  const { title, message, instead } = cameraProblems[problem];
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Text size="sm">{instead}</Text>
        <Group gap="sm">
          <Button h={48} onClick={onUseButtons}>
            {gateTexts.useButtons}
          </Button>
          <Button variant="default" h={48} onClick={onRetry}>
            {gateTexts.tryAgain}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
