import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormFailure } from '../../../../components/FormFailure';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import type { FormSubmit } from '../../../../lib/form-submit';
import type { ContentEditValues } from '../lib/content-form';
import { contentTexts } from '../texts';

/**
 * The add and edit forms' one shape: what comes first (the add form's section), title, rich-text
 * copy, the form's alert and the submit button ('Adding' / 'Saving' while in flight: docs/spec.md
 * §4's saving flag), and the unsaved-changes prompt.
 */
export function ContentForm<Values extends ContentEditValues>({
  form,
  submit,
  label,
  button,
  prompt,
  children,
}: {
  form: UseFormReturnType<Values>;
  submit: FormSubmit;
  label: string;
  button: { idle: string; busy: string };
  prompt: ReactNode;
  children?: ReactNode;
}) {
  const copy = form.getInputProps('copy');
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <TextInput label={contentTexts.title} required withAsterisk {...form.getInputProps('title')} />
        <RichTextEditor
          label={contentTexts.copy}
          value={typeof copy.value === 'string' ? copy.value : ''}
          onChange={copy.onChange}
          error={copy.error}
        />
        <FormFailure failure={submit.failure} />
        <Group>
          <Button type="submit" loading={submit.pending}>
            {submit.pending ? button.busy : button.idle}
          </Button>
        </Group>
      </Stack>
      {prompt}
    </form>
  );
}
