import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { limits } from '../../../../shared/limits';
import { pageTexts } from '../../../../shared/messages';
import { emailFeedbackBody, missingGuestFeedbackFields } from '../../../../shared/schemas/account';
import { FormFailure } from '../../../components/FormFailure';
import { EmailInput } from '../../../components/UserInputs';
import { useFormSubmit } from '../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
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

  const submit = useFormSubmit({
    form,
    save: (values) =>
      send.mutateAsync(
        isGuest
          ? {
              userName: values.userName.trim(),
              replyTo: values.replyTo.trim(),
              comment: values.comment.trim(),
            }
          : { comment: values.comment.trim() },
      ),
    onSuccess: onSent,
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="Feedback">
      <Stack gap="sm">
        {isGuest && (
          <>
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps('userName')} />
            <EmailInput required {...form.getInputProps('replyTo')} />
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
        <FormFailure failure={submit.failure} />
        <Button type="submit" loading={submit.pending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
