import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { messages, shellTexts } from '../../../../shared/messages';
import { resetPasswordBody } from '../../../../shared/schemas/my-account';
import { FormFailure } from '../../../components/FormFailure';
import { EmailInput, PasswordInput } from '../../../components/UserInputs';
import { useFormSubmit } from '../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/password';
import { AccountCard } from '../components/AccountCard';
import { accountTexts } from '../lib/texts';

type ResetValues = { email: string; newPassword: string };

const checkReset = schemaCheck<ResetValues & { code: string }>(resetPasswordBody);

/** The shared schema with the link's code added (its message, if any, shows under the form). */
export function validateResetPassword(code: string) {
  return (values: ResetValues) => checkReset({ ...values, code });
}

/**
 * /Account/ResetPassword/{code} (the route matches anything after the prefix; the code is the rest of
 * the address). SPEC's sign-up password rule; green text and the login link when done, the server's
 * refusal (a used or expired link) in red.
 */
export default function ResetPasswordPage() {
  const code = useParams()['*'] ?? '';
  const reset = useResetPassword();
  const form = useCheckedForm<ResetValues>({
    initialValues: { email: '', newPassword: '' },
    validate: validateResetPassword(code),
  });

  const submit = useFormSubmit({
    form,
    save: (values) => reset.mutateAsync(resetPasswordBody.parse({ ...values, code })),
  });
  // A link without its code can never work: say so before anything is typed.
  const failure = submit.failure ?? (code.trim() === '' ? messages.resetPasswordFailed : null);

  if (reset.isSuccess) {
    return (
      <AccountCard title={shellTexts.resetPasswordTitle}>
        <Text c="course.8" role="status" fw={500}>
          {messages.passwordReset}
        </Text>
        <Anchor component={Link} to={paths.login()}>
          {accountTexts.goToLogin}
        </Anchor>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={shellTexts.resetPasswordTitle}>
      <form onSubmit={submit.onSubmit} noValidate aria-label={shellTexts.resetPasswordTitle}>
        <Stack gap="sm">
          <Text>{accountTexts.resetIntro}</Text>
          <EmailInput autoComplete="username" required withAsterisk {...form.getInputProps('email')} />
          <PasswordInput
            label={accountTexts.newPassword}
            description={accountTexts.passwordRule}
            required
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <FormFailure failure={failure} />
          <Button type="submit" loading={submit.pending}>
            {accountTexts.resetButton}
          </Button>
        </Stack>
      </form>
      <Stack gap={0}>
        <Anchor component={Link} to={paths.forgotPassword}>
          {shellTexts.forgotPassword}
        </Anchor>
        <Anchor component={Link} to={paths.login()}>
          {accountTexts.backToLogin}
        </Anchor>
      </Stack>
    </AccountCard>
  );
}
