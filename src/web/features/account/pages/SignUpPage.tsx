import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { SignUpForm } from '../../../components/SignUpForm';
import { paths } from '../../../lib/paths';

/** Long enough to read the green confirmation before the login page opens. */
const REDIRECT_DELAY_MS = 1500;

export default function SignUpPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <Card withBorder radius="md" padding="lg" maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          Sign up
        </Title>
        {done ? (
          <Text c="course.8" role="status" fw={500}>
            {messages.signedUp}
          </Text>
        ) : (
          <SignUpForm
            onSuccess={() => {
              notifications.show({ color: 'green', message: messages.signedUp });
              setDone(true);
            }}
          />
        )}
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login()}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
