import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shellTexts } from '../../../../shared/messages';
import { paths } from '../../../lib/paths';

/** The shape every error page shares: a title, the SPEC text, a way back. */
export function ErrorMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Title order={1}>{title}</Title>
      <Text size="lg">{text}</Text>
      {action ?? (
        <Button component={Link} to={paths.home}>
          {shellTexts.backHome}
        </Button>
      )}
    </Stack>
  );
}
