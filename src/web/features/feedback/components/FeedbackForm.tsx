import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { limits } from '../../../../shared/limits';
import { pageTexts } from '../../../../shared/messages';
import {
  type EmailFeedbackBody,
  emailFeedbackBody,
  missingGuestFeedbackFields,
} from '../../../../shared/schemas/account';
import { ApiError } from '../../../lib/api-client';
import { useSendFeedback } from '../api/feedback';

type Field = 'userName' | 'replyTo' | 'comment';
type FieldErrors = Partial<Record<Field, string>>;

/** SPEC §5: comment up to 300 characters; name and e-mail for guests only. */
export function validateFeedback(values: Record<Field, string>, isGuest: boolean): FieldErrors {
  const body = isGuest ? values : { comment: values.comment };
  const errors: FieldErrors = isGuest ? missingGuestFeedbackFields(values) : {};
  const result = emailFeedbackBody.safeParse(body);
  if (!result.success) {
    const { fieldErrors } = z.flattenError(result.error);
    for (const field of ['userName', 'replyTo', 'comment'] as Field[]) {
      errors[field] ??= fieldErrors[field]?.[0];
    }
  }
  for (const field of Object.keys(errors) as Field[]) if (!errors[field]) delete errors[field];
  return errors;
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
