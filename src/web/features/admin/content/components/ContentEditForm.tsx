import type { Content } from '../../../../../shared/schemas/content';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { useUnsavedChangesGuard } from '../../../../lib/forms-unsaved';
import { updatedNotice } from '../../components/notify';
import { useUpdateContent } from '../api/content';
import { type ContentEditValues, validateEdit } from '../lib/content-form';
import { contentTexts } from '../texts';
import { ContentForm } from './ContentForm';

const valuesOf = ({ title, copy }: Content): ContentEditValues => ({ title, copy });

/**
 * One piece of content's title and copy. The page mounts one per piece (keyed by it), so choosing
 * another section drops unsaved edits (docs/spec.md §2). A save answers the stored, sanitised copy,
 * which becomes the form's new starting point; 'Updated' / 'Successfully updated <title>'. Leaving
 * with unsaved edits (another section, a link, a reload) asks first.
 */
export function ContentEditForm({ piece, label }: { piece: Content; label: string }) {
  const update = useUpdateContent();
  const form = useCheckedForm<ContentEditValues>({ initialValues: valuesOf(piece), validate: validateEdit });
  const guard = useUnsavedChangesGuard(form.isDirty());
  const submit = useFormSubmit({
    form,
    save: (values) =>
      update.mutateAsync({
        id: piece.id,
        contentSectionId: piece.contentSectionId,
        ...values,
        title: values.title.trim(),
      }),
    successNotice: (saved) => updatedNotice(saved.title),
    onSuccess: (saved) => {
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
    },
  });

  const { saveButton } = contentTexts;
  return <ContentForm form={form} submit={submit} label={label} button={saveButton} prompt={guard.prompt} />;
}
