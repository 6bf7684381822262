import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addContentBody, type ContentSection } from '../../../../../shared/schemas/content';
import { useCheckedForm } from '../../../../lib/forms';
import { useUnsavedChangesGuard } from '../../../../lib/forms-unsaved';
import { paths } from '../../../../lib/paths';
import { idFrom } from '../../../../lib/route-id';
import { notifyCreated } from '../../components/notify';
import { useAddContent } from '../api/content';
import {
  addBodyOf,
  type ContentFormValues,
  emptyContent,
  saveFailure,
  validateAdd,
} from '../lib/content-form';
import { contentTexts } from '../texts';
import { ContentFields } from './ContentFields';
import { OverwriteWarning } from './OverwriteWarning';
import { SectionSelect } from './SectionSelect';

/**
 * docs/spec.md §2 and §4: section, title and rich-text copy; the overwrite warning when the section has
 * content; on success 'Success' / 'Created <title>', the form resets and the admin goes on to
 * /Admin/Content/Edit/{contentSectionId}. Leaving with unsaved edits asks first.
 */
export function ContentAddForm({
  sections,
  initialSectionId,
  label,
}: {
  sections: readonly ContentSection[];
  /** A section chosen before arriving (the edit screen's "Add content to this section"). */
  initialSectionId: number | null;
  label: string;
}) {
  const add = useAddContent();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const known = sections.some((section) => section.id === initialSectionId);
  const form = useCheckedForm<ContentFormValues>({
    initialValues: { ...emptyContent, contentSectionId: known ? String(initialSectionId) : '' },
    validate: validateAdd,
  });
  // Only typed work counts: a section picked alone is no loss, and the overwrite warning's link to
  // the existing content should not ask.
  const guard = useUnsavedChangesGuard(form.isDirty('title') || form.isDirty('copy'));

  const submit = form.onSubmit((values) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate(addContentBody.parse(addBodyOf(values)), {
      onSuccess: (saved) => {
        notifyCreated(saved.title);
        guard.release();
        form.reset();
        navigate(paths.admin.content.edit(saved.contentSectionId));
      },
      onError: (error) => setFailure(saveFailure(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <SectionSelect sections={sections} {...form.getInputProps('contentSectionId')} />
        <OverwriteWarning contentSectionId={idFrom(form.values.contentSectionId)} />
        <ContentFields
          title={form.getInputProps('title')}
          copy={form.getInputProps('copy')}
          failure={failure}
          submit={{ label: contentTexts.add, busyLabel: contentTexts.adding, busy: add.isPending }}
        />
      </Stack>
      {guard.prompt}
    </form>
  );
}
