import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { LoadingCard } from '../../../components/LoadingCard';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useIdParam } from '../../../lib/route-id';
import { useConfirmEmail } from '../api/confirm-email';
import { accountTexts } from '../lib/texts';

export default function ConfirmEmailPage() {
  const { code = '' } = useParams();
  const id = useIdParam('userId').id;
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const valid = id !== null && code !== '';

  useEffect(() => {
    // A code is single use: confirm once even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    if (!valid || id === null) {
      notifications.show({ color: 'red', message: messages.emailConfirmFailed });
      return;
    }
    confirm.mutate(
      { userId: id, code },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.emailConfirmed });
          navigate(paths.login(), { replace: true });
        },
        onError: () => notifications.show({ color: 'red', message: messages.emailConfirmFailed }),
      },
    );
  }, [id, code, valid, confirm.mutate, navigate]);

  const failed = !valid || confirm.isError;
  // A new address another account took meanwhile: the server says so (409), beside SPEC's text.
  const taken =
    confirm.error instanceof ApiError && confirm.error.code === 'ACCOUNT_TAKEN'
      ? confirm.error.message
      : null;
  return (
    <Card withBorder radius="md" padding="lg" maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          Confirm your e-mail
        </Title>
        {failed ? (
          <>
            <Text c="red.8" role="alert">
              {messages.emailConfirmFailed}
              {taken && ` ${taken}`}
            </Text>
            <Anchor component={Link} to={paths.login()}>
              {accountTexts.goToLogin}
            </Anchor>
          </>
        ) : (
          <LoadingCard label="Confirming your e-mail…" />
        )}
      </Stack>
    </Card>
  );
}
