import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { shellTexts } from '../../../../shared/messages';
import { forgotPasswordBody } from '../../../../shared/schemas/my-account';
import { FormFailure } from '../../../components/FormFailure';
import { EmailInput } from '../../../components/UserInputs';
import { useFormSubmit } from '../../../lib/form-submit';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { useForgotPassword } from '../api/password';
import { AccountCard } from '../components/AccountCard';
import { accountTexts } from '../lib/texts';

type ForgotValues = { email: string };

export const validateForgotPassword = schemaCheck<ForgotValues>(forgotPasswordBody);

/**
 * /Account/ForgotPassword: one e-mail field; the server's answer (the same for any address) in green,
 * a refusal (too many requests) in red, then the way back to login.
 */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useCheckedForm<ForgotValues>({
    initialValues: { email: '' },
    validate: validateForgotPassword,
  });

  const submit = useFormSubmit({
    form,
    save: (values) => forgot.mutateAsync(forgotPasswordBody.parse(values).email),
  });

  return (
    <AccountCard title={shellTexts.forgotPasswordTitle}>
      {forgot.isSuccess ? (
        <Text c="course.8" role="status" fw={500}>
          {forgot.data.message}
        </Text>
      ) : (
        <form onSubmit={submit.onSubmit} noValidate aria-label={shellTexts.forgotPasswordTitle}>
          <Stack gap="sm">
            <Text>{accountTexts.forgotIntro}</Text>
            <EmailInput required withAsterisk {...form.getInputProps('email')} />
            <FormFailure failure={submit.failure} />
            <Button type="submit" loading={submit.pending}>
              {accountTexts.sendLink}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login()}>
        {accountTexts.backToLogin}
      </Anchor>
    </AccountCard>
  );
}
