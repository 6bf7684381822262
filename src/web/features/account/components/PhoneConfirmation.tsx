import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatTime } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { confirmPhoneBody } from '../../../../shared/schemas/my-account';
import { FormFailure } from '../../../components/FormFailure';
import { ApiError } from '../../../lib/api-client';
import { errorText, useFormSubmit } from '../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
import { useConfirmPhone, useResendPhoneCode } from '../api/my-account';
import { accountTexts } from '../lib/texts';

type CodeValues = { code: string };

const checkCode = schemaCheck<CodeValues>(confirmPhoneBody);

/**
 * Shown while the phone is unconfirmed: the code from the SMS (the phone offers it from the message:
 * one-time-code), Confirm, and a new code on request, with the time the next can go once the member's
 * hourly codes are spent. docs/spec.md §8's success and failure toasts.
 */
export function PhoneConfirmation({
  phoneNumber,
  retryAt,
}: {
  phoneNumber: string;
  /** MyAccount's phoneCodeRetryAt: the member's hourly codes are spent until then. */
  retryAt: string | null;
}) {
  const confirm = useConfirmPhone();
  const resend = useResendPhoneCode();
  const form = useCheckedForm<CodeValues>({ initialValues: { code: '' }, validate: checkCode });

  const submit = useFormSubmit({
    form,
    save: (values) => confirm.mutateAsync(confirmPhoneBody.parse(values).code),
    successNotice: () => messages.phoneVerified,
    // A wrong or expired code is SPEC's failure text; anything else (too many tries) says why. Both
    // belong to the code, so they show on its input.
    failureText: () => null,
    onFailure: (error) => {
      if (error instanceof ApiError) {
        form.setFieldError('code', error.status === 400 ? messages.phoneVerifyFailed : error.message);
      }
      notifications.show({ color: 'red', message: messages.phoneVerifyFailed });
    },
  });

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: accountTexts.codeSent }),
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="phone-confirm-title"
      bg="yellow.0"
    >
      <form onSubmit={submit.onSubmit} noValidate aria-labelledby="phone-confirm-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="phone-confirm-title">
            {accountTexts.phoneTitle}
          </Title>
          <Text>{accountTexts.phoneIntro(phoneNumber)}</Text>
          {retryAt && (
            <Text data-testid="phone-code-retry">{accountTexts.codeRetry(formatTime(retryAt))}</Text>
          )}
          <TextInput
            label={accountTexts.phoneCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            maw={240}
            {...form.getInputProps('code')}
          />
          <FormFailure failure={submit.failure} />
          <Group gap="sm">
            <Button type="submit" loading={submit.pending}>
              {accountTexts.confirm}
            </Button>
            <Button variant="default" onClick={sendAgain} loading={resend.isPending}>
              {accountTexts.resend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
