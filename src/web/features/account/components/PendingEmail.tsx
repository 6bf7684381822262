import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatTime } from '../../../../shared/format';
import type { MyAccount } from '../../../../shared/schemas/my-account';
import { errorText } from '../../../lib/form-submit';
import { useCancelEmailChange } from '../api/my-account';
import { accountTexts } from '../lib/texts';

/**
 * A new e-mail waiting for its confirmation link (the account keeps its own until then), when the
 * next link can be sent if the hourly cap is reached, and a way to drop the change.
 */
export function PendingEmail({
  pendingEmail,
  email,
  retryAt,
  onCancelled,
}: {
  pendingEmail: string;
  /** The account's own address, kept until the new one is confirmed. */
  email: string;
  /** MyAccount's emailCodeRetryAt. */
  retryAt: string | null;
  onCancelled: (account: MyAccount) => void;
}) {
  const cancel = useCancelEmailChange();
  const drop = () =>
    cancel.mutate(undefined, {
      onSuccess: (saved) => {
        onCancelled(saved);
        notifications.show({ color: 'green', message: accountTexts.emailChangeCancelled });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });
  return (
    <Paper withBorder radius="sm" p="sm" bg="yellow.0" data-testid="pending-email">
      <Stack gap="xs">
        <Text size="sm">{accountTexts.emailPending(pendingEmail, email)}</Text>
        {retryAt && <Text size="sm">{accountTexts.linkRetry(formatTime(retryAt))}</Text>}
        <Group>
          <Button type="button" variant="default" onClick={drop} loading={cancel.isPending}>
            {accountTexts.cancelEmailChange}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
