import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { limits } from '../../../../shared/limits';
import { pageTexts } from '../../../../shared/messages';
import {
  type EmailFeedbackBody,
  emailFeedbackBody,
  missingGuestFeedbackFields,
} from '../../../../shared/schemas/account';
import { schemaCheck, showServerFieldErrors, useCheckedForm } from '../../../lib/forms';
import { useSendFeedback } from '../api/feedback';

interface FeedbackValues extends Record<string, unknown> {
  userName: string;
  replyTo: string;
  comment: string;
}

const checkBody = schemaCheck<Partial<FeedbackValues>>(emailFeedbackBody);

/** docs/spec.md §5: comment up to 300 characters; name and e-mail for guests only. */
export function validateFeedback(values: FeedbackValues, isGuest: boolean): FormErrors {
  const schemaErrors = checkBody(isGuest ? values : { comment: values.comment });
  // The schema leaves name and e-mail optional (members send neither); a guest must give both.
  return isGuest ? { ...schemaErrors, ...missingGuestFeedbackFields(values) } : schemaErrors;
}

export function FeedbackForm({ isGuest, onSent }: { isGuest: boolean; onSent: () => void }) {
  const send = useSendFeedback();
  const form = useCheckedForm<FeedbackValues>({
    initialValues: { userName: '', replyTo: '', comment: '' },
    validate: (values) => validateFeedback(values, isGuest),
  });

  const submit = form.onSubmit((values) => {
    if (send.isPending) return;
    const body: EmailFeedbackBody = isGuest
      ? { userName: values.userName.trim(), replyTo: values.replyTo.trim(), comment: values.comment.trim() }
      : { comment: values.comment.trim() };
    send.mutate(body, { onSuccess: onSent, onError: (error) => showServerFieldErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Feedback">
      <Stack gap="sm">
        {isGuest && (
          <>
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps('userName')} />
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              // Phones would capitalise and "correct" an address.
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.getInputProps('replyTo')}
            />
          </>
        )}
        <Textarea
          label={pageTexts.feedbackCommentLabel}
          required
          autosize
          minRows={4}
          maxLength={limits.feedbackCommentMax}
          description={`${form.values.comment.length}/${limits.feedbackCommentMax} characters`}
          {...form.getInputProps('comment')}
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
