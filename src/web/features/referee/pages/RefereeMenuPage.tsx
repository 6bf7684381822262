import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { shellTexts } from '../../../../shared/messages';
import { refereeLinks } from '../links';

/** /Referee: docs/spec.md §2's menu of Record Times, Delete Times and Add User. */
export default function RefereeMenuPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{shellTexts.refereeTitle}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {refereeLinks.map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder padding="lg">
            <Text fw={700} size="lg" c="course.7">
              {link.label}
            </Text>
            <Text size="sm" c="dimmed">
              {link.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
