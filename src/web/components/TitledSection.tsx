import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered part of a page under its own level-2 title, which names the section for screen readers
 * (`titleId` is the title's id, for any other element that refers to it).
 */
export function TitledSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
