import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { linkableScreens } from '../screens';
import type { AdminSection } from '../sections';

export function SectionCard({ section, headingOrder = 2 }: { section: AdminSection; headingOrder?: 2 | 3 }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`admin-section-${section.key}`}>
      <Title order={headingOrder} size="h3" id={`admin-section-${section.key}`}>
        <Anchor component={Link} to={section.base} inherit>
          {section.title}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {section.description}
      </Text>
      <List spacing={4} size="sm">
        {linkableScreens(section.key).map((screen) => (
          <List.Item key={screen.to}>
            <Anchor component={Link} to={screen.to}>
              {screen.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
