import { SimpleGrid, Stack, Title } from '@mantine/core';
import { shellTexts } from '../../../../shared/messages';
import { SectionCard } from '../components/SectionCard';
import { adminSections } from '../sections';

/** /Admin: docs/spec.md §2's hub with a section each for equipment, locations, events, content, users and SMS. */
export default function AdminHubPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{shellTexts.adminTitle}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {adminSections.map((section) => (
          <SectionCard key={section.key} section={section} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
