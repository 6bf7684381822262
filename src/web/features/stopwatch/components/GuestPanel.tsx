import { Alert, Card, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { LoginForm } from '../../../components/LoginForm';
import { SignUpForm } from '../../../components/SignUpForm';

type Tab = 'login' | 'signup';

/** A guest with a stopped time logs in or signs up here, then saves that same time. */
export function GuestPanel() {
  const [tab, setTab] = useState<Tab>('login');
  const [signedUp, setSignedUp] = useState(false);
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        Log in or sign up to save this time to the leaderboard.
      </Text>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'login')} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="signup">Sign up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          {signedUp && (
            <Alert color="green" variant="light" mb="md" role="status">
              <Text c="course.8" size="sm">
                {messages.signedUpInline}
              </Text>
            </Alert>
          )}
          <LoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignUpForm
            onSuccess={() => {
              setSignedUp(true);
              setTab('login');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
