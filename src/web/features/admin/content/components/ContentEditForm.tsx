import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Content } from '../../../../../shared/schemas/content';
import { useCheckedForm } from '../../../../lib/forms';
import { useUnsavedChangesGuard } from '../../../../lib/forms-unsaved';
import { notifyUpdated } from '../../components/notify';
import { useUpdateContent } from '../api/content';
import { type ContentEditValues, saveFailure, validateEdit } from '../lib/content-form';
import { contentTexts } from '../texts';
import { ContentFields } from './ContentFields';

const valuesOf = ({ title, copy }: Content): ContentEditValues => ({ title, copy });

/**
 * One piece of content's title and copy. The page mounts one per piece (keyed by it), so choosing
 * another section drops unsaved edits (docs/spec.md §2). A save answers the stored, sanitised copy,
 * which becomes the form's new starting point; 'Updated' / 'Successfully updated <title>'. Leaving
 * with unsaved edits (another section, a link, a reload) asks first.
 */
export function ContentEditForm({ piece, label }: { piece: Content; label: string }) {
  const update = useUpdateContent();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm<ContentEditValues>({ initialValues: valuesOf(piece), validate: validateEdit });
  const guard = useUnsavedChangesGuard(form.isDirty());

  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    setFailure(null);
    const body = {
      id: piece.id,
      contentSectionId: piece.contentSectionId,
      ...values,
      title: values.title.trim(),
    };
    update.mutate(body, {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        notifyUpdated(saved.title);
      },
      onError: (error) => setFailure(saveFailure(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <ContentFields
          title={form.getInputProps('title')}
          copy={form.getInputProps('copy')}
          failure={failure}
          submit={{ label: contentTexts.save, busyLabel: contentTexts.saving, busy: update.isPending }}
        />
      </Stack>
      {guard.prompt}
    </form>
  );
}
