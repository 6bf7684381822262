/**
 * Texts of the admin content screens that docs/spec.md leaves open (its own, the overwrite warning
 * and 'No content exists for this section', are in src/shared/messages.ts).
 */
export const contentTexts = {
  section: 'Section',
  chooseSection: 'Choose a section',
  title: 'Title',
  copy: 'Copy',
  addButton: { idle: 'Add content', busy: 'Adding' },
  saveButton: { idle: 'Save changes', busy: 'Saving' },
  editExisting: 'Edit the existing content',
  checkingSection: 'Checking whether this section has content…',
  checkFailed: 'We could not check whether this section already has content.',
  edit: 'Edit',
  allSections: 'All sections',
  addToSection: 'Add content to this section',
  pickToEdit: 'Choose a section to edit its content.',
  loadingSections: 'Loading sections…',
  loadingContent: 'Loading content…',
  noSections: 'There are no content sections.',
  hasContent: 'Has content',
  sectionNotFound: 'Section not found',
  noSuchSection: (section: string) => `There is no content section “${section}”.`,
} as const;
