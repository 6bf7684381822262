import { useNavigate } from 'react-router';
import { addContentBody, type ContentSection } from '../../../../../shared/schemas/content';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { useUnsavedChangesGuard } from '../../../../lib/forms-unsaved';
import { paths } from '../../../../lib/paths';
import { idFrom } from '../../../../lib/route-id';
import { createdNotice } from '../../components/notify';
import { useAddContent } from '../api/content';
import { addBodyOf, type ContentFormValues, emptyContent, validateAdd } from '../lib/content-form';
import { contentTexts } from '../texts';
import { ContentForm } from './ContentForm';
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
  const known = sections.some((section) => section.id === initialSectionId);
  const form = useCheckedForm<ContentFormValues>({
    initialValues: { ...emptyContent, contentSectionId: known ? String(initialSectionId) : '' },
    validate: validateAdd,
  });
  // Only typed work counts: a section picked alone is no loss, and the overwrite warning's link to
  // the existing content should not ask.
  const guard = useUnsavedChangesGuard(form.isDirty('title') || form.isDirty('copy'));
  const submit = useFormSubmit({
    form,
    save: (values) => add.mutateAsync(addContentBody.parse(addBodyOf(values))),
    successNotice: (saved) => createdNotice(saved.title),
    onSuccess: (saved) => {
      guard.release();
      form.reset();
      navigate(paths.admin.content.edit(saved.contentSectionId));
    },
  });

  return (
    <ContentForm
      form={form}
      submit={submit}
      label={label}
      button={contentTexts.addButton}
      prompt={guard.prompt}
    >
      <SectionSelect sections={sections} {...form.getInputProps('contentSectionId')} />
      <OverwriteWarning contentSectionId={idFrom(form.values.contentSectionId)} />
    </ContentForm>
  );
}
