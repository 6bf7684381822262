import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '../../../../../shared/messages';
import type { ContentSection } from '../../../../../shared/schemas/content';
import { ErrorCard } from '../../../../components/LoadingCard';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { idFrom } from '../../../../lib/route-id';
import type { AdminPageProps } from '../../page-props';
import { type ContentCatalogue, useContentCatalogue } from '../api/content';
import { ContentEditForm } from '../components/ContentEditForm';
import { SectionSelect } from '../components/SectionSelect';
import { contentOf } from '../lib/catalogue';
import { contentTexts } from '../texts';

/** Below the select: the chosen section's content in a form, or why there is none to edit. */
function SectionContent({
  catalogue,
  section,
  label,
}: {
  catalogue: ContentCatalogue;
  section: ContentSection;
  label: string;
}) {
  // A section holds one piece (adding replaces what it had); older data may hold more: the first is edited.
  const [piece] = contentOf(catalogue.content, section.id);
  if (!piece) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{messages.noContent}</Text>
        <Button component={Link} to={paths.admin.content.add} state={{ contentSectionId: section.id }}>
          {contentTexts.addToSection}
        </Button>
      </Stack>
    );
  }
  return <ContentEditForm key={piece.id} piece={piece} label={label} />;
}

/**
 * /Admin/Content/Edit/{contentSectionId?} (docs/spec.md §2): pick a section, edit its title and copy.
 * The section is in the address, so choosing another one navigates and the form for the new
 * section's content replaces the old one with its unsaved edits (docs/spec.md §2: "changing section
 * clears edits").
 */
export default function ContentEditPage({ title }: AdminPageProps) {
  const catalogue = useContentCatalogue();
  const navigate = useNavigate();
  const params = useParams();
  const sectionId = idFrom(params.contentSectionId);

  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>{title}</Title>
      <QueryState
        query={catalogue}
        loading={contentTexts.loadingContent}
        empty={contentTexts.noSections}
        isEmpty={(data) => data.sections.length === 0}
      >
        {(data) => {
          const section = data.sections.find((candidate) => candidate.id === sectionId) ?? null;
          return (
            <>
              <SectionSelect
                sections={data.sections}
                value={section ? String(section.id) : ''}
                onChange={(event) =>
                  navigate(paths.admin.content.edit(idFrom(event.currentTarget.value) ?? undefined))
                }
              />
              {section ? (
                <SectionContent catalogue={data} section={section} label={`${title}: ${section.name}`} />
              ) : params.contentSectionId ? (
                <ErrorCard
                  title={contentTexts.sectionNotFound}
                  message={contentTexts.noSuchSection(params.contentSectionId)}
                />
              ) : (
                <Text c="dimmed">{contentTexts.pickToEdit}</Text>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
