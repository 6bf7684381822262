import { Alert, Card, Tabs, Text } from '@mantine/core';
import { type Ref, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { LoginForm } from '../../../components/LoginForm';
import { SignUpForm } from '../../../components/SignUpForm';
import { stopwatchTexts } from '../texts';

type Tab = 'login' | 'signup';

/**
 * A guest with a stopped time logs in or signs up here (docs/spec.md §6), then saves that same time. After
 * signing up the panel switches to Login with the new user name filled in, so only the password is
 * left to type.
 */
export function GuestPanel({ ref, onLoggedIn }: { ref?: Ref<HTMLDivElement>; onLoggedIn?: () => void }) {
  const [tab, setTab] = useState<Tab>('login');
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      ref={ref}
      data-testid="guest-panel"
      // Brought into view below the fixed top bar, not behind it.
      style={{ scrollMarginTop: 'calc(var(--top-bar-height) + var(--mantine-spacing-md))' }}
    >
      <Text fw={600} mb="sm">
        {stopwatchTexts.guestPrompt}
      </Text>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'login')} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="login" mih={48}>
            Log in
          </Tabs.Tab>
          <Tabs.Tab value="signup" mih={48}>
            Sign up
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          {signedUpAs !== null && (
            <Alert color="green" variant="light" mb="md" role="status">
              <Text c="course.8" size="sm">
                {messages.signedUpInline}
              </Text>
            </Alert>
          )}
          {/* Keyed: a new sign-up starts the form again with that name. */}
          <LoginForm key={signedUpAs ?? ''} initialUser={signedUpAs ?? ''} onSuccess={onLoggedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignUpForm
            onSuccess={(account) => {
              setSignedUpAs(account.userName);
              setTab('login');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
