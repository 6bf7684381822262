import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the password pages sit in (as sign-up's). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
