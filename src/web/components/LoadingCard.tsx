import { Alert, Button, Card, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';

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
  message,
  onRetry,
}: {
  title?: string;
  error?: unknown;
  /** Says what went wrong in our words instead of the error's own message. */
  message?: string;
  onRetry?: () => void;
}) {
  const detail = message ?? (error instanceof Error && error.message ? error.message : 'Please try again.');
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

/**
 * A page's one record (course, event) failed to load. A 404 says what is missing and offers no retry
 * (it would only fail again); any other failure can be retried.
 */
export function RecordErrorCard({
  noun,
  missing,
  error,
  onRetry,
}: {
  /** Lower case, e.g. 'course'. */
  noun: string;
  /** The 404 text, e.g. 'There is no open course at “x”.' */
  missing: string;
  error: unknown;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) {
    const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
    return <ErrorCard title={title} message={missing} />;
  }
  return <ErrorCard title={`The ${noun} could not be loaded`} error={error} onRetry={onRetry} />;
}
