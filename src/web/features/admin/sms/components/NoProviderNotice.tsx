import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { noProviderTexts } from '../texts';

/**
 * Send SMS's notice when the server has no SMS provider, shown before anything is typed: a region
 * named by its title, not an alert, since it is there from the first paint and changes nothing.
 */
export function NoProviderNotice() {
  return (
    <Alert
      role="region"
      color="yellow"
      variant="light"
      title={noProviderTexts.title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {noProviderTexts.body}
    </Alert>
  );
}
