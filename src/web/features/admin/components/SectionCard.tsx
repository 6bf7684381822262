import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type AdminSection, linkablePages } from '../sections';

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
        {linkablePages(section).map((page) => (
          <List.Item key={page.to}>
            <Anchor component={Link} to={page.to}>
              {page.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
