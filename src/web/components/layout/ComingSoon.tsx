import { Alert, Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { shellTexts } from '../../../shared/messages';

/** A page that is registered but not built yet says so plainly, inside the real layout. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert variant="light" icon={<IconTools aria-hidden />}>
        {shellTexts.comingSoon}
      </Alert>
      {children}
    </Stack>
  );
}
