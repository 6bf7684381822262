import { Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { QueryState } from '../../../../components/QueryState';
import type { AdminPageProps } from '../../page-props';
import { useContentSections } from '../api/content';
import { ContentAddForm } from '../components/ContentAddForm';
import { sectionIdFromState } from '../lib/catalogue';
import { contentTexts } from '../texts';

/** /Admin/Content/Add (docs/spec.md §2): a section's content, written from scratch. */
export default function ContentAddPage({ title }: AdminPageProps) {
  const sections = useContentSections();
  const { state } = useLocation();
  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>{title}</Title>
      <QueryState query={sections} loading={contentTexts.loadingSections} empty={contentTexts.noSections}>
        {(list) => (
          <ContentAddForm sections={list} initialSectionId={sectionIdFromState(state)} label={title} />
        )}
      </QueryState>
    </Stack>
  );
}
