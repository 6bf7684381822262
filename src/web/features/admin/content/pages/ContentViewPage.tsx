import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../page-props';
import { useContentCatalogue } from '../api/content';
import { contentOf } from '../lib/catalogue';
import { contentTexts } from '../texts';

/**
 * /Admin/Content/View (docs/spec.md §2): a grid of section cards linking by slug. Each whole card is
 * the link, a large target on a phone; it says whether the section has content yet.
 */
export default function ContentViewPage({ title }: AdminPageProps) {
  const catalogue = useContentCatalogue();
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <QueryState
        query={catalogue}
        loading={contentTexts.loadingSections}
        empty={contentTexts.noSections}
        isEmpty={(data) => data.sections.length === 0}
      >
        {({ sections, content }) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {sections.map((section) => {
              const [piece] = contentOf(content, section.id);
              return (
                <li key={section.id}>
                  <Card
                    withBorder
                    padding="lg"
                    h="100%"
                    component={Link}
                    to={paths.admin.content.section(section.slug)}
                  >
                    <Title order={2} size="h3">
                      {section.name}
                    </Title>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {piece ? `${contentTexts.hasContent}: ${piece.title}` : messages.noContent}
                    </Text>
                  </Card>
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
