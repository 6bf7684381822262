import { Alert, Button, Card, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Shown while a list or record loads. */
export function LoadingCard({ label = 'Loading…' }: { label?: string }) {
  return (
    <Card withBorder padding="lg" radius="md" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text>{label}</Text>
      </Group>
    </Card>
  );
}

/** Shown when a load failed, with a way to try again. */
export function ErrorCard({
  title = 'Something went wrong',
  error,
  onRetry,
}: {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const detail = error instanceof Error && error.message ? error.message : 'Please try again.';
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
    >
      <Text size="sm" mb={onRetry ? 'sm' : 0}>
        {detail}
      </Text>
      {onRetry && (
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
