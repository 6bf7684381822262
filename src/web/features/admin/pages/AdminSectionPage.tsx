import { Stack, Title } from '@mantine/core';
import { SectionCard } from '../components/SectionCard';
import { type AdminSectionKey, sectionByKey } from '../sections';

/** A section's own address (e.g. /Admin/Equipment) lists what it offers. */
export default function AdminSectionPage({ sectionKey }: { sectionKey: AdminSectionKey }) {
  const section = sectionByKey(sectionKey);
  return (
    <Stack gap="md">
      <Title order={1}>{section.title}</Title>
      <SectionCard section={section} />
    </Stack>
  );
}
