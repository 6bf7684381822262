import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { shellTexts } from '../../../../shared/messages';
import { forgotPasswordBody } from '../../../../shared/schemas/my-account';
import { schemaCheck, useCheckedForm } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { useForgotPassword } from '../api/password';
import { AccountCard } from '../components/AccountCard';
import { formErrorText } from '../lib/server-error';
import { accountTexts } from '../lib/texts';

type ForgotValues = { email: string };

export const validateForgotPassword = schemaCheck<ForgotValues>(forgotPasswordBody);

/**
 * /Account/ForgotPassword: one e-mail field; the server's answer (the same for any address) in green,
 * a refusal (too many requests) in red, then the way back to login.
 */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm<ForgotValues>({
    initialValues: { email: '' },
    validate: validateForgotPassword,
  });

  const submit = form.onSubmit((values) => {
    if (forgot.isPending) return;
    setFailure(null);
    forgot.mutate(forgotPasswordBody.parse(values).email, {
      onError: (error) => setFailure(formErrorText(form, error)),
    });
  });

  return (
    <AccountCard title={shellTexts.forgotPasswordTitle}>
      {forgot.isSuccess ? (
        <Text c="course.8" role="status" fw={500}>
          {forgot.data.message}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label={shellTexts.forgotPasswordTitle}>
          <Stack gap="sm">
            <Text>{accountTexts.forgotIntro}</Text>
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              withAsterisk
              {...form.getInputProps('email')}
            />
            {failure && (
              <Text c="red.8" role="alert">
                {failure}
              </Text>
            )}
            <Button type="submit" loading={forgot.isPending}>
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
