import { Button, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormFailure } from '../../../../components/FormFailure';
import { ImageUpload } from '../../../../components/ImageUpload';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import type { FormSubmit } from '../../../../lib/form-submit';
import type { EquipmentFormValues } from '../lib/form-values';
import { equipmentTexts as texts } from '../texts';

interface EquipmentFormProps {
  form: UseFormReturnType<EquipmentFormValues>;
  /** The page's `useFormSubmit`, which saves the record; the image goes after it (`useImageSave`). */
  submit: FormSubmit;
  /** Names the form for screen readers (the page's title). */
  label: string;
  /** The stored image (Edit), shown until another is chosen. */
  currentImageUrl?: string | null;
  /** The button's text, and its text while saving. */
  button: { idle: string; busy: string };
}

/** Add and Edit share this form: name, video address and switch, image, rich-text instructions. */
export function EquipmentForm({ form, submit, label, currentImageUrl, button }: EquipmentFormProps) {
  const showVideo = form.getInputProps('showVideo', { type: 'checkbox' });
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={label}>
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
        <FormFailure failure={submit.failure} />
        <Button
          type="submit"
          disabled={submit.pending}
          aria-busy={submit.pending}
          style={{ alignSelf: 'flex-start' }}
        >
          {submit.pending ? button.busy : button.idle}
        </Button>
      </Stack>
    </form>
  );
}
