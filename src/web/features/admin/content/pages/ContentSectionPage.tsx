import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { HtmlContent } from '../../../../components/HtmlContent';
import { ErrorCard } from '../../../../components/LoadingCard';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import type { AdminPageProps } from '../../page-props';
import { useContentCatalogue } from '../api/content';
import { contentOf, sectionBySlug } from '../lib/catalogue';
import { contentTexts } from '../texts';

/**
 * /Admin/Content/View/{section} (docs/spec.md §2): the section's title and its HTML copy (sanitised
 * by the server as stored, shown through HtmlContent), or 'No content exists for this section'; and
 * an Edit link.
 */
export default function ContentSectionPage({ title }: AdminPageProps) {
  const catalogue = useContentCatalogue();
  const slug = useParams().section ?? '';
  return (
    <Stack gap="md" maw={800}>
      <QueryState query={catalogue} loading={contentTexts.loadingContent}>
        {(data) => {
          const section = sectionBySlug(data.sections, slug);
          if (!section) {
            return (
              <>
                <Title order={1}>{title}</Title>
                <ErrorCard title={contentTexts.sectionNotFound} message={contentTexts.noSuchSection(slug)} />
              </>
            );
          }
          const pieces = contentOf(data.content, section.id);
          return (
            <>
              <Title order={1}>{section.name}</Title>
              <Group>
                <Button component={Link} to={paths.admin.content.edit(section.id)}>
                  {contentTexts.edit}
                </Button>
              </Group>
              {pieces.length === 0 ? (
                <Text c="dimmed">{messages.noContent}</Text>
              ) : (
                pieces.map((piece) => (
                  <section key={piece.id} aria-labelledby={`content-${piece.id}`}>
                    <Title order={2} id={`content-${piece.id}`} mb="xs">
                      {piece.title}
                    </Title>
                    <HtmlContent html={piece.copy} />
                  </section>
                ))
              )}
            </>
          );
        }}
      </QueryState>
      <Group>
        <Button component={Link} to={paths.admin.content.view} variant="subtle">
          {contentTexts.allSections}
        </Button>
      </Group>
    </Stack>
  );
}
