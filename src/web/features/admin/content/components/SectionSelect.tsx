import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ContentSection } from '../../../../../shared/schemas/content';
import { contentTexts } from '../texts';

/**
 * The content section to write, by name, after a 'Choose a section' option with value ''. A native
 * select: the phone's own picker, and the keyboard works as everywhere.
 */
export function SectionSelect({
  sections,
  ...props
}: { sections: readonly ContentSection[] } & Omit<NativeSelectProps, 'data'>) {
  const data = [
    { value: '', label: contentTexts.chooseSection },
    ...sections.map((section) => ({ value: String(section.id), label: section.name })),
  ];
  return <NativeSelect label={contentTexts.section} required withAsterisk data={data} {...props} />;
}
