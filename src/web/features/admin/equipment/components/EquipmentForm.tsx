import { Alert, Button, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ImageUpload } from '../../../../components/ImageUpload';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import { ApiError } from '../../../../lib/api-client';
import { showServerFieldErrors, useCheckedForm } from '../../../../lib/forms';
import { type EquipmentFormValues, validateEquipment } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

export interface EquipmentFormProps {
  /** Names the form for screen readers (the page's title). */
  label: string;
  initialValues: EquipmentFormValues;
  /** The stored image (Edit), shown until another is chosen. */
  currentImageUrl?: string | null;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Saves the values. A rejection's field messages go on the matching inputs (`image` for the
   * upload); anything else shows above the button and the form keeps what was typed.
   */
  onSave: (values: EquipmentFormValues) => Promise<unknown>;
}

/** Add and Edit share this form: name, video address and switch, image, rich-text instructions. */
export function EquipmentForm({
  label,
  initialValues,
  currentImageUrl,
  submitLabel,
  pendingLabel,
  onSave,
}: EquipmentFormProps) {
  const form = useCheckedForm<EquipmentFormValues>({ initialValues, validate: validateEquipment });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await onSave(values);
      // The image is stored now: the chooser shows the saved one again.
      form.setFieldValue('image', null);
    } catch (error) {
      const unmatched = showServerFieldErrors(form, error);
      const onInputs = error instanceof ApiError && error.fields && unmatched.length === 0;
      if (!onInputs) setFailure(unmatched[0] ?? (error instanceof Error ? error.message : texts.saveFailed));
    } finally {
      setPending(false);
    }
  });

  const showVideo = form.getInputProps('showVideo', { type: 'checkbox' });
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput label={texts.nameLabel} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput
          label={texts.videoLabel}
          description={texts.videoDescription}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('videoUrl')}
        />
        <Switch
          label={texts.showVideoLabel}
          {...showVideo}
          onChange={(event) => {
            showVideo.onChange(event);
            // The schema puts "needs a video" on the address: switching off clears it at once.
            if (form.errors.videoUrl) form.validateField('videoUrl');
          }}
        />
        <ImageUpload
          label={texts.imageLabel}
          value={form.values.image}
          onChange={(file) => {
            form.setFieldValue('image', file);
            form.clearFieldError('image');
          }}
          currentUrl={currentImageUrl}
          error={form.errors.image}
        />
        <RichTextEditor
          label={texts.instructionsLabel}
          value={form.values.instructions}
          onChange={(html) => form.setFieldValue('instructions', html)}
          error={form.errors.instructions}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" disabled={pending} aria-busy={pending} style={{ alignSelf: 'flex-start' }}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
