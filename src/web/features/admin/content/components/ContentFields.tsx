import { Button, Group, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import { contentTexts } from '../texts';

/**
 * What the add and edit forms share below their section: title, rich-text copy (inputs from
 * `form.getInputProps`), a failure no input shows, and the submit button ('Adding' / 'Saving' while
 * in flight: docs/spec.md §4's saving flag).
 */
export function ContentFields({
  title,
  copy,
  failure,
  submit,
}: {
  title: GetInputPropsReturnType;
  copy: GetInputPropsReturnType;
  failure: string | null;
  submit: { label: string; busyLabel: string; busy: boolean };
}) {
  return (
    <>
      <TextInput label={contentTexts.title} required withAsterisk {...title} />
      <RichTextEditor
        label={contentTexts.copy}
        value={typeof copy.value === 'string' ? copy.value : ''}
        onChange={copy.onChange}
        error={copy.error}
      />
      {failure && (
        <Text c="red.8" role="alert">
          {failure}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={submit.busy}>
          {submit.busy ? submit.busyLabel : submit.label}
        </Button>
      </Group>
    </>
  );
}
