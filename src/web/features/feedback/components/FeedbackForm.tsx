import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { limits } from '../../../../shared/limits';
import { pageTexts } from '../../../../shared/messages';
import {
  type EmailFeedbackBody,
  emailFeedbackBody,
  missingGuestFeedbackFields,
} from '../../../../shared/schemas/account';
import { ApiError } from '../../../lib/api-client';
import { firstFieldErrors } from '../../../lib/field-errors';
import { useSendFeedback } from '../api/feedback';

const FIELDS = ['userName', 'replyTo', 'comment'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** SPEC §5: comment up to 300 characters; name and e-mail for guests only. */
export function validateFeedback(values: Record<Field, string>, isGuest: boolean): FieldErrors {
  const body = isGuest ? values : { comment: values.comment };
  const schemaErrors = firstFieldErrors(emailFeedbackBody.safeParse(body), FIELDS);
  // The schema leaves name and e-mail optional (members send neither); a guest must give both.
  return isGuest ? { ...schemaErrors, ...missingGuestFeedbackFields(values) } : schemaErrors;
}

export function FeedbackForm({ isGuest, onSent }: { isGuest: boolean; onSent: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ userName: '', replyTo: '', comment: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendFeedback();

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFeedback(values, isGuest);
    setErrors(found);
    if (Object.keys(found).length > 0 || send.isPending) return;
    const body: EmailFeedbackBody = isGuest
      ? { userName: values.userName.trim(), replyTo: values.replyTo.trim(), comment: values.comment.trim() }
      : { comment: values.comment.trim() };
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Feedback">
      <Stack gap="sm">
        {isGuest && (
          <>
            <TextInput
              label="Name"
              autoComplete="name"
              required
              value={values.userName}
              error={errors.userName}
              onChange={(event) => change('userName', event.currentTarget.value)}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={values.replyTo}
              error={errors.replyTo}
              onChange={(event) => change('replyTo', event.currentTarget.value)}
            />
          </>
        )}
        <Textarea
          label={pageTexts.feedbackCommentLabel}
          required
          autosize
          minRows={4}
          maxLength={limits.feedbackCommentMax}
          value={values.comment}
          error={errors.comment}
          description={`${values.comment.length}/${limits.feedbackCommentMax} characters`}
          onChange={(event) => change('comment', event.currentTarget.value)}
        />
        {send.isError && (
          <Text c="red.8" role="alert">
            {send.error.message || 'Your feedback could not be sent. Please try again.'}
          </Text>
        )}
        <Button type="submit" loading={send.isPending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
